import type { TSurveyContentFields, TSurveyContentUpdate } from "@planready/contracts/surveys/content";
import type { TCreateResponseRequest, TCreateResponseResponse, TUpdateResponseRequest } from "@planready/contracts/surveys/responses";
import { screensFor } from "@planready/contracts/surveys/screens";
import type { SurveyAccess } from "../../core/survey-access.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findLinkById, findLinkByUrl } from "../links/links.service.ts";
import { loadSurveyContent, presentSavedAnswers, saveAnswersByToken } from "../survey-contents/survey-contents.service.ts";
import { presentResponseState, presentSurveyResponse, type TResponseState } from "./responses.presenter.ts";
import {
  findResponse,
  findSurveyAccessByTokenHash,
  insertResponseWithContent,
  replaceResponseTokenHash,
  touchSurveyTokenActivity,
  writeResponse,
  type ResponseRow,
} from "./responses.repository.ts";
import {
  activityIsStale,
  bearerSurveyToken,
  createSurveyToken,
  hashSurveyToken,
  SURVEY_TOKEN_IDLE_MS,
  surveyTokenRefusal,
  type SurveyTokenPurpose,
} from "./survey-token.ts";

const LINK_UNAVAILABLE = "This survey link is not available. Please ask your agent for a new one.";
const NO_RESPONSE = "No survey response with this id.";

/** What a request learns when its bearer survey token opens nothing (absent, malformed, unknown). */
export const SURVEY_TOKEN_INVALID = "This survey link has expired or is invalid";

const TOKEN_REFUSALS = {
  SURVEY_SESSION_EXPIRED: "This survey session has ended after a long time without changes. Open the agent's link again to start over.",
  SURVEY_ALREADY_SUBMITTED: "This survey was submitted; its answers can no longer be changed with its token (the agent corrects them).",
} as const;

/**
 * What an `Authorization: Bearer <survey token>` header opens, or undefined when it opens nothing. The token's rules
 * (decision 017) hold here, whatever carried the token: an expired token throws SURVEY_SESSION_EXPIRED, a write
 * with a submitted response's token SURVEY_ALREADY_SUBMITTED (the writes that may follow the review are judged by
 * their own services: `updateResponse`, the consents service, the Scope of Appointment's products). A
 * write records the token's activity (at most once an
 * hour). `purpose` defaults to the stricter `write`.
 */
export async function findSurveyAccess(
  db: Db,
  authorization: string | undefined,
  purpose: SurveyTokenPurpose = "write",
): Promise<SurveyAccess | undefined> {
  const token = bearerSurveyToken(authorization);
  const found = token ? await findSurveyAccessByTokenHash(db, hashSurveyToken(token)) : undefined;
  if (!found) return undefined;
  const now = new Date();
  const refusal = surveyTokenRefusal(found.state, purpose, now);
  if (refusal) throw new AppError(refusal, TOKEN_REFUSALS[refusal]);
  if (purpose !== "read" && activityIsStale(found.state, now)) await touchSurveyTokenActivity(db, found.access.responseId);
  return found.access;
}

/**
 * `PUT /surveyContents/{type}/{id}` with its bearer survey token: the token's look-up and the save of the answers
 * in one statement (survey-contents service). The statement writes only where `surveyTokenRefusal` allows a write —
 * the same rule, given the same `now`, so a refusal here means nothing was written — and only into the content the
 * address names; then the same checks as every survey write, in the same order (the token, its rules, the address).
 */
