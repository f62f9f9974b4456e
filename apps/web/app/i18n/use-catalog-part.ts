import { use } from "react";
import { useTranslation } from "./react";
import { catalogPartReady } from "./catalogs";
import { isLocale, type TCatalogPart } from "./i18n";

/**
 * Suspends until `part` (i18n.ts catalogParts) is loaded in the language being rendered, so the code using it never
 * shows raw keys, also right after a change of language; a failed load throws to the nearest error boundary. The
 * server renders with every part at hand. Null: nothing to wait for.
 */
export function useCatalogPart(part: TCatalogPart | null): void {
  const { i18n } = useTranslation();
  if (!part || typeof document === "undefined") return;
  const ready = catalogPartReady(i18n, isLocale(i18n.language) ? i18n.language : "en", part);
  if (ready) use(ready);
}
