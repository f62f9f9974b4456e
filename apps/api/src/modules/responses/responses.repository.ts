import { and, count, eq, gt, sql } from "drizzle-orm";
import type { SurveyAccess } from "../../core/survey-access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { surveyContents, surveyResponses, surveyTokenActivity } from "../../db/schema.ts";
import { mergeFields } from "../../lib/field-revs.ts";
import { preparedFor } from "../../db/prepared.ts";
import type { SurveyTokenState } from "./survey-token.ts";

export type ResponseRow = typeof surveyResponses.$inferSelect;
export type NewResponse = Omit<typeof surveyResponses.$inferInsert, "id" | "created_at" | "updated_at" | "status" | "submitted_at">;

const surveyAccessColumns = {
  responseId: surveyResponses.id,
  contentId: surveyContents.id,
  linkId: surveyResponses.link_id,
  orgId: surveyResponses.org_id,
  surveyType: surveyResponses.survey_type,
  // In the same round trip: whether a PDF was ever asked for, so a write without one queues no refresh.
  hasPdfs: sql<boolean>`exists (select 1 from submission_pdfs p where p.response_id = ${surveyResponses.id})`,
  status: surveyResponses.status,
  submittedAt: surveyResponses.submitted_at,
  activeAt: sql<Date>`coalesce(${surveyTokenActivity.active_at}, ${surveyResponses.updated_at})`.mapWith(surveyResponses.updated_at),
};

const surveyAccessByTokenHash = preparedFor((db) =>
  db
    .select(surveyAccessColumns)
    .from(surveyResponses)
    .innerJoin(surveyContents, eq(surveyContents.response_id, surveyResponses.id))
    .leftJoin(surveyTokenActivity, eq(surveyTokenActivity.response_id, surveyResponses.id))
    .where(eq(surveyResponses.token_hash, sql.placeholder("tokenHash")))
    .prepare("survey_access_by_token_hash"),
);

/**
 * The response a token hash opens, with what its rules look at (survey-token.ts `surveyTokenRefusal`). Every survey
 * request but the answers' save (which reads the token in its own statement) starts here: a prepared statement
 * (db/prepared.ts).
 */
export async function findSurveyAccessByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ access: SurveyAccess; state: SurveyTokenState } | undefined> {
  const [row] = await surveyAccessByTokenHash(db).execute({ tokenHash });
  if (!row) return undefined;
  const { status, submittedAt, activeAt, ...rest } = row;
  return { access: { ...rest, submitted: status === "submitted" }, state: { status, submittedAt, activeAt } };
}

/** Records a write of the response's token now (its inactivity counts from here). */
export async function touchSurveyTokenActivity(db: Db, responseId: string): Promise<void> {
  await db
    .insert(surveyTokenActivity)
    .values({ response_id: responseId })
    .onConflictDoUpdate({ target: surveyTokenActivity.response_id, set: { active_at: sql`now()` } });
}

/** Test and operator use: sets when the response's token last wrote. */
export async function setSurveyTokenActivity(db: Db, responseId: string, activeAt: Date): Promise<void> {
  await db
    .insert(surveyTokenActivity)
    .values({ response_id: responseId, active_at: activeAt })
    .onConflictDoUpdate({ target: surveyTokenActivity.response_id, set: { active_at: activeAt } });
}

/**
 * A response and its empty content, together or not at all. With `linkLimit`, first counts the responses started on
 * the link within the window, under a lock per link so concurrent starts in every process count each other
 * exactly: undefined when the limit is reached.
 */
export async function insertResponseWithContent(
  db: Db,
  values: NewResponse,
  linkLimit?: { max: number; windowMs: number },
): Promise<{ response: ResponseRow; content: typeof surveyContents.$inferSelect } | undefined> {
  return db.transaction(async (tx) => {
    if (linkLimit) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`survey-start:${values.link_id}`}, 0))`);
      const since = new Date(Date.now() - linkLimit.windowMs);
      const [started] = await tx
        .select({ n: count() })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.link_id, values.link_id), gt(surveyResponses.created_at, since)));
      if ((started?.n ?? 0) >= linkLimit.max) return undefined;
    }
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

/** Replaces the hash of the token that opens an unsubmitted response; false when there is none such. */
export async function replaceResponseTokenHash(db: Db | Tx, responseId: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(surveyResponses)
    .set({ token_hash: tokenHash })
    .where(and(eq(surveyResponses.id, responseId), eq(surveyResponses.status, "in_progress")))
    .returning({ id: surveyResponses.id });
  return rows.length > 0;
}
