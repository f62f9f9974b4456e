import type { TBulkSend, TCreateBulkSendRequest, TDryRunResponse } from "@planready/contracts/bulk-sends";
import { ZCreateBulkSendRequest } from "@planready/contracts/bulk-sends";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { bookClientsForSend } from "../book/book.service.ts";
import { chooseAudience, emptySkipCounts } from "./bulk-send-audience.ts";
import { loadSettings } from "./bulk-send-settings.ts";
import {
  countRecipients,
  findOwnSend,
  insertSendWithRecipients,
  selectOwnSends,
  selectSendableLinks,
  selectUnsubmittedRecipients,
  setSendStatus,
  type SendRow,
} from "./bulk-sends.repository.ts";

export { getBulkSendSettings, saveBulkSendSettings } from "./bulk-send-settings.ts";
export { markSendRecipientSubmitted, openRecipientLink } from "./recipient-links.ts";

type Deps = Pick<AppDeps, "db" | "jobs">;
const NO_SEND = "No send with this id.";

function orgOf(actor: Actor): string {
  if (!actor.org_id) throw new AppError("FORBIDDEN", "Join an agency before sending surveys.");
  return actor.org_id;
}

/** Starts (or continues) a send's job: one per send runs at a time (its singleton key). */
export async function queueBulkSend(deps: Pick<AppDeps, "jobs">, sendId: string, startAfter?: Date): Promise<void> {
  await deps.jobs.send("bulk-send", { sendId }, { singletonKey: sendId, ...(startAfter ? { startAfter } : {}) });
}

/**
 * `POST /bulk-sends`: the agent's clients matching the filter (and the ticks), one of their own active links, a
 * channel, a language and a template. With `dry_run`, only the counts: how many go now, how many wait for their quiet
 * hours, how many not and why. Otherwise the send and its recipients are stored and the job started; 409 CONFLICT
 * when nobody would receive it.
 */
export async function createBulkSend(
  deps: Deps,
  actor: Actor,
  input: TCreateBulkSendRequest,
  origin: AuditOrigin | null = null,
  now = new Date(),
): Promise<TDryRunResponse | TBulkSend> {
  const orgId = orgOf(actor);
  const body = ZCreateBulkSendRequest.parse(input);
  const link = (await selectSendableLinks(deps.db, orgId, actor.id)).find((l) => l.id === body.link_id);
  if (!link) throw new AppError("NOT_FOUND", "Choose one of your own active links.");
  const settings = await loadSettings(deps.db, actor);
  const clients = await bookClientsForSend(deps.db, actor, {
    ...body.filter,
    ...(body.client_ids ? { ids: body.client_ids } : {}),
  });
  const { members, skipped } = await chooseAudience(deps.db, orgId, body.channel, settings.send_window, clients, now);
  const dryRun = { chosen: clients.length, will_send: members.length - skipped.quiet_hours, deferred: skipped.quiet_hours, skipped };
  if (body.dry_run) return dryRun;
  if (members.length === 0) throw new AppError("CONFLICT", "None of the chosen clients can be sent this survey.");
  const send = await insertSendWithRecipients(
    deps.db,
    {
      org_id: orgId,
      user_id: actor.id,
      kind: "initial",
      channel: body.channel,
      locale: body.locale,
      link_id: link.id,
      survey_type: link.survey_type,
      template: body.template,
      filter: body.filter,
      skipped,
    },
    members.map((m) => ({
      org_id: orgId,
      client_id: m.client.id,
      first_name: m.client.first_name,
      address: m.address,
      zip: m.client.zip,
      status: m.notBefore ? ("deferred" as const) : ("queued" as const),
      not_before: m.notBefore,
    })),
  );
  await auditSend(deps, actor, origin, send);
  await queueBulkSend(deps, send.id);
  return getBulkSend(deps, actor, send.id);
}

/**
 * `POST /bulk-sends/{id}/reminders`: the same survey again to the send's recipients who were sent it and have not
 * submitted, through the same rules as any send at this moment (an opt-out since is honoured; consent withdrawn
 * too). Each reminder's link opens the same response as the first. Reminders of a reminder go to the first send's
 * clients.
 */
