import type { TCreateResponseRequest, TCreateResponseResponse, TUpdateResponseRequest } from "@planready/contracts/surveys/responses";
import { screensFor } from "@planready/contracts/surveys/screens";
import type { SurveyAccess } from "../../core/survey-access.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findLinkById, findLinkByUrl } from "../links/links.service.ts";
import { loadSurveyContent } from "../survey-contents/survey-contents.service.ts";
import { presentResponseState, presentSurveyResponse, type TResponseState } from "./responses.presenter.ts";
import {
  findResponse,
  findSurveyAccessByTokenHash,
  insertResponseWithContent,
  writeResponse,
  type ResponseRow,
} from "./responses.repository.ts";
import { bearerSurveyToken, createSurveyToken, hashSurveyToken } from "./survey-token.ts";

const LINK_UNAVAILABLE = "This survey link is not available. Please ask your agent for a new one.";
const NO_RESPONSE = "No survey response with this id.";

/** What an `Authorization: Bearer <survey token>` header opens, or undefined (plugins/auth.ts, once per request). */
export async function findSurveyAccess(db: Db, authorization: string | undefined): Promise<SurveyAccess | undefined> {
  const token = bearerSurveyToken(authorization);
  return token ? findSurveyAccessByTokenHash(db, hashSurveyToken(token)) : undefined;
}

/** `POST /responses`: a new response (and its empty content) on an active link, with the token that opens it. */
/** Starts a response; `link_url` (the link's own spelling) scopes the survey session cookie (decision 022). */
export async function startResponse(db: Db, input: TCreateResponseRequest): Promise<TCreateResponseResponse & { link_url: string }> {
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
  return { id: response.id, survey_token: token, content_id: content.id, link_url: link.url };
}

/** The url of the link a survey was started from (the survey session cookie's path). */
export async function surveyLinkUrl(db: Db, access: SurveyAccess): Promise<string | null> {
  return (await findLinkById(db, access.linkId))?.url ?? null;
}

/** `GET /responses/{id}`: the response with its link, answers and every child collection. */
export async function getSurveyResponse(db: Db, access: SurveyAccess) {
  const response = await findResponse(db, access.responseId);
  const link = await findLinkById(db, access.linkId);
  const content = await loadSurveyContent(db, access);
  if (!response || !link || !content) throw new AppError("NOT_FOUND", NO_RESPONSE);
  return presentSurveyResponse(response, link, content);
}

export type ResponseFields = Partial<Pick<ResponseRow, "current_question" | "locale">>;

/**
 * The fields a `PUT /responses/{id}` body writes: the screen moved to (which must be a screen of this survey) and
 * the language. Checked before any transaction opens.
 */
export async function responseFieldsOf(db: Db, access: SurveyAccess, body: TUpdateResponseRequest): Promise<ResponseFields> {
  const response = await findResponse(db, access.responseId);
  if (!response) throw new AppError("NOT_FOUND", NO_RESPONSE);
  if (body.current_question !== undefined) {
    const screens = screensFor({ surveyType: response.survey_type, integration: response.integration });
    if (!screens.includes(body.current_question)) {
      throw new AppError("VALIDATION_FAILED", "This screen is not part of this survey.", [
        { path: "body.current_question", message: `Not a screen of the ${response.survey_type} survey` },
      ]);
    }
  }
  const fields: ResponseFields = {};
  if (body.current_question !== undefined) fields.current_question = body.current_question;
  if (body.locale !== undefined) fields.locale = body.locale;
  return fields;
}

/** The answer to a response write: the response's state, and whether some of what was sent lost to a newer write. */
export function presentResponseWrite(outcome: { row: ResponseRow; stale: boolean }): TResponseState & { stale: boolean } {
  return { ...presentResponseState(outcome.row), stale: outcome.stale };
}

/**
 * `PUT /responses/{id}` without `submit`: the screen moved to and the language, each kept only if newer than the
 * stored one. Submitting is the submit-survey command (commands/submit-survey.ts).
 */
export async function updateResponse(
  db: Db,
  access: SurveyAccess,
  body: TUpdateResponseRequest,
): Promise<TResponseState & { stale: boolean }> {
  const fields = await responseFieldsOf(db, access, body);
  const outcome = await db.transaction((tx) => writeResponse(tx, access.responseId, fields, body.client_rev, { submit: false }));
  if (!outcome) throw new AppError("NOT_FOUND", NO_RESPONSE);
  return presentResponseWrite(outcome);
}
