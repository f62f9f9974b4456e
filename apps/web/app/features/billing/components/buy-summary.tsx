import type { TPlanPriceResponse } from "@planready/contracts/billing/api";
import type { TPlan } from "@planready/contracts/billing/plans";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { usePlanText, usePriceText } from "../hooks/use-price-text";

type BuySummaryProps = {
  formId: string;
  plan: TPlan | null;
  price: TPlanPriceResponse | undefined;
  linkUrl: string | null;
  origin: string;
  promoCode: string | null;
  isSubmitting: boolean;
  isDisabled: boolean;
  error: string | null;
};

/** What is about to be bought, the agreement's renewal terms, and the button that opens the checkout. */
export function BuySummary({ formId, plan, price, linkUrl, origin, promoCode, isSubmitting, isDisabled, error }: BuySummaryProps) {
  const { t } = useTranslation("billing");
  const planText = usePlanText();
  const priceText = usePriceText();
  const host = origin.replace(/^https?:\/\//, "");
  return (
    <section
      aria-labelledby="summary-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("buy.summary")}
      </h2>
      <dl className="flex flex-col gap-3 text-slate-700 dark:text-slate-300" data-testid="buy-summary">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t("buy.summaryPlan")}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{plan ? planText(plan) : "—"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t("buy.summaryPrice")}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{price && plan ? priceText(price, plan) : "—"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t("buy.summaryLink")}</dt>
          <dd className="font-medium break-all text-slate-900 dark:text-white">{linkUrl ? `${host}/${linkUrl}` : "—"}</dd>
        </div>
        {promoCode ? (
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("buy.summaryPromo")}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">
              {promoCode} <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">{t("buy.summaryPromoNote")}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("buy.renewal")}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" form={formId} size="lg" isLoading={isSubmitting} isDisabled={isDisabled}>
        {isSubmitting ? t("buy.paying") : t("buy.pay")}
      </Button>
    </section>
  );
}
