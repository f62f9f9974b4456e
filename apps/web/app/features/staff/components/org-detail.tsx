import type { TStaffOrgDetail } from "@planready/contracts/staff";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { useStaffOrg } from "../api/orgs";
import { ConsoleHeading } from "./console-frame";

const card = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";
const th = "px-3 py-2 text-left text-xs font-semibold text-slate-500 uppercase";
const td = "px-3 py-2 align-top";

/**
 * `/internal/orgs/{id}`: an agency as support needs it — users with roles, links with their states, how payments
 * stand. Never client answers nor submission contents (the API does not send them). Each look-up is audited.
 */
export function OrgDetail({ orgId }: { orgId: string }) {
  const { t } = useTranslation("staff");
  const query = useStaffOrg(orgId);
  if (query.isPending) return <Spinner label={t("orgs.title")} className="py-10" />;
  if (query.isError) return <Alert tone="error">{problemMessage(query.error, t, "staff:org.loadError")}</Alert>;
  return <OrgDetailView org={query.data} />;
}

function OrgDetailView({ org }: { org: TStaffOrgDetail }) {
  const { t, i18n } = useTranslation("staff");
  const date = (iso: string) => formatDate(iso, i18n.language);
  const payments = org.payments;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={paths.internal.orgs} className="text-brand-600 underline">
          ← {t("org.back")}
        </Link>
      </p>
      <ConsoleHeading intro={`${t("orgs.created", { date: date(org.created_at) })} · ${t("org.audited")}`}>
        {org.name ?? t("orgs.unnamed")}
      </ConsoleHeading>
      <div className="grid gap-6 lg:grid-cols-3">
        <section className={`${card} lg:col-span-2`} aria-labelledby="org-users">
          <h2 id="org-users" className="mb-2 text-lg font-semibold">
            {t("org.users")}
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="org-users">
              <thead>
                <tr>
                  <th className={th}>{t("org.name")}</th>
                  <th className={th}>{t("org.email")}</th>
                  <th className={th}>{t("org.role")}</th>
                  <th className={th}>{t("org.joined")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {org.users.map((user) => (
                  <tr key={user.id}>
                    <td className={td}>{[user.first_name, user.last_name].filter(Boolean).join(" ") || "—"}</td>
                    <td className={`${td} break-all`}>{user.email}</td>
                    <td className={td}>{user.role}</td>
                    <td className={td}>{date(user.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section className={card} aria-labelledby="org-payments" data-testid="org-payments">
          <h2 id="org-payments" className="mb-2 text-lg font-semibold">
            {t("org.payments")}
          </h2>
          <p className="font-medium">{t(`org.paymentStates.${payments.state}`)}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("org.failedAttempts", { count: payments.failed_attempts })}</p>
          <h3 className="mt-3 text-sm font-semibold">{t("org.failedInvoices")}</h3>
          {payments.failed_invoices.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("org.noFailedInvoices")}</p>
          ) : (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {payments.failed_invoices.map((invoice) => (
                <li key={invoice.id} className="break-all">
                  {t("org.invoice", { id: invoice.id, attempts: invoice.attempts, date: date(invoice.updated_at) })}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={`${card} lg:col-span-3`} aria-labelledby="org-links">
          <h2 id="org-links" className="mb-2 text-lg font-semibold">
            {t("org.links")}
          </h2>
          {org.links.length === 0 ? (
            <p className="text-sm">{t("org.noLinks")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="org-links">
                <thead>
                  <tr>
                    <th className={th}>{t("org.address")}</th>
                    <th className={th}>{t("org.type")}</th>
                    <th className={th}>{t("org.status")}</th>
                    <th className={th}>{t("org.subscription")}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {org.links.map((link) => (
                    <tr key={link.id}>
                      <td className={`${td} break-all`}>/{link.url}</td>
                      <td className={td}>{link.survey_type}</td>
                      <td className={td}>
                        {link.status}
                        {link.deleted ? ` (${t("org.deleted")})` : ""}
                      </td>
                      <td className={td}>{link.subscription_status ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
