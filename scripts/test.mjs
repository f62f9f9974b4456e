#!/usr/bin/env node
/**
 * The whole test pipeline behind `npm test`: format, types, lint, unit, API integration on real PostgreSQL,
 * production build, a short chaos run (bench/chaos.mjs), and Playwright end-to-end in Debian's Chromium (installed when missing).
 * Prints one closing line "Tests: N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = mkdtempSync(path.join(tmpdir(), "planready-test-"));
const totals = { passed: 0, failed: 0 };
const only = process.argv.slice(2);

if (!process.version.startsWith("v24.")) {
  console.error(
    `npm test must run on the pinned Node 24 (found ${process.version}). Run it through npm ("npm test"), after "npm install".`,
  );
  process.exit(1);
}

function run(title, command, args, options = {}) {
  if (only.length && !only.includes(options.step ?? title)) return;
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    options.collect?.();
    console.error(`✖ ${title} failed after ${seconds}s`);
    finish(1);
  }
  options.collect?.();
  console.log(`✔ ${title} (${seconds}s)`);
}

function collectVitest(file) {
  return () => {
    if (!existsSync(file)) return;
    const report = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
  };
}

function collectPlaywright(file) {
  return () => {
    if (!existsSync(file)) return;
    const { stats } = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    totals.failed += stats?.unexpected ?? 0;
  };
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return;
  console.log("Chromium is missing: installing Debian's chromium package…");
  if (process.getuid?.() !== 0) {
    console.error("Installing Chromium needs root: run `sudo apt-get update && sudo apt-get install -y chromium`, then npm test again.");
    finish(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium", "fonts-liberation"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error("Could not install Chromium with apt-get.");
      finish(1);
    }
  }
}

function finish(code) {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

const bin = (name) => path.join(root, "node_modules/.bin", name);
const vitestJson = (name) => path.join(reports, `${name}.json`);

run("Format", bin("oxfmt"), ["--check"], { step: "format" });
run("Types", "sh", ["-c", `cd apps/web && ${bin("react-router")} typegen && cd ../.. && ${bin("tsc")} -b`], { step: "types" });
run("Lint", bin("oxlint"), ["--type-aware"], { step: "lint" });
run(
  "Unit tests",
  bin("vitest"),
  ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson("unit")}`],
  {
    step: "unit",
    collect: collectVitest(vitestJson("unit")),
  },
);
run(
  "API integration tests (real PostgreSQL)",
  bin("vitest"),
  ["run", "--project", "api", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson("api")}`],
  {
    step: "api",
    collect: collectVitest(vitestJson("api")),
  },
);
run("Production build", "npm", ["run", "build"], { step: "build" });
// The short chaos run: the server and its PostgreSQL killed under writing clients, nothing acknowledged lost.
run(
  "Chaos (server and PostgreSQL killed under writes)",
  process.execPath,
  ["bench/chaos.mjs", "--rounds", "5", "--clients", "4", "--round-ms", "1500"],
  {
    step: "chaos",
  },
);
if (!only.length || only.includes("e2e")) ensureChromium();
const e2eJson = path.join(reports, "e2e.json");
run("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test", "--config", "e2e/playwright.config.ts"], {
  step: "e2e",
  env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, PLAYWRIGHT_EXTRA_REPORTER: "json" },
  collect: collectPlaywright(e2eJson),
});
finish(0);
