import type { TSubmissionCounts, TSubmissionStats } from "@planready/contracts/submissions";
import { useTranslation } from "../../../i18n/react";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { SubmissionsChart, type TChartPoint } from "./submissions-chart";

const total = (counts: TSubmissionCounts) => counts.completed + counts.in_progress;

function CountCard({ id, title, counts }: { id: string; title: string; counts: TSubmissionCounts }) {
  const { t } = useTranslation("submissions");
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid={`stat-${id}`}>
      <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</h3>
      <p className="mt-1 text-3xl font-semibold text-slate-900 tabular-nums dark:text-white">{total(counts)}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("dashboard.split", { completed: counts.completed, inProgress: counts.in_progress })}
      </p>
    </div>
  );
}

/** A ranked list with a proportional bar per entry (by survey type, by link); the numbers are in the text. */
function Breakdown({ title, rows }: { title: string; rows: { key: string; label: string; counts: TSubmissionCounts }[] }) {
  const { t } = useTranslation("submissions");
  const largest = Math.max(1, ...rows.map((row) => total(row.counts)));
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t("dashboard.nothingYet")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.slice(0, 8).map((row) => (
            <li key={row.key} className="flex flex-col gap-1">
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium break-all text-slate-900 dark:text-slate-100">{row.label}</span>
                <span className="shrink-0 text-slate-700 tabular-nums dark:text-slate-300">
                  {t("dashboard.split", { completed: row.counts.completed, inProgress: row.counts.in_progress })}
                </span>
              </div>
              <div aria-hidden className="flex h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                <span className="bg-brand-600" style={{ width: `${(row.counts.completed / largest) * 100}%` }} />
                <span className="bg-amber-400" style={{ width: `${(row.counts.in_progress / largest) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The chart's days, labelled short under the bars ("11/3") and long in the table ("Mon, Nov 3"). */
function chartPoints(stats: TSubmissionStats, locale: string): TChartPoint[] {
  const intl = locale === "es" ? "es-US" : "en-US";
  // Dates are calendar days; read at noon UTC, they are the same day in the display zone.
  const at = (date: string) => new Date(`${date}T12:00:00Z`);
  const short = new Intl.DateTimeFormat(intl, { month: "numeric", day: "numeric", timeZone: DISPLAY_TIME_ZONE });
  const long = new Intl.DateTimeFormat(intl, { weekday: "short", month: "short", day: "numeric", timeZone: DISPLAY_TIME_ZONE });
  return stats.over_time.map((point) => ({
    label: short.format(at(point.date)),
    longLabel: long.format(at(point.date)),
    completed: point.completed,
    inProgress: point.in_progress,
  }));
}

/** The numbers of the dashboard: this week and month, completed versus in progress, by type and link, over time. */
export function DashboardStats({ stats }: { stats: TSubmissionStats }) {
  const { t, i18n } = useTranslation("submissions");
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <CountCard id="week" title={t("dashboard.thisWeek")} counts={stats.this_week} />
        <CountCard id="month" title={t("dashboard.thisMonth")} counts={stats.this_month} />
        <CountCard id="all" title={t("dashboard.allTime")} counts={stats.all_time} />
        <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="stat-unread">
          <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{t("dashboard.unread")}</h3>
          <p className="mt-1 text-3xl font-semibold text-slate-900 tabular-nums dark:text-white">{stats.unread}</p>
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <SubmissionsChart
          points={chartPoints(stats, i18n.language)}
          title={t("dashboard.chart.title", { count: stats.over_time.length })}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown
          title={t("dashboard.byType")}
          rows={stats.by_survey_type.map((row) => ({ key: row.survey_type, label: t(`surveyTypes.${row.survey_type}`), counts: row }))}
        />
        <Breakdown
          title={t("dashboard.byLink")}
          rows={stats.by_link.map((row) => ({ key: row.link.id, label: `/${row.link.url}`, counts: row }))}
        />
      </div>
    </div>
  );
}
