import { use } from "react";
import { useTranslation } from "./react";
import { useMatches } from "react-router";
import type { Translator } from "./translator";
import { catalogsReady } from "./catalogs";
import { isLocale, routeNamespaces, type TI18nState, type TLocale } from "./i18n";

const byLanguage = new WeakMap<Translator, Map<TLocale, Translator>>();

/**
 * The instance to render `lng` with: the page's own (entry.server / entry.client), or, once a navigation has moved to
 * another language (a link adding or dropping `?lng=`), a clone sharing its catalogs. The language is thus part of
 * what is rendered, never switched globally under the page still on screen.
 */
function instanceFor(base: Translator, lng: TLocale): Translator {
  if (base.language === lng) return base;
  let clones = byLanguage.get(base);
  if (!clones) byLanguage.set(base, (clones = new Map()));
  let clone = clones.get(lng);
  if (!clone) clones.set(lng, (clone = base.cloneInstance({ lng })));
  return clone;
}

/**
 * The language, namespaces and translator of the page being rendered: `common` plus every matched route's
 * `handle.i18n`, in the root loader's language.
 *
 * In the browser, a navigation to a page whose catalogs are not loaded yet suspends here, at the top of the root
 * layout, until they are: React keeps showing the current page meanwhile (router updates are transitions), so the
 * next page and its <title> never render untranslated keys. On the server every catalog is at hand.
 */
export function useRouteI18n(locale: TLocale | undefined): TI18nState & { i18n: Translator } {
  const { i18n: base } = useTranslation();
  const ns = routeNamespaces(useMatches());
  const lng = locale ?? (isLocale(base.language) ? base.language : "en");
  if (typeof document !== "undefined") {
    const ready = catalogsReady(base, lng, ns);
    if (ready) use(ready);
  }
  return { lng, ns, i18n: instanceFor(base, lng) };
}
