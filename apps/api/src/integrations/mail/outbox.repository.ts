import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The latest messages, newest first; `to` matches the address without regard to case. */
export async function listOutboxMessages(db: Db, options: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? sql`lower(${mailOutbox.to_address}) = lower(${options.to})` : undefined)
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(options.limit);
}
