import { bulkStepPath, DURATION_PARAM, parseBulkDuration, type TBulkArea } from "@planready/contracts/bulk-onboarding";
import { planKey, planLabel } from "@planready/contracts/billing/plans";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { initialPromoState, promoReducer } from "@planready/contracts/promo";
import { useEffect, useReducer } from "react";
import { PromoCodeField } from "../../../components/promo-code-field";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/react";
import { formatMoney } from "../../../lib/format";
import { problemCode, problemMessage } from "../../../lib/problem-message";
import { areaPricesQuery, useCheckAreaPromoCode, useConfirmAreaCheckout, useOpenAreaCheckout } from "../api/area-checkout";
import { bulkOnboardingKeys } from "../api/onboarding-state";
import { StepHeading } from "./step-heading";

const productOf = { crm: "crm", connecture: "connecturedrx" } as const;

/**
 * Step 2: the plan chosen, then the existing billing checkout (the sandbox's page or Stripe's). The checkout returns
 * here with ?checkout_id=…, which is confirmed at the provider; once paid the agent-info step follows.
 */
export function PaymentStep({ area }: { area: TBulkArea }) {
  const { t, i18n } = useTranslation("bulkOnboarding");
  const { search } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = new URLSearchParams(search);
  const checkoutId = query.get("checkout_id");
  const duration = parseBulkDuration(query.get(DURATION_PARAM)) ?? "annual";
  const prices = useQuery(areaPricesQuery());
  const open = useOpenAreaCheckout(area);
  const confirmed = useConfirmAreaCheckout(checkoutId);
  const plan = { product: productOf[area], duration, legacy: false } as const;
  const price = prices.data?.prices.find((p) => p.plan_key === planKey(plan));
  const [promo, dispatchPromo] = useReducer(promoReducer, null, initialPromoState);
  const checkPromo = useCheckAreaPromoCode(productOf[area]);

  const state = confirmed.data?.state;
  useEffect(() => {
    if (state !== "paid") return;
    void client.invalidateQueries({ queryKey: bulkOnboardingKeys.state(area) });
    void navigate(bulkStepPath(area, "agent-info", withoutCheckout(search)), { replace: true });
  }, [state, area, client, navigate, search]);

  async function pay() {
    const keep = withoutCheckout(search);
    const opened = await open.mutateAsync({
      duration,
      return_path: bulkStepPath(area, "payment", keep),
      cancel_path: bulkStepPath(area, "plan", keep),
      ...(promo.kind === "applied" ? { discount_code: promo.code } : {}),
    });
    window.location.assign(opened.checkout_url);
  }

  const code = open.isError ? problemCode(open.error) : null;
  const openError =
    code === "FORBIDDEN"
      ? t("payment.adminsPay")
      : code === "CONFLICT"
        ? t("payment.conflict")
        : open.isError
          ? problemMessage(open.error, t, "payment.failed")
          : null;
  const checkoutNote =
    state === "declined" ? t("payment.declined") : state === "expired" ? t("payment.expired") : state === "open" ? t("payment.open") : null;

  if (checkoutId && (confirmed.isPending || state === "paid")) return <Spinner label={t("payment.checking")} className="py-24" />;
  return (
    <div className="flex w-full max-w-xl flex-col gap-6">
      <StepHeading current={2} heading={t("payment.heading")} hint={t("payment.hint")} />
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        data-testid="area-plan-summary"
      >
        <dt className="text-slate-600 dark:text-slate-300">{t("payment.plan")}</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{planLabel(plan)}</dd>
        <dt className="text-slate-600 dark:text-slate-300">{t("payment.price")}</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">
          {price
            ? t(duration === "annual" ? "plan.perYear" : "plan.perMonth", {
                amount: formatMoney(price.amount, price.currency, i18n.language),
              })
            : "—"}
        </dd>
      </dl>
      <PromoCodeField
        state={promo}
        dispatch={dispatchPromo}
        check={checkPromo.mutateAsync}
        isInvalidCode={(error) => problemCode(error) === "INVALID_DISCOUNT_CODE"}
        failureMessage={(failure) => problemMessage(failure, t, "promo.failed")}
        appliedDetail={promo.kind === "applied" && checkPromo.data?.code === promo.code ? checkPromo.data.description : null}
        labels={{
          label: t("promo.label"),
          add: t("promo.add"),
          replace: t("promo.replace"),
          cancel: t("promo.cancel"),
          applied: t("promo.applied"),
          checking: t("promo.checking"),
          invalid: t("promo.invalid"),
        }}
      />
      {checkoutNote ? <Alert tone="warning">{checkoutNote}</Alert> : null}
      {confirmed.isError ? <Alert tone="error">{t("payment.failed")}</Alert> : null}
      {openError ? <Alert tone="error">{openError}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to={bulkStepPath(area, "plan", withoutCheckout(search))}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t("payment.change")}
        </Link>
        <Button isLoading={open.isPending} onPress={() => void pay().catch(() => undefined)}>
          {t("payment.pay")}
        </Button>
      </div>
    </div>
  );
}

function withoutCheckout(search: string): string {
  const query = new URLSearchParams(search);
  query.delete("checkout_id");
  const text = query.toString();
  return text ? `?${text}` : "";
}
