import {
  arrivalSources,
  referralSources,
  type TArrivalSource,
  type TReferralCountsResponse,
  type TReferralSource,
} from "@planready/contracts/agent-sites";

type TCounts = { visits: number; starts: number; referrals: number };
const zero = (): TCounts => ({ visits: 0, starts: 0, referrals: 0 });

/** Counts per source over the whole period, every source listed (zeros included). */
export function countsBySource(days: TReferralCountsResponse["days"]): Record<TArrivalSource, TCounts> {
  const out = Object.fromEntries(arrivalSources.map((s) => [s, zero()])) as Record<TArrivalSource, TCounts>;
  for (const row of days) {
    out[row.source].visits += row.visits;
    out[row.source].starts += row.starts;
    out[row.source].referrals += row.referrals;
  }
  return out;
}

/** The Monday (UTC) of a `YYYY-MM-DD` day. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Referrals per week and source, oldest week first; weeks with nothing are left out. */
export function referralsByWeek(
  days: TReferralCountsResponse["days"],
): { week: string; bySource: Record<TReferralSource, number>; total: number }[] {
  const weeks = new Map<string, Record<TReferralSource, number>>();
  for (const row of days) {
    if (!row.referrals || row.source === "direct") continue;
    const week = weekOf(row.day);
    const entry = weeks.get(week) ?? (Object.fromEntries(referralSources.map((s) => [s, 0])) as Record<TReferralSource, number>);
    entry[row.source] += row.referrals;
    weeks.set(week, entry);
  }
  return [...weeks.entries()]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([week, bySource]) => ({ week, bySource, total: Object.values(bySource).reduce((a, b) => a + b, 0) }));
}
