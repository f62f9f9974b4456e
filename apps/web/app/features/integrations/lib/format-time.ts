import { DISPLAY_TIME_ZONE } from "../../../lib/format";

/** "Nov 21, 2026, 3:04 PM" in the product's home time zone, the same on the server and in the browser. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: DISPLAY_TIME_ZONE,
  }).format(date);
}
