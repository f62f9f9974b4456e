import type { TSurveyLinkSummary } from "@planready/contracts/surveys/responses";
import type { TSurveyType } from "@planready/contracts/surveys/content";
import { themeCssVariables, themeFor } from "@planready/contracts/surveys/themes";
import { use, useEffect, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { agentName } from "../lib/agent-name";
import { keepSurveyFontsForNextVisit, SURVEY_FONT_FAMILY, surveyFontFaces, SurveyFontsContext } from "../lib/survey-fonts";
import { LanguageLinks, LanguageToggle } from "./language-toggle";
import { ProgressBar } from "./progress-bar";
import type { TSurveyStep } from "./survey-step";

/** The aca types carry no 'Not affiliated with the U.S. government' notice. */
const WITHOUT_NOTICE: readonly TSurveyType[] = ["aca", "aca_consent_only"];

type TSurveyFrameProps = {
  link: TSurveyLinkSummary | null;
  surveyType: TSurveyType | null;
  /** Where the client is (surveyStep: the screen, its question number, the bar's percent), or null while loading. */
  step: TSurveyStep | null;
  /** Under the progress bar: the save status and the offline notice. */
  status?: ReactNode;
  /** Called before the page changes language (to save pending answers and the new locale). */
  onLanguageChange?: (locale: "en" | "es") => void;
  /** The start page, which hydrates nothing: the language choice is two links rather than the in-place toggle. */
  plainHtml?: boolean;
  children: ReactNode;
};

/**
 * The survey page: slim header with the agent's name, agency and logo, the progress bar, the screen, and the
 * footer ('Not affiliated with the U.S. government' except on aca types, 'Powered by PlanReady'), all in the
 * link's colour theme (alt_theme_color).
 */
export function SurveyFrame({ link, surveyType, step, status, onLanguageChange, plainHtml = false, children }: TSurveyFrameProps) {
  const { t } = useTranslation("surveys");
  const style = { ...themeCssVariables(themeFor(link?.alt_theme_color)), fontFamily: SURVEY_FONT_FAMILY };
  const name = link ? agentName(link) : "";
  // A device's first survey page paints with the system font; Outfit is fetched afterwards, for the next page.
  const fonts = use(SurveyFontsContext);
  useEffect(() => {
    if (fonts) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
    idle(keepSurveyFontsForNextVisit);
  }, [fonts]);
  return (
    <div style={style} className="flex min-h-dvh flex-col bg-white text-lg text-slate-900">
      {fonts ? <style dangerouslySetInnerHTML={{ __html: surveyFontFaces }} /> : null}
      <a
        href="#survey-main"
        className="sr-only z-50 rounded-lg bg-[var(--survey-primary)] px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("frame.skipToQuestion")}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-2xl px-4 pt-2 pb-3">
          <div className="flex justify-end">{plainHtml ? <LanguageLinks /> : <LanguageToggle onBeforeChange={onLanguageChange} />}</div>
          {link ? (
            <div className="flex min-h-12 items-center gap-3">
              {/* Only a logo of the app's storage reaches here (the API presents no other), and img-src allows no other host. */}
              {link.logo_image_url ? (
                <img
                  src={link.logo_image_url}
                  alt={t("frame.agentLogo", { agency: link.agency_name ?? name })}
                  className="h-12 w-auto max-w-32 shrink-0 object-contain"
                  height={48}
                />
              ) : null}
              <p className="min-w-0 leading-tight">
                <span className="block font-semibold break-words">{name}</span>
                {link.agency_name && link.agency_name !== name ? (
                  <span className="block text-base text-slate-700 break-words">{link.agency_name}</span>
                ) : null}
              </p>
            </div>
          ) : null}
        </div>
        {step ? <ProgressBar {...step} /> : <div className="h-2 bg-slate-100" />}
      </header>
      <main
        id="survey-main"
        tabIndex={-1}
        data-survey-screen={step?.screen}
        className="mx-auto w-full max-w-2xl flex-1 px-4 pt-4 pb-12 outline-none"
      >
        <div className="min-h-8">{status}</div>
        {children}
      </main>
      <footer className="bg-[var(--survey-footer)] px-4 py-6 text-center text-base text-white">
        {surveyType && !WITHOUT_NOTICE.includes(surveyType) ? <p>{t("frame.notAffiliated")}</p> : null}
        <p className="mt-1 font-semibold">{t("poweredBy", { ns: "common" })}</p>
      </footer>
    </div>
  );
}
