import { can } from "@planready/contracts/permissions";
import type { TProfile } from "@planready/contracts/users";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { ButtonLink } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useInvoices } from "../api/get-invoices";
import { usePrices } from "../api/get-prices";
import { useLegacySubscriptions, useSubscriptions } from "../api/get-subscriptions";
import { InvoicesTable } from "./invoices-table";
import { PaymentMethodCard } from "./payment-method-card";
import { SubscriptionsTable } from "./subscriptions-table";
import { TestModeNotice } from "./test-mode-notice";

/**
 * Payment Settings (/settings/payment-settings): the card and "Update payment method", the subscription of
 * each link (current plans, then Legacy 2024 ones) with cancel and resume, and the invoices with their receipts.
 * Billing is for the agency's Admins (contracts permissions org:billing); other members are told who manages it.
 */
export function PaymentSettingsPage({ user }: { user: TProfile }) {
  const { t } = useTranslation("billing");
  const prices = usePrices();
  const canManage = can(user.user_type, "org:billing");
  return (
    <div className="flex flex-col gap-10" data-testid="payment-settings">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("settings.title")}</h1>
        <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{t("settings.intro")}</p>
      </header>
      {prices.data?.provider === "sandbox" ? <TestModeNotice /> : null}
      {canManage && user.org ? (
        <BillingDetails orgId={user.org.id} failing={user.org.number_failed_payment_attempts > 0} />
      ) : (
        <Alert tone="info">{t("settings.noAccess")}</Alert>
      )}
    </div>
  );
}

function BillingDetails({ orgId, failing }: { orgId: string; failing: boolean }) {
  const { t } = useTranslation("billing");
  const subscriptions = useSubscriptions(orgId);
  const legacy = useLegacySubscriptions(orgId);
  const invoices = useInvoices(orgId);
  const current = subscriptions.data?.subscriptions.filter((sub) => !sub.legacy) ?? [];
  const legacyRows = legacy.data?.subscriptions ?? [];
  return (
    <>
      <PaymentMethodCard orgId={orgId} returnTo={paths.settings.paymentSettings} canUpdate failing={failing} />

      <section aria-labelledby="subscriptions-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="subscriptions-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t("settings.subscriptions.heading")}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("settings.subscriptions.intro")}</p>
        </div>
        {subscriptions.isPending ? (
          <Spinner label={t("settings.subscriptions.heading")} className="py-6" />
        ) : subscriptions.isError ? (
          <Alert tone="error">{t("settings.loadFailed")}</Alert>
        ) : current.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-5 dark:border-slate-700">
            <p className="text-slate-700 dark:text-slate-300">{t("settings.subscriptions.empty")}</p>
            <ButtonLink href={paths.marketplace} variant="secondary">
              {t("settings.subscriptions.buyFirst")}
            </ButtonLink>
          </div>
        ) : (
          <SubscriptionsTable orgId={orgId} subscriptions={current} caption={t("settings.subscriptions.heading")} canManage />
        )}
      </section>

      {legacyRows.length > 0 ? (
        <section aria-labelledby="legacy-heading" className="flex flex-col gap-4">
          <div>
            <h2 id="legacy-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
              {t("settings.subscriptions.legacyHeading")}
            </h2>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{t("settings.subscriptions.legacyIntro")}</p>
          </div>
          <SubscriptionsTable orgId={orgId} subscriptions={legacyRows} caption={t("settings.subscriptions.legacyHeading")} canManage />
        </section>
      ) : null}

      <section aria-labelledby="invoices-heading" className="flex flex-col gap-4">
        <h2 id="invoices-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("settings.invoices.heading")}
        </h2>
        {invoices.isPending ? (
          <Spinner label={t("settings.invoices.heading")} className="py-6" />
        ) : invoices.isError ? (
          <Alert tone="error">{t("settings.loadFailed")}</Alert>
        ) : invoices.data.invoices.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t("settings.invoices.empty")}</p>
        ) : (
          <InvoicesTable invoices={invoices.data.invoices} caption={t("settings.invoices.heading")} />
        )}
      </section>
    </>
  );
}
