import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { notificationPermissions, notifications, users } from "../../db/schema.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, "id" | "created_at" | "read_at" | "emailed_at">;

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
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(limit);
}

/** Writes notifications (inside the caller's transaction when given one) and returns their ids. */
export async function insertNotifications(db: Db | Tx, rows: NewNotification[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.map((r) => r.id);
}

/** Read (now) or unread; only the user's own notification in their organisation. */
export async function setRead(db: Db, orgId: string, userId: string, id: string, read: boolean): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ read_at: read ? sql`coalesce(${notifications.read_at}, now())` : null })
    .where(and(eq(notifications.id, id), eq(notifications.org_id, orgId), eq(notifications.user_id, userId)))
    .returning();
  return row;
}

/** Marks read the user's unread `survey_submitted` notifications whose action opens one of these submissions. */
export async function setSubmissionNotificationsRead(db: Db, orgId: string, userId: string, actionUrls: string[]): Promise<number> {
  if (actionUrls.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(notifications.org_id, orgId),
        eq(notifications.user_id, userId),
        eq(notifications.type, "survey_submitted"),
        isNull(notifications.read_at),
        inArray(notifications.action_url, actionUrls),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function setAllRead(db: Db, orgId: string, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.org_id, orgId), eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The ids of the organisation's users; with `only`, those of them (others' ids are dropped). */
export async function listOrgUserIds(db: Db, orgId: string, only?: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.org_id, orgId), only ? inArray(users.id, only) : undefined));
  return rows.map((r) => r.id);
}

/** A notification with its recipient's address, language and their email choice for its type (null: the default). */
export async function findNotificationForEmail(db: Db, id: string) {
  const [row] = await db
    .select({
      notification: notifications,
      email: users.email,
      locale: users.locale,
      userOrgId: users.org_id,
      permission: notificationPermissions.email,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .leftJoin(
      notificationPermissions,
      and(eq(notificationPermissions.user_id, notifications.user_id), eq(notificationPermissions.type, notifications.type)),
    )
    .where(eq(notifications.id, id));
  return row;
}

/** Marks the email of a notification done; false when another run already did (nothing to send then). */
export async function claimEmail(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ emailed_at: sql`now()` })
    .where(and(eq(notifications.id, id), isNull(notifications.emailed_at)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function releaseEmail(db: Db, id: string): Promise<void> {
  await db.update(notifications).set({ emailed_at: null }).where(eq(notifications.id, id));
}

export async function listPermissions(db: Db, userId: string) {
  return db
    .select({ type: notificationPermissions.type, email: notificationPermissions.email })
    .from(notificationPermissions)
    .where(eq(notificationPermissions.user_id, userId));
}

export async function upsertPermissions(db: Db, userId: string, permissions: { type: NotificationRow["type"]; email: boolean }[]) {
  await db
    .insert(notificationPermissions)
    .values(permissions.map((p) => ({ user_id: userId, type: p.type, email: p.email })))
    .onConflictDoUpdate({
      target: [notificationPermissions.user_id, notificationPermissions.type],
      set: { email: sql`excluded.email`, updated_at: sql`now()` },
    });
}

/**
 * One announcement for every user of every agency, in one statement (however many users there are). Answers each
 * new notification's id with its recipient's email choice for announcements (null: the default).
 */
export async function insertAnnouncementForEveryone(
  db: Db,
  words: Pick<NewNotification, "title" | "text" | "action_text" | "action_url" | "action_type">,
): Promise<{ id: string; email: boolean | null }[]> {
  const result = await db.execute<{ id: string; email: boolean | null }>(sql`
    with created as (
      insert into ${notifications} (org_id, user_id, type, params, title, text, action_text, action_url, action_type)
      select ${users.org_id}, ${users.id}, 'announcement', '{}'::jsonb, ${words.title}, ${words.text},
             ${words.action_text ?? null}, ${words.action_url ?? null}, ${words.action_type ?? null}
      from ${users}
      where ${users.org_id} is not null
      returning id, user_id
    )
    select created.id, p.email
    from created
    left join ${notificationPermissions} p on p.user_id = created.user_id and p.type = 'announcement'`);
  return result.rows;
}
