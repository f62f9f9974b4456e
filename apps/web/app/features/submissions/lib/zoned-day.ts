/** Minutes east of UTC that `timeZone` observes at `instant` (e.g. -300 for New York in winter). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The UTC instant at which the wall-clock time `y-m-d h:m` happens in `timeZone`. */
function zonedInstant(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  // A second pass settles days on which the offset changes (daylight saving).
  return guess - offsetMinutes(first, timeZone) * 60_000;
}

/**
 * The first and last moment (ISO 8601, UTC) of the calendar day `YYYY-MM-DD` as lived in `timeZone`: what a
 * person filtering "from Nov 3 to Nov 5" means, whichever zone the server runs in.
 */
export function zonedDayBounds(day: string, timeZone: string): { start: string; end: string } {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const start = zonedInstant(year, month, date, timeZone);
  const next = zonedInstant(year, month, date + 1, timeZone);
  return { start: new Date(start).toISOString(), end: new Date(next - 1).toISOString() };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function zonedDay(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));
}
