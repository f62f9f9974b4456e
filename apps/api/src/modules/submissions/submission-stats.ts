import type { TSubmissionCounts, TSubmissionLink, TSubmissionStats } from "@planready/contracts/submissions";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";

/** Counts by survey type, link and status over everything the user may see (both folders). */
export type GroupCount = { survey_type: TSurveyType; link: TSubmissionLink; completed: boolean; n: number };
/** Counts per calendar day (YYYY-MM-DD in the chosen time zone) and status. */
export type DayCount = { day: string; completed: boolean; n: number };

const DAY_MS = 86_400_000;
const zero = (): TSubmissionCounts => ({ completed: 0, in_progress: 0 });
const totalOf = (counts: TSubmissionCounts) => counts.completed + counts.in_progress;
const add = (counts: TSubmissionCounts, completed: boolean, n: number) => {
  if (completed) counts.completed += n;
  else counts.in_progress += n;
};

/** The calendar day `days` before `day` (both YYYY-MM-DD). */
export function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week of `day`. */
export function mondayOf(day: string): string {
  return dayBefore(day, (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7);
}

/** The first day the daily counts must cover: the chart's first day, or the week's or month's start if earlier. */
export function firstDayNeeded(today: string, days: number): string {
  return [dayBefore(today, days - 1), mondayOf(today), `${today.slice(0, 8)}01`].toSorted()[0]!;
}

/**
 * The dashboard's numbers (contracts `ZSubmissionStats`) from grouped counts: the week from Monday, the month from
 * the 1st, `days` days of chart ending `today`, types and links by most submissions.
 */
export function buildStats(input: {
  today: string;
  days: number;
  groups: GroupCount[];
  daily: DayCount[];
  unread: number;
  unsigned: number;
}): TSubmissionStats {
  const { today, days } = input;
  const weekStart = mondayOf(today);
  const monthStart = `${today.slice(0, 8)}01`;
  const stats: TSubmissionStats = {
    this_week: zero(),
    this_month: zero(),
    all_time: zero(),
    unread: input.unread,
    unsigned: input.unsigned,
    by_survey_type: [],
    by_link: [],
    over_time: Array.from({ length: days }, (_, i) => ({ date: dayBefore(today, days - 1 - i), ...zero() })),
  };
  const byDate = new Map(stats.over_time.map((point) => [point.date, point]));
  for (const { day, completed, n } of input.daily) {
    if (day > today) continue;
    if (day >= weekStart) add(stats.this_week, completed, n);
    if (day >= monthStart) add(stats.this_month, completed, n);
    const point = byDate.get(day);
    if (point) add(point, completed, n);
  }
  const byType = new Map<TSurveyType, TSubmissionCounts>();
  const byLink = new Map<string, { link: TSubmissionLink; counts: TSubmissionCounts }>();
  for (const group of input.groups) {
    add(stats.all_time, group.completed, group.n);
    const type = byType.get(group.survey_type) ?? zero();
    add(type, group.completed, group.n);
    byType.set(group.survey_type, type);
    const link = byLink.get(group.link.id) ?? { link: group.link, counts: zero() };
    add(link.counts, group.completed, group.n);
    byLink.set(group.link.id, link);
  }
  stats.by_survey_type = [...byType]
    .map(([survey_type, counts]) => ({ survey_type, ...counts }))
    .toSorted((a, b) => totalOf(b) - totalOf(a));
  stats.by_link = [...byLink.values()].map(({ link, counts }) => ({ link, ...counts })).toSorted((a, b) => totalOf(b) - totalOf(a));
  return stats;
}
