import { and, asc, eq, getTableColumns, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { ItemTable } from "../../db/item-tables.ts";
import { surveyContents } from "../../db/schema.ts";
import { mergeFields } from "../../lib/field-revs.ts";
import { preparedFor } from "../../db/prepared.ts";

export type ContentRow = typeof surveyContents.$inferSelect;
export type { ItemTable };
export type ItemRow = ItemTable["$inferSelect"];
type Fields = Record<string, unknown>;

/** The outcome of a write: the stored row, and whether some of what was sent lost to a newer write (`stale`). */
export type WriteOutcome<T> = { row: T; stale: boolean };

/**
 * Applies a partial content write field by field (field-revs.ts). Optimistic, without a transaction: the row is read
 * with its row version (`xmin`) and written only if it is still that version, otherwise read and merged again, so
 * an autosave costs two statements and no lock is held between them (docs/decisions/023-write-path-and-session-speed.md).
 * `read`, the row as the token's look-up read it (with its version), spares the first read: one statement then.
 */
export async function writeContentFields(
  db: Db,
  contentId: string,
  fields: Fields,
  rev: number,
  read?: ContentRow & { rowVersion: string },
): Promise<WriteOutcome<ContentRow> | undefined> {
  let snapshot = read?.id === contentId ? read : undefined;
  for (;;) {
    const [current] = snapshot ? [snapshot] : await contentForWrite(db).execute({ contentId });
    snapshot = undefined;
    if (!current) return undefined;
    const { rowVersion, ...stored } = current;
    const merged = mergeFields(stored.data, stored.field_revs, fields, rev);
    if (!merged.changed && rev <= stored.client_rev) return { row: stored, stale: merged.stale };
    const [row] = await contentWrite(db).execute({
      contentId,
      rowVersion,
      data: JSON.stringify(merged.data),
      fieldRevs: JSON.stringify(merged.fieldRevs),
      clientRev: Math.max(stored.client_rev, rev),
    });
    if (row) return { row, stale: merged.stale };
    // Another write landed in between: merge into what it left.
  }
}

/** The autosave's two statements, prepared (db/prepared.ts). */
const contentForWrite = preparedFor((db) =>
  db
    .select({ ...getTableColumns(surveyContents), rowVersion: sql<string>`xmin::text` })
    .from(surveyContents)
    .where(eq(surveyContents.id, sql.placeholder("contentId")))
    .prepare("survey_content_for_write"),
);
const contentWrite = preparedFor((db) =>
  db
    .update(surveyContents)
    .set({
      data: sql`${sql.placeholder("data")}::jsonb`,
      field_revs: sql`${sql.placeholder("fieldRevs")}::jsonb`,
      client_rev: sql`${sql.placeholder("clientRev")}::bigint`,
      updated_at: sql`now()`,
    })
    .where(and(eq(surveyContents.id, sql.placeholder("contentId")), sql`xmin = ${sql.placeholder("rowVersion")}::text::xid`))
    .returning()
    .prepare("survey_content_write"),
);

export async function findContent(db: Db | Tx, contentId: string): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(surveyContents).where(eq(surveyContents.id, contentId));
  return row;
}

/** The live (not deleted) items of one content, in the order they were first written. */
export async function listItems(db: Db, table: ItemTable, contentId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(table)
    .where(and(eq(table.survey_content_id, contentId), isNull(table.deleted_at)))
    .orderBy(asc(table.created_at), asc(table.id));
}

/**
 * Writes an item by its client-chosen id, field by field (field-revs.ts), in one transaction with the row locked.
 * A whole-item write carries every field (absent ones as undefined) and creates the item when missing; a deleted
 * item comes back only with a write newer than its deletion, and then starts empty. A partial write (`partial`)
 * only changes a live item. Null when there is no such item for this content (another content's id, or a partial
 * write to a missing or deleted item).
 */
export async function writeItem(
  db: Db,
  table: ItemTable,
  contentId: string,
  id: string,
  fields: Fields,
  rev: number,
  options: { partial: boolean },
): Promise<WriteOutcome<ItemRow> | null> {
  return db.transaction(async (tx) => {
    for (;;) {
      const [current] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (options.partial && (!current || current.survey_content_id !== contentId || current.deleted_at)) return null;
      if (!current) {
        const merged = mergeFields({}, {}, fields, rev);
        const [created] = await tx
          .insert(table)
          .values({ id, survey_content_id: contentId, data: merged.data, field_revs: merged.fieldRevs, client_rev: rev })
          .onConflictDoNothing()
          .returning();
        if (created) return { row: created, stale: false };
        continue; // Created concurrently by a retry of the same write: lock it and merge.
      }
      if (current.survey_content_id !== contentId) return null;
      if (current.deleted_at && rev <= current.client_rev) return { row: current, stale: rev < current.client_rev };
      const base = current.deleted_at ? { data: {}, fieldRevs: {} } : { data: current.data, fieldRevs: current.field_revs };
      const merged = mergeFields(base.data, base.fieldRevs, fields, rev);
      if (!merged.changed && !current.deleted_at) return { row: current, stale: merged.stale };
      const [row] = await tx
        .update(table)
        .set({ data: merged.data, field_revs: merged.fieldRevs, client_rev: Math.max(current.client_rev, rev), deleted_at: null })
        .where(eq(table.id, id))
        .returning();
      return { row: row!, stale: merged.stale };
    }
  });
}

/**
 * Deletes an item when `rev` is newer than every write it has seen, leaving a tombstone so that a late retry of an
 * older write cannot bring it back; an id not seen yet is remembered as deleted at `rev`. Deleting a missing or
 * already deleted item succeeds. False when the id belongs to an item of another content.
 */
export async function deleteItem(db: Db, table: ItemTable, contentId: string, id: string, rev: number): Promise<boolean> {
  const [tombstone] = await db
    .insert(table)
    .values({ id, survey_content_id: contentId, client_rev: rev, deleted_at: new Date() })
    .onConflictDoUpdate({
      target: table.id,
      set: { client_rev: rev, deleted_at: sql`coalesce(${table.deleted_at}, now())` },
      setWhere: and(eq(table.survey_content_id, contentId), lt(table.client_rev, rev)),
    })
    .returning({ id: table.id });
  if (tombstone) return true;
  const [existing] = await db.select({ contentId: table.survey_content_id }).from(table).where(eq(table.id, id));
  return existing?.contentId === contentId;
}

/** Deletes every live item of a content last written before `rev` (later writes survive). Returns how many. */
export async function deleteAllItems(db: Db, table: ItemTable, contentId: string, rev: number): Promise<number> {
  const rows = await db
    .update(table)
    .set({ deleted_at: new Date(), client_rev: rev })
    .where(and(eq(table.survey_content_id, contentId), isNull(table.deleted_at), lt(table.client_rev, rev)))
    .returning({ id: table.id });
  return rows.length;
}
