import { TZDate } from "@date-fns/tz";

/**
 * The first and last moment (ISO 8601, UTC) of the calendar day `YYYY-MM-DD` as lived in `timeZone`: what a
 * person filtering "from Nov 3 to Nov 5" means, whichever zone the server runs in. A day begins at its first
 * moment, which is not midnight where clocks spring forward at midnight (Havana, Santiago, the Azores).
 */
export function zonedDayBounds(day: string, timeZone: string): { start: string; end: string } {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, date, timeZone).getTime();
  const next = new TZDate(year, month - 1, date + 1, timeZone).getTime();
  return { start: new Date(start).toISOString(), end: new Date(next - 1).toISOString() };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function zonedDay(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));
}
