import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { replayEarlyInput } from "../../../lib/early-input";
import { SCREEN_HEADING_ID, type TScreenProps } from "../screens/screen-props";
import { primaryButton, secondaryButton } from "./buttons";
import { useSurveyFocus } from "./survey-focus";

type TScreenLayoutProps = Pick<TScreenProps, "goNext" | "goBack" | "canGoBack"> & {
  title: ReactNode;
  /** Lines under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
  /** Called on Next instead of goNext: validate, then call goNext yourself. */
  onNext?: () => void;
  /** The Next button's words (default "Next"). */
  nextLabel?: ReactNode;
  /** Hide the Next button (the confirmation screen). */
  hideNext?: boolean;
  /** Disables Next while something is under way (e.g. submitting). */
  busy?: boolean;
};

/**
 * The frame of one screen: its heading, its content, and Next / Back. After every move the heading takes the
 * focus (so a screen reader reads where the client is) and the page scrolls to the top (useSurveyFocus).
 * Next is the form's submit button, so Enter in a field moves on too. A Next tapped before the page's script took
 * over is held (the form `aria-busy`, Next shown busy) and done once this screen has hydrated (lib/early-input.ts).
 */
export function ScreenLayout({ title, intro, children, onNext, nextLabel, hideNext, busy, goNext, goBack, canGoBack }: TScreenLayoutProps) {
  const { t } = useTranslation("surveys");
  const heading = useRef<HTMLHeadingElement>(null);
  const { consumeFocusRequest } = useSurveyFocus();
  useEffect(() => {
    if (!consumeFocusRequest()) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [consumeFocusRequest]);
  // What the client did on the server's HTML before this screen hydrated (answers, Next, Back): done now.
  useEffect(() => {
    void replayEarlyInput();
  }, []);
  return (
    <form
      noValidate
      className="group"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) (onNext ?? goNext)();
      }}
    >
      <h1 ref={heading} id={SCREEN_HEADING_ID} tabIndex={-1} className="text-3xl leading-tight font-bold text-slate-900 outline-none">
        {title}
      </h1>
      {intro ? <div className="mt-3 space-y-3 text-lg text-slate-800">{intro}</div> : null}
      {children}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
        {hideNext ? null : (
          <button
            type="submit"
            className={`${primaryButton} group-aria-busy:cursor-progress group-aria-busy:opacity-70`}
            aria-disabled={busy || undefined}
          >
            {nextLabel ?? t("frame.next")}
          </button>
        )}
        {canGoBack ? (
          <button type="button" className={secondaryButton} onClick={goBack}>
            {t("frame.back")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
