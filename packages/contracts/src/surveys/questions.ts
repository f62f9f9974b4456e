import { nextScreen, type TNavigation } from "./navigation.ts";
import { screensFor, type TScreenId } from "./screens.ts";

/**
 * The survey's questions counted as the client meets them ("Question 4 of 23"). A module of its own, so that the
 * survey start page, which counts none, does not load it.
 */

/** The screens that are not questions: the welcome and the thank-you. */
const NOT_QUESTIONS: readonly TScreenId[] = ["surveyStart", "confirmation"];

/**
 * The questions as this client meets them: the survey's screens in order, from the first to the last, following
 * nextScreen (so without the screens their answers skip), the welcome and the thank-you left out.
 */
export function questionScreens(nav: TNavigation): TScreenId[] {
  const order = screensFor(nav);
  const questions: TScreenId[] = [];
  for (let screen: TScreenId | null = order[0] ?? null; screen; screen = nextScreen(screen, nav)) {
    if (!NOT_QUESTIONS.includes(screen)) questions.push(screen);
  }
  return questions;
}

/**
 * "Question `number` of `total`" for a screen, or null for the welcome, the thank-you and a screen the client's
 * answers skip. The total follows the answers: saying one is already on Medicare takes the plan screen out of it.
 */
export function questionNumber(screen: TScreenId, nav: TNavigation): { number: number; total: number } | null {
  const questions = questionScreens(nav);
  const index = questions.indexOf(screen);
  return index < 0 ? null : { number: index + 1, total: questions.length };
}
