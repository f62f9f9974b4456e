import { nextScreen, type TNavigation } from "@planready/contracts/surveys/navigation";
import type { TScreenId } from "@planready/contracts/surveys/screens";

/** Screens of words only: nothing to review on them. */
const WORDS_ONLY: ReadonlySet<TScreenId> = new Set([
  "surveyStart",
  "hello",
  "learnABit",
  "introPrescriptions",
  "introHospitals",
  "introMedicare",
  "almostDone",
]);

/**
 * The screens whose answers the review lists: those the client passes through (skip rules applied, so a skipped
 * screen is not listed) from the start up to `until`, less the screens of words only.
 */
export function reviewedScreens(nav: TNavigation, until: TScreenId = "wrapThis"): TScreenId[] {
  const path: TScreenId[] = [];
  let screen: TScreenId | null = "surveyStart";
  while (screen && screen !== until && path.length < 100) {
    if (!WORDS_ONLY.has(screen)) path.push(screen);
    screen = nextScreen(screen, nav);
  }
  return path;
}
