import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema.ts";

export type NotificationRow = typeof notifications.$inferSelect;

export async function countUnread(db: Db, orgId: string, userId: string, type?: NotificationRow["type"]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.org_id, orgId),
        eq(notifications.user_id, userId),
        isNull(notifications.read_at),
        type ? eq(notifications.type, type) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function listForUser(db: Db, orgId: string, userId: string, limit = 50): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.org_id, orgId), eq(notifications.user_id, userId)))
    .orderBy(desc(notifications.created_at))
    .limit(limit);
}
