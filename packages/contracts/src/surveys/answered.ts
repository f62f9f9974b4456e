import type { TSurveyType } from "./content.ts";
import type { TSurveyContent } from "./responses.ts";
import { screensFor, type TScreenId } from "./screens.ts";

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
 * signed consent.
 */
export function surveyHasAnswers(content: TSurveyContent): boolean {
  // How a response starts (contracts `emptySurveyContent`): every answer null, the four section statuses
  // "not_started". Kept free of the content schemas so the running survey's first screen does not load them.
  return Object.entries(content).some(([field, value]) => {
    if (field === "id" || field === "client_rev") return false;
    if (field.endsWith("_status") && value === "not_started") return false;
    return given(value);
  });
}

const BOOKENDS: readonly TScreenId[] = ["surveyStart", "confirmation"];
const SIGNING: readonly TScreenId[] = ["scopeOfAppointment", "acaConsent"];

/** A survey that asks nothing but a signature (Scope of Appointment only, ACA consent only). */
export function asksOnlyForSignature(surveyType: TSurveyType): boolean {
  return screensFor({ surveyType })
    .filter((screen) => !BOOKENDS.includes(screen))
    .every((screen) => SIGNING.includes(screen));
}

/**
 * Whether a survey may be submitted: one that asks questions needs at least one answer (the submit-survey command
 * refuses an empty one with SURVEY_EMPTY; the survey page says so before sending). A signature-only survey may be
 * sent unsigned: the agent then sees it "not signed" and can send a link to sign (docs/decisions/015, 017).
 */
export function surveyIsSubmittable(surveyType: TSurveyType, content: TSurveyContent): boolean {
  return asksOnlyForSignature(surveyType) || surveyHasAnswers(content);
}
