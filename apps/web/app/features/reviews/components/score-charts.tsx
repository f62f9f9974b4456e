import type { TReviewList } from "@planready/contracts/reviews";
import { useTranslation } from "../../../i18n/react";

const W = 330;
const H = 150;
const PAD = { top: 16, right: 8, bottom: 24, left: 8 };

/**
 * How many reviews gave each score (0–10), as bars: the app's own small SVG (no chart library). The numbers are
 * also in a table read by screen readers.
 */
export function ScoreDistribution({ distribution }: { distribution: TReviewList["distribution"] }) {
  const { t } = useTranslation("reviews");
  const max = Math.max(1, ...distribution);
  const plotH = H - PAD.top - PAD.bottom;
  const step = (W - PAD.left - PAD.right) / distribution.length;
  return (
    <figure className="flex flex-col gap-2" data-testid="score-distribution">
      <figcaption className="text-lg font-semibold text-slate-900 dark:text-white">{t("charts.distribution")}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-md" aria-hidden="true" focusable="false">
        {distribution.map((count, score) => {
          const h = (count / max) * plotH;
          const x = PAD.left + score * step;
          const colour = score >= 9 ? "fill-green-600" : score >= 7 ? "fill-amber-500" : "fill-slate-500";
          return (
            <g key={score}>
              <rect x={x + 3} y={PAD.top + plotH - h} width={step - 6} height={Math.max(h, count ? 2 : 0)} rx={3} className={colour} />
              {count ? (
                <text
                  x={x + step / 2}
                  y={PAD.top + plotH - h - 4}
                  textAnchor="middle"
                  className="fill-slate-700 text-[11px] dark:fill-slate-200"
                >
                  {count}
                </text>
              ) : null}
              <text x={x + step / 2} y={H - 6} textAnchor="middle" className="fill-slate-600 text-[12px] dark:fill-slate-300">
                {score}
              </text>
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} className="stroke-slate-300" />
      </svg>
      <table className="sr-only">
        <caption>{t("charts.distribution")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("charts.score")}</th>
            <th scope="col">{t("charts.reviews")}</th>
          </tr>
        </thead>
        <tbody>
          {distribution.map((count, score) => (
            <tr key={score}>
              <td>{score}</td>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The average score per month (the last 12 months with scores), as a line on a 0–10 scale, and the same as a table. */
export function ScoreTrend({ trend }: { trend: TReviewList["trend"] }) {
  const { t, i18n } = useTranslation("reviews");
  const plotW = W - 28 - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => 28 + (trend.length === 1 ? plotW / 2 : (i / (trend.length - 1)) * plotW);
  const y = (average: number) => PAD.top + plotH - (average / 10) * plotH;
  const monthLabel = (month: string) =>
    new Date(`${month}-15T12:00:00Z`).toLocaleDateString(i18n.language === "es" ? "es-US" : "en-US", { month: "short", timeZone: "UTC" });
  const points = trend.map((m, i) => `${x(i)},${y(m.average)}`).join(" ");
  return (
    <figure className="flex flex-col gap-2" data-testid="score-trend">
      <figcaption className="text-lg font-semibold text-slate-900 dark:text-white">{t("charts.trend")}</figcaption>
      {trend.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("charts.noScores")}</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-md" aria-hidden="true" focusable="false">
            {[0, 5, 10].map((v) => (
              <g key={v}>
                <line x1={28} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200 dark:stroke-slate-700" />
                <text x={22} y={y(v) + 4} textAnchor="end" className="fill-slate-600 text-[11px] dark:fill-slate-300">
                  {v}
                </text>
              </g>
            ))}
            <polyline points={points} fill="none" strokeWidth={2.5} className="stroke-brand-600" />
            {trend.map((m, i) => (
              <g key={m.month}>
                <circle cx={x(i)} cy={y(m.average)} r={4} className="fill-brand-600" />
                <text x={x(i)} y={H - 6} textAnchor="middle" className="fill-slate-600 text-[11px] dark:fill-slate-300">
                  {monthLabel(m.month)}
                </text>
              </g>
            ))}
          </svg>
          <table className="sr-only">
            <caption>{t("charts.trend")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("charts.month")}</th>
                <th scope="col">{t("charts.average")}</th>
                <th scope="col">{t("charts.reviews")}</th>
              </tr>
            </thead>
            <tbody>
              {trend.map((m) => (
                <tr key={m.month}>
                  <td>{m.month}</td>
                  <td>{m.average}</td>
                  <td>{m.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
