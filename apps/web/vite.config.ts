import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { CodeSplittingGroup } from "rolldown";
import { defineConfig, parseSync, type Plugin } from "vite";
import routeConfig from "./app/routes.ts";

/**
 * The shared contracts declare zod schemas next to small helpers and constants. A page that imports a helper (say
 * safeReturnTo from contracts/auth) should not also carry the schemas it never uses, nor zod with them; but a bundler
 * must assume a top-level call such as `z.object(…)` has side effects and keep it. So, in the build, each top-level
 * `const X = <call or new>` (or an object or array literal holding calls) of a contracts module becomes a pure-annotated IIFE (the same value, evaluated at the same
 * moment) that tree-shaking may drop when X is unused, and the modules are declared free of side effects. This holds
 * because the contracts only declare things: none of their top-level calls does anything but build a value.
 */
const pureContracts: Plugin = {
  name: "planready:pure-contracts",
  apply: "build",
  transform: {
    filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/][^?]*\.ts$/ },
    handler(code, id) {
      const { program } = parseSync(id, code);
      const inits: { start: number; end: number }[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
        if (declaration?.type !== "VariableDeclaration") continue;
        for (const { init } of declaration.declarations) {
          if (!init) continue;
          // Calls, and object or array literals holding calls (a shape of zod fields shared by several schemas).
          const literal = init.type === "ObjectExpression" || init.type === "ArrayExpression";
          if (init.type !== "CallExpression" && init.type !== "NewExpression" && !literal) continue;
          if (literal && !code.slice(init.start, init.end).includes("(")) continue;
          if (/\bawait\b/.test(code.slice(init.start, init.end))) continue;
          inits.push(init);
        }
      }
      let out = code;
      for (const { start, end } of inits.toReversed()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      // Edits stay within their lines, so the existing line mappings still hold.
      return { code: out, map: null, moduleSideEffects: false };
    },
  },
};

/**
 * React, react-dom, React Router and lucide's icon runtime (not the icons), which every
 * page with JavaScript runs, in one browser chunk. Left to itself the bundler cuts them into several chunks by which
 * routes import what, and each page then loads the same code in more, less compressible pieces (bench/survey-page.mjs,
 * bench/dashboard-js.mjs). The survey start page loads no JavaScript at all.
 */
const frameworkChunk = {
  name: "framework",
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|context|defaultAttributes)/,
};

/**
 * TanStack Query, which every signed-in page runs and the survey pages never load (routes/_session.tsx), in one
 * browser chunk rather than the half-dozen pieces the bundler cuts it into by which routes import what
 * (bench/dashboard-js.mjs).
 */
const queryChunk = { name: "query", test: /[\\/]node_modules[\\/]@tanstack[\\/]/ };

type TRouteEntry = { file: string; children?: TRouteEntry[] };

/** Every route file (relative to app/) at or beneath `layout` in app/routes.ts; the root has them all. */
function routesBeneath(layout: string): Set<string> {
  const files = new Set<string>([layout]);
  const walk = (entries: readonly TRouteEntry[], inside: boolean): void => {
    for (const entry of entries) {
      if (inside) files.add(entry.file);
      walk(entry.children ?? [], inside || entry.file === layout);
    }
  };
  walk(routeConfig, layout === "root.tsx");
  return files;
}

/**
 * One browser chunk per layout for the app's own code that the layout imports. Every page beneath a layout loads
 * what the layout imports anyway, but the bundler, left to itself, cuts it by exactly which routes also import each
 * module: a signed-in page loaded 55–70 small chunks, which gzip compresses a quarter worse apart than together
 * (bench/dashboard-js.mjs). A module goes in the chunk of the outermost layout here that imports it (statically)
 * when no route outside that layout imports it too, so no page loads a byte it did not load before: the root's
 * (root.tsx with entry.client, which every page with JavaScript loads), the session layout's (never loaded by the
 * survey pages) and the signed-in frame's (routes/_app.tsx). Lazy imports do not count: a lazily loaded module that
 * imports part of a chunk loads that chunk. Libraries stay out: the graph read here is the one before tree-shaking,
 * where a library's index reaches all of it (react-aria-components would bring the menus' code into the frame).
 * Decision 025 has the figures.
 */
