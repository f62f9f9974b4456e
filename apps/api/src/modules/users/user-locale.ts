import type { TAppLocale } from "@planready/contracts/users";

/** The cookie in which the web app's language switch remembers the page's language (apps/web i18n `LOCALE_COOKIE`). */
const PAGE_LOCALE_COOKIE = "lng";

const ours = (tag: string): TAppLocale | null => {
  const primary = tag.trim().toLowerCase().split("-")[0];
  return primary === "en" || primary === "es" ? primary : null;
};

/** The first of our languages in an Accept-Language header, by the browser's order of preference (q). */
export function localeFromAcceptLanguage(header: string | null | undefined): TAppLocale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...rest] = part.split(";");
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: ours(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.locale && entry.weight > 0)
    .toSorted((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.locale ?? null;
}

/**
 * The language a new user starts with: the page's language when they signed up (the cookie the language switch
 * sets, sent with the sign-up request and with Google's callback), else their browser's (Accept-Language), else
 * English. They change it later with the language switch (`PUT /api/users/me/locale`).
 */
export function signUpLocale(headers: { get(name: string): string | null } | undefined): TAppLocale {
  const cookie = headers?.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${PAGE_LOCALE_COOKIE}=([^;]+)`))?.[1];
  return (cookie ? ours(cookie) : null) ?? localeFromAcceptLanguage(headers?.get("accept-language")) ?? "en";
}
