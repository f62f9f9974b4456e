import { namespaces, type TLocale, type TNamespace } from "./i18n";
import type { TCatalogs } from "./resources.server";

type TLookup = (lng: TLocale, ns: TNamespace) => object | undefined;

let lookup: TLookup = () => undefined;

/**
 * Where strings read outside React come from: every catalog on the server (entry.server.tsx), the i18next instance's
 * loaded catalogs in the browser (entry.client.tsx).
 */
export function setCatalogLookup(next: TLookup) {
  lookup = next;
}

/**
 * A string for code that runs outside React, such as meta() functions, picked from the catalogs of `locale`.
 * Undefined when that catalog is not loaded: in the browser a page holds only the namespaces its routes declare
 * (the root layout loads them before the page and its metadata render).
 */
export function pageString(locale: TLocale | undefined, pick: (catalogs: TCatalogs) => string | undefined): string | undefined {
  const lng = locale ?? "en";
  const catalogs = Object.fromEntries(namespaces.map((ns) => [ns, lookup(lng, ns)])) as unknown as TCatalogs;
  try {
    const value = pick(catalogs);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
