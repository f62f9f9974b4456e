import { eq, sql } from "drizzle-orm";
import type { SurveyAccess } from "../../core/survey-access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { surveyContents, surveyResponses } from "../../db/schema.ts";
import { mergeFields } from "../../lib/field-revs.ts";
import { preparedFor } from "../../db/prepared.ts";

export type ResponseRow = typeof surveyResponses.$inferSelect;
export type NewResponse = Omit<typeof surveyResponses.$inferInsert, "id" | "created_at" | "updated_at" | "status" | "submitted_at">;

const surveyAccessByTokenHash = preparedFor((db) =>
  db
    .select({
      responseId: surveyResponses.id,
      contentId: surveyContents.id,
      linkId: surveyResponses.link_id,
      orgId: surveyResponses.org_id,
      surveyType: surveyResponses.survey_type,
      // In the same round trip: whether a PDF was ever asked for, so a write without one queues no refresh.
      hasPdfs: sql<boolean>`exists (select 1 from submission_pdfs p where p.response_id = ${surveyResponses.id})`,
    })
    .from(surveyResponses)
    .innerJoin(surveyContents, eq(surveyContents.response_id, surveyResponses.id))
    .where(eq(surveyResponses.token_hash, sql.placeholder("tokenHash")))
    .prepare("survey_access_by_token_hash"),
);

/** Every survey request starts here: a prepared statement (db/prepared.ts). */
export async function findSurveyAccessByTokenHash(db: Db, tokenHash: string): Promise<SurveyAccess | undefined> {
  const [row] = await surveyAccessByTokenHash(db).execute({ tokenHash });
  return row;
}

/** A response and its empty content, together or not at all. */
export async function insertResponseWithContent(
  db: Db,
  values: NewResponse,
): Promise<{ response: ResponseRow; content: typeof surveyContents.$inferSelect }> {
  return db.transaction(async (tx) => {
    const [response] = await tx.insert(surveyResponses).values(values).returning();
    const [content] = await tx.insert(surveyContents).values({ response_id: response!.id }).returning();
    return { response: response!, content: content! };
  });
}

export async function findResponse(db: Db, responseId: string): Promise<ResponseRow | undefined> {
  const [row] = await db.select().from(surveyResponses).where(eq(surveyResponses.id, responseId));
  return row;
}

/**
 * Applies a response write inside the caller's transaction, with the row locked until it ends: `fields`
 * (current_question, locale) field by field by client rev (lib/field-revs.ts) and, with `submit`, the submission —
 * status and time. Only the first submission does anything: a repeated submit finds the response already submitted
 * (`submitted` false). Undefined when there is no such response.
 */
export async function writeResponse(
  tx: Tx,
  responseId: string,
  fields: Partial<Pick<ResponseRow, "current_question" | "locale">>,
  rev: number,
  options: { submit: boolean },
): Promise<{ row: ResponseRow; stale: boolean; submitted: boolean } | undefined> {
  const [current] = await tx.select().from(surveyResponses).where(eq(surveyResponses.id, responseId)).for("update");
  if (!current) return undefined;
  const stored = { current_question: current.current_question, locale: current.locale };
  const merged = mergeFields(stored, current.field_revs, fields, rev);
  const submitting = options.submit && current.status === "in_progress";
  if (!merged.changed && !submitting) return { row: current, stale: merged.stale, submitted: false };
  const [row] = await tx
    .update(surveyResponses)
    .set({
      ...(merged.changed ? { ...(merged.data as typeof stored), field_revs: merged.fieldRevs } : {}),
      client_rev: Math.max(current.client_rev, rev),
      ...(submitting ? { status: "submitted" as const, submitted_at: new Date() } : {}),
    })
    .where(eq(surveyResponses.id, responseId))
    .returning();
  return { row: row!, stale: merged.stale, submitted: submitting };
}
