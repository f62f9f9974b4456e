import type { BackendModule, i18n } from "i18next";
import type { TLocale, TNamespace } from "./i18n";

type TCatalog = Record<string, unknown>;

/**
 * One lazily loaded chunk per language and namespace (./locales/es/auth.ts, ./locales/en/shell.ts with its parts…),
 * so a page downloads its own language and namespaces only.
 */
export const catalogModules: Record<string, () => Promise<{ default: TCatalog }>> = import.meta.env.SSR
  ? {} // the server renders with resources.server.ts
  : import.meta.glob<{ default: TCatalog }>("./locales/*/*.ts");

const RELOAD_GUARD = "planready:i18n-reload";

/**
 * A catalog chunk that fails to load is most likely gone after a deploy: like React Router does for route modules,
 * reload the page (the new HTML names the new chunks) rather than show raw keys; once, never in a loop.
 */
function reloadOnce(error: unknown): Promise<never> {
  console.error(error);
  let reload = false;
  try {
    reload = sessionStorage.getItem(RELOAD_GUARD) === null;
    if (reload) sessionStorage.setItem(RELOAD_GUARD, "1");
  } catch {
    reload = false; // no storage for the guard: no reload
  }
  if (!reload) return Promise.reject(error);
  window.location.reload();
  return new Promise<never>(() => {});
}

export async function loadCatalog(lng: TLocale, ns: TNamespace): Promise<TCatalog> {
  const load = catalogModules[`./locales/${lng}/${ns}.ts`];
  if (!load) throw new Error(`No "${ns}" catalog for "${lng}"`);
  let catalog: TCatalog;
  try {
    catalog = (await load()).default;
  } catch (error) {
    return reloadOnce(error);
  }
  try {
    sessionStorage.removeItem(RELOAD_GUARD);
  } catch {
    // no storage, no guard to clear
  }
  return catalog;
}

/** Loads the catalogs `lng` still lacks among `ns` into the instance. */
async function addMissing(instance: i18n, lng: TLocale, ns: readonly TNamespace[]): Promise<void> {
  const missing = ns.filter((n) => !instance.hasResourceBundle(lng, n));
  const loaded = await Promise.all(missing.map(async (n) => [n, await loadCatalog(lng, n)] as const));
  for (const [n, catalog] of loaded) instance.addResourceBundle(lng, n, catalog, true, true);
}

/**
 * The page's catalogs, loaded before hydration so the first client render matches the server's. One that cannot be
 * loaded is left out rather than keep the page from hydrating (react-i18next's backend then tries again).
 */
export async function loadInitialResources(lng: TLocale, ns: readonly TNamespace[]) {
  const settled = await Promise.allSettled(ns.map(async (n) => [n, await loadCatalog(lng, n)] as const));
  return { [lng]: Object.fromEntries(settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))) };
}

const pending = new Map<string, Promise<void>>();
const failed = new Set<string>();

/**
 * Undefined when the store holds every namespace of `ns` in `lng`; otherwise one promise (the same for repeated
 * calls, as React's `use` wants) that loads what is missing. A load that failed is not retried here: the page
 * renders, and react-i18next's backend gets another go.
 */
export function catalogsReady(instance: i18n, lng: TLocale, ns: readonly TNamespace[]): Promise<void> | undefined {
  const missing = ns.filter((n) => !instance.hasResourceBundle(lng, n));
  if (missing.length === 0) return undefined;
  const key = `${lng}:${missing.join(",")}`;
  if (failed.has(key)) return undefined;
  let promise = pending.get(key);
  if (!promise) {
    promise = addMissing(instance, lng, missing)
      .catch((error: unknown) => {
        failed.add(key);
        console.error(error);
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * A safety net for a component using a namespace its route did not declare in `handle.i18n`: react-i18next then
 * suspends while this loads it. Declaring the namespace is better: it is then loaded before the page renders.
 */
export const lazyCatalogBackend: BackendModule = {
  type: "backend",
  // read() answers with a promise.
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    if (import.meta.env.DEV) console.warn(`i18n: "${namespace}" is used but no matched route declares it in handle.i18n`);
    return loadCatalog(language as TLocale, namespace as TNamespace);
  },
};
