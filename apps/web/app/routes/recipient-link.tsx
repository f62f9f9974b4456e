import type { TOpenRecipientLinkResponse } from "@planready/contracts/bulk-sends";
import { nextScreen } from "@planready/contracts/surveys/navigation";
import { data, redirect } from "react-router";
import { RecipientLinkProblem } from "../features/bulk-sends/components/recipient-link-problem";
import type { RouteI18nHandle } from "../i18n/i18n";
import { ApiError, apiWithCookies } from "../lib/api";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/recipient-link";

export const handle = { i18n: ["bulkSends"] } satisfies RouteI18nHandle;

/**
 * A client's own link from a bulk send (`/r/{token}`): opens their survey through the API (started the first time,
 * resumed after; the survey session cookie handed on) and sends them to its screen on the agent's link, in the send's
 * language. A link that opens nothing renders a page that says why (404, or 410 once the survey was submitted).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    const { data: body, setCookies } = await apiWithCookies("/api/bulk-sends/open", {
      method: "POST",
      request,
      asClient: true,
      body: { token: params.token },
    });
    const opened = body as TOpenRecipientLinkResponse;
    const query = new URLSearchParams({ surveyResponseId: opened.response_id, lng: opened.locale });
    const screen =
      opened.current_question ?? nextScreen("surveyStart", { surveyType: opened.survey_type, integration: null, noProviders: false });
    if (screen) query.set("screen", screen);
    const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    return redirect(`/${encodeURIComponent(opened.link_url)}?${query}`, { headers });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 500;
    const problem: "used" | "invalid" | "failed" = status === 410 ? "used" : status === 404 || status === 400 ? "invalid" : "failed";
    return data({ problem }, { status: status === 410 || status === 404 ? status : status === 400 ? 404 : 503 });
  }
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "bulkSends", "recipient");

export default function RecipientLink({ loaderData }: Route.ComponentProps) {
  return <RecipientLinkProblem problem={loaderData.problem} />;
}
