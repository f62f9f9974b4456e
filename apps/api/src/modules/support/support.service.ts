import type { Actor } from "../../core/actor.ts";
import type { Db } from "../../db/client.ts";
import { supportMessages } from "../../db/schema.ts";

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
