import type { TCatalogPart, TLocale, TNamespace } from "./i18n";
import type { Translator } from "./translator";

type TCatalog = Record<string, unknown>;

/**
 * One lazily loaded chunk per language and namespace (./locales/es/auth.ts, ./locales/en/shell.ts with the files it
 * imports…), so a page downloads its own language and namespaces only; and one per language and catalog part
 * (i18n.ts catalogParts), loaded later by the code that needs it.
 */
export const catalogModules: Record<string, () => Promise<{ default: TCatalog }>> = import.meta.env.SSR
  ? {} // the server renders with resources.server.ts
  : import.meta.glob<{ default: TCatalog }>([
      "./locales/*/*.ts",
      "./locales/*/surveys/screens.ts",
      "./locales/*/surveys/lists.ts",
      "./locales/*/surveys/consent.ts",
    ]);

async function importCatalog(lng: TLocale, name: TNamespace | TCatalogPart): Promise<TCatalog> {
  const load = catalogModules[`./locales/${lng}/${name}.ts`];
  if (!load) throw new Error(`No "${name}" catalog for "${lng}"`);
  return (await load()).default;
}

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
  let catalog: TCatalog;
  try {
    catalog = await importCatalog(lng, ns);
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
async function addMissing(instance: Translator, lng: TLocale, ns: readonly TNamespace[]): Promise<void> {
  const missing = ns.filter((n) => !instance.hasResourceBundle(lng, n));
  const loaded = await Promise.all(missing.map(async (n) => [n, await loadCatalog(lng, n)] as const));
  for (const [n, catalog] of loaded) instance.addResourceBundle(lng, n, catalog);
}

/**
 * The page's catalogs, loaded before hydration so the first client render matches the server's. One that cannot be
 * loaded is left out rather than keep the page from hydrating (useTranslation then tries again).
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
 * renders with the keys.
 */
export function catalogsReady(instance: Translator, lng: TLocale, ns: readonly TNamespace[]): Promise<void> | undefined {
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

/** Per translator store (an instance and its clones share one): the load of each language's parts. */
const partLoads = new WeakMap<object, Map<string, { promise: Promise<void>; done: boolean }>>();

/**
 * Undefined once `part` is in the store in `lng`; otherwise one promise (the same for repeated calls, as React's
 * `use` wants) that loads it into its namespace, after the namespace itself. A failed load rejects, for the screen's
 * error boundary to show (like a screen chunk that could not load, no reload here), and is tried afresh next time.
 */
export function catalogPartReady(instance: Translator, lng: TLocale, part: TCatalogPart): Promise<void> | undefined {
  let loads = partLoads.get(instance.store);
  if (!loads) partLoads.set(instance.store, (loads = new Map()));
  const key = `${lng}/${part}`;
  const started = loads.get(key);
  if (started) return started.done ? undefined : started.promise;
  const ns = part.slice(0, part.indexOf("/")) as TNamespace;
  const load = { done: false, promise: Promise.resolve() };
  load.promise = (async () => {
    try {
      const [, catalog] = await Promise.all([catalogsReady(instance, lng, [ns]), importCatalog(lng, part)]);
      instance.addResourceBundle(lng, ns, catalog);
      load.done = true;
    } catch (error) {
      loads.delete(key);
      throw error;
    }
  })();
  loads.set(key, load);
  return load.promise;
}
