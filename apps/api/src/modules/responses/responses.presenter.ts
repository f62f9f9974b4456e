import { storedLogoOrNull } from "@planready/contracts/app-urls";
import type { TSurveyContent, TSurveyLinkSummary, TSurveyResponse } from "@planready/contracts/surveys/responses";
import { screenIds, type TScreenId } from "@planready/contracts/surveys/screens";
import type { ResponseRow } from "./responses.repository.ts";

const isScreenId = (value: string | null): value is TScreenId => (screenIds as readonly (string | null)[]).includes(value);

export type TResponseState = Omit<TSurveyResponse, "survey_content" | "link">;

/** The response's own state: where the client is, the language, the submission. */
export function presentResponseState(row: ResponseRow): TResponseState {
  return {
    id: row.id,
    // A screen renamed since it was saved resumes at the start rather than failing the survey.
    current_question: isScreenId(row.current_question) ? row.current_question : null,
    survey_type: row.survey_type,
    integration: row.integration,
    no_providers: row.no_providers,
    locale: row.locale,
    status: row.status,
    submitted_at: row.submitted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    client_rev: row.client_rev,
  };
}

/** What a survey page shows about the agent behind the link. */
export function presentLinkSummary(link: TSurveyLinkSummary): TSurveyLinkSummary {
  return {
    id: link.id,
    url: link.url,
    first_name: link.first_name,
    last_name: link.last_name,
    agency_name: link.agency_name,
    logo_image_url: storedLogoOrNull(link.logo_image_url),
    alt_theme_color: link.alt_theme_color,
  };
}

export function presentSurveyResponse(row: ResponseRow, link: TSurveyLinkSummary, content: TSurveyContent): TSurveyResponse {
  return { ...presentResponseState(row), survey_content: content, link: presentLinkSummary(link) };
}
