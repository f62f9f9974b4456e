import { describe, expect, it, vi } from "vitest";
import { catalogParts, locales, namespaces, parseI18nState, routeNamespaces, serializeI18nState } from "./i18n";
import { resources } from "./resources.server";

type Catalog = { readonly [key: string]: unknown };

/** Every leaf of a catalog as "a.b.0.c" → value (arrays are indexed like objects). */
function leaves(catalog: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (catalog !== null && typeof catalog === "object") {
    for (const [key, value] of Object.entries(catalog)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, catalog);
  }
  return out;
}

/** The {{variables}} and <tags> a translation must keep, whatever the word order. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, "")).toSorted();
}

const en = resources.en as Record<string, Catalog>;
const es = resources.es as Record<string, Catalog>;

describe("i18n catalogs", () => {
  it("register the same namespaces in English and Spanish", () => {
    expect(Object.keys(es).toSorted()).toEqual(Object.keys(en).toSorted());
  });

  it("register exactly the namespaces routes can declare", () => {
    expect(Object.keys(en).toSorted()).toEqual([...namespaces].toSorted());
  });

  // The browser loads one file per language and namespace (catalogs.ts), and the namespace's parts later: same strings.
  it.each(locales.flatMap((lng) => namespaces.map((ns) => [lng, ns] as const)))(
    "load %s/%s in the browser exactly as the server renders it",
    async (lng, ns) => {
      vi.stubEnv("SSR", false);
      vi.resetModules();
      const { catalogModules } = await import("./catalogs");
      vi.unstubAllEnvs();
      const files = [ns, ...catalogParts.filter((part) => part.startsWith(`${ns}/`))].map((name) => `./locales/${lng}/${name}.ts`);
      const catalogs = await Promise.all(
        files.map(async (file) => {
          const load = catalogModules[file];
          expect(load, file).toBeTypeOf("function");
          return (await load!()).default;
        }),
      );
      // Each file owns its top-level keys: adding a part never replaces what the page already has.
      const keys = catalogs.flatMap((catalog) => Object.keys(catalog));
      expect(new Set(keys).size).toBe(keys.length);
      expect(Object.assign({}, ...catalogs)).toEqual(resources[lng][ns]);
    },
  );

  describe.each(Object.keys(en))("namespace %s", (namespace) => {
    const english = leaves(en[namespace]);
    const spanish = leaves(es[namespace]);

    it("has exactly the same keys in Spanish as in English", () => {
      expect(english.size).toBeGreaterThan(0);
      const missing = [...english.keys()].filter((key) => !spanish.has(key));
      const extra = [...spanish.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it("has a non-empty string for every key in both languages", () => {
      const bad = [...english, ...spanish].filter(([, value]) => typeof value !== "string" || !value.trim()).map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it("keeps the English interpolation variables and tags in every Spanish string", () => {
      const differing = [...english]
        .filter(([key, value]) => typeof value === "string" && typeof spanish.get(key) === "string")
        .filter(([key, value]) => placeholders(value as string).join() !== placeholders(spanish.get(key) as string).join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });
});

describe("the namespaces of a page", () => {
  it("are common plus those the matched routes declare, once each, in a stable order", () => {
    const matches = [{ handle: undefined }, { handle: { i18n: ["shell"] } }, { handle: { i18n: ["auth", "shell"] } }, {}];
    expect(routeNamespaces(matches)).toEqual(["common", "shell", "auth"]);
  });

  it("add those a route asks for from what its loader found, and only then", () => {
    const handle = { i18n: ["surveys"], i18nFor: (data: unknown) => ((data as { signedIn?: boolean })?.signedIn ? ["shell"] : []) };
    expect(routeNamespaces([{ handle, loaderData: { signedIn: true } }])).toEqual(["common", "shell", "surveys"]);
    expect(routeNamespaces([{ handle, loaderData: { signedIn: false } }])).toEqual(["common", "surveys"]);
    expect(routeNamespaces([{ handle }])).toEqual(["common", "surveys"]);
  });

  it("ignore what is not a namespace", () => {
    expect(routeNamespaces([{ handle: { i18n: ["nope", 3] } }, { handle: { i18n: "auth" } }, { handle: null }])).toEqual(["common"]);
  });

  it("travel through the HTML as JSON that cannot close its <script>", () => {
    const text = serializeI18nState({ lng: "es", ns: ["common", "auth"] });
    expect(parseI18nState(text)).toEqual({ lng: "es", ns: ["common", "auth"] });
    expect(serializeI18nState({ lng: "en", ns: ["</script>" as never] })).not.toContain("<");
    expect(parseI18nState("not json")).toEqual({ lng: "en", ns: ["common"] });
    expect(parseI18nState('{"lng":"fr","ns":["auth","x"]}')).toEqual({ lng: "en", ns: ["common", "auth"] });
  });
});
