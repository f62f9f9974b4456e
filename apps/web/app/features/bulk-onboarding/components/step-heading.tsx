import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";

let pageJustLoaded = true;

/** A step's progress line and heading; focus moves to the heading when the step changes (not on the first load). */
export function StepHeading({ current, heading, hint }: { current: number; heading: ReactNode; hint?: ReactNode }) {
  const { t } = useTranslation("bulkOnboarding");
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pageJustLoaded) pageJustLoaded = false;
    else ref.current?.focus();
  }, []);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        {t("stepOf", { current, total: 4 })}
      </p>
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none sm:text-3xl dark:text-white">
        {heading}
      </h1>
      {hint ? <p className="text-slate-600 dark:text-slate-300">{hint}</p> : null}
    </div>
  );
}
