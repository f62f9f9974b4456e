import type { TNavigation } from "@planready/contracts/surveys/navigation";
import { progressOf } from "@planready/contracts/surveys/screens";
import { questionNumber } from "@planready/contracts/surveys/questions";
import type { TScreenId } from "@planready/contracts/surveys/screens";

/** Where the client is, for the frame: the screen, its question number (null on the welcome and the thank-you) and the bar's percent. */
export type TSurveyStep = { screen: TScreenId; question: { number: number; total: number } | null; percent: number };

export function surveyStep(screen: TScreenId, nav: TNavigation): TSurveyStep {
  return { screen, question: questionNumber(screen, nav), percent: progressOf(screen, nav) };
}
