/**
 * The time zone an agency's times are shown in — the submission center, the dashboard's days, and a submission's
 * PDF and CSV. Agencies have no time zone setting yet: every one reads US Eastern time, the product's home zone
 * (docs/product.md "Times"). Always named where a time is written down for later (PDF, CSV).
 */
export const AGENCY_TIME_ZONE = "America/New_York";

const intlLocale = (locale: string) => (locale === "es" ? "es-US" : "en-US");

/** "Nov 26, 2026, 3:04 PM EST" / "26 nov 2026, 3:04 p.m. EST": a moment with its zone's short name. */
export function formatZonedTime(date: Date, locale: string, timeZone = AGENCY_TIME_ZONE): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  })
    .format(date)
    .replace(/[\u00a0\u202f]/g, " ") // some ICU versions use no-break spaces, which a PDF's standard fonts lack
    .concat(" ", zoneAbbreviation(date, locale, timeZone));
}

/** "EST" or "EDT" for a moment: the zone's short name then. */
function zoneAbbreviation(date: Date, locale: string, timeZone: string): string {
  const part = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: "short" })
    .formatToParts(date)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** "Eastern Time (America/New_York)" / "hora del este (America/New_York)": a zone named for a document's reader. */
export function zoneName(locale: string, timeZone = AGENCY_TIME_ZONE, at = new Date()): string {
  const part = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part ? `${part.value} (${timeZone})` : timeZone;
}

/** "2026-11-26": the calendar day of a moment in the zone. */
export function zonedDay(date: Date, timeZone = AGENCY_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}
