import { paymentFailureState } from "@planready/contracts/payments";
import { can } from "@planready/contracts/permissions";
import type { TProfile } from "@planready/contracts/users";
import { CircleCheck, LockKeyhole, TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { ButtonLink } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { formatDate, formatMoney } from "../../../lib/format";
import { useInvoices } from "../api/get-invoices";
import { usePrices } from "../api/get-prices";
import { PaymentMethodCard } from "./payment-method-card";
import { StatePanel } from "./state-panel";
import { TestModeNotice } from "./test-mode-notice";

/** Where the card page returns to: this page, saying the card was just changed. */
export const RESOLUTION_RETURN = `${paths.stripeResolution}?updated=1`;

/**
 * /stripe/resolution (docs/product.md#failed-payments): a warned or locked account updates its card here and returns to the app. It
 * stands outside the main layout, so it stays reachable while the account is locked.
 */
export function ResolutionPage({ user, justUpdated }: { user: TProfile; justUpdated: boolean }) {
  const { t, i18n } = useTranslation("billing");
  const orgId = user.org?.id ?? "";
  const attempts = user.org?.number_failed_payment_attempts ?? 0;
  const state = paymentFailureState(attempts);
  const canUpdate = can(user.user_type, "org:billing");
  const prices = usePrices();
  const invoices = useInvoices(orgId, canUpdate);
  const owed = invoices.data?.invoices.filter((invoice) => invoice.status === "open") ?? [];

  if (justUpdated && state.kind === "ok") {
    return (
      <StatePanel
        tone="success"
        icon={CircleCheck}
        title={t("resolution.fixedTitle")}
        body={t("resolution.fixedBody")}
        testId="resolution-fixed"
      >
        <ButtonLink href={paths.dashboard}>{t("resolution.backToApp")}</ButtonLink>
      </StatePanel>
    );
  }

  const intro = { locked: "resolution.locked", banner: "resolution.warned", notice: "resolution.notice", ok: "resolution.ok" }[state.kind];
  const Icon = state.kind === "locked" ? LockKeyhole : TriangleAlert;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6" data-testid="resolution">
      <header className="flex flex-col items-start gap-4">
        {state.kind === "ok" ? null : (
          <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
            <Icon aria-hidden className="size-7" />
          </span>
        )}
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("resolution.title")}</h1>
        <p className="text-lg text-slate-700 dark:text-slate-300">{t(intro)}</p>
        {attempts > 0 ? (
          <p className="font-medium text-red-700 dark:text-red-400">{t("resolution.attempts", { count: attempts })}</p>
        ) : null}
      </header>
      {prices.data?.provider === "sandbox" ? <TestModeNotice /> : null}
      {canUpdate ? null : <Alert tone="warning">{t("resolution.askAdmin")}</Alert>}
      {canUpdate ? <PaymentMethodCard orgId={orgId} returnTo={RESOLUTION_RETURN} canUpdate /> : null}
      {owed.length > 0 ? (
        <section aria-labelledby="owed-heading" className="flex flex-col gap-3">
          <h2 id="owed-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t("resolution.owed")}
          </h2>
          <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {owed.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span className="text-slate-800 dark:text-slate-200">
                  {invoice.description ?? invoice.number ?? invoice.id}
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {formatDate(invoice.created_at, i18n.language)} · {t("settings.invoices.attempts", { count: invoice.attempt_count })}
                  </span>
                </span>
                <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                  {formatMoney(invoice.amount_due - invoice.amount_paid, invoice.currency, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ButtonLink href={paths.dashboard} variant="ghost" className="self-start">
        {t("resolution.backToApp")}
      </ButtonLink>
    </div>
  );
}
