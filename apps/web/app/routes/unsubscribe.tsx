import { data } from "react-router";
import { changeSubscription, getUnsubscribeState } from "../features/compliance/api/unsubscribe";
import { UnsubscribePage } from "../features/compliance/components/unsubscribe-page";
import { surveyPageHeaders } from "../features/surveys/lib/survey-page-headers";
import { localizedMeta } from "../lib/meta";
import { problemCode } from "../lib/problem-message";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/unsubscribe";

export const handle = { i18n: ["compliance", "shell"] } satisfies RouteI18nHandle;

/**
 * The page an email's unsubscribe link opens (and where a mail client without one-click sends its reader), in the
 * reader's language: docs/decisions/037-messaging-compliance.md. Its forms post to this page, so the page's own
 * origin must be sent: the site's no-referrer policy would make it `null`, which React Router refuses.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const headers = new Headers({ "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" });
  try {
    return data({ state: await getUnsubscribeState(params.token, request) }, { headers });
  } catch (error) {
    if (problemCode(error) !== "INVALID_TOKEN") throw error;
    return data({ state: null }, { status: 404, headers });
  }
}

export async function action({ params, request }: Route.ActionArgs) {
  const intent = (await request.formData()).get("intent") === "resubscribe" ? "resubscribe" : "unsubscribe";
  try {
    const state = await changeSubscription(params.token, request, intent);
    return { state, outcome: intent === "unsubscribe" ? ("unsubscribed" as const) : ("resubscribed" as const) };
  } catch (error) {
    if (problemCode(error) === "INVALID_TOKEN") return data({ state: null, outcome: null }, { status: 404 });
    return data({ state: undefined, outcome: "failed" as const }, { status: 500 });
  }
}

export const headers = surveyPageHeaders;

export const meta: Route.MetaFunction = (args) => [
  ...localizedMeta(args, "compliance", "unsubscribe"),
  { name: "robots", content: "noindex" },
];

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData && actionData.state !== undefined ? actionData.state : loaderData.state;
  return <UnsubscribePage state={state} outcome={actionData?.outcome ?? null} />;
}
