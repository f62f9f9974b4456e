import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mergeFields } from "../survey-contents/field-revs.ts";
import { links, linkStakeholders, surveyContents, surveyResponses, users } from "../../db/schema.ts";
import { insertNotifications, type NewNotification } from "../notifications/notifications.repository.ts";

export type ResponseRow = typeof surveyResponses.$inferSelect;
export type NewResponse = Omit<typeof surveyResponses.$inferInsert, "id" | "created_at" | "updated_at" | "status" | "submitted_at">;

/** What a survey token opens: one response and its content. Loaded once per survey request (plugins/auth.ts). */
export type SurveyAccess = {
  responseId: string;
  contentId: string;
  linkId: string;
  orgId: string;
  surveyType: ResponseRow["survey_type"];
};

export async function findSurveyAccess(db: Db, tokenHash: string): Promise<SurveyAccess | undefined> {
  const [row] = await db
    .select({
      responseId: surveyResponses.id,
      contentId: surveyContents.id,
      linkId: surveyResponses.link_id,
      orgId: surveyResponses.org_id,
      surveyType: surveyResponses.survey_type,
    })
    .from(surveyResponses)
    .innerJoin(surveyContents, eq(surveyContents.response_id, surveyResponses.id))
    .where(eq(surveyResponses.token_hash, tokenHash));
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

export type SubmittedSurvey = {
  orgId: string;
  responseId: string;
  linkUrl: string;
  surveyType: ResponseRow["survey_type"];
  userIds: string[];
};

/**
 * Applies a response write in one transaction with the row locked: `fields` (current_question, locale) field by
 * field by client rev (field-revs.ts), and with `submit` the submission — status, time and one `survey_submitted`
 * notification for each stakeholder of the link who is still in the agency. Only the first submission does
 * anything: a repeated submit finds the response already submitted. Returns the notifications written, whose emails
 * the caller enqueues once this transaction has committed.
 */
export async function writeResponse(
  db: Db,
  responseId: string,
  fields: Partial<Pick<ResponseRow, "current_question" | "locale">>,
  rev: number,
  submit: ((survey: SubmittedSurvey) => NewNotification[]) | null,
): Promise<{ row: ResponseRow; stale: boolean; submitted: boolean; notificationIds: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(surveyResponses).where(eq(surveyResponses.id, responseId)).for("update");
    if (!current) return undefined;
    const stored = { current_question: current.current_question, locale: current.locale };
    const merged = mergeFields(stored, current.field_revs, fields, rev);
    const submitting = submit !== null && current.status === "in_progress";
    if (!merged.changed && !submitting) return { row: current, stale: merged.stale, submitted: false, notificationIds: [] };
    const [row] = await tx
      .update(surveyResponses)
      .set({
        ...(merged.changed ? { ...(merged.data as typeof stored), field_revs: merged.fieldRevs } : {}),
        client_rev: Math.max(current.client_rev, rev),
        ...(submitting ? { status: "submitted" as const, submitted_at: new Date() } : {}),
      })
      .where(eq(surveyResponses.id, responseId))
      .returning();
    let notificationIds: string[] = [];
    if (submitting) {
      const [link] = await tx.select().from(links).where(eq(links.id, current.link_id));
      const stakeholders = await tx
        .select({ user_id: linkStakeholders.user_id })
        .from(linkStakeholders)
        // Someone who has since left the agency is not told about its clients.
        .innerJoin(users, and(eq(users.id, linkStakeholders.user_id), eq(users.org_id, current.org_id)))
        .where(eq(linkStakeholders.link_id, current.link_id));
      if (link && stakeholders.length) {
        notificationIds = await insertNotifications(
          tx,
          submit({
            orgId: current.org_id,
            responseId: current.id,
            linkUrl: link.url,
            surveyType: current.survey_type,
            userIds: stakeholders.map((s) => s.user_id),
          }),
        );
      }
    }
    return { row: row!, stale: merged.stale, submitted: submitting, notificationIds };
  });
}
