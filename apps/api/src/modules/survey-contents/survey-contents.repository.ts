import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { ItemTable } from "../../db/item-tables.ts";
import { surveyContents, surveyResponses } from "../../db/schema.ts";
import { mergeFields } from "../../lib/field-revs.ts";

export type ContentRow = typeof surveyContents.$inferSelect;
export type { ItemTable };
export type ItemRow = ItemTable["$inferSelect"];
type Fields = Record<string, unknown>;

/** The outcome of a write: the stored row, and whether some of what was sent lost to a newer write (`stale`). */
export type WriteOutcome<T> = { row: T; stale: boolean };

/** What the token's look-up reads along with the save: the access, and what the token's rules look at. */
export type SavedByToken = {
  responseId: string;
  contentId: string;
  linkId: string;
  orgId: string;
  surveyType: ContentAccessSurveyType;
  hasPdfs: boolean;
  status: "in_progress" | "submitted";
  submittedAt: Date | null;
  activeAt: Date;
  /** The answers as they stand after the save (as they stood, when nothing was written). */
  data: Record<string, unknown>;
  fieldRevs: Record<string, number>;
  clientRev: number;
  updatedAt: Date;
  written: boolean;
};
type ContentAccessSurveyType = (typeof surveyResponses.$inferSelect)["survey_type"];

/**
 * The autosave in one statement: the survey token's look-up and the write of the answers sent, field by field
 * (lib/field-revs.ts: a field is set only when `rev` is newer than the rev that last wrote it; the row's client_rev
 * becomes the greater of the two), with the merge done by PostgreSQL on the row as it stands when the update runs
 * — a concurrent save of the same content waits for the row and merges into what that one left, so neither
 * loses a field. The write happens only when the token opens this content and may write (`mayWrite`: the same
 * rule `surveyTokenRefusal` applies in JavaScript to the state returned here), and something changes. One round
 * trip per save (docs/decisions/023-write-path-and-session-speed.md). Undefined when the token opens nothing.
 */
export async function saveAnswersByTokenHash(
  db: Db,
  input: { tokenHash: string; contentId: string; fields: Fields; rev: number; now: Date; idleMs: number },
): Promise<SavedByToken | undefined> {
  const { rows } = await db.$client.query<SavedRow>({
    name: "survey_content_save_by_token",
    text: SAVE_BY_TOKEN,
    values: [input.tokenHash, input.contentId, JSON.stringify(input.fields), input.rev, input.now, input.idleMs],
  });
  const row = rows[0];
  if (!row) return undefined;
  return {
    responseId: row.response_id,
    contentId: row.content_id,
    linkId: row.link_id,
    orgId: row.org_id,
    surveyType: row.survey_type,
    hasPdfs: row.has_pdfs,
    status: row.status,
    submittedAt: row.submitted_at,
    activeAt: row.active_at,
    data: row.data,
    fieldRevs: row.field_revs,
    clientRev: Number(row.client_rev),
    updatedAt: row.updated_at,
    written: row.written,
  };
}

type SavedRow = {
  response_id: string;
  content_id: string;
  link_id: string;
  org_id: string;
  survey_type: ContentAccessSurveyType;
  has_pdfs: boolean;
  status: "in_progress" | "submitted";
  submitted_at: Date | null;
  active_at: Date;
  data: Record<string, unknown>;
  field_revs: Record<string, number>;
  /** bigint: pg gives it as text. */
  client_rev: string;
  updated_at: Date;
  written: boolean;
};

/**
 * $1 token hash, $2 content id (the address's), $3 the answers sent (jsonb), $4 their client rev, $5 now, $6 the
 * token's idle lifetime in ms. An answer sent is newer when $4 is greater than the rev that last wrote it.
 */
const SAVE_BY_TOKEN = `
with access as (
  select r.id as response_id, c.id as content_id, r.link_id, r.org_id, r.survey_type, r.status, r.submitted_at,
         coalesce(t.active_at, r.updated_at) as active_at,
         exists (select 1 from submission_pdfs p where p.response_id = r.id) as has_pdfs
  from survey_responses r
  join survey_contents c on c.response_id = r.id
  left join survey_token_activity t on t.response_id = r.id
  where r.token_hash = $1
),
written as (
  update survey_contents c set
    data = c.data || coalesce((select jsonb_object_agg(f.key, f.value) from jsonb_each($3::jsonb) f
                               where $4::bigint > coalesce((c.field_revs ->> f.key)::bigint, -1)), '{}'::jsonb),
    field_revs = c.field_revs || coalesce((select jsonb_object_agg(f.key, to_jsonb($4::bigint)) from jsonb_each($3::jsonb) f
                                           where $4::bigint > coalesce((c.field_revs ->> f.key)::bigint, -1)), '{}'::jsonb),
    client_rev = greatest(c.client_rev, $4::bigint),
    updated_at = now()
  from access a
  where c.id = a.content_id and c.id = $2::uuid
    and a.status = 'in_progress' and a.active_at >= $5::timestamptz - $6::bigint * interval '1 millisecond'
    and ($4::bigint > c.client_rev
         or exists (select 1 from jsonb_each($3::jsonb) f where $4::bigint > coalesce((c.field_revs ->> f.key)::bigint, -1)))
  returning c.data, c.field_revs, c.client_rev, c.updated_at
)
select a.response_id, a.content_id, a.link_id, a.org_id, a.survey_type, a.status, a.submitted_at, a.active_at, a.has_pdfs,
       coalesce(w.data, c.data) as data, coalesce(w.field_revs, c.field_revs) as field_revs,
       coalesce(w.client_rev, c.client_rev) as client_rev, coalesce(w.updated_at, c.updated_at) as updated_at,
       w.client_rev is not null as written
from access a
join survey_contents c on c.id = a.content_id
left join written w on true`;

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
