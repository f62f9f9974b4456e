import type { TSurveyType } from "@planready/contracts/surveys/survey-types";
import { Check, Eye, ShoppingCart } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { screenCount, topicsCollected } from "../lib/survey-collects";

/** One survey of the marketplace: what it is, what it asks (from its screen order), Preview and Buy. */
export function SurveyTypeCard({ surveyType }: { surveyType: TSurveyType }) {
  const { t } = useTranslation("billing");
  const name = t(`surveyTypes.${surveyType}`);
  const headingId = `survey-type-${surveyType}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid={`survey-type-${surveyType}`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {name}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("marketplace.screens", { count: screenCount(surveyType) })}</p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`surveyTypeDescriptions.${surveyType}`)}</p>
      <h4 className="mt-4 text-sm font-semibold tracking-wide text-slate-800 uppercase dark:text-slate-200">
        {t("marketplace.collectsHeading")}
      </h4>
      <ul className="mt-2 flex flex-col gap-1.5 text-slate-700 dark:text-slate-300">
        {topicsCollected(surveyType).map((topic) => (
          <li key={topic} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
            <span>{t(`topics.${topic}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <ButtonLink href={paths.surveyPreview(surveyType)} variant="secondary" aria-label={t("marketplace.previewLabel", { survey: name })}>
          <Eye aria-hidden className="size-5" />
          {t("marketplace.preview")}
        </ButtonLink>
        <ButtonLink href={paths.marketplaceBuy(surveyType)} aria-label={t("marketplace.buyLabel", { survey: name })}>
          <ShoppingCart aria-hidden className="size-5" />
          {t("marketplace.buy")}
        </ButtonLink>
      </div>
    </li>
  );
}
