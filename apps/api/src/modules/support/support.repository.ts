import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { orgs, supportMessages, users } from "../../db/schema.ts";

const closer = alias(users, "closer");

const columns = {
  message: supportMessages,
  orgName: orgs.name,
  closedByEmail: closer.email,
};

export type SupportMessageWithNames = {
  message: typeof supportMessages.$inferSelect;
  orgName: string | null;
  closedByEmail: string | null;
};

function selectMessages(db: Db) {
  return db
    .select(columns)
    .from(supportMessages)
    .leftJoin(orgs, eq(orgs.id, supportMessages.org_id))
    .leftJoin(closer, eq(closer.id, supportMessages.closed_by));
}

/** Open or closed messages, newest first (at most `limit`). */
export async function listSupportMessages(db: Db, status: "open" | "closed", limit = 200): Promise<SupportMessageWithNames[]> {
  return selectMessages(db).where(eq(supportMessages.status, status)).orderBy(desc(supportMessages.created_at)).limit(limit);
}

export async function findSupportMessage(db: Db, id: string): Promise<SupportMessageWithNames | undefined> {
  const [row] = await selectMessages(db).where(eq(supportMessages.id, id));
  return row;
}

/** Closes an open message; false when it was already closed (or does not exist). */
export async function closeOpenSupportMessage(db: Db, id: string, closedBy: string): Promise<boolean> {
  const rows = await db
    .update(supportMessages)
    .set({ status: "closed", closed_at: new Date(), closed_by: closedBy, updated_at: new Date() })
    .where(and(eq(supportMessages.id, id), eq(supportMessages.status, "open")))
    .returning({ id: supportMessages.id });
  return rows.length > 0;
}
