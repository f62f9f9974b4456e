import type { TOrgLink } from "@planready/contracts/billing/api";
import { SUBMISSIONS_COUNT_CAP } from "@planready/contracts/submissions";
import type { TProfile } from "@planready/contracts/users";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { orgLinksQueryOptions } from "../../submissions/api/get-filter-links";
import { latestSubmissionsQueryOptions } from "../api/get-latest-submissions";
import { submissionStatsQueryOptions } from "../api/get-submission-stats";
import { clientName } from "../../submissions/lib/client-name";
import { unsignedSearch } from "../../submissions/lib/submission-filters";
import { SubmissionStatus, SubmissionTime } from "../../submissions/components/submission-status";
import { DashboardStats } from "./dashboard-stats";
import { NextSteps } from "./next-steps";

const sectionClass = "flex flex-col gap-3";
const headingClass = "text-xl font-semibold text-slate-900 dark:text-white";

function LinkStatus({ link }: { link: TOrgLink }) {
  const { t } = useTranslation("submissions");
  const status = link.status === "active" && link.cancel_at_period_end ? "ending" : link.status;
  return <Badge tone={status === "active" ? "new" : "neutral"}>{t(`dashboard.linkStatus.${status}`)}</Badge>;
}

type LinkedSectionProps = { id: string; title: string; to: string; linkText: string; children: ReactNode };

/** A part of the dashboard with its heading and, beside it, a link to the page that holds all of it. */
function LinkedSection({ id, title, to, linkText, children }: LinkedSectionProps) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className={headingClass}>
          {title}
        </h2>
        <Link to={to} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
          {linkText}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** What waits on the agent: completed submissions without the signature their survey asks for, and the list of them. */
function NeedsAttention({ unsigned }: { unsigned: number }) {
  const { t } = useTranslation("submissions");
  const count =
    unsigned >= SUBMISSIONS_COUNT_CAP
      ? t("dashboard.attention.unsignedMore", { count: SUBMISSIONS_COUNT_CAP })
      : t("dashboard.attention.unsigned", { count: unsigned });
  return (
    <section aria-labelledby="dashboard-attention" className={sectionClass} data-testid="dashboard-attention">
      <h2 id="dashboard-attention" className={headingClass}>
        {t("dashboard.attention.title")}
      </h2>
      <div className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950">
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{count}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("dashboard.attention.unsignedHint")}</p>
        </div>
        <Link
          to={`${paths.submissions}?${unsignedSearch().toString()}`}
          className="inline-flex min-h-11 shrink-0 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          {t("dashboard.attention.see")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The agent's dashboard below the greeting: next steps while they are new, what needs attention, the numbers, the latest submissions
 * and the links with their status. Each part loads on its own, so one failing leaves the others.
 */
export function DashboardOverview({ user }: { user: TProfile }) {
  const { t } = useTranslation("submissions");
  const orgId = user.org?.id ?? "";
  const stats = useQuery({ ...submissionStatsQueryOptions(orgId), enabled: !!orgId });
  const latest = useQuery({ ...latestSubmissionsQueryOptions(orgId), enabled: !!orgId });
  const links = useQuery({ ...orgLinksQueryOptions(orgId), enabled: !!orgId });
  const linkList = links.data?.links ?? [];
  const latestItems = latest.data?.items ?? [];
  const known = links.isSuccess && (latest.isSuccess || stats.isSuccess);
  const hasSubmissions =
    latestItems.length > 0 || (stats.data ? stats.data.all_time.completed + stats.data.all_time.in_progress > 0 : false);

  return (
    <div className="flex flex-col gap-10">
      {known ? <NextSteps hasLinks={linkList.length > 0} hasSubmissions={hasSubmissions} /> : null}

      {stats.data && stats.data.unsigned > 0 ? <NeedsAttention unsigned={stats.data.unsigned} /> : null}

      <section aria-labelledby="dashboard-numbers" className={sectionClass}>
        <h2 id="dashboard-numbers" className={headingClass}>
          {t("dashboard.numbersTitle")}
        </h2>
        {stats.isPending && orgId ? (
          <Spinner label={t("dashboard.loading")} />
        ) : stats.isError ? (
          <Alert tone="error">{t("dashboard.statsFailed")}</Alert>
        ) : stats.data ? (
          <DashboardStats stats={stats.data} />
        ) : null}
      </section>

      <div className="grid gap-10 lg:grid-cols-2">
        <LinkedSection id="dashboard-latest" title={t("dashboard.latestTitle")} to={paths.submissions} linkText={t("dashboard.seeAll")}>
          {latest.isError ? (
            <Alert tone="error">{t("list.loadFailed")}</Alert>
          ) : latestItems.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">{latest.isPending && orgId ? "" : t("dashboard.noSubmissions")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-700 dark:bg-slate-900">
              {latestItems.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="latest-submission"
                >
                  <div className="min-w-0">
                    <Link
                      to={paths.submission(item.id)}
                      className={`inline-block break-words text-brand-800 underline-offset-4 hover:underline dark:text-brand-200 ${item.read ? "font-medium" : "font-bold"}`}
                    >
                      {item.read ? null : <span className="sr-only">{t("list.unread")}: </span>}
                      {clientName(item) ?? t("list.noName")}
                    </Link>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {t(`surveyTypes.${item.survey_type}`)} · /{item.link.url}
                    </p>
                  </div>
                  <div className="flex flex-col items-start gap-1 sm:items-end">
                    <SubmissionStatus item={item} />
                    <SubmissionTime item={item} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </LinkedSection>

        <LinkedSection
          id="dashboard-links"
          title={t("dashboard.linksTitle")}
          to={paths.marketplaceLinks}
          linkText={t("dashboard.manageLinks")}
        >
          {links.isError ? (
            <Alert tone="error">{t("dashboard.linksFailed")}</Alert>
          ) : linkList.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">{links.isPending && orgId ? "" : t("dashboard.noLinks")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-700 dark:bg-slate-900">
              {linkList.slice(0, 8).map((link) => (
                <li key={link.id} className="flex items-center justify-between gap-3 p-4" data-testid="dashboard-link">
                  <div className="min-w-0">
                    <p className="font-mono font-medium break-all text-slate-900 dark:text-slate-100">/{link.url}</p>
                    <p className="text-sm text-slate-700 dark:text-slate-300">{t(`surveyTypes.${link.survey_type}`)}</p>
                  </div>
                  <LinkStatus link={link} />
                </li>
              ))}
            </ul>
          )}
        </LinkedSection>
      </div>
    </div>
  );
}
