import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, parseSync, type Plugin } from "vite";

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
 * React, React Router and i18next, which every page runs, in one browser chunk. Left to itself the bundler cuts them
 * into several chunks by which routes import what, and each page then loads the same code in more, less compressible
 * pieces (the survey start page 1.8 KB more gzipped; bench/survey-page.mjs). react-dom stays in the entry chunk, and
 * react-i18next apart: only some pages use all of it.
 */
const frameworkChunk = { name: "framework", test: /[\\/]node_modules[\\/](react|react-router|i18next)[\\/]/ };

/**
 * TanStack Query, which every signed-in page runs and the survey pages never load (routes/_session.tsx), in one
 * browser chunk rather than the half-dozen pieces the bundler cuts it into by which routes import what
 * (bench/dashboard-js.mjs).
 */
const queryChunk = { name: "query", test: /[\\/]node_modules[\\/]@tanstack[\\/]/ };

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [frameworkChunk, queryChunk] } } } },
  plugins: [tailwindcss(), reactRouter(), pureContracts],
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
      "i18next",
      "react-i18next",
      "lucide-react",
      "zod",
    ],
  },
  server: { watch: { ignored: ["**/build/**", "**/.react-router/**"] } },
}));
