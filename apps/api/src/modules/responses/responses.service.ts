import type { TCreateResponseRequest, TCreateResponseResponse, TUpdateResponseRequest } from "@planready/contracts/surveys/responses";
import { screensFor } from "@planready/contracts/surveys/screens";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findLinkById, findLinkByUrl } from "../links/links.repository.ts";
import { queueNotificationEmails, surveySubmittedNotifications } from "../notifications/notifications.service.ts";
import { prepareSubmissionPdf } from "../submission-pdfs/submission-pdfs.service.ts";
import { loadSurveyContent } from "../survey-contents/survey-content.loader.ts";
import { presentResponseState, presentSurveyResponse, type TResponseState } from "./responses.presenter.ts";
import { findResponse, insertResponseWithContent, writeResponse, type ResponseRow, type SurveyAccess } from "./responses.repository.ts";
import { createSurveyToken } from "./survey-token.ts";

const LINK_UNAVAILABLE = "This survey link is not available. Please ask your agent for a new one.";

/** `POST /responses`: a new response (and its empty content) on an active link, with the token that opens it. */
export async function startResponse(db: Db, input: TCreateResponseRequest): Promise<TCreateResponseResponse> {
  const link = input.link_id ? await findLinkById(db, input.link_id) : await findLinkByUrl(db, input.link_url!);
  if (!link || link.status !== "active" || link.deleted_at) throw new AppError("NOT_FOUND", LINK_UNAVAILABLE);
  const { token, hash } = createSurveyToken();
  const { response, content } = await insertResponseWithContent(db, {
    link_id: link.id,
    org_id: link.org_id,
    survey_type: input.survey_type ?? link.survey_type,
    integration: input.integration?.trim() || null,
    no_providers: input.no_providers ?? false,
    locale: input.locale,
    token_hash: hash,
  });
  return { id: response.id, survey_token: token, content_id: content.id };
}

/** `GET /responses/{id}`: the response with its link, answers and every child collection. */
export async function getSurveyResponse(db: Db, access: SurveyAccess) {
  const response = await findResponse(db, access.responseId);
  const link = await findLinkById(db, access.linkId);
  const content = await loadSurveyContent(db, access);
  if (!response || !link || !content) throw new AppError("NOT_FOUND", "No survey response with this id.");
  return presentSurveyResponse(response, link, content);
}

/**
 * `PUT /responses/{id}`: the screen moved to and the language (each kept only if newer than the stored one) and,
 * with `submit`, the submission, which notifies the link's stakeholders once. Submitting again changes nothing.
 */
export async function updateResponse(
  db: Db,
  access: SurveyAccess,
  body: TUpdateResponseRequest,
): Promise<TResponseState & { stale: boolean }> {
  const response = await findResponse(db, access.responseId);
  if (!response) throw new AppError("NOT_FOUND", "No survey response with this id.");
  if (body.current_question !== undefined) {
    const screens = screensFor({ surveyType: response.survey_type, integration: response.integration });
    if (!screens.includes(body.current_question)) {
      throw new AppError("VALIDATION_FAILED", "This screen is not part of this survey.", [
        { path: "body.current_question", message: `Not a screen of the ${response.survey_type} survey` },
      ]);
    }
  }
  const fields: Partial<Pick<ResponseRow, "current_question" | "locale">> = {};
  if (body.current_question !== undefined) fields.current_question = body.current_question;
  if (body.locale !== undefined) fields.locale = body.locale;
  const outcome = await writeResponse(db, access.responseId, fields, body.client_rev, body.submit ? surveySubmittedNotifications : null);
  if (!outcome) throw new AppError("NOT_FOUND", "No survey response with this id.");
  if (outcome.submitted) {
    // Committed: now the side effects, which never fail the client's submission (an agent's copy is in the app).
    await queueNotificationEmails(db, outcome.notificationIds);
    await prepareSubmissionPdf(db, outcome.row.id, outcome.row.org_id).catch(() => {});
  }
  return { ...presentResponseState(outcome.row), stale: outcome.stale };
}
