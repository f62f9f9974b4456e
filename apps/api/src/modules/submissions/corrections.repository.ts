import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { submissionCorrections, surveyContents } from "../../db/schema.ts";
import type { UserRow } from "../users/users.repository.ts";

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
  before: sql<string | null>`${submissionCorrections.before}::text`,
  after: sql<string | null>`${submissionCorrections.after}::text`,
  created_at: submissionCorrections.created_at,
};
const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Applies an agent's corrections to a response's answers and records each changed field (before, after, who), in
 * one transaction with the content locked. A corrected field takes the revision of this moment (and above every
 * write seen), so a late retry of an older client write cannot undo it, while the client's newer writes still land
 * (decision 004).
 * The write is marked as the agent's (`planready.dashboard_write`): it does not count as client activity.
 */
export async function applyCorrections(
  db: Db,
  target: { orgId: string; responseId: string },
  actor: UserRow,
  fields: Record<string, unknown>,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('planready.dashboard_write', 'on', true)`);
    const [content] = await tx.select().from(surveyContents).where(eq(surveyContents.response_id, target.responseId)).for("update");
    if (!content) return undefined;
    const changed = Object.entries(fields).filter(([field, after]) => after !== undefined && !sameValue(content.data[field], after));
    if (!changed.length) return [];
    // Client revisions are times in milliseconds (createRevisionClock): a correction is dated now, so what the
    // client wrote before it loses and what they write after it wins.
    const rev = Math.max(Date.now(), content.client_rev + 1, ...Object.values(content.field_revs).map((r) => r + 1));
    const data = { ...content.data };
    const fieldRevs = { ...content.field_revs };
    for (const [field, after] of changed) {
      data[field] = after;
      fieldRevs[field] = rev;
    }
    await tx.update(surveyContents).set({ data, field_revs: fieldRevs, client_rev: rev }).where(eq(surveyContents.id, content.id));
    const inserted = await tx
      .insert(submissionCorrections)
      .values(
        changed.map(([field, after]) => ({
          response_id: target.responseId,
          org_id: target.orgId,
          user_id: actor.id,
          user_email: actor.email,
          user_first_name: actor.first_name,
          user_last_name: actor.last_name,
          field,
          before: sql`${JSON.stringify(content.data[field] ?? null)}::jsonb`,
          after: sql`${JSON.stringify(after)}::jsonb`,
        })),
      )
      .returning({ id: submissionCorrections.id });
    return inserted.map((row) => row.id);
  });
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
