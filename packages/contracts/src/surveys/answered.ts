import { emptySurveyContent, surveyContentFieldNames } from "./content.ts";
import type { TSurveyContent } from "./responses.ts";

/** Whether a value holds something the client gave: not null, not blank text, not an empty list or object. */
function given(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(given);
  if (typeof value === "object") return Object.values(value).some(given);
  return true;
}

/**
 * Whether a survey holds at least one answer: a field changed from how a response starts, an item in a list, or a
 * signed consent. A survey without any cannot be submitted (the submit-survey command refuses it with SURVEY_EMPTY;
 * the survey page says so before sending).
 */
export function surveyHasAnswers(content: TSurveyContent): boolean {
  const start = emptySurveyContent(content.id) as Record<string, unknown>;
  const fields = content as unknown as Record<string, unknown>;
  if (surveyContentFieldNames.some((name) => fields[name] !== start[name] && given(fields[name]))) return true;
  return Object.values(content).some((value) => Array.isArray(value) && value.length > 0);
}
