import { data, useParams } from "react-router";
import { SurveyResponsePage } from "../features/surveys/components/survey-link-page";
import { hasSurveyFonts, SurveyFontsContext } from "../features/surveys/lib/survey-fonts";
import { surveyMeta } from "../features/surveys/lib/survey-meta";
import { surveyPageHeaders } from "../features/surveys/lib/survey-page-headers";
import { loadServerSurveySession } from "../features/surveys/lib/survey-session.server";
import type { RouteI18nHandle } from "../i18n/i18n";
import { KEPT_WRITES_CHECK } from "../features/surveys/lib/kept-writes-check";
import type { Route } from "./+types/survey-response";

export const handle = {
  i18n: ["surveys"],
  completeHtml: true,
  // A screen in the HTML hydrates on the first tap, or at once when this device holds answers not sent yet.
  hydrateAtOnceIf: KEPT_WRITES_CHECK,
} satisfies RouteI18nHandle & { completeHtml: boolean; hydrateAtOnceIf: string };

/**
 * The survey session cookie (decision 022) lets the server render a returning client's screen; without it the
 * response opens with the survey token this device holds (sessionStorage/localStorage).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { session, headers } = await loadServerSurveySession(request, params.surveyResponseId, null);
  return data({ session, surveyFonts: hasSurveyFonts(request.headers.get("cookie")) }, { headers });
}

export const headers = surveyPageHeaders;

/** Nothing to load again in the browser: the running survey holds the response from then on. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ matches }) => surveyMeta(matches, null);

export default function SurveyResponseRoute({ loaderData }: Route.ComponentProps) {
  const { surveyResponseId = "" } = useParams();
  return (
    <SurveyFontsContext value={loaderData.surveyFonts}>
      <SurveyResponsePage responseId={surveyResponseId} session={loaderData.session} />
    </SurveyFontsContext>
  );
}
