import type { TInvoice } from "@planready/contracts/billing/api";
import { useTranslation } from "../../../i18n/react";
import { formatDate, formatMoney } from "../../../lib/format";
import { BillingCell, billingRowClass, BillingTable } from "./billing-table";

const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300";

/** The organisation's invoices: date, number, what for, amount, status (with failed attempts) and the receipt and PDF. */
export function InvoicesTable({ invoices, caption }: { invoices: readonly TInvoice[]; caption: string }) {
  const { t, i18n } = useTranslation("billing");
  return (
    <BillingTable
      caption={caption}
      columns={[
        { label: t("settings.invoices.date") },
        { label: t("settings.invoices.number") },
        { label: t("settings.invoices.description") },
        { label: t("settings.invoices.amount"), align: "right" },
        { label: t("settings.invoices.status") },
        { label: t("settings.invoices.documents") },
      ]}
    >
      {invoices.map((invoice) => {
        const number = invoice.number ?? invoice.id;
        const owed = invoice.status === "open";
        return (
          <tr key={invoice.id} data-testid={`invoice-${invoice.id}`} className={billingRowClass}>
            <BillingCell label={t("settings.invoices.date")} className="whitespace-nowrap tabular-nums">
              {formatDate(invoice.created_at, i18n.language)}
            </BillingCell>
            <BillingCell label={t("settings.invoices.number")} rowHeader className="font-medium break-all text-slate-900 dark:text-white">
              {number}
            </BillingCell>
            <BillingCell label={t("settings.invoices.description")}>{invoice.description ?? "—"}</BillingCell>
            <BillingCell label={t("settings.invoices.amount")} align="right" className="tabular-nums">
              {formatMoney(invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due, invoice.currency, i18n.language)}
            </BillingCell>
            <BillingCell label={t("settings.invoices.status")}>
              <span className={owed ? "font-semibold text-red-700 dark:text-red-400" : ""}>
                {t(`settings.invoices.statuses.${invoice.status}`)}
              </span>
              {owed && invoice.attempt_count > 0 ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t("settings.invoices.attempts", { count: invoice.attempt_count })}
                </span>
              ) : null}
            </BillingCell>
            <td className="block px-4 py-1 sm:table-cell">
              <span className="flex flex-wrap gap-x-4">
                {invoice.receipt_url ? (
                  <a
                    href={invoice.receipt_url}
                    target="_blank"
                    rel="noreferrer"
                    className={linkClass}
                    aria-label={`${t("settings.invoices.receiptLabel", { number })} ${t("settings.invoices.newTab")}`}
                  >
                    {t("settings.invoices.receipt")}
                  </a>
                ) : null}
                {invoice.pdf_url ? (
                  <a
                    href={invoice.pdf_url}
                    target="_blank"
                    rel="noreferrer"
                    className={linkClass}
                    aria-label={`${t("settings.invoices.pdfLabel", { number })} ${t("settings.invoices.newTab")}`}
                  >
                    {t("settings.invoices.pdf")}
                  </a>
                ) : null}
              </span>
            </td>
          </tr>
        );
      })}
    </BillingTable>
  );
}
