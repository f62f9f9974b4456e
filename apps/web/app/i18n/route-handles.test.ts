import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { namespaces, type TNamespace } from "./i18n";

/**
 * A page ships only the catalogs its matched routes declare in `handle.i18n` (plus `common`). A namespace used by a
 * component but declared by no matched route would render differently in the browser than on the server (every
 * catalog), so this reads the sources: every namespace a route's module and its imports use must be declared by the
 * route or by a layout around it.
 */
const appDir = path.resolve(import.meta.dirname, "..");

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The module and every module of the app it imports (statically or lazily), catalogs aside. */
function moduleClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"(\.[^"]+)"/gms),
    ...source.matchAll(/^import\s+"(\.[^"]+)"/gm),
    ...source.matchAll(/\bimport\(\s*"(\.[^"]+)"\s*\)/g),
  ].map((match) => match[1]!);
  for (const specifier of specifiers) {
    const resolved = resolveImport(file, specifier);
    if (resolved && !resolved.includes(`${path.sep}i18n${path.sep}locales${path.sep}`)) moduleClosure(resolved, seen);
  }
  return seen;
}

const isNamespace = (value: string): value is TNamespace => (namespaces as readonly string[]).includes(value);

/** Namespaces a module reads: useTranslation(…), ns="…" props and "ns:key" keys. */
function usedNamespaces(file: string): Set<string> {
  const source = readFileSync(file, "utf8");
  const used = new Set<string>();
  for (const [, args = ""] of source.matchAll(/\buseTranslation\(([^)]*)\)/g)) {
    if (!args.trim()) used.add("common");
    for (const [, ns = ""] of args.matchAll(/"([\w-]+)"/g)) used.add(ns);
  }
  for (const [, ns = ""] of source.matchAll(/\bns="([\w-]+)"/g)) used.add(ns);
  for (const [, ns = ""] of source.matchAll(/"([\w-]+):[\w.]+"/g)) if (isNamespace(ns)) used.add(ns);
  return used;
}

/** The namespaces a route's handle names: in `i18n`, and in `i18nFor` (added when its loader's data asks). */
function declaredNamespaces(file: string): string[] {
  const handle = readFileSync(file, "utf8").match(/export const handle = \{\s*(i18n:[\s\S]*?)\} satisfies RouteI18nHandle/);
  return handle ? [...handle[1]!.matchAll(/"([\w-]+)"/g)].map((match) => match[1]!) : [];
}

type Page = { file: string; layouts: string[] };

function pages(entries: RouteConfigEntry[], layouts: string[] = []): Page[] {
  return entries.flatMap((entry) => {
    const file = path.join(appDir, entry.file);
    return [{ file, layouts }, ...pages(entry.children ?? [], [...layouts, file])];
  });
}

const root = path.join(appDir, "root.tsx");

describe.each(pages(routes).map((page) => [path.relative(appDir, page.file), page] as const))("route %s", (_, page) => {
  it("declares its translation namespaces in handle.i18n", () => {
    expect(readFileSync(page.file, "utf8")).toMatch(/export const handle = \{\s*i18n:/);
  });

  it("declares (itself or through a layout) every namespace its components use", () => {
    const declared = new Set(["common", ...[page.file, ...page.layouts].flatMap(declaredNamespaces)]);
    const missing: string[] = [];
    for (const module of moduleClosure(page.file)) {
      for (const ns of usedNamespaces(module)) if (!declared.has(ns)) missing.push(`${ns} (${path.relative(appDir, module)})`);
    }
    expect(missing).toEqual([]);
  });

  it("declares only namespaces that exist", () => {
    expect(declaredNamespaces(page.file).filter((ns) => !isNamespace(ns))).toEqual([]);
  });
});

describe("root", () => {
  it("uses no namespace but common, which every page loads", () => {
    const used = new Set([...moduleClosure(root)].flatMap((module) => [...usedNamespaces(module)]));
    expect([...used]).toEqual(["common"]);
  });
});
