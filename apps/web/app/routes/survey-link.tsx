import type { TPublicLink } from "@planready/contracts/links";
import { lazy, Suspense } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { getProfile } from "../features/auth/api/get-profile";
import { LinkUnavailablePage } from "../features/surveys/components/link-unavailable-page";
import { SurveyLinkPage } from "../features/surveys/components/survey-link-page";
import { hasSurveyFonts, SurveyFontsContext } from "../features/surveys/lib/survey-fonts";
import { surveyMeta } from "../features/surveys/lib/survey-meta";
import { surveyPageHeaders } from "../features/surveys/lib/survey-page-headers";
import { loadServerSurveySession } from "../features/surveys/lib/survey-session.server";
import { api } from "../lib/api";
import { problemStatus } from "../lib/problem-message";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/survey-link";

/** A signed-in agent at an address that opens no survey gets the app's frame, and its words. */
export const handle = {
  i18n: ["surveys"],
  // The whole page in the HTML, a returning client's screen included (entry.server.tsx; decision 022).
  completeHtml: true,
  i18nFor: (loaderData: unknown) => ((loaderData as { signedIn?: boolean } | undefined)?.signedIn ? ["shell", "notifications"] : []),
} satisfies RouteI18nHandle & { completeHtml: boolean };

/** Loaded only when an agent meets an unknown address: a client's survey page never downloads the app's frame. */
const SignedInNotFound = lazy(() => import("../features/shell/components/signed-in-not-found.lazy"));

/**
 * The agent's link (server-rendered). An address that opens no survey (unknown, mistyped, or waiting for its first
 * payment) answers 404 with a page for the client who was sent it, in the survey's frame; a cancelled link answers 410
 * and says it is no longer active. A signed-in agent meeting a 404 here sees the not-found page inside the app's
 * frame instead. Rendered rather than thrown, so the app around it, maintenance included, stays as on any page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // A returning client's survey (the survey session cookie), read while the link is.
  const responseId = new URL(request.url).searchParams.get("surveyResponseId");
  const survey = loadServerSurveySession(request, responseId, params.linkUrl.toLowerCase());
  const surveyFonts = hasSurveyFonts(request.headers.get("cookie"));
  try {
    const link = await api<TPublicLink>(`/api/links/url/${encodeURIComponent(params.linkUrl)}`, { request });
    const { session, headers } = await survey;
    if (link.status !== "active") return data({ link, signedIn: false, session: null, surveyFonts }, { status: 410, headers });
    return data({ link, signedIn: false, session, surveyFonts }, { headers });
  } catch (error) {
    await survey;
    if (problemStatus(error) !== 404) throw error;
    const signedIn = !!(await getProfile(request).catch(() => null));
    return data({ link: null, signedIn, session: null, surveyFonts }, { status: 404 });
  }
}

export const headers = surveyPageHeaders;

/** The link does not change while the client moves through the survey (`?screen=`) or switches language. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.link
    ? surveyMeta(args.matches, args.loaderData.link)
    : localizedTitleMeta(args, (c) => c.surveys.frame.unavailable.title);

export default function SurveyLinkRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.link) {
    return (
      <SurveyFontsContext value={loaderData.surveyFonts}>
        <SurveyLinkPage link={loaderData.link} session={loaderData.session} />
      </SurveyFontsContext>
    );
  }
  if (loaderData.signedIn) {
    return (
      <Suspense fallback={null}>
        <SignedInNotFound />
      </Suspense>
    );
  }
  return (
    <SurveyFontsContext value={loaderData.surveyFonts}>
      <LinkUnavailablePage link={null} />
    </SurveyFontsContext>
  );
}
