import type { TLocale } from "../../../i18n/i18n";
import { pageString } from "../../../i18n/page-strings";
import type { TCatalogs } from "../../../i18n/resources.server";

/**
 * A page title in the visitor's language: meta functions run outside React, so they read the catalog directly.
 * Undefined (the product's default title) if the namespace is not loaded.
 */
export function localizedTitle(locale: TLocale | undefined, pick: (catalog: TCatalogs) => string): string | undefined {
  return pageString(locale, pick);
}
