import type { TSubmissionOverviewLink } from "@planready/contracts/submissions";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { problemMessage } from "../../../lib/problem-message";
import { submissionOverviewQueryOptions } from "../api/get-submission-overview";

const personName = (p: { first_name: string | null; last_name: string | null; email?: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(" ").trim() || p.email || "";

/**
 * The agency-wide view of the submission center for Admins and Restricted-Admins: every link's submissions counted
 * by status, with its owner — never the clients behind them. A link's names and answers are read only by its owner
 * and the colleagues they name (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md), so the list
 * below holds only the submissions of the caller's own links; this says what else the agency has.
 */
export function AgencyOverview({ orgId }: { orgId: string }) {
  const { t } = useTranslation("submissions");
  const overview = useQuery({ ...submissionOverviewQueryOptions(orgId), enabled: !!orgId });
  if (overview.isPending) return null;
  if (overview.isError) return <Alert tone="error">{problemMessage(overview.error, t, "overview.loadFailed")}</Alert>;
  const { links, total, not_readable: hidden } = overview.data;
  const hiddenCount = hidden.completed + hidden.in_progress;
  return (
    <details className="group rounded-xl border border-slate-200 dark:border-slate-700" data-testid="agency-overview">
      <summary className="flex min-h-11 cursor-pointer list-none flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <span className="font-semibold text-slate-900 dark:text-white">{t("overview.title")}</span>
        <span className="text-slate-700 dark:text-slate-300" data-testid="agency-overview-summary">
          {hiddenCount
            ? t("overview.hidden", { count: hiddenCount })
            : t("overview.allYours", { count: total.completed + total.in_progress })}
        </span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 dark:border-slate-700">
        <p className="text-slate-600 dark:text-slate-300">{t("overview.intro")}</p>
        {links.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{t("overview.empty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t("overview.caption")}</caption>
              <thead className="text-slate-600 dark:text-slate-300">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("overview.columns.link")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("overview.columns.owner")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("overview.columns.completed")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("overview.columns.inProgress")}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t("overview.columns.answers")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {links.map((row) => (
                  <OverviewRow key={row.link.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </details>
  );
}

function OverviewRow({ row }: { row: TSubmissionOverviewLink }) {
  const { t } = useTranslation("submissions");
  const agent = personName(row.link);
  return (
    <tr data-testid="agency-overview-row" data-link-id={row.link.id}>
      <td className="py-2 pr-3">
        <span className="block font-medium break-all text-slate-900 dark:text-white">/{row.link.url}</span>
        {agent ? <span className="block text-slate-600 dark:text-slate-400">{agent}</span> : null}
        {row.link.deleted ? <span className="block text-slate-600 dark:text-slate-400">{t("overview.deleted")}</span> : null}
      </td>
      <td className="py-2 pr-3 text-slate-900 dark:text-white">{row.owner ? personName(row.owner) : t("overview.noOwner")}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{row.completed}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{row.in_progress}</td>
      <td className="py-2 text-slate-700 dark:text-slate-300">{row.readable ? t("overview.readable") : t("overview.notReadable")}</td>
    </tr>
  );
}
