import type { TSandboxPaymentMethodResponse } from "@planready/contracts/billing/api";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { usePaymentMethod } from "../api/get-payment-method";
import { useSaveSandboxPaymentMethod } from "../api/sandbox-payment-method";
import { useCardForm } from "../hooks/use-card-form";
import { CardFields } from "./card-form";
import { useCardText } from "./payment-method-card";
import { TestCards } from "./test-cards";
import { TestModeNotice } from "./test-mode-notice";

type SandboxPaymentMethodPageProps = {
  orgId: string;
  /** A path on this site (already made safe) to go back to. */
  returnTo: string;
  /** Called once the card is saved, before going back (the session is read again: the account may be unlocked). */
  onSaved: (result: TSandboxPaymentMethodResponse) => Promise<void>;
};

/**
 * The sandbox provider's card page (what Stripe's hosted page is with real money): a test card becomes the
 * organisation's card and what it owes is retried with it. A refused card says why in plain words.
 */
export function SandboxPaymentMethodPage({ orgId, returnTo, onSaved }: SandboxPaymentMethodPageProps) {
  const { t } = useTranslation("billing");
  const current = usePaymentMethod(orgId);
  const save = useSaveSandboxPaymentMethod();
  const cardText = useCardText();
  const { form, setForm, issues, formRef, showIssues, showFixCard, check, fillTestCard } = useCardForm();
  const [decline, setDecline] = useState<TSandboxPaymentMethodResponse["decline_code"]>(null);
  const [failure, setFailure] = useState(false);
  const card = current.data?.payment_method ?? null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDecline(null);
    setFailure(false);
    const entered = check();
    if (!entered) return;
    save.mutate(
      { orgId, card: entered },
      {
        onSuccess: async (result) => {
          if (!result.saved) {
            setDecline(result.decline_code ?? "card_declined");
            return;
          }
          await onSaved(result);
        },
        onError: () => setFailure(true),
      },
    );
  }

  const saving = save.isPending || (save.isSuccess && save.data.saved);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("sandboxCard.title")}</h1>
      <TestModeNotice />
      <p className="text-slate-700 dark:text-slate-300" data-testid="current-card">
        {card ? t("sandboxCard.current", { card: cardText(card) }) : current.isPending ? "" : t("sandboxCard.noCurrent")}
      </p>
      <TestCards onUse={fillTestCard} />
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t("card.legend")}>
        <CardFields value={form} onChange={setForm} issues={issues} showIssues={showIssues} isDisabled={saving} />
        {decline ? (
          <Alert tone="error">
            <p className="font-semibold">{t("sandboxCheckout.declinedTitle")}</p>
            <p data-testid="decline-message">{t(`card.declines.${decline}`)}</p>
          </Alert>
        ) : null}
        {failure ? <Alert tone="error">{t("sandboxCard.failed")}</Alert> : null}
        {showFixCard ? <Alert tone="error">{t("sandboxCheckout.fixCard")}</Alert> : null}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
          <Button type="submit" size="lg" isLoading={saving}>
            {saving ? t("sandboxCard.saving") : t("sandboxCard.save")}
          </Button>
          <ButtonLink href={returnTo} variant="ghost" size="lg">
            {t("sandboxCard.cancel")}
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}
