import type { TPublicLink } from "@planready/contracts/links";
import { lazy, Suspense } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { getProfile } from "../features/auth/api/get-profile";
import { LinkUnavailablePage } from "../features/surveys/components/link-unavailable-page";
import { SurveyLinkPage } from "../features/surveys/components/survey-link-page";
import { surveyMeta } from "../features/surveys/lib/survey-meta";
import { api } from "../lib/api";
import { problemStatus } from "../lib/problem-message";
import { localizedTitleMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/survey-link";

/** A signed-in agent at an address that opens no survey gets the app's frame, and its words. */
export const handle = {
  i18n: ["surveys"],
  i18nFor: (loaderData: unknown) => ((loaderData as { signedIn?: boolean } | undefined)?.signedIn ? ["shell", "notifications"] : []),
} satisfies RouteI18nHandle;

/** Loaded only when an agent meets an unknown address: a client's survey page never downloads the app's frame. */
const SignedInNotFound = lazy(() => import("../features/shell/components/signed-in-not-found.lazy"));

/**
 * The agent's link (server-rendered). An address that opens no survey (unknown, mistyped, or waiting for its first
 * payment) answers 404 with a page for the client who was sent it, in the survey's frame; a cancelled link answers 410
 * and says it is no longer active. A signed-in agent meeting a 404 here sees the not-found page inside the app's
 * frame instead. Rendered rather than thrown, so the app around it, maintenance included, stays as on any page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    const link = await api<TPublicLink>(`/api/links/url/${encodeURIComponent(params.linkUrl)}`, { request });
    if (link.status !== "active") return data({ link, signedIn: false }, { status: 410 });
    return { link, signedIn: false };
  } catch (error) {
    if (problemStatus(error) !== 404) throw error;
    const signedIn = !!(await getProfile(request).catch(() => null));
    return data({ link: null, signedIn }, { status: 404 });
  }
}

/** The link does not change while the client moves through the survey (`?screen=`) or switches language. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.link
    ? surveyMeta(args.matches, args.loaderData.link)
    : localizedTitleMeta(args, (c) => c.surveys.frame.unavailable.title);

export default function SurveyLinkRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.link) return <SurveyLinkPage link={loaderData.link} />;
  if (loaderData.signedIn) {
    return (
      <Suspense fallback={null}>
        <SignedInNotFound />
      </Suspense>
    );
  }
  return <LinkUnavailablePage link={null} />;
}
