import { normalizeAddress } from "@planready/contracts/compliance";
import {
  ZSuppressionsQuery,
  type TAddSuppressionRequest,
  type TSuppression,
  type TSuppressionList,
} from "@planready/contracts/suppressions";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { removalRefusal } from "./suppressions.policy.ts";
import { presentSuppression } from "./suppressions.presenter.ts";
import { deleteSuppressionById, findSuppressionById, insertSuppression, selectSuppressions } from "./suppressions.repository.ts";

/** The agency's list as its members see it (`GET /api/suppressions`): every member of the agency reads all of it. */
export async function listSuppressions(db: Db, actor: Actor, query: z.output<typeof ZSuppressionsQuery>): Promise<TSuppressionList> {
  const orgId = requireOrg(actor);
  const rows = await selectSuppressions(db, orgId, {
    channel: query.channel,
    search: query.search,
    before: query.before ? new Date(query.before) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => presentSuppression(row, actor)),
    next_before: rows.length > query.limit ? page.at(-1)!.created_at.toISOString() : null,
  };
}

/** Someone of the agency records that a person must not be messaged on a channel (409 CONFLICT when already listed). */
export async function addSuppression(db: Db, actor: Actor, origin: AuditOrigin, body: TAddSuppressionRequest): Promise<TSuppression> {
  const orgId = requireOrg(actor);
  const address = normalizeAddress(body.channel, body.address);
  if (!address) throw new AppError("VALIDATION_FAILED", "Enter a valid address for this channel.");
  const row = await insertSuppression(db, {
    orgId,
    channel: body.channel,
    address,
    reason: "opted_out",
    source: "agency",
    detail: body.note || null,
    createdBy: actor.id,
  });
  if (!row) throw new AppError("CONFLICT", "This address is already on the agency's suppression list.");
  await recordAudit(db, actor, origin, {
    action: "suppression.added",
    target: { type: "suppression", id: row.id },
    details: { channel: body.channel },
  });
  return presentSuppression({ ...row, addedByFirst: actor.first_name, addedByLast: actor.last_name, addedByEmail: actor.email }, actor);
}

/** Takes an agency-made entry off the list: its author or an Admin; a person's own opt-out stays (409). */
export async function removeSuppression(db: Db, actor: Actor, origin: AuditOrigin, id: string): Promise<void> {
  const orgId = requireOrg(actor);
  const row = await findSuppressionById(db, orgId, id);
  if (!row) throw new AppError("NOT_FOUND", "This entry is not on your agency's suppression list.");
  const refusal = removalRefusal(actor, row);
  if (refusal === "recipient") {
    throw new AppError("SUPPRESSION_RECIPIENT_REQUEST", "The person opted out themselves; only they can undo it.");
  }
  if (refusal === "forbidden") throw new AppError("FORBIDDEN", "Only who added this entry, or an Admin, can remove it.");
  await deleteSuppressionById(db, orgId, id);
  await recordAudit(db, actor, origin, {
    action: "suppression.removed",
    target: { type: "suppression", id },
    details: { channel: row.channel, source: row.source },
  });
}

function requireOrg(actor: Actor): string {
  if (!actor.org_id) throw new AppError("FORBIDDEN", "Join or create an agency first.");
  return actor.org_id;
}
