import { Translator, type TResources } from "./translator";

export const locales = ["en", "es"] as const;
export type TLocale = (typeof locales)[number];
export const LOCALE_COOKIE = "lng";

/**
 * Remembers the page's language on this device, in the cookie the server renders the next page in: a year, the whole
 * site, sent on top-level navigations from elsewhere (a survey link opened from an email), and `Secure` when the page
 * is served over https — as every cookie the server sets is then (docs/decisions/019-headers-and-content-security.md).
 */
export function rememberLocaleCookie(locale: TLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${location.protocol === "https:" ? "; secure" : ""}`;
}

/** Every namespace; each is one file per language under ./locales/<lng>/ (see resources.server.ts). */
export const namespaces = [
  "common",
  "shell",
  "auth",
  "onboarding",
  "surveys",
  "billing",
  "links",
  "submissions",
  "notifications",
  "settings",
  "staff",
  "audit-log",
  "team",
  "signing",
  "splash",
  "integrations",
  "reviews",
  "webhooks",
  "bulkSends",
  "book",
  "compliance",
  "bulkOnboarding",
] as const;
export type TNamespace = (typeof namespaces)[number];

/**
 * Parts of a namespace a page does not load with it: the survey screens' strings, which the start page never shows.
 * Each is a file ./locales/<lng>/<part>.ts owning its own top-level keys; the browser adds it to the namespace when
 * the screens that use it load (features/surveys/screens/registry.tsx), the server renders with every part.
 */
export const catalogParts = ["surveys/screens", "surveys/lists", "surveys/consent"] as const;
export type TCatalogPart = (typeof catalogParts)[number];

/**
 * What a route module declares so its page ships only the translations it uses:
 * `export const handle = { i18n: ["auth", "shell"] } satisfies RouteI18nHandle;`
 * The page loads `common` plus the namespaces of every matched route (layouts included); see root.tsx.
 * `i18nFor` adds namespaces for what the route's loader found, loaded only then (a survey address that turns out
 * unknown to a signed-in agent shows the app's frame, whose words a client's survey page never loads).
 */
export type RouteI18nHandle = { i18n: readonly TNamespace[]; i18nFor?: (loaderData: unknown) => readonly TNamespace[] };

/**
 * en-US is the default; `?lng=es`, else the cookie this device remembers, else the signed-in person's own language
 * (`preferred`) switches to Spanish.
 */
export function resolveLocale(url: URL, cookieHeader: string | null, preferred?: TLocale | null): TLocale {
  const fromQuery = url.searchParams.get("lng") ?? url.searchParams.get("locale");
  const fromCookie = cookieHeader?.match(/(?:^|;\s*)lng=([^;]+)/)?.[1];
  const value = (fromQuery ?? fromCookie ?? preferred ?? "en").toLowerCase();
  return value.startsWith("es") ? "es" : "en";
}

export function isLocale(value: unknown): value is TLocale {
  return value === "en" || value === "es";
}

function isNamespace(value: unknown): value is TNamespace {
  return (namespaces as readonly unknown[]).includes(value);
}

/** `common` plus the namespaces the matched routes declare in `handle.i18n` (and `handle.i18nFor`), in a stable order. */
export function routeNamespaces(matches: ReadonlyArray<{ handle?: unknown; loaderData?: unknown }>): TNamespace[] {
  const wanted = new Set<TNamespace>(["common"]);
  for (const match of matches) {
    const handle = match.handle as Partial<RouteI18nHandle> | undefined;
    const declared = [...(Array.isArray(handle?.i18n) ? handle.i18n : []), ...(handle?.i18nFor?.(match.loaderData) ?? [])];
    for (const ns of declared) if (isNamespace(ns)) wanted.add(ns);
  }
  return namespaces.filter((ns) => wanted.has(ns));
}

/** The page's language and namespaces, written into the HTML by the root layout and read by entry.client. */
export type TI18nState = { lng: TLocale; ns: TNamespace[] };
export const I18N_STATE_ID = "i18n-state";

/** JSON safe inside a <script> element. */
export function serializeI18nState(state: TI18nState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

export function parseI18nState(text: string | null | undefined): TI18nState {
  try {
    const value = JSON.parse(text ?? "") as Partial<TI18nState>;
    const ns = Array.isArray(value.ns) ? value.ns.filter(isNamespace) : [];
    return { lng: isLocale(value.lng) ? value.lng : "en", ns: ns.includes("common") ? ns : ["common", ...ns] };
  } catch {
    return { lng: "en", ns: ["common"] };
  }
}

/**
 * One translator per request on the server (entry.server.tsx, every catalog bundled) and one per page load in the
 * browser (entry.client.tsx, the page's catalogs loaded before hydration, more on navigation).
 * No fallback language: Spanish has every English key (resources.test.ts), and the browser holds only one language.
 */
export function createI18n(locale: TLocale, resources: TResources): Translator {
  return new Translator(locale, resources);
}
