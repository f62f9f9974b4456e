import type { TSurveyType } from "@planready/contracts/surveys/content";
import type { TSurveyLinkSummary } from "@planready/contracts/surveys/responses";
import type { TFunction } from "../../../i18n/translator";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { primaryButton, secondaryButton } from "./buttons";
import { agentName } from "../lib/agent-name";

/**
 * The survey's welcome (screen surveyStart): on the link page before a response exists (StartPanel, part of the
 * page's first load) and inside a running survey (screens/general/surveyStart.tsx).
 */

/** The welcome's "what to expect" differs by line of business. */
function expectationsKey(surveyType: TSurveyType): string {
  switch (surveyType) {
    case "aca":
      return "aca";
    case "life":
      return "life";
    case "scope_only":
      return "scopeOnly";
    case "aca_consent_only":
      return "acaConsentOnly";
    default:
      return "medicare";
  }
}

/** The welcome: who is asking, what to expect, that answers are saved as they go. */
export function Welcome({ link, surveyType }: { link: TSurveyLinkSummary; surveyType: TSurveyType }) {
  const { t } = useTranslation("surveys");
  const agent = agentName(link);
  const key = expectationsKey(surveyType);
  // Inside a sentence, a link without a name reads "your agent" (lib/agent-words.ts, kept off this first load).
  const inSentence = agent || t("frame.yourAgentInSentence");
  const items = t(`start.expect.${key}`, { returnObjects: true, agent: inSentence }) as unknown;
  return (
    <>
      <p className="mt-3 text-lg">{agent ? t("start.why", { agent }) : t("start.whyNoAgent")}</p>
      <h2 className="mt-6 text-2xl font-bold">{t("start.expectTitle")}</h2>
      <ul className="mt-3 space-y-3 rounded-xl bg-[var(--survey-light)] p-5 text-lg">
        {(Array.isArray(items) ? (items as string[]) : []).map((item) => (
          <li key={item} className="flex gap-3">
            <span aria-hidden="true" className="font-bold text-[var(--survey-primary)]">
              ✓
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-base text-slate-700">{t("start.privacy", { agent: inSentence })}</p>
    </>
  );
}

export function welcomeTitle(t: TFunction<"surveys">, link: TSurveyLinkSummary): string {
  const agent = agentName(link);
  return agent ? t("start.title", { agent }) : t("start.titleNoAgent");
}

type TStartPanelProps = {
  link: TSurveyLinkSummary;
  surveyType: TSurveyType;
  /** The address of the survey this device kept from this link (its survey session cookie): continue it or start over. */
  resumeHref: string | null;
  error: ReactNode;
};

/**
 * The start screen before a response exists (the link page, plain HTML: decision 022). Start is a form posted to the
 * page's own address (the link route's action creates the response and sends the client to the first screen);
 * continuing a kept survey is a link to it.
 */
export function StartPanel({ link, surveyType, resumeHref, error }: TStartPanelProps) {
  const { t } = useTranslation("surveys");
  return (
    <div>
      <h1 id="survey-screen-heading" tabIndex={-1} className="text-3xl leading-tight font-bold outline-none">
        {welcomeTitle(t, link)}
      </h1>
      <Welcome link={link} surveyType={surveyType} />
      {resumeHref ? (
        <output className="mt-6 block rounded-xl border-2 border-[var(--survey-outline)] bg-white px-4 py-3">
          {t("start.resumeNotice")}
        </output>
      ) : null}
      {error ? (
        <p role="alert" className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {error}
        </p>
      ) : null}
      <form method="post" className="mt-8 flex flex-col gap-3 sm:flex-row">
        {resumeHref ? (
          <>
            <a href={resumeHref} className={primaryButton}>
              {t("start.continue")}
            </a>
            <button type="submit" className={secondaryButton}>
              {t("start.startOver")}
            </button>
          </>
        ) : (
          <button type="submit" className={primaryButton}>
            {t("start.start")}
          </button>
        )}
      </form>
    </div>
  );
}
