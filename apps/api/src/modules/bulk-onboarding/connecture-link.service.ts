import { createHash, randomBytes } from "node:crypto";
import {
  allowedPartnerUrl,
  connectureWelcomePath,
  partnerQuery,
  VERIFY_PARAM,
  type TPartnerFrame,
} from "@planready/contracts/bulk-onboarding";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { findConnectureAgent, linkConnectureAgentId } from "../users/users.service.ts";
import { connectureLinkEmail, LINK_REQUEST_TTL_HOURS } from "./connecture-link.email.ts";
import { insertLinkRequest, useLinkRequest } from "./connecture-link.repository.ts";

const hash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/**
 * `POST /rfxc/check-account-status`: whether a connecture agent id has a PlanReady account, and whether it is the
 * caller's. Says nothing else about that account.
 */
export async function checkAccountStatus(deps: Pick<AppDeps, "db">, actor: Actor | null, agentId: string) {
  const user = await findConnectureAgent(deps.db, agentId);
  return { has_account: !!user, is_you: !!user && !!actor && user.id === actor.id };
}

/**
 * Emails the signed-in user's own address a link that, opened by them, links the agent id to their account
 * (decision 035): neither the id nor an email address alone ever links an account.
 */
export async function requestConnectureLink(
  deps: Pick<AppDeps, "db" | "mailer" | "publicUrl" | "log">,
  actor: Actor,
  input: { connAgentId: string; search: string },
): Promise<{ sent_to: string }> {
  if (actor.connecture_agent_id === input.connAgentId)
    throw new AppError("CONFLICT", "This account is already linked to this Connecture agent.");
  if (actor.connecture_agent_id) throw new AppError("CONFLICT", "This account is already linked to another Connecture agent.");
  const holder = await findConnectureAgent(deps.db, input.connAgentId);
  if (holder) throw new AppError("CONFLICT", "This Connecture agent is already linked to another account.");
  const token = randomBytes(32).toString("base64url");
  await insertLinkRequest(deps.db, {
    user_id: actor.id,
    agent_id: input.connAgentId,
    email: actor.email.toLowerCase(),
    token_hash: hash(token),
    expires_at: new Date(Date.now() + LINK_REQUEST_TTL_HOURS * 3_600_000),
  });
  const query = new URLSearchParams(partnerQuery(input.search));
  query.set(VERIFY_PARAM, token);
  const url = `${deps.publicUrl.replace(/\/+$/, "")}${connectureWelcomePath}?${query.toString()}`;
  try {
    await deps.mailer.send(connectureLinkEmail({ to: actor.email, locale: actor.locale, url }));
  } catch (error) {
    deps.log.error({ code: (error as { code?: unknown }).code ?? "unknown" }, "The Connecture verification email could not be sent.");
    throw new AppError("SERVICE_UNAVAILABLE", "The verification email could not be sent; try again shortly.");
  }
  return { sent_to: actor.email };
}

/** The emailed link, opened by the user it was sent to (same account, same address, in time, once): links the id. */
export async function confirmConnectureLink(deps: Pick<AppDeps, "db">, actor: Actor, token: string, origin: AuditOrigin | null = null) {
  // Used up first, whatever follows: a link works once even when the id was meanwhile taken (then asked for again).
  const request = await useLinkRequest(deps.db, actor.id, hash(token), new Date());
  if (!request || request.email !== actor.email.toLowerCase()) {
    throw new AppError("INVALID_TOKEN", "This verification link has expired, was already used, or belongs to another account.");
  }
  const linked = await linkConnectureAgentId(deps.db, actor.id, request.agent_id);
  await recordAudit(deps.db, actor, origin, {
    action: "connecture.agent_linked",
    target: { type: "user", id: actor.id },
    details: { agent_id: request.agent_id },
  });
  return { connecture_agent_id: linked.connecture_agent_id! };
}

/** The partner frame's addresses, each kept only when the operator's allow-list has its origin. */
export function partnerFrame(
  deps: Pick<AppDeps, "partnerOrigins">,
  query: { returnUrl?: string | undefined; logoUrl?: string | undefined },
): TPartnerFrame {
  const returnUrl = allowedPartnerUrl(query.returnUrl, deps.partnerOrigins.connectureReturn);
  return {
    return_url: returnUrl,
    logo_url: allowedPartnerUrl(query.logoUrl, deps.partnerOrigins.connectureLogo),
    return_url_refused: !!query.returnUrl && !returnUrl,
  };
}
