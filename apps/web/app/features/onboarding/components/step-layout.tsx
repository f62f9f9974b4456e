import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";

// The first step shown after a page load keeps the browser's normal focus; every later step change moves
// focus to the new heading so screen-reader and keyboard users hear where they are.
let pageJustLoaded = true;

export type StepWidth = "agency" | "terms";

// Agency forms 36rem; the terms form 40rem, or 40% on wide screens.
const widths: Record<StepWidth, string> = {
  agency: "max-w-[36rem]",
  terms: "max-w-[40rem] min-[1600px]:max-w-none min-[1600px]:w-[40%]",
};

type StepLayoutProps = {
  heading: ReactNode;
  hint?: ReactNode;
  /** 1-based position and count of steps in this flow, shown as "Step 1 of 3". */
  position: { current: number; total: number };
  width?: StepWidth;
  children: ReactNode;
};

/** One onboarding step: progress, the heading (focused on step change), an optional hint, the content. */
export function StepLayout({ heading, hint, position, width = "agency", children }: StepLayoutProps) {
  const { t } = useTranslation("onboarding");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pageJustLoaded) pageJustLoaded = false;
    else headingRef.current?.focus();
  }, []);
  return (
    <div className={`flex w-full flex-col gap-6 ${widths[width]}`}>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {t("stepOf", { current: position.current, total: position.total })}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none sm:text-3xl dark:text-white">
          {heading}
        </h1>
        {hint ? <p className="text-slate-600 dark:text-slate-300">{hint}</p> : null}
      </div>
      {children}
    </div>
  );
}
