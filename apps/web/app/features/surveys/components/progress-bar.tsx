import { useTranslation } from "../../../i18n/react";
import type { TSurveyStep } from "./survey-step";

/**
 * Where the client is: "Question 4 of 23 · Your prescriptions" in large type above the bar on every question (the
 * count follows the client's answers: survey-step.ts; the welcome and the thank-you have none), and the bar
 * (contracts' progress: position / number of screens). The line is a polite status, so a screen reader hears it
 * after each move too; the bar's value text is the same words (the percent on the welcome and the thank-you).
 */
export function ProgressBar({ screen, question, percent }: TSurveyStep) {
  const { t } = useTranslation("surveys");
  const rounded = Math.round(percent);
  const where = question ? t("frame.questionOf", { number: question.number, total: question.total, title: t(`titles.${screen}`) }) : null;
  return (
    <div className="bg-white">
      {where ? <output className="mx-auto block max-w-2xl px-4 pb-2 text-xl font-semibold">{where}</output> : null}
      <progress
        aria-label={t("frame.progressLabel")}
        max={100}
        value={rounded}
        aria-valuetext={where ?? t("frame.progress", { percent: rounded })}
        className="block h-2 w-full appearance-none border-0 bg-[var(--survey-light)] [&::-moz-progress-bar]:bg-[var(--survey-progress)] [&::-webkit-progress-bar]:bg-[var(--survey-light)] [&::-webkit-progress-value]:bg-[var(--survey-progress)] [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300"
      />
    </div>
  );
}
