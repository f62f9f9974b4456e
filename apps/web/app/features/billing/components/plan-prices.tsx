import { planKey, productDurations, type TPlan, type TPlanProduct } from "@planready/contracts/billing/plans";
import type { TPlanPriceResponse } from "@planready/contracts/billing/api";
import { useTranslation } from "../../../i18n/react";
import { usePlanText, usePriceText } from "../hooks/use-price-text";
import { priceOf } from "../lib/price-of";

/** A product's durations (only those it is sold with), each with its label and price. */
export type PlanPricesProps = {
  product: TPlanProduct;
  prices: readonly TPlanPriceResponse[] | undefined;
  pending: boolean;
};

export function PlanPrices({ product, prices, pending }: PlanPricesProps) {
  const { t } = useTranslation("billing");
  const priceText = usePriceText();
  const planText = usePlanText();
  return (
    <dl aria-label={t("marketplace.pricesHeading", { product: t(`plans.${product}`) })} className="flex flex-col gap-2">
      {productDurations[product].map((duration) => {
        const plan: TPlan = { product, duration, legacy: false };
        const price = priceOf(prices, plan);
        return (
          <div
            key={duration}
            data-testid={`price-${planKey(plan)}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800"
          >
            <dt className="text-slate-700 dark:text-slate-300">{planText(plan)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {price ? (
                priceText(price, plan)
              ) : pending ? (
                <>
                  <span aria-hidden className="inline-block h-4 w-24 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                  <span className="sr-only">{t("marketplace.loadingPrices")}</span>
                </>
              ) : (
                <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{t("price.unavailable")}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
