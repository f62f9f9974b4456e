import { and, asc, desc, eq, inArray, isNull, min, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { bulkSendRecipients, bulkSends, bulkSendSettings, links } from "../../db/schema.ts";

export type SettingsRow = typeof bulkSendSettings.$inferSelect;
export type SendRow = typeof bulkSends.$inferSelect;
export type RecipientRow = typeof bulkSendRecipients.$inferSelect;
export type NewRecipient = Omit<typeof bulkSendRecipients.$inferInsert, "id" | "send_id" | "created_at">;

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(bulkSendSettings).where(eq(bulkSendSettings.user_id, userId));
  return row;
}

export async function upsertSettings(db: Db, values: typeof bulkSendSettings.$inferInsert): Promise<void> {
  const { user_id: _userId, ...set } = values;
  await db.insert(bulkSendSettings).values(values).onConflictDoUpdate({ target: bulkSendSettings.user_id, set });
}

/** The agent's own active links in their organisation: the only ones they may send. */
export async function selectSendableLinks(db: Db, orgId: string, userId: string) {
  return db
    .select({ id: links.id, url: links.url, survey_type: links.survey_type })
    .from(links)
    .where(and(eq(links.org_id, orgId), eq(links.owner_id, userId), eq(links.status, "active"), isNull(links.deleted_at)))
    .orderBy(asc(links.url));
}

export async function insertSendWithRecipients(
  db: Db,
  send: typeof bulkSends.$inferInsert,
  recipients: readonly NewRecipient[],
): Promise<SendRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(bulkSends).values(send).returning();
    for (let i = 0; i < recipients.length; i += 1000) {
      await tx.insert(bulkSendRecipients).values(recipients.slice(i, i + 1000).map((r) => ({ ...r, send_id: row!.id })));
    }
    return row!;
  });
}

export async function findSend(db: Db, id: string): Promise<SendRow | undefined> {
  const [row] = await db.select().from(bulkSends).where(eq(bulkSends.id, id));
  return row;
}

/** The user's own send (a send is read and worked only by the agent who made it). */
export async function findOwnSend(db: Db, orgId: string, userId: string, id: string): Promise<SendRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkSends)
    .where(and(eq(bulkSends.id, id), eq(bulkSends.org_id, orgId), eq(bulkSends.user_id, userId)));
  return row;
}

export async function selectOwnSends(db: Db, orgId: string, userId: string, limit = 50) {
  return db
    .select({ send: bulkSends, link_url: links.url })
    .from(bulkSends)
    .leftJoin(links, eq(links.id, bulkSends.link_id))
    .where(and(eq(bulkSends.org_id, orgId), eq(bulkSends.user_id, userId)))
    .orderBy(desc(bulkSends.created_at), desc(bulkSends.id))
    .limit(limit);
}

/** Per send: how many recipients in each state, opened and submitted (the root row's, for a reminder's). */
export async function countRecipients(db: Db, sendIds: readonly string[]) {
  if (sendIds.length === 0) return [];
  const result = await db.execute<{
    send_id: string;
    total: number;
    queued: number;
    deferred: number;
    sent: number;
    failed: number;
    opened: number;
    submitted: number;
  }>(sql`
    select r.send_id,
      count(*)::int as total,
      count(*) filter (where r.status in ('queued', 'sending'))::int as queued,
      count(*) filter (where r.status = 'deferred')::int as deferred,
      count(*) filter (where r.status = 'sent')::int as sent,
      count(*) filter (where r.status = 'failed')::int as failed,
      count(*) filter (where coalesce(root.opened_at, r.opened_at) is not null)::int as opened,
      count(*) filter (where coalesce(root.submitted_at, r.submitted_at) is not null)::int as submitted
    from bulk_send_recipients r
    left join bulk_send_recipients root on root.id = r.root_recipient_id
    where r.send_id in (${sql.join(
      sendIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by r.send_id`);
  return result.rows;
}

