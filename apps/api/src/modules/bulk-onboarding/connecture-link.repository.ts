import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { connectureLinkRequests } from "../../db/schema.ts";

export type LinkRequestRow = typeof connectureLinkRequests.$inferSelect;

export async function insertLinkRequest(
  db: Db,
  values: { user_id: string; agent_id: string; email: string; token_hash: string; expires_at: Date },
): Promise<LinkRequestRow> {
  const [row] = await db.insert(connectureLinkRequests).values(values).returning();
  return row!;
}

/** Uses up the user's unexpired, unused request with this token hash, once; undefined when there is none. */
export async function useLinkRequest(tx: Db | Tx, userId: string, tokenHash: string, now: Date): Promise<LinkRequestRow | undefined> {
  const [row] = await tx
    .update(connectureLinkRequests)
    .set({ used_at: now })
    .where(
      and(
        eq(connectureLinkRequests.token_hash, tokenHash),
        eq(connectureLinkRequests.user_id, userId),
        isNull(connectureLinkRequests.used_at),
        gt(connectureLinkRequests.expires_at, now),
      ),
    )
    .returning();
  return row;
}
