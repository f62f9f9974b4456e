import type { TPublicLink } from "@planready/contracts/links";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { SurveyLinkPage } from "../features/surveys/components/survey-link-page";
import { surveyMeta } from "../features/surveys/lib/survey-meta";
import { api } from "../lib/api";
import { problemStatus } from "../lib/problem-message";
import { pageMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/survey-link";

export const handle = { i18n: ["surveys"] } satisfies RouteI18nHandle;

/**
 * The agent's link (server-rendered). An unknown address is the site's not-found page with a 404 status (rendered
 * here rather than thrown, so the app around it, maintenance included, stays as on any page); a cancelled link
 * says it is no longer active.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    const link = await api<TPublicLink>(`/api/links/url/${encodeURIComponent(params.linkUrl)}`, { request });
    if (link.status !== "active") return data({ link }, { status: 410 });
    return { link };
  } catch (error) {
    if (problemStatus(error) === 404) return data({ link: null }, { status: 404 });
    throw error;
  }
}

/** The link does not change while the client moves through the survey (`?screen=`) or switches language. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.link ? surveyMeta(matches, loaderData.link) : pageMeta({ title: "Page not found" });

export default function SurveyLinkRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.link ? <SurveyLinkPage link={loaderData.link} /> : <NotFoundPage />;
}
