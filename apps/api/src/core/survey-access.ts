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
  /**
   * Set for a client's survey token: its response is submitted, so the token only reads and signs a consent not yet
   * signed (decision 017). Absent where the access is not a client's token (an agent's reading, a link to sign).
   */
  submitted?: boolean;
};