export async function setSendStatus(db: Db | Tx, id: string, from: SendRow["status"][], to: SendRow["status"]): Promise<boolean> {
  const rows = await db
    .update(bulkSends)
    .set({ status: to, ...(to === "completed" ? { completed_at: new Date() } : {}) })
    .where(and(eq(bulkSends.id, id), inArray(bulkSends.status, from)))
    .returning({ id: bulkSends.id });
  return rows.length > 0;
}

/**
 * Claims the send's next recipient due now (queued, or deferred and past its time) for this sender, with the hash of
 * the token its message will carry, in one statement: a row is claimed once, whatever process or retry asks, and a
 * claimed row (`sending`) is never claimed again, so a crash between the claim and the message loses it rather than
 * sending it twice.
 */
export async function claimNextRecipient(db: Db, sendId: string, tokenHash: string): Promise<RecipientRow | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    update bulk_send_recipients set status = 'sending', claimed_at = now(), token_hash = ${tokenHash}
    where id = (
      select id from bulk_send_recipients
      where send_id = ${sendId} and (status = 'queued' or (status = 'deferred' and not_before <= now()))
      order by created_at, id
      limit 1
      for update skip locked)
    returning id`);
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(bulkSendRecipients).where(eq(bulkSendRecipients.id, id));
  return row;
}

/** When the send's next deferred recipient is due, or null when none waits. */
export async function nextDeferredAt(db: Db, sendId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(bulkSendRecipients.not_before) })
    .from(bulkSendRecipients)
    .where(and(eq(bulkSendRecipients.send_id, sendId), eq(bulkSendRecipients.status, "deferred")));
  return row?.at ?? null;
}

export async function updateRecipient(
  db: Db | Tx,
  id: string,
  set: Partial<Pick<RecipientRow, "status" | "sent_at" | "failure" | "not_before" | "token_hash">>,
): Promise<void> {
  await db.update(bulkSendRecipients).set(set).where(eq(bulkSendRecipients.id, id));
}

/** The recipient whose link token this is, with its send. */
export async function findRecipientByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ recipient: bulkSendRecipients, send: bulkSends })
    .from(bulkSendRecipients)
    .innerJoin(bulkSends, eq(bulkSends.id, bulkSendRecipients.send_id))
    .where(eq(bulkSendRecipients.token_hash, tokenHash));
  return row;
}

/** The root row, locked for the caller's transaction: two opens of the same client's links start one response. */
export async function lockRecipient(tx: Tx, id: string): Promise<RecipientRow | undefined> {
  const [row] = await tx.select().from(bulkSendRecipients).where(eq(bulkSendRecipients.id, id)).for("update");
  return row;
}

/** Opened: the time on the opened row and its root (first time only), and the root's response. */
export async function recordOpened(db: Db | Tx, ids: readonly string[], rootId: string, responseId: string): Promise<void> {
  await db
    .update(bulkSendRecipients)
    .set({ opened_at: sql`coalesce(${bulkSendRecipients.opened_at}, now())` })
    .where(inArray(bulkSendRecipients.id, [...ids]));
  await db.update(bulkSendRecipients).set({ response_id: responseId }).where(eq(bulkSendRecipients.id, rootId));
}

/** Inside the submit's transaction: the root row of this response, and the rows that point at it, are submitted. */
export async function recordSubmitted(tx: Db | Tx, responseId: string): Promise<number> {
  const result = await tx.execute(sql`
    update bulk_send_recipients set submitted_at = coalesce(submitted_at, now())
    where id in (
      select root.id from bulk_send_recipients root where root.response_id = ${responseId}
      union
      select r.id from bulk_send_recipients r
        join bulk_send_recipients root on root.id = r.root_recipient_id and root.response_id = ${responseId})`);
  return result.rowCount ?? 0;
}

/** A send's recipients who were sent a message and whose survey (the root row's) is not submitted. */
export async function selectUnsubmittedRecipients(db: Db, sendId: string): Promise<RecipientRow[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select r.id from bulk_send_recipients r
    left join bulk_send_recipients root on root.id = r.root_recipient_id
    where r.send_id = ${sendId} and r.status = 'sent'
      and coalesce(root.submitted_at, r.submitted_at) is null`);
  const ids = rows.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(bulkSendRecipients).where(inArray(bulkSendRecipients.id, ids));
}
