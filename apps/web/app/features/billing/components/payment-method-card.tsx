import { CreditCard } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { problemMessage } from "../../../lib/problem-message";
import { usePaymentMethod, type TPaymentMethod } from "../api/get-payment-method";
import { useStartPaymentMethodUpdate } from "../api/start-payment-method-update";

/** "Visa ending in 4242". */
export function useCardText() {
  const { t } = useTranslation("billing");
  return (card: TPaymentMethod) => t("settings.method.card", { brand: brandName(card.brand), last4: card.last4 });
}

function brandName(brand: string): string {
  const known: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" };
  return known[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

type PaymentMethodCardProps = {
  orgId: string;
  /** Where the card page returns to once the card is saved. */
  returnTo: string;
  canUpdate: boolean;
  failing?: boolean;
  headingLevel?: 2 | 3;
};

/** The card subscriptions renew on, and "Update payment method" (the provider's page, or the sandbox's). */
export function PaymentMethodCard({ orgId, returnTo, canUpdate, failing = false, headingLevel = 2 }: PaymentMethodCardProps) {
  const { t } = useTranslation("billing");
  const method = usePaymentMethod(orgId);
  const update = useStartPaymentMethodUpdate();
  const cardText = useCardText();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const card = method.data?.payment_method ?? null;
  return (
    <section
      aria-labelledby="payment-method-heading"
      data-testid="payment-method"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <Heading id="payment-method-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("settings.method.heading")}
      </Heading>
      {failing ? <Alert tone="warning">{t("settings.method.failing")}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <CreditCard aria-hidden className="size-6" />
          </span>
          {method.isPending ? (
            <span aria-hidden className="h-5 w-40 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
          ) : method.isError ? (
            <p className="text-slate-700 dark:text-slate-300">{t("settings.loadFailed")}</p>
          ) : card ? (
            <p>
              <span className="block font-semibold text-slate-900 dark:text-white" data-testid="card-on-file">
                {cardText(card)}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t("settings.method.expires", { month: String(card.exp_month).padStart(2, "0"), year: card.exp_year })}
              </span>
            </p>
          ) : (
            <p className="max-w-md text-slate-700 dark:text-slate-300">{t("settings.method.none")}</p>
          )}
        </div>
        {canUpdate ? (
          <Button onPress={() => update.mutate({ orgId, returnToUrl: returnTo })} isLoading={update.isPending || update.isSuccess}>
            {t("settings.method.update")}
          </Button>
        ) : null}
      </div>
      {update.isError ? (
        <Alert tone="error">
          {problemMessage(update.error, t, "sandboxCard.failed", { PAYMENT_PROVIDER_UNAVAILABLE: "sandboxCard.failed" })}
        </Alert>
      ) : null}
    </section>
  );
}
