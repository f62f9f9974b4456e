import type { TOrgLink } from "@planready/contracts/billing/api";
import { CreditCard } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { fieldErrorClass } from "../../../components/ui/field-styles";
import { useRetryCheckout } from "../hooks/use-retry-checkout";

/**
 * For a link still waiting for its first payment (the checkout was left, declined or expired): a new checkout for
 * the same link and plan, so the agent finishes what they started and keeps the address. Nothing while the price
 * or the payment account is not known yet.
 */
export function FinishPaymentButton({ link, orgStripeId }: { link: TOrgLink; orgStripeId: string | null }) {
  const { t } = useTranslation("billing");
  const retry = useRetryCheckout(link, orgStripeId);
  if (!retry) return null;
  return (
    <span className="flex flex-col gap-1">
      <Button onPress={retry.retry} isLoading={retry.isPending} aria-label={t("payment.finishLabel", { url: link.url })}>
        <CreditCard aria-hidden className="size-4" />
        {t("payment.finish")}
      </Button>
      {retry.isError ? (
        <span role="alert" className={fieldErrorClass}>
          {t("buy.failed")}
        </span>
      ) : null}
    </span>
  );
}