export async function createReminder(
  deps: Deps,
  actor: Actor,
  sendId: string,
  dryRun: boolean,
  origin: AuditOrigin | null = null,
  now = new Date(),
) {
  const orgId = orgOf(actor);
  const found = await findOwnSend(deps.db, orgId, actor.id, sendId);
  if (!found) throw new AppError("NOT_FOUND", NO_SEND);
  const original = found.parent_send_id ? await findOwnSend(deps.db, orgId, actor.id, found.parent_send_id) : found;
  if (!original) throw new AppError("NOT_FOUND", NO_SEND);
  // Clients removed from the book since (no `client_id`) are not reminded.
  const pending = (await selectUnsubmittedRecipients(deps.db, found.id)).filter(
    (r): r is typeof r & { client_id: string } => r.client_id !== null,
  );
  const settings = await loadSettings(deps.db, actor);
  const clients = pending.length ? await bookClientsForSend(deps.db, actor, { ids: pending.map((r) => r.client_id) }) : [];
  const { members, skipped } = await chooseAudience(deps.db, orgId, found.channel, settings.send_window, clients, now);
  const result = { chosen: pending.length, will_send: members.length - skipped.quiet_hours, deferred: skipped.quiet_hours, skipped };
  if (dryRun) return result;
  if (members.length === 0) throw new AppError("CONFLICT", "Everyone sent this survey has submitted it or cannot be reached.");
  const rootOf = new Map(pending.map((r) => [r.client_id, r.root_recipient_id ?? r.id]));
  const send = await insertSendWithRecipients(
    deps.db,
    {
      org_id: orgId,
      user_id: actor.id,
      kind: "reminder",
      parent_send_id: original.id,
      channel: found.channel,
      locale: found.locale,
      link_id: found.link_id,
      survey_type: found.survey_type,
      template: found.template,
      filter: found.filter,
      skipped,
    },
    members.map((m) => ({
      org_id: orgId,
      client_id: m.client.id,
      root_recipient_id: rootOf.get(m.client.id) ?? null,
      first_name: m.client.first_name,
      address: m.address,
      zip: m.client.zip,
      status: m.notBefore ? ("deferred" as const) : ("queued" as const),
      not_before: m.notBefore,
    })),
  );
  await auditSend(deps, actor, origin, send);
  await queueBulkSend(deps, send.id);
  return getBulkSend(deps, actor, send.id);
}

/** The agency's audit log: who sent to how many, by which channel — ids, kinds and counts, never a client. */
async function auditSend(deps: Deps, actor: Actor, origin: AuditOrigin | null, send: SendRow) {
  const [counts] = await countRecipients(deps.db, [send.id]);
  await recordAudit(deps.db, actor, origin, {
    action: "bulk_send.started",
    target: { type: "bulk_send", id: send.id },
    details: { kind: send.kind, channel: send.channel, recipients: counts?.total ?? 0, link_id: send.link_id },
  });
}

/** `POST /bulk-sends/{id}/pause`: the job stops before its next message (within seconds). */
export async function pauseBulkSend(deps: Deps, actor: Actor, id: string): Promise<TBulkSend> {
  const send = await findOwnSend(deps.db, orgOf(actor), actor.id, id);
  if (!send) throw new AppError("NOT_FOUND", NO_SEND);
  if (!(await setSendStatus(deps.db, id, ["sending"], "paused")) && send.status !== "paused") {
    throw new AppError("CONFLICT", "This send has finished.");
  }
  return getBulkSend(deps, actor, id);
}

/** `POST /bulk-sends/{id}/resume`: continues with the recipients not yet sent (claimed ones are never sent again). */
export async function resumeBulkSend(deps: Deps, actor: Actor, id: string): Promise<TBulkSend> {
  const send = await findOwnSend(deps.db, orgOf(actor), actor.id, id);
  if (!send) throw new AppError("NOT_FOUND", NO_SEND);
  if (await setSendStatus(deps.db, id, ["paused"], "sending")) await queueBulkSend(deps, id);
  else if (send.status !== "sending") throw new AppError("CONFLICT", "This send has finished.");
  return getBulkSend(deps, actor, id);
}

function presentSend(
  send: SendRow,
  linkUrl: string | null,
  counts: Awaited<ReturnType<typeof countRecipients>>[number] | undefined,
): TBulkSend {
  return {
    id: send.id,
    kind: send.kind,
    parent_send_id: send.parent_send_id,
    channel: send.channel,
    locale: send.locale,
    link_id: send.link_id,
    link_url: linkUrl,
    survey_type: send.survey_type,
    status: send.status,
    created_at: send.created_at.toISOString(),
    completed_at: send.completed_at?.toISOString() ?? null,
    skipped: { ...emptySkipCounts(), ...send.skipped },
    counts: {
      total: counts?.total ?? 0,
      queued: counts?.queued ?? 0,
      deferred: counts?.deferred ?? 0,
      sent: counts?.sent ?? 0,
      failed: counts?.failed ?? 0,
      opened: counts?.opened ?? 0,
      submitted: counts?.submitted ?? 0,
    },
  };
}

/** `GET /bulk-sends`: the agent's own sends, newest first, with their progress. */
export async function listBulkSends(deps: Pick<AppDeps, "db">, actor: Actor): Promise<{ sends: TBulkSend[] }> {
  const rows = await selectOwnSends(deps.db, orgOf(actor), actor.id);
  const counts = new Map(
    (
      await countRecipients(
        deps.db,
        rows.map((r) => r.send.id),
      )
    ).map((c) => [c.send_id, c]),
  );
  return { sends: rows.map((r) => presentSend(r.send, r.link_url, counts.get(r.send.id))) };
}

/** `GET /bulk-sends/{id}`: one of the agent's own sends; another agent's, or another agency's, is 404. */
export async function getBulkSend(deps: Pick<AppDeps, "db">, actor: Actor, id: string): Promise<TBulkSend> {
  const orgId = orgOf(actor);
  const send = await findOwnSend(deps.db, orgId, actor.id, id);
  if (!send) throw new AppError("NOT_FOUND", NO_SEND);
  const links = await selectSendableLinks(deps.db, orgId, actor.id);
  const [counts] = await countRecipients(deps.db, [id]);
  return presentSend(send, links.find((l) => l.id === send.link_id)?.url ?? null, counts);
}
