import type { TBookFilter, TBookMapping } from "@planready/contracts/book";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { bookClients, bookColumnMappings, bookImportChunks, bookImportProblems, bookImports } from "../../db/schema.ts";

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

/**
 * Deletes one client of the owner's book; false when there is none. Recipients of past sends keep their row with
 * `client_id` set null (the foreign key); the survey response the client started belongs to the link and stays.
 */
export async function deleteOwnClient(db: Db | Tx, orgId: string, ownerId: string, id: string): Promise<boolean> {
  const c = bookClients;
  const rows = await db
    .delete(c)
    .where(and(eq(c.id, id), eq(c.org_id, orgId), eq(c.owner_id, ownerId)))
    .returning({ id: c.id });
  return rows.length > 0;
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

// ── Imports ───────────────────────────────────────────────────────────────────────────────────────────────────
export type BookImportRow = typeof bookImports.$inferSelect;

export async function insertImport(db: Db, values: typeof bookImports.$inferInsert): Promise<BookImportRow> {
  const [row] = await db.insert(bookImports).values(values).returning();
  return row!;
}

/** Owner-scoped: another agent's import, or another organisation's, reads as missing. */
export async function findOwnImport(db: Db, orgId: string, ownerId: string, id: string): Promise<BookImportRow | undefined> {
  const [row] = await db
    .select()
    .from(bookImports)
    .where(and(eq(bookImports.id, id), eq(bookImports.org_id, orgId), eq(bookImports.owner_id, ownerId)));
  return row;
}

export async function findImport(db: Db | Tx, id: string): Promise<BookImportRow | undefined> {
  const [row] = await db.select().from(bookImports).where(eq(bookImports.id, id));
  return row;
}

export async function listOwnImports(db: Db, orgId: string, ownerId: string, limit: number): Promise<BookImportRow[]> {
  return db
    .select()
    .from(bookImports)
    .where(and(eq(bookImports.org_id, orgId), eq(bookImports.owner_id, ownerId)))
    .orderBy(desc(bookImports.created_at))
    .limit(limit);
}

/** Stores one chunk (a repeated upload of the same chunk replaces it) and says how many chunks are stored. */
export async function putImportChunk(db: Db, importId: string, seq: number, content: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(bookImportChunks)
      .values({ import_id: importId, seq, content })
      .onConflictDoUpdate({ target: [bookImportChunks.import_id, bookImportChunks.seq], set: { content } });
    const [row] = await tx.select({ n: count() }).from(bookImportChunks).where(eq(bookImportChunks.import_id, importId));
    return row?.n ?? 0;
  });
}

/**
 * Uploads of the owner left unfinished for an hour (a closed tab) fail, and their chunks go: an abandoned file does
 * not stay in the database.
 */
