import type { TSubmissionCounts, TSubmissionLink, TSubmissionListItem, TSubmissionStats } from "@planready/contracts/submissions";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";
import { zonedDay } from "./zoned-day";

const DAY_MS = 86_400_000;

/** Adds one submission to a pair of counts. */
const add = (counts: TSubmissionCounts, item: Pick<TSubmissionListItem, "status">) => {
  if (item.status === "completed") counts.completed += 1;
  else counts.in_progress += 1;
};
const zero = (): TSubmissionCounts => ({ completed: 0, in_progress: 0 });
const totalOf = (counts: TSubmissionCounts) => counts.completed + counts.in_progress;

/** The calendar day `days` before `day` (YYYY-MM-DD, calendar arithmetic in UTC). */
function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week of `day` (weeks start on Monday). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dayBefore(day, (weekday + 6) % 7);
}

/**
 * The dashboard's numbers (the shape of GET /api/orgs/{id}/submissions/stats) from list rows: counted on the day of
 * each row's `activity_at` in `timeZone`, the week from Monday, the month from the 1st, `days` days of chart
 * ending today. Used where the API has no stats route; the same rules as the contract describes.
 */
export function statsFromItems(items: readonly TSubmissionListItem[], now: Date, timeZone: string, days: number): TSubmissionStats {
  const today = zonedDay(now, timeZone);
  const weekStart = mondayOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  const firstChartDay = dayBefore(today, days - 1);
  const stats: TSubmissionStats = {
    this_week: zero(),
    this_month: zero(),
    all_time: zero(),
    unread: 0,
    by_survey_type: [],
    by_link: [],
    over_time: Array.from({ length: days }, (_, i) => ({ date: dayBefore(today, days - 1 - i), ...zero() })),
  };
  const byType = new Map<TSurveyType, TSubmissionCounts>();
  const byLink = new Map<string, { link: TSubmissionLink; counts: TSubmissionCounts }>();
  for (const item of items) {
    const day = zonedDay(item.activity_at, timeZone);
    add(stats.all_time, item);
    if (day >= weekStart && day <= today) add(stats.this_week, item);
    if (day >= monthStart && day <= today) add(stats.this_month, item);
    if (!item.read && !item.archived && item.status === "completed") stats.unread += 1;
    if (day >= firstChartDay && day <= today) {
      const point = stats.over_time.find((entry) => entry.date === day);
      if (point) add(point, item);
    }
    const type = byType.get(item.survey_type) ?? zero();
    add(type, item);
    byType.set(item.survey_type, type);
    const link = byLink.get(item.link.id) ?? { link: item.link, counts: zero() };
    add(link.counts, item);
    byLink.set(item.link.id, link);
  }
  stats.by_survey_type = [...byType]
    .map(([survey_type, counts]) => ({ survey_type, ...counts }))
    .toSorted((a, b) => totalOf(b) - totalOf(a));
  stats.by_link = [...byLink.values()].map(({ link, counts }) => ({ link, ...counts })).toSorted((a, b) => totalOf(b) - totalOf(a));
  return stats;
}
