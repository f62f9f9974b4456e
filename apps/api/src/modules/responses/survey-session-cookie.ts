import {
  formatSurveySession,
  SURVEY_SESSION_COOKIE,
  SURVEY_SESSION_COOKIE_MAX_AGE_S,
  surveySessionCookiePaths,
} from "@planready/contracts/surveys/survey-session-cookie";
import type { FastifyReply } from "fastify";

/**
 * The survey session cookie (decision 022, contracts `survey-session-cookie.ts`): HttpOnly, SameSite=Lax, Secure
 * when the public address is https, on the survey's pages only. The page's server reads it to render a returning
 * client's screen; the API never accepts it in place of the bearer token.
 */
export function setSurveySessionCookie(
  reply: FastifyReply,
  session: { responseId: string; token: string; linkUrl: string },
  secure: boolean,
): void {
  for (const path of surveySessionCookiePaths(session.linkUrl, session.responseId)) {
    reply.setCookie(SURVEY_SESSION_COOKIE, formatSurveySession(session.responseId, session.token), {
      path,
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: SURVEY_SESSION_COOKIE_MAX_AGE_S,
    });
  }
}

/** Removes it from the survey's pages (the survey was submitted, or its token opens nothing any more). */
export function clearSurveySessionCookie(
  reply: FastifyReply,
  session: { responseId: string; linkUrl: string | null },
  secure: boolean,
): void {
  const paths = session.linkUrl
    ? surveySessionCookiePaths(session.linkUrl, session.responseId)
    : [`/survey/${encodeURIComponent(session.responseId)}`];
  for (const path of paths) reply.clearCookie(SURVEY_SESSION_COOKIE, { path, httpOnly: true, sameSite: "lax", secure });
}
