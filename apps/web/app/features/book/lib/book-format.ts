const intlLocale = (locale: string) => (locale === "es" ? "es-US" : "en-US");

/** A calendar date (`YYYY-MM-DD`, a birth date or a consent date) as people read it; no time zone shifts its day. */
export function formatCalendarDate(value: string | null, locale: string): string {
  if (!value) return "";
  const [y, m, d] = value.split("-").map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** `+13055550142` → `(305) 555-0142`. */
export function formatUsPhone(e164: string | null): string {
  if (!e164) return "";
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}
