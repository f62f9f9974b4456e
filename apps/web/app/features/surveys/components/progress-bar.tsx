import { useTranslation } from "react-i18next";

/**
 * The survey's progress (contracts' progress: position / number of screens). The bar is a progressbar for
 * assistive technology; the step is also announced politely after each move.
 */
export function ProgressBar({ current, total, percent }: { current: number; total: number; percent: number }) {
  const { t } = useTranslation("surveys");
  const rounded = Math.round(percent);
  const text = t("frame.stepOf", { current, total });
  return (
    <div className="bg-white">
      <progress
        aria-label={t("frame.progressLabel")}
        max={100}
        value={rounded}
        aria-valuetext={`${text} (${t("frame.progress", { percent: rounded })})`}
        className="block h-2 w-full appearance-none border-0 bg-[var(--survey-light)] [&::-moz-progress-bar]:bg-[var(--survey-progress)] [&::-webkit-progress-bar]:bg-[var(--survey-light)] [&::-webkit-progress-value]:bg-[var(--survey-progress)] [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300"
      />
      <output className="sr-only">{text}</output>
    </div>
  );
}
