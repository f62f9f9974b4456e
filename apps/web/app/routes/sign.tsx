import type { TSignatureRequestView } from "@planready/contracts/signature-requests";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { SigningPage } from "../features/surveys/components/signing-page";
import { getSigningView } from "../features/surveys/lib/signing-api";
import { surveyMeta } from "../features/surveys/lib/survey-meta";
import { problemStatus } from "../lib/problem-message";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/sign";

export const handle = { i18n: ["surveys"] } satisfies RouteI18nHandle;

/**
 * A link sent for signature (docs/decisions/015-signature-requests.md), server-rendered: what its signing screen
 * shows, or, for a link that expired or was replaced, a page that says so (410).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    return { view: (await getSigningView(params.token, request)) as TSignatureRequestView | null };
  } catch (error) {
    if (problemStatus(error) === 401) return data({ view: null }, { status: 410 });
    throw error;
  }
}

/** Switching language keeps the page as it is (the signature, once given, is in the page's own state). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => surveyMeta(matches, loaderData?.view?.link ?? null);

export default function SignRoute({ loaderData, params }: Route.ComponentProps) {
  return <SigningPage view={loaderData.view} token={params.token} />;
}
