import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { chartScale } from "../lib/chart-scale";

export type TChartPoint = { label: string; longLabel: string; completed: number; inProgress: number };

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/**
 * Submissions over time as stacked bars (completed, in progress), drawn as plain SVG. The picture is labelled as a
 * whole for screen readers, and the same numbers are one press away as a table, for anyone who prefers reading them.
 */
export function SubmissionsChart({ points, title }: { points: readonly TChartPoint[]; title: string }) {
  const { t } = useTranslation("submissions");
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const descId = useId();
  const total = points.reduce((sum, p) => sum + p.completed + p.inProgress, 0);
  const { max, ticks } = chartScale(Math.max(0, ...points.map((p) => p.completed + p.inProgress)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, points.length);
  const barW = Math.max(2, Math.min(28, slot * 0.7));
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const labelEvery = Math.ceil(points.length / 8);

  return (
    <figure className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </figcaption>
        <Button variant="ghost" onPress={() => setAsTable((value) => !value)} aria-pressed={asTable}>
          {asTable ? t("dashboard.chart.showChart") : t("dashboard.chart.showTable")}
        </Button>
      </div>
      <div className="flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-300" aria-hidden={asTable}>
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-brand-600" />
          {t("dashboard.completed")}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-amber-400" />
          {t("dashboard.inProgress")}
        </span>
      </div>
      {asTable ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("dashboard.chart.period")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t("dashboard.completed")}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t("dashboard.inProgress")}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.longLabel} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {point.longLabel}
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{point.completed}</td>
                  <td className="py-1.5 text-right tabular-nums">{point.inProgress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline drawing: <img> cannot hold it
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="h-auto w-full text-slate-500 dark:text-slate-400"
          data-testid="submissions-chart"
        >
          <desc id={descId}>{t("dashboard.chart.summary", { count: total, periods: points.length })}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.25} />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
                {tick}
              </text>
            </g>
          ))}
          {points.map((point, i) => {
            const x = PAD.left + i * slot + (slot - barW) / 2;
            const completedTop = y(point.completed);
            const stackTop = y(point.completed + point.inProgress);
            return (
              <g key={point.longLabel}>
                <title>{`${point.longLabel}: ${t("dashboard.chart.barTitle", { completed: point.completed, inProgress: point.inProgress })}`}</title>
                <rect x={x} y={completedTop} width={barW} height={y(0) - completedTop} className="fill-brand-600" rx={2} />
                <rect x={x} y={stackTop} width={barW} height={completedTop - stackTop} className="fill-amber-400" rx={2} />
                {i % labelEvery === 0 ? (
                  <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="currentColor">
                    {point.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
