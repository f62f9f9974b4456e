/**
 * The survey session cookie (decision 022): set by the API when a survey starts, HttpOnly, scoped to the survey's own
 * pages (`/{link url}` and `/survey/{response id}`), so that the page's server can render a returning client's screen
 * in its HTML. Its value names the response and carries the survey token that opens it. It is never sent to `/api`
 * (its paths do not cover it) and opens nothing there: the API takes the token as a bearer only. Cleared when the
 * survey is submitted.
 */

export const SURVEY_SESSION_COOKIE = "planready_survey";

/** How long a device keeps it without the survey being submitted; the token's own expiry on the server still rules. */
export const SURVEY_SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ID = /^[0-9a-f-]{36}$/i;

/** The paths the cookie is sent to: the link's page (as the link's url is spelled) and the response's page. */
export function surveySessionCookiePaths(linkUrl: string, responseId: string): string[] {
  return [`/${encodeURIComponent(linkUrl)}`, `/survey/${encodeURIComponent(responseId)}`];
}

export function formatSurveySession(responseId: string, token: string): string {
  return `${responseId}.${token}`;
}

/** The response and token of a `Cookie` header's survey session, or null (absent, malformed). */
export function readSurveySession(cookieHeader: string | null | undefined): { responseId: string; token: string } | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== SURVEY_SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    const dot = value.indexOf(".");
    const responseId = value.slice(0, dot);
    const token = value.slice(dot + 1);
    if (dot > 0 && ID.test(responseId) && TOKEN.test(token)) return { responseId, token };
  }
  return null;
}
