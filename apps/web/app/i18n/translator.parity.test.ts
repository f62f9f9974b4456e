import i18next, { type i18n } from "i18next";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import enSurveyConsent from "./locales/en/surveys/consent";
import enSurveyLists from "./locales/en/surveys/lists";
import enSurveyScreens from "./locales/en/surveys/screens";
import esSurveyConsent from "./locales/es/surveys/consent";
import esSurveyLists from "./locales/es/surveys/lists";
import esSurveyScreens from "./locales/es/surveys/screens";
import { catalogParts, locales, namespaces, type TLocale } from "./i18n";
import { resources } from "./resources.server";
import { Translator, type TCatalog, type TOptions } from "./translator";

/**
 * The app's translator (translator.ts) against i18next, configured as the app used it: every key of every namespace
 * and catalog part, in both languages, with a value for each placeholder, with none, and with counts 0, 1, 2 and 5.
 */
function reference(lng: TLocale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    supportedLngs: [...locales],
    load: "currentOnly",
    resources,
    ns: [...namespaces],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const parts = {
  en: { "surveys/screens": enSurveyScreens, "surveys/lists": enSurveyLists, "surveys/consent": enSurveyConsent },
  es: { "surveys/screens": esSurveyScreens, "surveys/lists": esSurveyLists, "surveys/consent": esSurveyConsent },
} as const;

/** As the browser builds it: the namespace without its parts, then each part added later. */
function lite(lng: TLocale): Translator {
  const { surveys, ...rest } = resources[lng];
  const own = Object.fromEntries(
    Object.entries(surveys).filter(([key]) => !catalogParts.some((part) => key in parts[lng][part])),
  ) as TCatalog;
  const translator = new Translator(lng, { [lng]: { ...(rest as Record<string, TCatalog>), surveys: own } });
  for (const part of catalogParts) translator.addResourceBundle(lng, "surveys", parts[lng][part]);
  return translator;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key (strings, arrays and objects alike) with the placeholders of the strings under it. */
function walk(node: unknown, at: string, out: Map<string, Set<string>>): Set<string> {
  const names = new Set<string>();
  if (typeof node === "string") for (const match of node.matchAll(/\{\{(.+?)\}\}/g)) names.add(match[1]!.trim());
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) for (const name of walk(value, at ? `${at}.${key}` : key, out)) names.add(name);
  if (at) {
    const base = at.replace(PLURAL, "");
    const known = out.get(base) ?? new Set<string>();
    for (const name of names) known.add(name);
    out.set(base, known);
    if (base !== at) out.set(at, new Set(names));
  }
  return names;
}

function optionSets(names: Set<string>): TOptions[] {
  const values = Object.fromEntries([...names].map((name) => [name, `<${name}:${name.length}>`]));
  const sets: TOptions[] = [{}, values, { returnObjects: true }, { ...values, returnObjects: true }];
  for (const count of [0, 1, 2, 5]) sets.push({ ...values, count }, { ...values, count, returnObjects: true });
  return sets;
}

describe("the app's translator gives i18next's text", () => {
  for (const lng of locales) {
    it(`for every key of every namespace and part in ${lng}`, () => {
      const theirs = reference(lng);
      const ours = lite(lng);
      let compared = 0;
      const differences: unknown[] = [];
      for (const ns of namespaces) {
        const keys = new Map<string, Set<string>>();
        walk(resources[lng][ns], "", keys);
        const tTheirs = theirs.getFixedT(lng, ns);
        const tOurs = ours.getFixedT(lng, ns);
        for (const [key, names] of keys) {
          for (const options of optionSets(names)) {
            const pairs = [
              [tOurs(key, options), tTheirs(key, options as never)],
              [ours.t(`${ns}:${key}`, options), theirs.t(`${ns}:${key}`, options as never)],
            ];
            for (const [mine, expected] of pairs)
              if (JSON.stringify(mine) !== JSON.stringify(expected)) differences.push({ key: `${ns}:${key}`, options, mine, expected });
            compared++;
          }
        }
      }
      expect(differences.slice(0, 5)).toEqual([]);
      expect(compared).toBeGreaterThan(5000);
    }, 60_000);
  }

  it("for a missing key, a default value, a list of namespaces, nested and missing placeholders", () => {
    for (const lng of locales) {
      const theirs = reference(lng);
      const ours = lite(lng);
      const cases: Array<[string | string[], string, TOptions]> = [
        ["links", "no.such.key", {}],
        ["links", "no.such.key", { defaultValue: "Hello {{who}}", who: "you" }],
        [["billing", "surveys"], "preview.title", { survey: "S" }],
        [["billing", "surveys"], "surveys:titles.hello", {}],
        [["billing", "common"], "poweredBy", {}],
        ["common", "poweredBy", { ns: "surveys" }],
        ["common", "errors.codes.SURVEY_EMPTY", { count: 1 }],
      ];
      for (const [ns, key, options] of cases) {
        expect(ours.getFixedT(lng, ns)(key, options)).toEqual(theirs.getFixedT(lng, ns)(key, options as never));
      }
    }
    const text = { en: { common: { a: "{{who.name}} and {{missing}}, {{gone}}." } } };
    const theirs = i18next.createInstance();
    void theirs.init({ lng: "en", resources: text, defaultNS: "common", interpolation: { escapeValue: false }, initAsync: false });
    const options = { who: { name: "Ann" }, gone: undefined };
    expect(new Translator("en", text).t("a", options)).toBe(theirs.t("a", options));
    expect(new Translator("en", text).t("a", options)).toBe("Ann and {{missing}}, .");
  });
});

describe("i18next", () => {
  it("is imported by no module of the app but this test (the browser and server use translator.ts)", () => {
    const app = path.resolve(import.meta.dirname, "..");
    const offenders = readdirSync(app, { recursive: true, encoding: "utf8" }).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.endsWith("translator.parity.test.ts") &&
        /^import [^;]*from "(react-)?i18next"/m.test(readFileSync(path.join(app, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
