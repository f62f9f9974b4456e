import { createHash, randomBytes } from "node:crypto";
import type { TApiKey, TApiKeyList, TApiKeyScope, TCreatedApiKey, TCreateApiKeyRequest } from "@planready/contracts/webhooks";
import { ZCreateApiKeyRequest } from "@planready/contracts/webhooks";
import type { Actor } from "../../core/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { findOrgMember } from "../users/users.service.ts";
import { requireOrg } from "./webhooks.policy.ts";
import { presentApiKey } from "./webhooks.presenter.ts";
import * as repo from "./webhooks.repository.ts";

/**
 * The public API's keys (docs/decisions/033-webhooks-and-public-api.md). A key reads `pr_<prefix>_<secret>`: the
 * prefix is stored and shown to tell keys apart, the whole key only as its SHA-256, and it is shown once. A key acts
 * as the user who made it — their role, and what the visibility rule lets them see — within its scopes.
 */
const hashKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");
const MAX_LIVE_KEYS = 20;

/** Who a request with an API key acts as, and what the key may do. */
export type ApiKeyPrincipal = { keyId: string; scopes: readonly TApiKeyScope[]; actor: Actor };

export async function createApiKey(
  deps: { db: Db },
  actor: Actor,
  origin: AuditOrigin,
  input: TCreateApiKeyRequest,
): Promise<TCreatedApiKey> {
  const orgId = requireOrg(actor);
  const body = ZCreateApiKeyRequest.parse(input);
  if ((await repo.countLiveApiKeys(deps.db, orgId, actor.id)) >= MAX_LIVE_KEYS) {
    throw new AppError("CONFLICT", `You have ${MAX_LIVE_KEYS} API keys already: revoke one you no longer use first.`);
  }
  const prefix = `pr_${randomBytes(6).toString("base64url").replace(/[-_]/g, "x")}`;
  const secret = `${prefix}_${randomBytes(24).toString("base64url")}`;
  const row = await repo.insertApiKey(deps.db, {
    org_id: orgId,
    user_id: actor.id,
    name: body.name,
    prefix,
    key_hash: hashKey(secret),
    scopes: [...new Set(body.scopes)],
  });
  await recordAudit(deps.db, actor, origin, {
    action: "api_key.created",
    target: { type: "api_key", id: row.id },
    details: { prefix, scopes: row.scopes.join(",") },
  });
  return { key: presentApiKey(row), secret };
}

export async function listApiKeys(deps: { db: Db }, actor: Actor): Promise<TApiKeyList> {
  return { keys: (await repo.listApiKeys(deps.db, requireOrg(actor), actor.id)).map(presentApiKey) };
}

/** Revokes one of one's own keys; the endpoints it subscribed stop too. */
export async function revokeApiKey(deps: { db: Db }, actor: Actor, origin: AuditOrigin, id: string): Promise<TApiKey> {
  const orgId = requireOrg(actor);
  const row = await repo.revokeApiKey(deps.db, orgId, actor.id, id);
  if (!row) throw new AppError("NOT_FOUND", "There is no API key with this id.");
  await repo.disableKeyEndpoints(deps.db, orgId, row.id);
  await recordAudit(deps.db, actor, origin, {
    action: "api_key.revoked",
    target: { type: "api_key", id: row.id },
    details: { prefix: row.prefix },
  });
  return presentApiKey(row);
}

/**
 * The principal of an `Authorization: Bearer pr_…` header: a live key whose user is still in its organisation, or
 * null (revoked, unknown, or its user removed).
 */
export async function findApiKeyPrincipal(db: Db, authorization: string | undefined): Promise<ApiKeyPrincipal | null> {
  const match = /^Bearer\s+(pr_[A-Za-z0-9]+_[A-Za-z0-9_-]+)\s*$/.exec(authorization ?? "");
  if (!match) return null;
  const key = await repo.useApiKey(db, hashKey(match[1]!));
  if (!key) return null;
  const actor = await findOrgMember(db, key.org_id, key.user_id);
  if (!actor) return null;
  return { keyId: key.id, scopes: key.scopes, actor };
}
