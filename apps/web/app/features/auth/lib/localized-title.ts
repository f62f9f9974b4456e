import type { TLocale } from "../../../i18n/i18n";
import { resources } from "../../../i18n/resources";

type TCatalog = (typeof resources)["en"];

/** A page title in the visitor's language: meta functions run outside React, so they read the catalog directly. */
export function localizedTitle(locale: TLocale | undefined, pick: (catalog: TCatalog) => string): string {
  return pick(resources[locale ?? "en"]);
}
