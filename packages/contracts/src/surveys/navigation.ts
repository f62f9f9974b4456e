import { medicareCoverageChoices } from "./medicare-coverage.ts";
import { screensFor, type TScreenId, type TScreenOptions } from "./screens.ts";

/**
 * Moving through a survey (docs/product.md#moving-through-a-survey). Two rules change the plain order, each the same in both directions so that
 * Back always returns to the screen the client came from:
 *
 * - Plan skip: after the health-insurance screen (currentHealthIns) comes the plan screen (medicarePlan), unless
 *   the type is life or the answer says the client is already on Medicare. "Already on Medicare" means
 *   current_health_ins holds one of medicareCoverageChoices (Original Medicare, Medicare Advantage, Medigap, a
 *   Part D plan): each can only be held by someone enrolled. Then Next jumps two (currentHealthIns → address) and
 *   Back from the screen after the plan screen jumps two (address → currentHealthIns). Only medicare has these
 *   screens; life has neither, so its exception changes nothing today; it is kept so a
 *   life survey never asks the plan screen should one be added.
 *
 * - noProviders: going forward into introHospitals skips three screens, introHospitals and the two after it
 *   (medicare: introHospitals, preferredHospitals / connecturePreferredHospitals, preferredDoctors /
 *   connecturePreferredDoctors, landing on introMedicare; connecture: introHospitals, connecturePreferredDoctors,
 *   connecturePreferredHospitals, landing on anythingElse). Going back onto the last of those three skips the
 *   same three: in medicare that screen is the doctors screen; in connecture, whose doctors
 *   screen comes before its hospitals screen, it is connecturePreferredHospitals, so Back from anythingElse lands
 *   on currentPrescriptions rather than on a screen the client never saw. Types without introHospitals
 *   (aca, aep_update, crm, life, scope_only, aca_consent_only) are unchanged: their provider screens are asked.
 */
export type TNavigation = TScreenOptions & {
  noProviders?: boolean | null | undefined;
  /** The answer of the health-insurance screen (survey content current_health_ins). */
  currentHealthIns?: readonly string[] | null | undefined;
};

const PROVIDER_BLOCK = 3;

/** Whether current_health_ins says the client is already enrolled in Medicare (see medicareCoverageChoices). */
export function isAlreadyOnMedicare(currentHealthIns: readonly string[] | null | undefined): boolean {
  return (currentHealthIns ?? []).some((id) => (medicareCoverageChoices as readonly string[]).includes(id));
}

/** Whether the plan screen is skipped: the client is already on Medicare (never for life). */
export function skipsMedicarePlan(nav: TNavigation): boolean {
  return nav.surveyType !== "life" && isAlreadyOnMedicare(nav.currentHealthIns);
}

/** The screen after `current`, or null on the last screen or for a screen not in this survey. */
export function nextScreen(current: TScreenId, nav: TNavigation): TScreenId | null {
  const order = screensFor(nav);
  const index = order.indexOf(current);
  if (index < 0) return null;
  let target = index + 1;
  if (current === "currentHealthIns" && order[target] === "medicarePlan" && skipsMedicarePlan(nav)) target += 1;
  if (order[target] === "introHospitals" && nav.noProviders) target += PROVIDER_BLOCK;
  return order[target] ?? null;
}

/** The screen before `current`, or null on the first screen or for a screen not in this survey. */
export function previousScreen(current: TScreenId, nav: TNavigation): TScreenId | null {
  const order = screensFor(nav);
  const index = order.indexOf(current);
  if (index < 0) return null;
  let target = index - 1;
  const blockStart = order.indexOf("introHospitals");
  if (nav.noProviders && blockStart >= 0 && target === blockStart + PROVIDER_BLOCK - 1) target -= PROVIDER_BLOCK;
  if (order[target] === "medicarePlan" && order[target - 1] === "currentHealthIns" && skipsMedicarePlan(nav)) target -= 1;
  return target >= 0 ? (order[target] ?? null) : null;
}

/**
 * Where a reopened survey resumes: the saved current_question when this survey has it, else the first screen
 * (a response started under another type or variant starts over rather than landing on a foreign screen).
 */
export function resumeScreen(currentQuestion: string | null | undefined, nav: TNavigation): TScreenId {
  const order = screensFor(nav);
  const found = order.find((screen) => screen === currentQuestion);
  return found ?? (order[0] as TScreenId);
}

/** The navigation inputs of a stored response, so server and page decide moves from the same facts. */
export function navigationOf(response: {
  survey_type: TScreenOptions["surveyType"];
  integration: string | null;
  no_providers: boolean;
  survey_content: { current_health_ins: readonly string[] | null };
}): TNavigation {
  return {
    surveyType: response.survey_type,
    integration: response.integration,
    noProviders: response.no_providers,
    currentHealthIns: response.survey_content.current_health_ins,
  };
}
