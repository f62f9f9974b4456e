import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The import boundaries of the API's modules and the web app's features live in the repository's .oxlintrc.json
 * (`no-restricted-imports` per folder). Their tests run the real linter with the real configuration over small files
 * laid out like the code, so a pattern that stops refusing (oxlint ignores some forms silently) fails a test.
 */
const repoRoot = path.resolve(import.meta.dirname, "..");
const oxlint = path.join(repoRoot, "node_modules/.bin/oxlint");

type TOverride = { files: string[]; rules: Record<string, unknown> };
export const lintConfig = JSON.parse(readFileSync(path.join(repoRoot, ".oxlintrc.json"), "utf8")) as { overrides?: TOverride[] };

/** The `no-restricted-imports` patterns of the override for exactly these files (e.g. `apps/api/src/modules/**`). */
export function restrictedGroup(files: string): string[] {
  const block = lintConfig.overrides?.find((override) => override.files.includes(files));
  const rule = block?.rules["no-restricted-imports"] as [string, { patterns: { group: string[] }[] }] | undefined;
  return rule?.[1].patterns.flatMap((pattern) => pattern.group) ?? [];
}

/**
 * Lints the given files (paths from the repository root, with their text) in a scratch folder with the repository's
 * configuration and returns the import specifiers it refused. `cleanup()` removes every scratch folder.
 */
export function createBoundaryLinter() {
  const workDir = mkdtempSync(path.join(tmpdir(), "lint-boundaries-"));
  return {
    refusedImports: (files: Record<string, string>): string[] => {
      const dir = mkdtempSync(path.join(workDir, "case-"));
      writeFileSync(path.join(dir, ".oxlintrc.json"), JSON.stringify({ ...lintConfig, $schema: undefined }));
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
    },
    cleanup: () => rmSync(workDir, { recursive: true, force: true }),
  };
}
