import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredPart } from "./deferred-part";

const app = path.resolve(import.meta.dirname, "..");

describe("deferredPart", () => {
  it("renders the part on the server at once, inside a completed Suspense boundary the browser can hydrate", async () => {
    let loads = 0;
    const Part = deferredPart(async () => {
      loads += 1;
      return ({ name }: { name: string }) => <footer>Hello {name}</footer>;
    });
    // The server fetches the code when the module is evaluated, before any request.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderToString(<Part name="Ana" />);
    expect(html).toBe("<!--$--><footer>Hello <!-- -->Ana</footer><!--/$-->");
    expect(renderToString(<Part name="Luis" />)).toContain("Luis");
    expect(loads).toBe(1);
  });
});

describe("the signed-in frame's first load", () => {
  it("does not import the footer or the payment notices statically (their code comes once the page is idle)", () => {
    const code = readFileSync(path.join(app, "features/shell/components/app-shell.tsx"), "utf8");
    const staticImports = [...code.matchAll(/^import\s[^;]*?from\s+"([^"]+)";/gms)].map((match) => match[1]);
    for (const part of ["./site-footer", "./payment-banner", "./payment-notice", "./payment-locked-page"]) {
      expect(staticImports).not.toContain(part);
      expect(code).toContain(`import("${part}")`);
    }
  });
});
