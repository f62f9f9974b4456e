import { planProducts, productSurveyTypes } from "@planready/contracts/billing/plans";
import { Link2 } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { usePrices } from "../api/get-prices";
import { PlanPrices, type PlanPricesProps } from "./plan-prices";
import { SurveyTypeCard } from "./survey-type-card";
import { TestModeNotice } from "./test-mode-notice";

/**
 * The Survey Marketplace: every plan product with its durations and prices from the provider, each survey
 * type it sells with what it asks, a preview and a way to buy its link.
 */
export function MarketplacePage() {
  const { t } = useTranslation("billing");
  const prices = usePrices();
  return (
    <div className="flex flex-col gap-8" data-testid="marketplace">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t("marketplace.eyebrow")}</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("marketplace.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("marketplace.intro")}</p>
        </div>
        <ButtonLink href={paths.marketplaceLinks} variant="secondary" className="shrink-0">
          <Link2 aria-hidden className="size-5" />
          {t("marketplace.manageLinks")}
        </ButtonLink>
      </header>

      {prices.data?.provider === "sandbox" ? <TestModeNotice /> : null}
      {prices.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t("marketplace.pricesFailed")}</span>
          <Button variant="secondary" onPress={() => void prices.refetch()}>
            {t("marketplace.retry")}
          </Button>
        </Alert>
      ) : null}

      {planProducts.map((product) => (
        <ProductSection key={product} product={product} prices={prices.data?.prices} pending={prices.isPending} />
      ))}

      <p className="text-sm text-slate-600 dark:text-slate-400">{t("marketplace.termsNote")}</p>
    </div>
  );
}

function ProductSection({ product, prices, pending }: PlanPricesProps) {
  const { t } = useTranslation("billing");
  const headingId = `product-${product}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`product-${product}`}
      className="rounded-2xl border border-slate-200 bg-slate-50/60 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="max-w-xl">
          <h2 id={headingId} className="text-2xl font-semibold text-slate-900 dark:text-white">
            {t(`plans.${product}`)}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`planDescriptions.${product}`)}</p>
        </div>
        <div className="w-full lg:max-w-sm">
          <PlanPrices product={product} prices={prices} pending={pending} />
        </div>
      </div>
      <ul className={`mt-6 grid gap-4 ${productSurveyTypes[product].length > 1 ? "md:grid-cols-2" : ""}`}>
        {productSurveyTypes[product].map((surveyType) => (
          <SurveyTypeCard key={surveyType} surveyType={surveyType} />
        ))}
      </ul>
    </section>
  );
}
