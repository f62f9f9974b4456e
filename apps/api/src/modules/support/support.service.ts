import type { TSupportMessage } from "@planready/contracts/staff";
import type { Actor } from "../../core/actor.ts";
import type { Db } from "../../db/client.ts";
import { supportMessages } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import * as supportRepo from "./support.repository.ts";
import type { SupportMessageWithNames } from "./support.repository.ts";

export type SupportMessageRow = typeof supportMessages.$inferSelect;

/** Stores a message to support from a signed-in user; the staff console lists it. */
export async function createSupportMessage(
  db: Db,
  actor: Pick<Actor, "id" | "email" | "org_id">,
  message: { subject: string; body: string },
): Promise<SupportMessageRow> {
  const [row] = await db
    .insert(supportMessages)
    .values({ org_id: actor.org_id, user_id: actor.id, email: actor.email, subject: message.subject, body: message.body })
    .returning();
  return row!;
}

// ── The staff console's side: reading and closing messages ──────────────────────────────────────────────
function presentSupportMessage(row: SupportMessageWithNames): TSupportMessage {
  const m = row.message;
  return {
    id: m.id,
    org_id: m.org_id,
    org_name: row.orgName,
    email: m.email,
    subject: m.subject,
    body: m.body,
    status: m.status,
    created_at: m.created_at.toISOString(),
    closed_at: m.closed_at?.toISOString() ?? null,
    closed_by_email: row.closedByEmail,
  };
}

export async function listSupportInbox(db: Db, status: "open" | "closed"): Promise<TSupportMessage[]> {
  return (await supportRepo.listSupportMessages(db, status)).map(presentSupportMessage);
}

export async function getSupportMessage(db: Db, id: string): Promise<TSupportMessage> {
  const row = await supportRepo.findSupportMessage(db, id);
  if (!row) throw new AppError("NOT_FOUND", "No support message with this id.");
  return presentSupportMessage(row);
}

/** Closes a message (a closed one stays as it was); `closed` says whether this call closed it. */
export async function closeSupportMessage(db: Db, id: string, staffUserId: string): Promise<{ message: TSupportMessage; closed: boolean }> {
  const closed = await supportRepo.closeOpenSupportMessage(db, id, staffUserId);
  return { message: await getSupportMessage(db, id), closed };
}
