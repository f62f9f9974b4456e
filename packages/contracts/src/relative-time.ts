export type TRelativeTime = { unit: "now"; count: 0 } | { unit: "minute" | "hour" | "day" | "month" | "year"; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time (docs/product.md#loading-and-freshness): just now, then minutes, hours, days, months (of 30 days) and years ago.
 * Returns the unit and count so each language words and pluralises it; future dates count as "just now"
 * (clock skew between server and browser).
 */
export function relativeTime(from: Date | string, now: Date = new Date()): TRelativeTime {
  const elapsed = now.getTime() - new Date(from).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return { unit: "now", count: 0 };
  if (elapsed < HOUR) return { unit: "minute", count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: "hour", count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return { unit: "day", count: days };
  if (days < 365) return { unit: "month", count: Math.floor(days / 30) };
  return { unit: "year", count: Math.floor(days / 365) };
}
