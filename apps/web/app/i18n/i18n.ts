import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { resources } from "./resources";

export const locales = ["en", "es"] as const;
export type TLocale = (typeof locales)[number];
export const LOCALE_COOKIE = "lng";

/** en-US is the default; `?lng=es` (or the remembered cookie) switches to Spanish. */
export function resolveLocale(url: URL, cookieHeader: string | null): TLocale {
  const fromQuery = url.searchParams.get("lng") ?? url.searchParams.get("locale");
  const fromCookie = cookieHeader?.match(/(?:^|;\s*)lng=([^;]+)/)?.[1];
  const value = (fromQuery ?? fromCookie ?? "en").toLowerCase();
  return value.startsWith("es") ? "es" : "en";
}

/** One i18next instance per render on the server, one per page load in the browser. Resources are bundled. */
export function createI18n(locale: TLocale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: "en",
    supportedLngs: [...locales],
    resources,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
