import type { TPublicLink } from "@planready/contracts/links";
import { useTranslation } from "../../../i18n/react";
import { SurveyFrame } from "./survey-frame";

/**
 * What a client meets at a survey address that opens no survey, in the survey's own frame and their language (the
 * English / Español switch), never the agent's sales site: an unknown, mistyped or not-yet-paid address says the link
 * isn't active; a cancelled link says it is no longer active and names its agent. Both ask them to contact the agent
 * who sent it and lead to the troubleshooting page.
 */
export function LinkUnavailablePage({ link }: { link: TPublicLink | null }) {
  const { t, i18n } = useTranslation("surveys");
  return (
    <SurveyFrame link={link} surveyType={link?.survey_type ?? null} step={null}>
      <h1 className="text-3xl font-bold">{t(link ? "frame.inactive.title" : "frame.unavailable.title")}</h1>
      <p className="mt-3">{t(link ? "frame.inactive.body" : "frame.unavailable.body")}</p>
      <p className="mt-6">
        {/* In the page's language, which the client may have chosen here and not yet anywhere else. */}
        <a href={`/troubleshoot?lng=${i18n.language}`} className="font-semibold text-[var(--survey-primary)] underline underline-offset-4">
          {t("frame.unavailable.help")}
        </a>
      </p>
    </SurveyFrame>
  );
}
