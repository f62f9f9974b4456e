import type { surveyResponses } from "../db/schema.ts";

/**
 * The principal of a `survey` route: what a bearer survey token opens — one response and its content, nothing
 * else. Loaded once per request by `plugins/auth.ts` (responses service `findSurveyAccess`).
 */
export type SurveyAccess = {
  responseId: string;
  contentId: string;
  linkId: string;
  orgId: string;
  surveyType: (typeof surveyResponses.$inferSelect)["survey_type"];
  /** Whether a PDF of the response was asked for (its writes then refresh it); unknown when not loaded. */
  hasPdfs?: boolean;
};
