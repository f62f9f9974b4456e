/** The cookie the server reads the page's language from (i18n.ts LOCALE_COOKIE, resolveLocale). */
const NAME = "lng";

/**
 * The language cookie as the browser writes it: a year, the whole site, sent on top-level navigations from elsewhere
 * (a survey link opened from an email), and `Secure` when the page is served over https — as every cookie the server
 * sets is then (docs/decisions/019-headers-and-content-security.md).
 */
export function localeCookie(locale: "en" | "es", protocol: string): string {
  return `${NAME}=${locale}; path=/; max-age=31536000; samesite=lax${protocol === "https:" ? "; secure" : ""}`;
}

/** Remembers the page's language on this device (the server renders the next page in it). */
export function rememberLocaleCookie(locale: "en" | "es"): void {
  document.cookie = localeCookie(locale, window.location.protocol);
}
