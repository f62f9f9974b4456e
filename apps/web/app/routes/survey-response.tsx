import { useParams } from "react-router";
import { SurveyResponsePage } from "../features/surveys/components/survey-link-page";
import { surveyMeta } from "../features/surveys/lib/survey-meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/survey-response";

export const handle = { i18n: ["surveys"] } satisfies RouteI18nHandle;

/** Nothing to load on the server: the response opens with the survey token this device holds (sessionStorage/localStorage). */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ matches }) => surveyMeta(matches, null);

export default function SurveyResponseRoute() {
  const { surveyResponseId = "" } = useParams();
  return <SurveyResponsePage responseId={surveyResponseId} />;
}
