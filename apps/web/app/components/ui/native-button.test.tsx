import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NativeButton, NativeButtonLink, NativeIconButton } from "./native-button";

const app = path.resolve(import.meta.dirname, "../..");

/** Every module a file reaches through static imports (not `import()`), relative to app/, and the packages named. */
function staticImports(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages };
  seen.add(file);
  const code = readFileSync(path.join(app, file), "utf8");
  for (const [, specifier] of code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)";/gms)) {
    if (!specifier!.startsWith(".")) {
      packages.add(specifier!);
      continue;
    }
    const base = path.relative(app, path.resolve(path.dirname(path.join(app, file)), specifier!));
    const found = ["", ".ts", ".tsx", "/index.ts"]
      .map((ext) => base + ext)
      .find((candidate) => {
        try {
          return readFileSync(path.join(app, candidate)) && true;
        } catch {
          return false;
        }
      });
    if (found) staticImports(found, seen, packages);
  }
  return { seen, packages };
}

describe("the signed-in pages' first load", () => {
  it.each(["routes/_app.tsx", "routes/dashboard.tsx", "routes/submissions.tsx", "routes/marketplace.links.tsx"])(
    "%s reaches no react-aria module and no Trans through its static imports",
    (route) => {
      const { seen, packages } = staticImports(route);
      const aria = [...packages].filter((name) => name.startsWith("react-aria") || name.startsWith("@react-aria"));
      // The router bridge for react-aria's links is the one allowed: its provider is a context, not the press hooks.
      const offenders = [...seen].filter((file) => {
        const code = readFileSync(path.join(app, file), "utf8");
        return (
          (/from "react-aria-components"/.test(code) && !file.endsWith("components/aria-router.tsx")) ||
          /\bTrans\b[^;]*from "react-i18next"/.test(code)
        );
      });
      expect(offenders).toEqual([]);
      expect(aria.length).toBeLessThanOrEqual(1);
    },
  );
});

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "*", element: node }])} />);

describe("native buttons", () => {
  it("is a plain button that submits nothing unless asked, with the button's looks and its accessible name", () => {
    const html = render(
      <NativeButton variant="secondary" aria-label="Edit link example.com">
        Edit
      </NativeButton>,
    );
    expect(html).toMatch(
      /^<button aria-label="Edit link example.com" type="button" class="[^"]*focus-visible:ring-4[^"]*border-brand-600[^"]*">Edit<\/button>$/,
    );
  });

  it("is disabled while loading, and a submit button until the page has hydrated", () => {
    expect(render(<NativeButton isLoading>Save</NativeButton>)).toMatch(
      /<button type="button" disabled="" data-disabled="true"[^>]*><svg[^>]*aria-hidden="true"/,
    );
    expect(render(<NativeButton type="submit">Search</NativeButton>)).toMatch(/<button type="submit" disabled=""/);
    expect(render(<NativeButton isDisabled>Archive</NativeButton>)).toContain('disabled=""');
  });

  it("links in the app without a reload and to the server's endpoints and other origins with one", () => {
    expect(render(<NativeButtonLink href="/marketplace">Buy</NativeButtonLink>)).toMatch(
      /^<a class="[^"]*bg-brand-600[^"]*" href="\/marketplace" data-discover="true">Buy<\/a>$/,
    );
    expect(render(<NativeButtonLink href="/api/auth/sign-out">Out</NativeButtonLink>)).not.toContain("data-discover");
  });

  it("an icon button is a 44×44 button named by its label", () => {
    expect(render(<NativeIconButton aria-label="Open menu">☰</NativeIconButton>)).toMatch(
      /^<button aria-label="Open menu" type="button" class="relative inline-flex size-11 [^"]*">☰<\/button>$/,
    );
  });
});
