/**
 * Survey types (docs/product.md#survey-types); medicare is the default. Kept apart from content.ts, whose schemas
 * pages should not have to load just to read a survey type.
 */
export const surveyTypes = ["medicare", "connecture", "aca", "crm", "aep_update", "life", "scope_only", "aca_consent_only"] as const;

/** A missing or unknown surveyType falls back to medicare. */
export function parseSurveyType(value: unknown): (typeof surveyTypes)[number] {
  return (surveyTypes as readonly unknown[]).includes(value) ? (value as (typeof surveyTypes)[number]) : "medicare";
}

export type TSurveyType = (typeof surveyTypes)[number];
