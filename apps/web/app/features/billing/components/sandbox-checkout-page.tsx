import type { TSandboxCheckoutResponse, TSandboxPayResponse } from "@planready/contracts/billing/api";
import { planFromKey } from "@planready/contracts/billing/plans";
import { CircleCheck, Clock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { formatMoney } from "../../../lib/format";
import { usePaySandboxCheckout, useSandboxCheckout } from "../api/sandbox-checkout";
import { usePlanText, usePriceText } from "../hooks/use-price-text";
import { useCardForm } from "../hooks/use-card-form";
import { CardFields } from "./card-form";
import { StatePanel } from "./state-panel";
import { TestCards } from "./test-cards";
import { TestModeNotice } from "./test-mode-notice";

/**
 * The sandbox provider's checkout (decision 006): the plan, the amount, the discount and the test
 * cards, plainly labelled as no real charge. A refused card says why in plain words and the form stays for another
 * try; a paid checkout returns to /marketplace/payment, which makes the link live.
 */
export function SandboxCheckoutPage({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation("billing");
  const checkout = useSandboxCheckout(checkoutId);
  if (checkout.isPending) return <Spinner label={t("sandboxCheckout.loading")} className="py-16" />;
  if (checkout.isError || !checkout.data) {
    return (
      <StatePanel tone="error" title={t("sandboxCheckout.title")} body={t("sandboxCheckout.notFound")}>
        <ButtonLink href={paths.marketplace}>{t("sandboxCheckout.toMarketplace")}</ButtonLink>
      </StatePanel>
    );
  }
  const data = checkout.data;
  if (data.state === "paid") {
    return (
      <StatePanel tone="success" icon={CircleCheck} title={t("sandboxCheckout.paidTitle")} body={t("sandboxCheckout.paidBody")}>
        <ButtonLink href={data.return_url}>{t("sandboxCheckout.paidAction")}</ButtonLink>
      </StatePanel>
    );
  }
  if (data.state === "expired") {
    return (
      <StatePanel tone="neutral" icon={Clock} title={t("sandboxCheckout.expiredTitle")} body={t("sandboxCheckout.expiredBody")}>
        <ButtonLink href={paths.marketplace}>{t("sandboxCheckout.toMarketplace")}</ButtonLink>
      </StatePanel>
    );
  }
  return <CheckoutForm checkout={data} onExpired={() => void checkout.refetch()} />;
}

function CheckoutForm({ checkout, onExpired }: { checkout: TSandboxCheckoutResponse; onExpired: () => void }) {
  const { t, i18n } = useTranslation("billing");
  const navigate = useNavigate();
  const pay = usePaySandboxCheckout();
  const { form, setForm, issues, formRef, showIssues, showFixCard, check, fillTestCard } = useCardForm();
  const [decline, setDecline] = useState<NonNullable<TSandboxPayResponse["decline_code"]> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const amountDue = formatMoney(checkout.amount_due, checkout.currency, i18n.language);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDecline(null);
    setFailure(null);
    const entered = check();
    if (!entered) return;
    pay.mutate(
      { checkoutId: checkout.checkout_id, card: entered },
      {
        onSuccess: (result) => {
          if (result.state === "paid") {
            const target = result.redirect_url ?? checkout.return_url;
            if (target.startsWith("/")) void navigate(target);
            else window.location.assign(target);
          } else if (result.state === "expired") onExpired();
          else setDecline(result.decline_code ?? "card_declined");
        },
        onError: () => setFailure(t("sandboxCheckout.failed")),
      },
    );
  }

  const paying = pay.isPending || (pay.isSuccess && pay.data.state === "paid");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("sandboxCheckout.title")}</h1>
      <TestModeNotice />
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <OrderSummary checkout={checkout} />
        <div className="flex flex-col gap-6">
          <TestCards onUse={fillTestCard} />
          <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t("card.legend")}>
            <CardFields value={form} onChange={setForm} issues={issues} showIssues={showIssues} isDisabled={paying} />
            {decline ? (
              <Alert tone="error">
                <p className="font-semibold">{t("sandboxCheckout.declinedTitle")}</p>
                <p data-testid="decline-message">{t(`card.declines.${decline}`)}</p>
              </Alert>
            ) : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {showFixCard ? <Alert tone="error">{t("sandboxCheckout.fixCard")}</Alert> : null}
            <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
              <Button type="submit" size="lg" isLoading={paying}>
                {paying ? t("sandboxCheckout.paying") : t("sandboxCheckout.pay", { amount: amountDue })}
              </Button>
              <ButtonLink href={checkout.cancel_url} variant="ghost" size="lg">
                {t("sandboxCheckout.cancel")}
              </ButtonLink>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}

function OrderSummary({ checkout }: { checkout: TSandboxCheckoutResponse }) {
  const { t, i18n } = useTranslation("billing");
  const planText = usePlanText();
  const priceText = usePriceText();
  const plan = planFromKey(checkout.plan_key);
  const money = (amount: number) => formatMoney(amount, checkout.currency, i18n.language);
  const recurring = priceText(checkout, plan);
  return (
    <section
      aria-labelledby="order-summary"
      data-testid="order-summary"
      className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="order-summary" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("sandboxCheckout.summary")}
      </h2>
      <p className="font-medium text-slate-900 dark:text-white">{plan ? planText(plan) : checkout.plan_label}</p>
      <dl className="flex flex-col gap-2 text-slate-700 dark:text-slate-300">
        <div className="flex justify-between gap-4">
          <dt>{t("sandboxCheckout.link")}</dt>
          <dd className="font-medium break-all text-slate-900 dark:text-white">/{checkout.link_url}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t("sandboxCheckout.price")}</dt>
          <dd className="tabular-nums">{money(checkout.amount)}</dd>
        </div>
        {checkout.discount_code ? (
          <div className="flex justify-between gap-4 text-green-800 dark:text-green-300">
            <dt>
              {t("sandboxCheckout.discount", { code: checkout.discount_code })}
              {checkout.discount_description ? <span className="block text-sm">{checkout.discount_description}</span> : null}
            </dt>
            <dd className="tabular-nums">−{money(checkout.discount_amount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-semibold text-slate-900 dark:border-slate-600 dark:text-white">
          <dt>{t("sandboxCheckout.dueToday")}</dt>
          <dd className="tabular-nums" data-testid="amount-due">
            {money(checkout.amount_due)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("sandboxCheckout.thenRenews", { price: recurring })}</p>
    </section>
  );
}