export async function abandonStaleUploads(db: Db, ownerId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const stale = await tx
      .update(bookImports)
      .set({ status: "failed", error: "upload_abandoned", finished_at: now })
      .where(
        and(
          eq(bookImports.owner_id, ownerId),
          eq(bookImports.status, "uploading"),
          sql`${bookImports.created_at} < ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: bookImports.id });
    if (stale.length)
      await tx.delete(bookImportChunks).where(
        inArray(
          bookImportChunks.import_id,
          stale.map((s) => s.id),
        ),
      );
  });
}

/** Moves an upload to `queued` once (true only for the call that moved it). */
export async function queueImport(db: Db, importId: string): Promise<boolean> {
  const rows = await db
    .update(bookImports)
    .set({ status: "queued" })
    .where(and(eq(bookImports.id, importId), eq(bookImports.status, "uploading")))
    .returning({ id: bookImports.id });
  return rows.length > 0;
}

export async function readImportText(db: Db, importId: string): Promise<string> {
  const rows = await db
    .select({ content: bookImportChunks.content })
    .from(bookImportChunks)
    .where(eq(bookImportChunks.import_id, importId))
    .orderBy(asc(bookImportChunks.seq));
  return rows.map((r) => r.content).join("");
}

export async function updateImport(db: Db | Tx, importId: string, set: Partial<typeof bookImports.$inferInsert>): Promise<void> {
  await db.update(bookImports).set(set).where(eq(bookImports.id, importId));
}

export async function deleteImportChunks(db: Db | Tx, importId: string): Promise<void> {
  await db.delete(bookImportChunks).where(eq(bookImportChunks.import_id, importId));
}

export async function insertImportProblems(db: Db | Tx, rows: (typeof bookImportProblems.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(bookImportProblems).values(rows);
}

export async function listImportProblems(db: Db, importId: string, limit: number) {
  return db
    .select()
    .from(bookImportProblems)
    .where(eq(bookImportProblems.import_id, importId))
    .orderBy(asc(bookImportProblems.row))
    .limit(limit);
}

export async function countImportProblems(db: Db | Tx, importId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookImportProblems).where(eq(bookImportProblems.import_id, importId));
  return row?.n ?? 0;
}

// ── Column mappings ────────────────────────────────────────────────────────────────────────────────────────────
export async function findMapping(db: Db, ownerId: string): Promise<TBookMapping | null> {
  const [row] = await db.select().from(bookColumnMappings).where(eq(bookColumnMappings.owner_id, ownerId));
  return row?.mapping ?? null;
}

export async function saveMapping(db: Db, ownerId: string, mapping: TBookMapping): Promise<void> {
  await db
    .insert(bookColumnMappings)
    .values({ owner_id: ownerId, mapping })
    .onConflictDoUpdate({ target: bookColumnMappings.owner_id, set: { mapping, updated_at: new Date() } });
}

// ── Merging rows into the book ─────────────────────────────────────────────────────────────────────────────────
export type BookMatchRow = Pick<BookClientRow, "id" | "email" | "phone" | "first_name" | "last_name" | "birth_date">;

/** The owner's clients that share an email, a phone or a name with birth date with the rows being imported. */
export async function findMatchingClients(
  db: Db | Tx,
  ownerId: string,
  keys: { emails: string[]; phones: string[]; names: string[] },
): Promise<BookMatchRow[]> {
  const c = bookClients;
  const conditions: SQL[] = [];
  if (keys.emails.length) conditions.push(inArray(c.email, keys.emails));
  if (keys.phones.length) conditions.push(inArray(c.phone, keys.phones));
  if (keys.names.length)
    conditions.push(
      sql`${c.birth_date} is not null and (lower(${c.first_name}) || '|' || lower(${c.last_name}) || '|' || ${c.birth_date}::text) in (select jsonb_array_elements_text(${JSON.stringify(keys.names)}::jsonb))`,
    );
  if (!conditions.length) return [];
  return db
    .select({ id: c.id, email: c.email, phone: c.phone, first_name: c.first_name, last_name: c.last_name, birth_date: c.birth_date })
    .from(c)
    .where(and(eq(c.owner_id, ownerId), or(...conditions)));
}

export type BookClientValues = Pick<
  typeof bookClients.$inferInsert,
  | "first_name"
  | "last_name"
  | "email"
  | "phone"
  | "zip"
  | "birth_date"
  | "plan_type"
  | "language"
  | "consent_channels"
  | "consent_source"
  | "consent_date"
>;

/**
 * Inserts new clients of one import in one statement with one parameter (the rows as JSON): a multi-row VALUES of
 * thousands of rows costs more to build and parse than the insert itself.
 */
export async function insertClients(
  db: Db | Tx,
  orgId: string,
  ownerId: string,
  importId: string,
  rows: BookClientValues[],
): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    insert into book_clients (org_id, owner_id, import_id, first_name, last_name, email, phone, zip, birth_date, plan_type,
      language, consent_channels, consent_source, consent_date)
    select ${orgId}::uuid, ${ownerId}::uuid, ${importId}::uuid, v.first_name, v.last_name, v.email, v.phone, v.zip,
      v.birth_date, v.plan_type, v.language, v.consent_channels, v.consent_source, v.consent_date
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      first_name text, last_name text, email text, phone text, zip text, birth_date date, plan_type text,
      language text, consent_channels text[], consent_source text, consent_date date)`);
}

/**
 * Merges rows into existing clients in one statement: a value the row has replaces the stored one, an absent one
 * keeps it; consent channels are added to those held, and a row that brings consent brings its source and date.
 */
export async function mergeIntoClients(db: Db | Tx, importId: string, rows: (BookClientValues & { id: string })[]): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    update book_clients c set
      first_name = coalesce(nullif(v.first_name, ''), c.first_name),
      last_name = coalesce(nullif(v.last_name, ''), c.last_name),
      email = coalesce(v.email, c.email),
      phone = coalesce(v.phone, c.phone),
      zip = coalesce(v.zip, c.zip),
      birth_date = coalesce(v.birth_date, c.birth_date),
      plan_type = coalesce(v.plan_type, c.plan_type),
      language = case when v.language = 'es' then 'es' else c.language end,
      consent_channels = array(select distinct x from unnest(c.consent_channels || v.consent_channels) x order by x),
      consent_source = case when cardinality(v.consent_channels) > 0 then v.consent_source else c.consent_source end,
      consent_date = case when cardinality(v.consent_channels) > 0 then v.consent_date else c.consent_date end,
      import_id = ${importId}::uuid,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      id uuid, first_name text, last_name text, email text, phone text, zip text, birth_date date, plan_type text,
      language text, consent_channels text[], consent_source text, consent_date date)
    where c.id = v.id`);
}
