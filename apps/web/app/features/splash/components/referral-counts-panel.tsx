import { arrivalSources } from "@planready/contracts/agent-sites";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/react";
import { formatDate } from "../../../lib/format";
import { referralCountsQueryOptions } from "../api/referral-counts";
import { countsBySource, referralsByWeek } from "../lib/count-summary";

const cell = "border-b border-slate-200 px-2 py-2 text-left dark:border-slate-700";

/**
 * The page's funnel (visits → surveys started from it → referrals) for 90 days as bars with their numbers, then the
 * referrals per source and per week as tables. Counts only: nobody's name or address is kept.
 */
export function ReferralCountsPanel({ siteId }: { siteId: string }) {
  const { t, i18n } = useTranslation("splash");
  const query = useQuery(referralCountsQueryOptions(siteId));
  if (query.isError) return <p role="alert">{t("counts.loadError")}</p>;
  if (!query.data) return null;
  const { totals, days } = query.data;
  const steps = [
    { key: "visits", value: totals.visits },
    { key: "starts", value: totals.starts },
    { key: "referrals", value: totals.referrals },
  ] as const;
  const max = Math.max(1, ...steps.map((s) => s.value));
  const bySource = countsBySource(days);
  const weeks = referralsByWeek(days);
  return (
    <section aria-labelledby="counts-heading" className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="counts-heading" className="text-xl font-semibold">
        {t("counts.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("counts.intro")}</p>
      <h3 className="mt-4 font-semibold">{t("counts.funnel")}</h3>
      <dl className="mt-2 flex flex-col gap-2" data-testid="referral-funnel">
        {steps.map((step) => (
          <div key={step.key}>
            <dt className="text-sm">{t(`counts.${step.key}`)}</dt>
            <dd className="flex items-center gap-2">
              <span aria-hidden className="h-5 rounded bg-brand-600" style={{ width: `${Math.max(2, (step.value / max) * 80)}%` }} />
              <span className="font-semibold tabular-nums" data-testid={`count-${step.key}`}>
                {step.value}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {totals.visits === 0 && totals.starts === 0 ? <p className="mt-3 text-sm">{t("counts.empty")}</p> : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-left font-semibold">{t("counts.bySource")}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t("counts.source")}
              </th>
              <th scope="col" className={cell}>
                {t("counts.visits")}
              </th>
              <th scope="col" className={cell}>
                {t("counts.starts")}
              </th>
              <th scope="col" className={cell}>
                {t("counts.referrals")}
              </th>
            </tr>
          </thead>
          <tbody>
            {arrivalSources.map((source) => (
              <tr key={source} data-testid={`source-${source}`}>
                <th scope="row" className={`${cell} font-normal`}>
                  {t(`counts.sources.${source}`)}
                </th>
                <td className={`${cell} tabular-nums`}>{bySource[source].visits}</td>
                <td className={`${cell} tabular-nums`}>{bySource[source].starts}</td>
                <td className={`${cell} tabular-nums`}>{source === "direct" ? "—" : bySource[source].referrals}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {weeks.length ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left font-semibold">{t("counts.overTime")}</caption>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {t("counts.week", { date: formatDate(`${week.week}T12:00:00Z`, i18n.language) })}
                  </th>
                  <td className={`${cell} tabular-nums`}>{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
