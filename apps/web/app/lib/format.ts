/**
 * Dates and amounts as people read them, the same on the server and in the browser (so hydration agrees): an
 * explicit time zone rather than the machine's. Billing dates are shown in US Eastern time, the product's home zone.
 */
export const DISPLAY_TIME_ZONE = "America/New_York";

const intlLocale = (locale: string) => (locale === "es" ? "es-US" : "en-US");

/** "Nov 21, 2026" / "21 nov 2026"; an empty string for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: DISPLAY_TIME_ZONE }).format(date);
}

/** An amount in the currency's smallest unit (cents), e.g. 2900 USD → "$29.00". */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
}
