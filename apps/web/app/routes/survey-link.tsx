import type { TPublicLink } from "@planready/contracts/links";
import { lazy, Suspense } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { readSurveySession } from "@planready/contracts/surveys/survey-session-cookie";
import { getProfile } from "../features/auth/api/get-profile";
import { LinkUnavailablePage } from "../features/surveys/components/link-unavailable-page";
import { SurveyLinkPage } from "../features/surveys/components/survey-link-page";
import { hasSurveyFonts, SurveyFontsContext } from "../features/surveys/lib/survey-fonts";
import { surveyMeta } from "../features/surveys/lib/survey-meta";
import { surveyPageHeaders } from "../features/surveys/lib/survey-page-headers";
import { loadServerSurveySession } from "../features/surveys/lib/survey-session.server";
import { startSurvey } from "../features/surveys/lib/start-survey.server";
import { KEPT_WRITES_CHECK } from "../features/surveys/lib/kept-writes-check";
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
  // A returning client's screen hydrates on their first tap, or at once when this device holds answers not sent yet.
  hydrateAtOnceIf: KEPT_WRITES_CHECK,
  i18nFor: (loaderData: unknown) => ((loaderData as { signedIn?: boolean } | undefined)?.signedIn ? ["shell", "notifications"] : []),
  // The start page is plain HTML: no script is loaded (root.tsx); its toggle is links and Start a form to the action.
  hydrateFor: (loaderData: unknown) => !(loaderData as { start?: boolean } | undefined)?.start,
} satisfies RouteI18nHandle & { completeHtml: boolean; hydrateAtOnceIf: string; hydrateFor: (loaderData: unknown) => boolean };

/** Loaded only when an agent meets an unknown address: a client's survey page never downloads the app's frame. */
const SignedInNotFound = lazy(() => import("../features/shell/components/signed-in-not-found.lazy"));

/**
 * The agent's link (server-rendered). An address that opens no survey (unknown, mistyped, or waiting for its first
 * payment) answers 404 with a page for the client who was sent it, in the survey's frame; a cancelled link answers 410
 * and says it is no longer active. A signed-in agent meeting a 404 here sees the not-found page inside the app's
 * frame instead. Rendered rather than thrown, so the app around it, maintenance included, stays as on any page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // A returning client's survey (the survey session cookie), read while the link is. On the start page, the survey
  // this device kept from this link (the same cookie) is offered to continue, once the server has seen it still opens.
  const responseId = new URL(request.url).searchParams.get("surveyResponseId");
  const kept = responseId ? null : (readSurveySession(request.headers.get("cookie"))?.responseId ?? null);
  const survey = loadServerSurveySession(request, responseId ?? kept, params.linkUrl.toLowerCase());
  const surveyFonts = hasSurveyFonts(request.headers.get("cookie"));
  try {
    const link = await api<TPublicLink>(`/api/links/url/${encodeURIComponent(params.linkUrl)}`, { request });
    const { session, headers } = await survey;
    if (link.status !== "active") {
      return data({ link, signedIn: false, session: null, resumeId: null, start: false, surveyFonts }, { status: 410, headers });
    }
    if (!responseId) {
      const resumeId = session && session.response.link.url.toLowerCase() === link.url.toLowerCase() ? session.response.id : null;
      // Start is a form posted to this page: with the site's no-referrer policy the browser would send `Origin: null`,
      // which React Router refuses as a possible cross-site action. Same-origin requests carry the origin; others
      // still carry no referrer.
      headers.set("Referrer-Policy", "same-origin");
      return data({ link, signedIn: false, session: null, resumeId, start: true, surveyFonts }, { headers });
    }
    return data({ link, signedIn: false, session, resumeId: null, start: false, surveyFonts }, { headers });
  } catch (error) {
    await survey;
    if (problemStatus(error) !== 404) throw error;
    const signedIn = !!(await getProfile(request).catch(() => null));
    return data({ link: null, signedIn, session: null, resumeId: null, start: false, surveyFonts }, { status: 404 });
  }
}

/**
 * Start (the start page's form): the response is created as the client (their address's start limit counts it), its
 * survey session cookie passed on, and the client sent to the first screen, which the server renders from that
 * cookie. A problem (the link busy, too many starts, the link gone) renders the start page again with its words.
 */
export async function action({ params, request }: Route.ActionArgs) {
  const started = await startSurvey(request, params.linkUrl);
  if ("problem" in started) return data({ startProblem: started.problem }, { status: started.problem.status || 500 });
  const headers = new Headers();
  for (const cookie of started.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(started.location, { status: 303, headers });
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

export default function SurveyLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.link) {
    return (
      <SurveyFontsContext value={loaderData.surveyFonts}>
        <SurveyLinkPage
          link={loaderData.link}
          session={loaderData.session}
          resumeId={loaderData.resumeId}
          startProblem={actionData?.startProblem ?? null}
        />
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
