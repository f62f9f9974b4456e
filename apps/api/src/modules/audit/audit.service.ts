import type { TAuditAction, TAuditActorKind, TAuditEntry, TAuditLogPage } from "@planready/contracts/audit";
import type { FastifyRequest } from "fastify";
import type { Actor } from "../../core/actor.ts";
import type { Db, Tx } from "../../db/client.ts";
import { assertCanReadAudit } from "./audit.policy.ts";
import * as repo from "./audit.repository.ts";

/** Where an action came from: the request's address and browser, when there is a request. */
export type AuditOrigin = { ip: string | null; userAgent: string | null };

export function auditOrigin(request: Pick<FastifyRequest, "ip" | "headers">): AuditOrigin {
  const agent = request.headers["user-agent"];
  return { ip: request.ip ?? null, userAgent: typeof agent === "string" ? agent.slice(0, 300) : null };
}

export type AuditEvent = {
  action: TAuditAction;
  /** The organisation whose Admins read the entry (defaults to the actor's). */
  orgId?: string | null;
  target?: { type: string; id: string };
  /** Ids, kinds and counts only: never a client's answers, names or contact details. */
  details?: Record<string, string | number | boolean | null>;
};

/**
 * Records one action of a signed-in user (or, with `kind: "staff"`, of the product's staff). The log is append-only:
 * the database refuses to change or delete an entry.
 */
export async function recordAudit(
  db: Db | Tx,
  actor: Pick<Actor, "id" | "email" | "org_id"> | null,
  origin: AuditOrigin | null,
  event: AuditEvent,
  kind: TAuditActorKind = actor ? "user" : "system",
): Promise<void> {
  await repo.insertAudit(db, {
    org_id: event.orgId === undefined ? (actor?.org_id ?? null) : event.orgId,
    actor_kind: kind,
    actor_user_id: actor?.id ?? null,
    actor_email: actor?.email ?? null,
    action: event.action,
    target_type: event.target?.type ?? null,
    target_id: event.target?.id ?? null,
    ip: origin?.ip ?? null,
    user_agent: origin?.userAgent ?? null,
    details: event.details ?? {},
  });
}

/** The organisation's log for its Admins, newest first. */
export async function orgAuditPage(db: Db, orgId: string, page: { before?: number; limit: number }): Promise<TAuditEntry[]> {
  const rows = await repo.listOrgAudit(db, orgId, page);
  return rows.map(presentEntry);
}

function presentEntry(row: repo.AuditRow): TAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_kind: row.actor_kind,
    actor_user_id: row.actor_user_id,
    actor_email: row.actor_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    ip: row.ip,
    user_agent: row.user_agent,
    details: row.details,
  };
}

/**
 * `GET /api/orgs/{id}/audit-log`: a page of the agency's log for its Admin, newest first, each target named as the
 * agency knows it (a member's address, a link's address) while it still exists.
 */
export async function readOrgAuditLog(
  db: Db,
  actor: Actor,
  orgId: string,
  page: { before?: number | undefined; limit: number },
): Promise<TAuditLogPage> {
  assertCanReadAudit(actor, orgId);
  const rows = await repo.listOrgAuditWithLabels(db, orgId, { limit: page.limit + 1, ...(page.before ? { before: page.before } : {}) });
  const entries = rows.slice(0, page.limit).map(({ row, targetLabel }) => ({ ...presentEntry(row), target_label: targetLabel }));
  return { entries, next_before: rows.length > page.limit ? (entries.at(-1)?.id ?? null) : null };
}

/** How many times an organisation did any of these actions since `since` (e.g. invites sent in the last 24 hours). */
export async function countOrgActionsSince(db: Db | Tx, orgId: string, actions: TAuditAction[], since: Date): Promise<number> {
  return repo.countOrgAuditSince(db, orgId, actions, since);
}
