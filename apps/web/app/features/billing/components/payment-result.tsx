import { CircleCheck, CircleX, Clock, ExternalLink, LoaderCircle, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useCheckoutState } from "../api/confirm-checkout";
import { useRetryCheckout } from "../hooks/use-retry-checkout";
import { Alert } from "../../../components/ui/alert";
import { CopyLink } from "./copy-link";
import { StatePanel } from "./state-panel";

/** After this long without confirmation the page says the link will go live by itself. */
const LONG_WAIT_MS = 45_000;

/**
 * The page a checkout returns to (/marketplace/payment, outside the main layout). It confirms the checkout
 * with the provider (PUT /api/stripe/intent/{id}), which makes the link live once paid, and says what happened:
 * live (the link to copy and open), waiting (asks again by itself), declined or expired (what to do next).
 */
type PaymentResultProps = {
  checkoutId: string | null;
  origin: string;
  /** The organisation's payment customer, to pay again for a link whose checkout failed. */
  orgStripeId: string | null;
};

export function PaymentResult({ checkoutId, origin, orgStripeId }: PaymentResultProps) {
  const { t } = useTranslation("billing");
  const state = useCheckoutState(checkoutId ?? "");
  const waiting = state.data?.state === "open";
  const retry = useRetryCheckout(state.data?.link ?? null, orgStripeId);
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaitedLong(true), LONG_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (!checkoutId) {
    return (
      <StatePanel tone="neutral" icon={SearchX} title={t("payment.missingTitle")} body={t("payment.missingBody")} testId="payment-missing">
        <ButtonLink href={paths.marketplaceLinks}>{t("payment.manage")}</ButtonLink>
        <ButtonLink href={paths.marketplace} variant="secondary">
          {t("sandboxCheckout.toMarketplace")}
        </ButtonLink>
      </StatePanel>
    );
  }
  if (state.isPending) return <Spinner label={t("payment.checking")} className="py-24" />;
  if (state.isError) {
    return (
      <StatePanel tone="error" title={t("payment.missingTitle")} body={t("payment.errorBody")} testId="payment-error">
        <Button onPress={() => void state.refetch()}>{t("payment.reload")}</Button>
        <ButtonLink href={paths.marketplaceLinks} variant="secondary">
          {t("payment.manage")}
        </ButtonLink>
      </StatePanel>
    );
  }
  const { link } = state.data;
  switch (state.data.state) {
    case "paid": {
      const url = link ? `${origin}/${link.url}` : null;
      return (
        <StatePanel tone="success" icon={CircleCheck} title={t("payment.paidTitle")} body={t("payment.paidBody")} testId="payment-paid">
          <div className="flex w-full flex-col gap-4">
            {url ? <CopyLink url={url} /> : null}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
              {link ? (
                <ButtonLink href={`/${link.url}`} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden className="size-5" />
                  {t("payment.open")}
                </ButtonLink>
              ) : null}
              <ButtonLink href={paths.marketplaceLinks} variant="secondary">
                {t("payment.manage")}
              </ButtonLink>
              <ButtonLink href={paths.dashboard} variant="ghost">
                {t("payment.dashboard")}
              </ButtonLink>
            </div>
          </div>
        </StatePanel>
      );
    }
    case "open":
      return (
        <StatePanel
          tone="progress"
          icon={LoaderCircle}
          title={t("payment.waitingTitle")}
          body={
            <>
              <p>{t("payment.waitingBody")}</p>
              <p aria-live="polite" className="mt-3 text-base">
                {waitedLong ? t("payment.waitingLong") : ""}
              </p>
            </>
          }
          testId="payment-waiting"
        >
          {waitedLong ? (
            <ButtonLink href={paths.marketplaceLinks} variant="secondary">
              {t("payment.manage")}
            </ButtonLink>
          ) : null}
        </StatePanel>
      );
    case "declined":
    case "expired": {
      const declined = state.data.state === "declined";
      return (
        <StatePanel
          tone={declined ? "error" : "neutral"}
          icon={declined ? CircleX : Clock}
          title={t(declined ? "payment.declinedTitle" : "payment.expiredTitle")}
          body={
            <>
              <p>{t(declined ? "payment.declinedBody" : "payment.expiredBody")}</p>
              {retry?.isError ? (
                <Alert tone="error" className="mt-4 text-base">
                  {t("buy.failed")}
                </Alert>
              ) : null}
            </>
          }
          testId={declined ? "payment-declined" : "payment-expired"}
        >
          {retry ? (
            <Button onPress={retry.retry} isLoading={retry.isPending}>
              {t("payment.tryAgain")}
            </Button>
          ) : (
            <ButtonLink href={link ? paths.marketplaceBuy(link.survey_type, link.stripe_plan_duration) : paths.marketplaceBuy()}>
              {t("payment.tryAgain")}
            </ButtonLink>
          )}
          <ButtonLink href={paths.marketplace} variant="secondary">
            {t("sandboxCheckout.toMarketplace")}
          </ButtonLink>
        </StatePanel>
      );
    }
  }
}
