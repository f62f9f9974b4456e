import type { TScreenId } from "@planready/contracts/surveys/screens";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";
import { ArrowLeft, Eye, ShoppingCart } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";

/** The preview's controls (features/surveys SurveyPreview's TPreviewControls, restated: features do not import each other). */
type PreviewToolbarProps = {
  surveyType: TSurveyType;
  order: readonly TScreenId[];
  screen: TScreenId;
  goTo: (screen: TScreenId) => void;
};

/**
 * The bar above a survey preview: which survey this is, that nothing is saved, every screen of it by title (to jump
 * to any, including past a signature the preview cannot send), and the way to buy it or go back.
 */
export function PreviewToolbar({ surveyType, order, screen, goTo }: PreviewToolbarProps) {
  const { t } = useTranslation(["billing", "surveys"]);
  const selectId = useId();
  const survey = t(`billing:surveyTypes.${surveyType}`);
  return (
    <nav
      aria-label={t("billing:preview.label")}
      className="border-b-4 border-amber-400 bg-slate-900 text-white"
      data-testid="preview-toolbar"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-start gap-2">
            <Eye aria-hidden className="mt-1 size-5 shrink-0 text-amber-300" />
            <p className="min-w-0">
              <span className="block font-semibold">{t("billing:preview.title", { survey })}</span>
              <span className="block text-sm text-slate-200">{t("billing:preview.notice")}</span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={paths.marketplace}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium text-white underline-offset-4 hover:underline focus-visible:ring-4 focus-visible:ring-amber-300 focus-visible:outline-none"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {t("billing:preview.back")}
            </Link>
            <ButtonLink href={paths.marketplaceBuy(surveyType)} className="bg-amber-300! text-slate-950! hover:bg-amber-200!">
              <ShoppingCart aria-hidden className="size-5" />
              {t("billing:preview.buy")}
            </ButtonLink>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-200">
            {t("billing:preview.screenList")}
          </label>
          <select
            id={selectId}
            value={screen}
            onChange={(event) => goTo(event.target.value as TScreenId)}
            className="min-h-11 max-w-full rounded-lg border border-slate-500 bg-slate-800 px-3 text-white focus-visible:ring-4 focus-visible:ring-amber-300 focus-visible:outline-none"
          >
            {order.map((id, index) => (
              <option key={id} value={id}>
                {t("billing:preview.goToScreen", { number: index + 1, title: t(`surveys:titles.${id}`) })}
              </option>
            ))}
          </select>
        </div>
      </div>
    </nav>
  );
}
