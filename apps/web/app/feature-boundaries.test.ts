import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The cross-feature rule lives in the repository's .oxlintrc.json (one override per feature). These tests keep it
 * whole (every feature folder has its block, naming every other feature) and show that it refuses what it must: the
 * real linter runs with the real configuration over small files laid out like the app.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const configPath = path.join(repoRoot, ".oxlintrc.json");
const oxlint = path.join(repoRoot, "node_modules/.bin/oxlint");

type TOverride = { files: string[]; rules: Record<string, unknown> };
const config = JSON.parse(readFileSync(configPath, "utf8")) as { overrides?: TOverride[] };
const features = readdirSync(path.join(import.meta.dirname, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function forbiddenGroup(feature: string): string[] {
  const block = config.overrides?.find((override) => override.files.includes(`apps/web/app/features/${feature}/**`));
  const rule = block?.rules["no-restricted-imports"] as [string, { patterns: { group: string[] }[] }] | undefined;
  return rule?.[1].patterns.flatMap((pattern) => pattern.group) ?? [];
}

const workDir = mkdtempSync(path.join(tmpdir(), "feature-boundaries-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Lints the given files (paths from the repository root) with the repository's configuration: what it refuses. */
function refusedImports(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(workDir, "case-"));
  writeFileSync(path.join(dir, ".oxlintrc.json"), JSON.stringify({ ...config, $schema: undefined }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  let output: string;
  try {
    output = execFileSync(oxlint, ["-c", ".oxlintrc.json", "--format", "json", "apps"], { cwd: dir, encoding: "utf8" });
  } catch (error) {
    // oxlint exits 1 when it reports an error; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as { diagnostics: { code: string; message: string }[] };
  return report.diagnostics
    .filter((diagnostic) => diagnostic.code === "eslint(no-restricted-imports)")
    .map((diagnostic) => /'([^']+)'/.exec(diagnostic.message)?.[1] ?? diagnostic.message);
}

describe("features do not import each other", () => {
  it.each(features)("%s has its block, which names every other feature", (feature) => {
    const group = forbiddenGroup(feature);
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
