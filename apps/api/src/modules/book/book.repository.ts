import type { TBookFilter } from "@planready/contracts/book";
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { bookClients } from "../../db/schema.ts";

export type BookClientRow = typeof bookClients.$inferSelect;

/** The owner's clients matching a filter (every condition combines). */
export function bookFilterWhere(orgId: string, ownerId: string, filter: TBookFilter & { ids?: readonly string[] }): SQL {
  const c = bookClients;
  const where: (SQL | undefined)[] = [eq(c.org_id, orgId), eq(c.owner_id, ownerId)];
  switch (filter.status) {
    case "never_sent":
      where.push(isNull(c.last_sent_at));
      break;
    case "sent_not_started":
      where.push(isNotNull(c.last_sent_at), isNull(c.opened_at), isNull(c.submitted_at));
      break;
    case "started":
      where.push(isNotNull(c.opened_at), isNull(c.submitted_at));
      break;
    case "completed":
      where.push(isNotNull(c.submitted_at));
      break;
  }
  if (filter.ids) where.push(filter.ids.length ? inArray(c.id, [...filter.ids]) : sql`false`);
  if (filter.plan_type) where.push(eq(c.plan_type, filter.plan_type));
  if (filter.zip) where.push(eq(c.zip, filter.zip));
  if (filter.birth_month) where.push(sql`extract(month from ${c.birth_date}) = ${filter.birth_month}`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const digits = filter.q.replace(/\D/g, "");
    where.push(
      or(
        ilike(c.first_name, like),
        ilike(c.last_name, like),
        ilike(sql`${c.first_name} || ' ' || ${c.last_name}`, like),
        ilike(c.email, like),
        digits.length >= 3 ? ilike(c.phone, `%${digits}%`) : undefined,
      ),
    );
  }
  return and(...where)!;
}

export async function selectBookClients(db: Db, where: SQL, limit?: number, offset = 0): Promise<BookClientRow[]> {
  const q = db
    .select()
    .from(bookClients)
    .where(where)
    .orderBy(asc(bookClients.last_name), asc(bookClients.first_name), asc(bookClients.id))
    .$dynamic();
  if (limit !== undefined) q.limit(limit).offset(offset);
  return q;
}

export async function countBookClients(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookClients).where(where);
  return row?.n ?? 0;
}

/**
 * Marks the clients sent by a send. A send other than the one that last reached a client starts its status afresh
 * (not opened, not submitted); the same send again (a reminder) only moves `last_sent_at`.
 */
export async function updateClientsSent(db: Db | Tx, clientIds: readonly string[], sendId: string, now: Date): Promise<number> {
  if (clientIds.length === 0) return 0;
  const c = bookClients;
  const fresh = sql`${c.last_send_id} is distinct from ${sendId}::uuid`;
  const rows = await db
    .update(c)
    .set({
      last_sent_at: now,
      last_send_id: sendId,
      opened_at: sql`case when ${fresh} then null else ${c.opened_at} end`,
      survey_response_id: sql`case when ${fresh} then null else ${c.survey_response_id} end`,
      submitted_at: sql`case when ${fresh} then null else ${c.submitted_at} end`,
    })
    .where(inArray(c.id, [...clientIds]))
    .returning({ id: c.id });
  return rows.length;
}

/** The client opened the survey sent to them: the first opening stays; the response it started is linked. */
export async function updateClientOpened(db: Db | Tx, clientId: string, responseId: string, now: Date): Promise<boolean> {
  const c = bookClients;
  const rows = await db
    .update(c)
    .set({ opened_at: sql`coalesce(${c.opened_at}, ${now.toISOString()}::timestamptz)`, survey_response_id: responseId })
    .where(eq(c.id, clientId))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** The response was submitted: the book rows it is linked to are completed (the first submission's time stays). */
export async function updateClientSubmitted(db: Db | Tx, responseId: string, now: Date): Promise<number> {
  const c = bookClients;
  const rows = await db
    .update(c)
    .set({
      submitted_at: sql`coalesce(${c.submitted_at}, ${now.toISOString()}::timestamptz)`,
      opened_at: sql`coalesce(${c.opened_at}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(c.survey_response_id, responseId))
    .returning({ id: c.id });
  return rows.length;
}
