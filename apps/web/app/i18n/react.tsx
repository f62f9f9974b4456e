import { createContext, use, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { catalogsReady } from "./catalogs";
import { isLocale, namespaces as knownNamespaces, type TNamespace } from "./i18n";
import { Translator, type TFunction } from "./translator";

const I18nContext = createContext<Translator>(new Translator("en"));

/** The translator the components below render with (entry.server / entry.client, and root.tsx per language). */
export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * `t` bound to `ns` (the first of a list is searched first), and the translator. In the browser, a namespace no
 * matched route declared in `handle.i18n` suspends while it loads (declaring it loads it before the page renders);
 * a catalog arriving later (a catalog part) renders again.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.store.version,
    () => i18n.store.version,
  );
  const list: readonly string[] = ns === undefined ? ["common"] : typeof ns === "string" ? [ns] : ns;
  const key = list.join(",");
  if (typeof document !== "undefined" && isLocale(i18n.language)) {
    const missing = list.filter(
      (n): n is TNamespace => (knownNamespaces as readonly string[]).includes(n) && !i18n.hasResourceBundle(i18n.language, n),
    );
    const ready = missing.length ? catalogsReady(i18n, i18n.language, missing) : undefined;
    if (ready) {
      if (import.meta.env.DEV) console.warn(`i18n: "${missing.join(", ")}" is used but no matched route declares it in handle.i18n`);
      use(ready);
    }
  }
  // A new function when the language, the namespaces or the catalogs change, as effects depending on `t` expect.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(null, key.split(",")), [i18n, key, version]);
  return { t, i18n };
}
