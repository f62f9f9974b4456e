import type { TCorrectableCollection, TSubmissionItemChange } from "@planready/contracts/submission-items";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { acaHouseholdMembers, submissionCorrections, surveyContents } from "../../db/schema.ts";
import { collectionTables, type ItemTable } from "../../db/item-tables.ts";
import type { Actor } from "../../core/actor.ts";
import { planItemChange, type ItemRefusal } from "./item-corrections.ts";

export type CorrectionRow = Omit<typeof submissionCorrections.$inferSelect, "before" | "after"> & { before: unknown; after: unknown };

/**
 * Read as JSON text and parsed here: drizzle parses a jsonb value a second time when it is a string, so "33101"
 * would come back as the number 33101.
 */
const correctionColumns = {
  id: submissionCorrections.id,
  response_id: submissionCorrections.response_id,
  org_id: submissionCorrections.org_id,
  user_id: submissionCorrections.user_id,
  user_email: submissionCorrections.user_email,
  user_first_name: submissionCorrections.user_first_name,
  user_last_name: submissionCorrections.user_last_name,
  field: submissionCorrections.field,
  item_id: submissionCorrections.item_id,
  before: sql<string | null>`${submissionCorrections.before}::text`,
  after: sql<string | null>`${submissionCorrections.after}::text`,
  created_at: submissionCorrections.created_at,
};
const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The table of each child collection an agent may correct (survey-contents/collections.ts, by content key). */
const correctionTables: Record<TCorrectableCollection, ItemTable> = {
  prescription_responses: collectionTables.prescriptionResponses,
  pharmacy_responses: collectionTables.pharmacyResponses,
  specialist_responses: collectionTables.specialistResponses,
  hospital_responses: collectionTables.hospitalResponses,
  do_these_apply_responses: collectionTables.doTheseApplyResponses,
  life_health_condition_responses: collectionTables.lifeHealthConditionResponses,
  household_members: acaHouseholdMembers,
};

export type CorrectionChanges = { fields: Record<string, unknown>; items: readonly TSubmissionItemChange[] };
/** The corrections recorded, or the item change (by its index in `items`) that was refused: then nothing changed. */
export type CorrectionOutcome = { recorded: string[] } | { refused: { index: number; refusal: ItemRefusal } };

/** Thrown inside the transaction to roll it back. */
class Refused extends Error {
  readonly refused: { index: number; refusal: ItemRefusal };
  constructor(refused: { index: number; refusal: ItemRefusal }) {
    super("item change refused");
    this.refused = refused;
  }
}

/** A revision above every write the row has seen, and at least now (client revisions are times in milliseconds). */
const revAbove = (row: { client_rev: number; field_revs: Record<string, number> }) =>
  Math.max(Date.now(), row.client_rev + 1, ...Object.values(row.field_revs).map((r) => r + 1));

/**
 * Applies an agent's corrections to a response's answers and list items and records each changed field and item
 * (before, after, who), in one transaction with the content locked: an item change that is refused (another
 * content's item, an invalid result) leaves everything as it was. A corrected field or item takes the revision of
 * this moment (and above every write seen), so a late retry of an older client write cannot undo it, while the
 * client's newer writes still land (decision 004); a removed item is a tombstone at that revision.
 * The write is marked as the agent's (`planready.dashboard_write`): it does not count as client activity.
 */
export async function applyCorrections(
  db: Db,
  target: { orgId: string; responseId: string },
  actor: Actor,
  changes: CorrectionChanges,
): Promise<CorrectionOutcome | undefined> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('planready.dashboard_write', 'on', true)`);
      const [content] = await tx.select().from(surveyContents).where(eq(surveyContents.response_id, target.responseId)).for("update");
      if (!content) return undefined;
      const audit: { field: string; item_id?: string; before: unknown; after: unknown }[] = [];

      const changed = Object.entries(changes.fields).filter(
        ([field, after]) => after !== undefined && !sameValue(content.data[field], after),
      );
      if (changed.length) {
        const rev = revAbove(content);
        const data = { ...content.data };
        const fieldRevs = { ...content.field_revs };
        for (const [field, after] of changed) {
          data[field] = after;
          fieldRevs[field] = rev;
          audit.push({ field, before: content.data[field] ?? null, after });
        }
        await tx.update(surveyContents).set({ data, field_revs: fieldRevs, client_rev: rev }).where(eq(surveyContents.id, content.id));
      }

      for (const [index, change] of changes.items.entries()) {
        const table = correctionTables[change.collection];
        const [stored] = await tx.select().from(table).where(eq(table.id, change.id)).for("update");
        const plan = planItemChange(change, stored, content.id);
        if (plan.kind === "refused") throw new Refused({ index, refusal: plan.refusal });
        if (plan.kind === "unchanged") continue;
        const rev = stored ? revAbove(stored) : Date.now();
        // An added item starts from its answers alone (a tombstone's revisions are all behind this one).
        const revs = Object.fromEntries(plan.changed.map((name) => [name, rev]));
        const fieldRevs = plan.op === "update" ? { ...stored!.field_revs, ...revs } : revs;
        if (!stored) {
          const [created] = await tx
            .insert(table)
            .values({ id: change.id, survey_content_id: content.id, data: plan.data, field_revs: fieldRevs, client_rev: rev })
            .onConflictDoNothing()
            .returning({ id: table.id });
          // Taken meanwhile by a write of any content: not this submission's item to add.
          if (!created) throw new Refused({ index, refusal: { code: "CONFLICT", message: "An item with this id already exists." } });
        } else if (plan.op === "remove") {
          await tx.update(table).set({ client_rev: rev, deleted_at: new Date() }).where(eq(table.id, change.id));
        } else {
          await tx
            .update(table)
            .set({ data: plan.data, field_revs: fieldRevs, client_rev: rev, deleted_at: null })
            .where(eq(table.id, change.id));
        }
        audit.push({ field: change.collection, item_id: change.id, before: plan.before, after: plan.after });
      }

      if (!audit.length) return { recorded: [] };
      const inserted = await tx
        .insert(submissionCorrections)
        .values(
          audit.map(({ field, item_id, before, after }) => ({
            response_id: target.responseId,
            org_id: target.orgId,
            user_id: actor.id,
            user_email: actor.email,
            user_first_name: actor.first_name,
            user_last_name: actor.last_name,
            field,
            item_id: item_id ?? null,
            before: sql`${JSON.stringify(before ?? null)}::jsonb`,
            after: sql`${JSON.stringify(after ?? null)}::jsonb`,
          })),
        )
        .returning({ id: submissionCorrections.id });
      return { recorded: inserted.map((row) => row.id) };
    });
  } catch (error) {
    if (error instanceof Refused) return { refused: error.refused };
    throw error;
  }
}

/** A response's corrections, newest first (tenant-scoped). */
export async function listCorrections(db: Db, orgId: string, responseId: string): Promise<CorrectionRow[]> {
  const rows = await db
    .select(correctionColumns)
    .from(submissionCorrections)
    .where(sql`${submissionCorrections.org_id} = ${orgId} and ${submissionCorrections.response_id} = ${responseId}`)
    .orderBy(desc(submissionCorrections.created_at), desc(submissionCorrections.id));
  return rows.map((row) => ({ ...row, before: parseJson(row.before), after: parseJson(row.after) }));
}

/** The content id of a response. */
export async function findContentId(db: Db, responseId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: surveyContents.id }).from(surveyContents).where(eq(surveyContents.response_id, responseId));
  return row?.id;
}