export async function saveSurveyAnswers(
  db: Db,
  authorization: string | undefined,
  contentId: string,
  body: TSurveyContentUpdate,
): Promise<{ access: SurveyAccess; answer: TSurveyContentFields & { stale: boolean } }> {
  const token = bearerSurveyToken(authorization);
  const { client_rev: rev, ...answers } = body;
  const now = new Date();
  const saved = token
    ? await saveAnswersByToken(db, {
        tokenHash: hashSurveyToken(token),
        contentId,
        fields: answers,
        rev,
        now,
        idleMs: SURVEY_TOKEN_IDLE_MS,
      })
    : undefined;
  if (!saved) throw new AppError("UNAUTHENTICATED", SURVEY_TOKEN_INVALID);
  const state = { status: saved.status, submittedAt: saved.submittedAt, activeAt: saved.activeAt };
  const refusal = surveyTokenRefusal(state, "write", now);
  if (refusal) throw new AppError(refusal, TOKEN_REFUSALS[refusal]);
  if (saved.contentId !== contentId) throw new AppError("NOT_FOUND", "No survey content with this id.");
  if (activityIsStale(state, now)) await touchSurveyTokenActivity(db, saved.responseId);
  const access: SurveyAccess = {
    responseId: saved.responseId,
    contentId: saved.contentId,
    linkId: saved.linkId,
    orgId: saved.orgId,
    surveyType: saved.surveyType,
    hasPdfs: saved.hasPdfs,
    submitted: false,
  };
  return { access, answer: presentSavedAnswers(saved, answers, rev) };
}

/** How many surveys one link may start within a window (SURVEY_START_LINK_LIMIT_MAX per SURVEY_START_LINK_LIMIT_WINDOW_MINUTES). */
export type LinkStartLimit = { max: number; windowMs: number };

/**
 * `POST /responses`: a new response (and its empty content) on an active link, with the token that opens it;
 * `link_url` (the link's own spelling) scopes the survey session cookie (decision 022).
 */
export async function startResponse(
  db: Db,
  input: TCreateResponseRequest,
  linkLimit?: LinkStartLimit,
): Promise<TCreateResponseResponse & { link_url: string; link_id: string; org_id: string }> {
  const link = input.link_id ? await findLinkById(db, input.link_id) : await findLinkByUrl(db, input.link_url!);
  if (!link || link.status !== "active" || link.deleted_at) throw new AppError("NOT_FOUND", LINK_UNAVAILABLE);
  const { token, hash } = createSurveyToken();
  const created = await insertResponseWithContent(
    db,
    {
      link_id: link.id,
      org_id: link.org_id,
      survey_type: input.survey_type ?? link.survey_type,
      integration: input.integration?.trim() || null,
      no_providers: input.no_providers ?? false,
      locale: input.locale,
      token_hash: hash,
    },
    linkLimit,
  );
  if (!created) throw new AppError("SURVEY_LINK_BUSY", "Too many surveys were started on this link within the limit's window.");
  return {
    id: created.response.id,
    survey_token: token,
    content_id: created.content.id,
    link_url: link.url,
    link_id: link.id,
    org_id: link.org_id,
  };
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
 * stored one; once submitted, the screen alone. Submitting is the submit-survey command (commands/submit-survey.ts).
 */
export async function updateResponse(
  db: Db,
  access: SurveyAccess,
  body: TUpdateResponseRequest,
): Promise<TResponseState & { stale: boolean }> {
  // After the submission the client only moves on through the screens that follow the review: the language is
  // part of what the documents show, and stays as submitted.
  if (access.submitted && body.locale !== undefined) {
    throw new AppError("SURVEY_ALREADY_SUBMITTED", "This survey was submitted; only the screen shown may still change.");
  }
  const fields = await responseFieldsOf(db, access, body);
  const outcome = await db.transaction((tx) => writeResponse(tx, access.responseId, fields, body.client_rev, { submit: false }));
  if (!outcome) throw new AppError("NOT_FOUND", NO_RESPONSE);
  return presentResponseWrite(outcome);
}

/**
 * A new survey token for a response not yet submitted (a client opening their own link from a bulk send again, on
 * another device perhaps): the old token stops opening it. Null when the response is gone or submitted.
 */
export async function reissueSurveyToken(db: Db, responseId: string): Promise<{ survey_token: string; row: ResponseRow } | null> {
  const { token, hash } = createSurveyToken();
  if (!(await replaceResponseTokenHash(db, responseId, hash))) return null;
  await touchSurveyTokenActivity(db, responseId);
  const row = await findResponse(db, responseId);
  return row ? { survey_token: token, row } : null;
}

/** The response a token was reissued for, read again (its screen and type). */
export { findResponse as findResponseRow };
export { setSurveySessionCookie } from "./survey-session-cookie.ts";