const layoutChunkScopes = [
  { layout: "root.tsx", name: "root-layout" },
  { layout: "routes/_session.tsx", name: "session-layout" },
  { layout: "routes/_app.tsx", name: "app-layout" },
];

const CLIENT_ROUTE = "?__react-router-build-client-route";

/** The plugin that reads the module graph once the build has loaded every module, and the chunk groups that ask it. */
function layoutChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const appDir = new URL("./app/", import.meta.url).pathname;
  const scopes = layoutChunkScopes.map((scope) => ({ ...scope, routes: routesBeneath(scope.layout) }));
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: "planready:layout-chunks",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      owner.clear();
      const routeOf = (id: string): string | null => {
        if (id.endsWith(CLIENT_ROUTE) && id.startsWith(appDir)) return id.slice(appDir.length, -CLIENT_ROUTE.length);
        if (id === `${appDir}entry.client.tsx`) return "root.tsx";
        return null;
      };
      // Per module: the routes that import it, directly or through other modules, statically.
      const importers = new Map<string, Set<string>>();
      for (const id of this.getModuleIds()) {
        const route = routeOf(id);
        if (!route) continue;
        const stack = [id];
        while (stack.length) {
          const next = stack.pop()!;
          let routes = importers.get(next);
          if (!routes) importers.set(next, (routes = new Set()));
          if (routes.has(route)) continue;
          routes.add(route);
          stack.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      for (const [id, routes] of importers) {
        if (this.getModuleInfo(id)?.isEntry || /[\\/]node_modules[\\/]/.test(id)) continue;
        const scope = scopes.find((s) => routes.has(s.layout) && [...routes].every((r) => s.routes.has(r)));
        if (scope) owner.set(id, scope.layout);
      }
    },
  };
  const groups = scopes.map((scope): CodeSplittingGroup => ({
    name: scope.name,
    test: (id: string) => owner.get(id) === scope.layout,
    // A layout's chunk leaves the modules its code imports, and which it may not take, where they are.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}

const layouts = layoutChunks();

/**
 * The browser build's chunk groups (the server build keeps one file per route). A route chunk may then export more
 * than its route module (what the layout chunks need from it), as the bundler requires when a group leaves a
 * module's dependencies where they are.
 */
function browserChunks(groups: CodeSplittingGroup[]): Plugin {
  return {
    name: "planready:browser-chunks",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return { build: { rollupOptions: { preserveEntrySignatures: "allow-extension", output: { codeSplitting: { groups } } } } };
    },
  };
}

/** The browser's files worth compressing: text, above the size where compression pays. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Every text file of the browser build is written beside itself compressed once, at the strongest settings, as
 * `.br` (Brotli quality 11) and `.gz` (gzip level 9), and the server sends those (`preCompressed` in
 * apps/api/src/plugins/web.ts) to browsers that accept them. Compressing on the fly can afford only a light setting
 * per request (Brotli quality 4); built once, the signed-in pages' JavaScript reaches a phone about a sixth smaller
 * than with gzip (bench/dashboard-js.mjs).
 */
const precompressAssets: Plugin = {
  name: "planready:precompress-assets",
  apply: "build",
  async writeBundle(options) {
    if (this.environment.name !== "client" || !options.dir) return;
    const walk = async (dir: string): Promise<string[]> => {
      const entries = await readdir(dir, { withFileTypes: true });
      const nested = await Promise.all(
        entries.map((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))),
      );
      return nested.flat();
    };
    for (const file of await walk(options.dir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      const body = await readFile(file);
      if (body.length < COMPRESS_MIN_BYTES) continue;
      await writeFile(
        `${file}.br`,
        brotliCompressSync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
      await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  },
};

export default defineConfig(() => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    pureContracts,
    layouts.plugin,
    browserChunks([frameworkChunk, queryChunk, ...layouts.groups]),
    precompressAssets,
  ],
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-router",
      "@tanstack/react-query",
      "react-aria-components",
      "lucide-react",
      "zod",
    ],
  },
  server: { watch: { ignored: ["**/build/**", "**/.react-router/**"] } },
}));
