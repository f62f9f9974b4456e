import { SUPPORT_MESSAGES_PER_HOUR } from "@planready/contracts/settings-rules";
import type { TSupportMessageRequest } from "@planready/contracts/settings";
import { and, count, eq, gt } from "drizzle-orm";
import type { TSupportMessage } from "@planready/contracts/staff";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
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

/** How many messages the user sent to support in the last hour. */
async function countRecentMessages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.user_id, userId), gt(supportMessages.created_at, new Date(Date.now() - 60 * 60 * 1000))));
  return row?.n ?? 0;
}

/**
 * The Support page's form: the message is stored (the staff console lists it) and mailed to the support address
 * (SUPPORT_EMAIL: through SMTP, or the outbox). At most SUPPORT_MESSAGES_PER_HOUR per user, counted in the table so
 * every process shares the count.
 */
export async function sendSupportMessage(
  deps: Pick<AppDeps, "db" | "mailer" | "log">,
  supportEmail: string,
  actor: Actor,
  message: TSupportMessageRequest,
): Promise<SupportMessageRow> {
  if ((await countRecentMessages(deps.db, actor.id)) >= SUPPORT_MESSAGES_PER_HOUR) {
    throw new AppError("RATE_LIMITED", `At most ${SUPPORT_MESSAGES_PER_HOUR} messages an hour: try again later.`);
  }
  const row = await createSupportMessage(deps.db, actor, message);
  // A subject is one header line, its spaces as one.
  const subject = message.subject.replace(/\s+/g, " ");
  void deps.mailer
    .send({
      to: supportEmail,
      template: "support-message",
      subject: `[Support] ${subject}`,
      text: [
        `From: ${actor.email} (user ${actor.id}, ${actor.user_type}, organisation ${actor.org_id ?? "none"})`,
        `Message ${row.id}, ${row.created_at.toISOString()}`,
        "",
        message.body,
      ].join("\n"),
    })
    .catch((error: unknown) => {
      deps.log.error(
        { code: (error as { code?: unknown }).code ?? "unknown", messageId: row.id },
        "The support message email could not be sent.",
      );
    });
  return row;
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
