import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createBoundaryLinter, restrictedGroup } from "../../../scripts/lint-boundary-cases.ts";

/**
 * The cross-feature rule lives in the repository's .oxlintrc.json (one override per feature). These tests keep it
 * whole (every feature folder has its block, naming every other feature) and show that it refuses what it must.
 */
const features = readdirSync(path.join(import.meta.dirname, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const { refusedImports, cleanup } = createBoundaryLinter();
afterAll(cleanup);

describe("features do not import each other", () => {
  it.each(features)("%s has its block, which names every other feature", (feature) => {
    const group = restrictedGroup(`apps/web/app/features/${feature}/**`);
    const others = features.filter((other) => other !== feature).toSorted();
    const named = group
      .filter((pattern) => !pattern.startsWith("!"))
      .flatMap((pattern) => /^\*\*\/\{([^}]+)\}\/\*\*$/.exec(pattern)?.[1]?.split(",") ?? [])
      .toSorted();
    expect(named).toEqual(others);
  });

  it("refuses an import of another feature's files, even of the one feature everyone may use", () => {
    const refused = refusedImports({
      "apps/web/app/features/site/components/page.tsx": [
        'import { price } from "../../billing/lib/price-of";',
        'import { getProfile } from "../../auth/api/get-profile";',
        'import { items } from "../../../features/submissions/api/get-submissions";',
        "export const used = [price, getProfile, items];",
      ].join("\n"),
      "apps/web/app/lib/helper.ts": 'export { useUser } from "../features/auth/components/user-provider";\n',
    });
    expect(refused.toSorted()).toEqual([
      "../../../features/submissions/api/get-submissions",
      "../../auth/api/get-profile",
      "../../billing/lib/price-of",
      "../features/auth/components/user-provider",
    ]);
  });

  it("lets through the allowed imports, the feature's own files, shared code and the contracts", () => {
    const refused = refusedImports({
      "apps/web/app/features/site/components/page.tsx": [
        'import { useUser } from "../../auth/components/user-provider";',
        'import { SiteFooter } from "../../shell/components/site-footer";',
        'import { useList } from "../hooks/use-content";',
        'import { paths } from "../../../config/paths";',
        'import type { TOrgLink } from "@planready/contracts/billing/api";',
        "export const used: unknown[] = [useUser, SiteFooter, useList, paths, {} as TOrgLink];",
      ].join("\n"),
      "apps/web/app/features/dashboard/components/widget.tsx": 'export { submissionKeys } from "../../submissions/api/submission-keys";\n',
    });
    expect(refused).toEqual([]);
  });
});
