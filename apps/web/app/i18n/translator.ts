/**
 * The app's translations: exactly the part of i18next the catalogs and code use, in about 1 KB, for the server and
 * the browser alike (docs/decisions/025-signed-in-pages-javascript.md). `translator.parity.test.ts` renders every key
 * of every catalog through this and through i18next and fails on any difference.
 *
 * - keys are dotted paths in a namespace's catalog; `ns:key` names another namespace; a list of namespaces is
 *   searched in order;
 * - `{{name}}` (and `{{a.b}}`) is filled from the options, never escaped (React escapes); a placeholder with no value
 *   given stays as written, one given as undefined or null becomes empty;
 * - `count` picks `key_zero` (0, when the catalog has it), then `key_<Intl.PluralRules category>`, then `key`, then
 *   `key_other`;
 * - `returnObjects` gives an object or array with every string in it filled the same way;
 * - a missing key, or one naming an object without `returnObjects`, gives `defaultValue` (filled), else the key.
 */

export type TCatalog = { [key: string]: unknown };
export type TResources = Record<string, Record<string, TCatalog>>;
export type TOptions = {
  ns?: string | readonly string[];
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  [name: string]: unknown;
};
/** `N` names the namespace a function is bound to; kept for readability at call sites. */
// oxlint-disable-next-line no-unused-vars
export type TFunction<N extends string | readonly string[] = string> = (key: string, options?: TOptions) => string;

type TStore = { data: TResources; version: number; listeners: Set<() => void> };

function lookup(catalog: unknown, path: string): unknown {
  let value = catalog;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object" || !Object.prototype.hasOwnProperty.call(value, part)) return flatLookup(catalog, path);
    value = (value as TCatalog)[part];
  }
  return value ?? flatLookup(catalog, path);
}

/** As i18next, a key whose own name holds dots (`actions: { "auth.sign_in": … }`) is found too. */
function flatLookup(catalog: unknown, path: string): unknown {
  if (catalog === null || typeof catalog !== "object") return undefined;
  if (Object.prototype.hasOwnProperty.call(catalog, path) && (catalog as TCatalog)[path]) return (catalog as TCatalog)[path];
  const tokens = path.split(".");
  let current: unknown = catalog;
  for (let i = 0; i < tokens.length;) {
    if (current === null || typeof current !== "object") return undefined;
    let next: unknown;
    let name = "";
    for (let j = i; j < tokens.length; ++j) {
      name += (j === i ? "" : ".") + tokens[j];
      next = Object.prototype.hasOwnProperty.call(current, name) ? (current as TCatalog)[name] : undefined;
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

function interpolate(text: string, values: TOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const path = name.trim();
    const value = Object.prototype.hasOwnProperty.call(values, path) ? values[path] : lookup(values, path);
    if (value === undefined && !Object.prototype.hasOwnProperty.call(values, path)) return match;
    // As i18next: any value as String() writes it.
    return value == null ? "" : `${value as string | number}`;
  });
}

function isMerged(value: unknown): value is TCatalog {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function deepMerge(target: TCatalog, source: TCatalog): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isMerged(existing) && isMerged(value)) {
      // A copy: the catalogs' own modules are never changed.
      const merged = { ...existing };
      deepMerge(merged, value);
      target[key] = merged;
    } else target[key] = value;
  }
}

/** A key naming an object, asked for without `returnObjects`: treated as missing. */
const OBJECT = Symbol("object");

const pluralRules = new Map<string, Intl.PluralRules>();

export class Translator {
  readonly language: string;
  /** Shared by an instance and its clones: the catalogs, and who to tell when one arrives. */
  readonly store: TStore;
  private readonly defaultNS: string;

  constructor(language: string, resources: TResources = {}, defaultNS = "common", store?: TStore) {
    this.language = language;
    this.defaultNS = defaultNS;
    this.store = store ?? { data: {}, version: 0, listeners: new Set() };
    if (!store)
      for (const [lng, bundles] of Object.entries(resources))
        for (const [ns, catalog] of Object.entries(bundles)) this.addResourceBundle(lng, ns, catalog);
  }

  /** Another language over the same catalogs. */
  cloneInstance({ lng }: { lng: string }): Translator {
    return new Translator(lng, {}, this.defaultNS, this.store);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return !!this.store.data[lng]?.[ns];
  }

  getResourceBundle(lng: string, ns: string): TCatalog | undefined {
    return this.store.data[lng]?.[ns];
  }

  /** Merges `catalog` into the namespace (a catalog part adds its own top-level keys) and tells the subscribers. */
  addResourceBundle(lng: string, ns: string, catalog: TCatalog): void {
    const bundles = (this.store.data[lng] ??= {});
    deepMerge((bundles[ns] ??= {}), catalog);
    this.store.version++;
    for (const listener of this.store.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.store.listeners.add(listener);
    return () => this.store.listeners.delete(listener);
  };

  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    const instance = lng && lng !== this.language ? this.cloneInstance({ lng }) : this;
    return (key, options) => instance.t(key, ns && !options?.ns ? { ...options, ns } : options);
  }

  t(key: string, options: TOptions = {}): string {
    let path = key;
    let namespaces: readonly string[] = typeof options.ns === "string" ? [options.ns] : (options.ns ?? [this.defaultNS]);
    const colon = key.indexOf(":");
    if (colon >= 0) {
      const parts = key.split(":");
      namespaces = [parts.shift() as string];
      path = parts.join(".");
    }
    const found = this.resolve(path, namespaces, options);
    if (found !== undefined && found !== OBJECT) return found as string;
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : path;
  }

  private resolve(path: string, namespaces: readonly string[], options: TOptions): unknown {
    const candidates = [path];
    if (typeof options.count === "number") {
      let rules = pluralRules.get(this.language);
      if (!rules) pluralRules.set(this.language, (rules = new Intl.PluralRules(this.language)));
      const category = rules.select(options.count);
      candidates.unshift(`${path}_${category}`);
      if (options.count === 0) candidates.unshift(`${path}_zero`);
      if (category !== "other") candidates.push(`${path}_other`);
    }
    for (const ns of namespaces) {
      const catalog = this.store.data[this.language]?.[ns];
      for (const candidate of candidates) {
        const value = lookup(catalog, candidate);
        if (value === undefined || value === null) continue;
        if (typeof value === "string") return interpolate(value, options);
        if (typeof value !== "object") return value;
        if (!options.returnObjects) return OBJECT;
        const copy: TCatalog | unknown[] = Array.isArray(value) ? [] : {};
        for (const name of Object.keys(value)) {
          const deepKey = `${candidate}.${name}`;
          const item = this.resolve(deepKey, [ns], options);
          (copy as TCatalog)[name] = item === undefined ? (value as TCatalog)[name] : item;
        }
        return copy;
      }
    }
    return undefined;
  }
}
