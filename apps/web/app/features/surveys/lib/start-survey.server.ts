import type { TPublicLink } from "@planready/contracts/links";
import type { TProblem } from "@planready/contracts/errors";
import type { TCreateResponseResponse } from "@planready/contracts/surveys/responses";
import { nextScreen } from "@planready/contracts/surveys/navigation";
import { parseNoProviders } from "@planready/contracts/surveys/screens";
import { resolveLocale } from "../../../i18n/i18n";
import { api, ApiError, apiWithCookies } from "../../../lib/api";
import { pageSurveyType } from "../components/survey-link-page";

/**
 * A survey started from an agent's page carries the page's `?ref=` token (which page, which way: a client's share,
 * the page's link, its QR code, a visit): the API counts the start for the page's referral counts. A count that
 * fails never stops the client's survey.
 */
async function countArrival(ref: string | null, token: string, request: Request): Promise<void> {
  if (!ref) return;
  await api("/api/agent-site-arrivals", { method: "POST", request, token, body: { ref } }).catch(() => undefined);
}

/** Why a start failed, as the start page shows it (lib/problem-message.ts reads it back as an ApiError). */
export type TStartProblem = { status: number; problem: TProblem | null };

/**
 * Starts a survey from the start page's form (`POST /{link}`), as the page's script once did from the browser: the
 * survey type, integration, `noProviders` and language come from the page's address (and the `lng` cookie), the
 * response is created through the API as the client (`asClient`: their address's start limit counts it), and the
 * API's survey session cookie (decision 022) is handed on with the address of the first screen: the same query,
 * plus `surveyResponseId` and `screen`, on the link's own spelling of its path (the cookie's path).
 */
export async function startSurvey(
  request: Request,
  linkUrl: string,
): Promise<{ location: string; setCookies: string[] } | { problem: TStartProblem }> {
  const url = new URL(request.url);
  try {
    const link = await api<TPublicLink>(`/api/links/url/${encodeURIComponent(linkUrl)}`, { request });
    const surveyType = pageSurveyType(url.searchParams.get("surveyType"), link.survey_type);
    const integration = url.searchParams.get("integration")?.trim() || null;
    const noProviders = parseNoProviders(url.searchParams.get("noProviders"));
    const { data, setCookies } = await apiWithCookies("/api/responses", {
      method: "POST",
      request,
      asClient: true,
      body: {
        link_id: link.id,
        survey_type: surveyType,
        integration,
        no_providers: noProviders,
        locale: resolveLocale(url, request.headers.get("cookie")),
      },
    });
    const created = data as TCreateResponseResponse;
    await countArrival(url.searchParams.get("ref"), created.survey_token, request);
    const next = new URLSearchParams(url.searchParams);
    next.delete("index");
    next.delete("ref");
    next.set("surveyResponseId", created.id);
    const screen = nextScreen("surveyStart", { surveyType, integration, noProviders });
    if (screen) next.set("screen", screen);
    else next.delete("screen");
    return { location: `/${encodeURIComponent(link.url)}?${next}`, setCookies };
  } catch (error) {
    if (error instanceof ApiError) return { problem: { status: error.status, problem: error.problem } };
    throw error;
  }
}
