import { bulkStepPath, DURATION_PARAM, parseBulkDuration, type TBulkArea, type TBulkDuration } from "@planready/contracts/bulk-onboarding";
import { planKey, planLabel } from "@planready/contracts/billing/plans";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/react";
import { formatMoney } from "../../../lib/format";
import { areaPricesQuery } from "../api/area-checkout";
import { StepHeading } from "./step-heading";

const productOf = { crm: "crm", connecture: "connecturedrx" } as const;

/** Step 1: monthly or annual, each with the provider's price; Continue carries the choice to the payment step. */
export function PlanStep({ area }: { area: TBulkArea }) {
  const { t, i18n } = useTranslation("bulkOnboarding");
  const { search } = useLocation();
  const navigate = useNavigate();
  const prices = useQuery(areaPricesQuery());
  const [duration, setDuration] = useState<TBulkDuration>(parseBulkDuration(new URLSearchParams(search).get(DURATION_PARAM)) ?? "annual");
  const priceOf = (d: TBulkDuration) =>
    prices.data?.prices.find((p) => p.plan_key === planKey({ product: productOf[area], duration: d, legacy: false }));

  return (
    <div className="flex w-full max-w-xl flex-col gap-6">
      <StepHeading current={1} heading={t("plan.heading")} hint={t(`plan.hint.${area}`)} />
      {prices.isPending ? <Spinner label={t("loading")} className="py-8" /> : null}
      {prices.isError ? (
        <Alert tone="error">
          <p>{t("plan.pricesError")}</p>
          <Button variant="secondary" className="mt-2" onPress={() => void prices.refetch()}>
            {t("plan.retry")}
          </Button>
        </Alert>
      ) : null}
      {prices.data ? (
        <RadioGroup value={duration} onChange={(v) => setDuration(v as TBulkDuration)} className="flex flex-col gap-3">
          <Label className="text-lg font-semibold text-slate-900 dark:text-white">{t("plan.durations")}</Label>
          <div className="grid gap-3 sm:grid-cols-2">
            {(["monthly", "annual"] as const).map((d) => {
              const price = priceOf(d);
              const amount = price ? formatMoney(price.amount, price.currency, i18n.language) : "—";
              return (
                <Radio
                  key={d}
                  value={d}
                  className="group flex min-h-14 cursor-pointer flex-col gap-1 rounded-xl border-2 border-slate-200 bg-white p-4 outline-none hover:border-brand-300 data-[focus-visible]:ring-4 data-[focus-visible]:ring-brand-300 data-[selected]:border-brand-600 data-[selected]:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:data-[selected]:border-brand-400 dark:data-[selected]:bg-brand-950"
                >
                  <span className="font-semibold text-slate-900 dark:text-white">{t(`plan.${d}`)}</span>
                  <span className="text-xl font-semibold text-brand-800 dark:text-brand-200">
                    {t(d === "annual" ? "plan.perYear" : "plan.perMonth", { amount })}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {planLabel({ product: productOf[area], duration: d, legacy: false })}
                  </span>
                </Radio>
              );
            })}
          </div>
        </RadioGroup>
      ) : null}
      <div className="flex justify-end">
        <Button isDisabled={!prices.data} onPress={() => void navigate(bulkStepPath(area, "payment", search, [DURATION_PARAM, duration]))}>
          {t("plan.continue")}
        </Button>
      </div>
    </div>
  );
}
