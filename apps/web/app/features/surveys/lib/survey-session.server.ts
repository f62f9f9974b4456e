import type { TSurveyResponse } from "@planready/contracts/surveys/responses";
import { readSurveySession, SURVEY_SESSION_COOKIE, surveySessionCookiePaths } from "@planready/contracts/surveys/survey-session-cookie";
import { api } from "../../../lib/api";
import { problemStatus } from "../../../lib/problem-message";

/** A returning client's survey, read on the server from the survey session cookie (decision 022). */
export type TServerSurveySession = { response: TSurveyResponse; token: string };

/**
 * The survey page's server: the response the survey session cookie opens, when it is the one in the address and not
 * submitted yet, fetched in-process with the cookie's token, so the page's HTML holds the client's screen. The
 * answer's headers: never stored by a cache when the cookie was there (the page then carries answers and the token),
 * and the cookie cleared when its survey is submitted or its token opens nothing any more.
 */
export async function loadServerSurveySession(
  request: Request,
  responseId: string | null,
  linkUrl: string | null,
): Promise<{ session: TServerSurveySession | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = readSurveySession(request.headers.get("cookie"));
  if (!cookie) return { session: null, headers };
  headers.set("Cache-Control", "no-store");
  if (!responseId || cookie.responseId !== responseId) return { session: null, headers };
  const clear = (url: string | null) => {
    const secure = (process.env.PUBLIC_URL ?? "").startsWith("https://") ? "; Secure" : "";
    const paths = url ? surveySessionCookiePaths(url, responseId) : [`/survey/${encodeURIComponent(responseId)}`];
    for (const path of paths) {
      headers.append("Set-Cookie", `${SURVEY_SESSION_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    }
  };
  try {
    const response = await api<TSurveyResponse>(`/api/responses/${encodeURIComponent(responseId)}`, { token: cookie.token });
    if (response.status === "submitted") {
      clear(response.link.url);
      return { session: null, headers };
    }
    return { session: { response, token: cookie.token }, headers };
  } catch (error) {
    const status = problemStatus(error);
    if (status === 401 || status === 403 || status === 404) clear(linkUrl);
    // Anything else: the page opens as before, from what this device holds.
    return { session: null, headers };
  }
}
