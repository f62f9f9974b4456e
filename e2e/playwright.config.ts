import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices, type ReporterDescription } from "@playwright/test";
import {
  BASE_URL,
  CONNECTURE_PORTAL_URL,
  E2E_CONNECTURE_PORT,
  E2E_PARTNERS_PORT,
  E2E_PG_PORT,
  E2E_PORT,
  E2E_REGISTRIES_PORT,
  E2E_SMTP_PORT,
  PARTNERS_URL,
} from "./fixtures/env.ts";

/**
 * The checkout whose production server is tested: this repository, or another copy of it named by
 * PLANREADY_E2E_APP_ROOT (for example a private build made while others work in this one).
 */
const appRoot = path.resolve(process.env.PLANREADY_E2E_APP_ROOT ?? path.join(import.meta.dirname, ".."));
const serverBuild = path.join(appRoot, "apps/web/build/server/index.js");
if (!existsSync(serverBuild)) {
  throw new Error(
    `The web app is not built (${serverBuild} is missing). The end-to-end tests run the production server: ` +
      `run "npm run build" at the repository root first.`,
  );
}

/**
 * One fresh data directory (embedded PostgreSQL, session secret) per run. This file is also loaded by every worker,
 * so the directory is made once, in the runner, and handed down through the environment.
 */
function dataDirForRun(): string {
  const existing = process.env.PLANREADY_E2E_DATA_DIR;
  if (existing) return existing;
  const prefix = "planready-e2e-";
  // Directories of earlier runs whose runner has exited are left-overs: remove them.
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
  const dir = path.join(tmpdir(), `${prefix}${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.env.PLANREADY_E2E_DATA_DIR = dir;
  return dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const dataDir = dataDirForRun();
const CI = !!process.env.CI;
const reporter: ReporterDescription[] = [
  ["list"],
  ["html", { outputFolder: path.join(import.meta.dirname, "playwright-report"), open: "never" }],
];
// scripts/test.mjs asks for a JSON report too (its file comes from PLAYWRIGHT_JSON_OUTPUT_NAME).
if (process.env.PLAYWRIGHT_EXTRA_REPORTER === "json") reporter.push(["json"]);

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: BASE_URL,
    locale: "en-US",
    timezoneId: "America/New_York",
    // Tracing costs time on two cores: locally keep the trace of a failure; in CI record the retry.
    trace: CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-dev-shm-usage",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The mail server: every email of the run is delivered to it over SMTP and kept for the tests (fixtures/mail.ts).
      command: "npx node smtp-sink.ts",
      cwd: import.meta.dirname,
      port: E2E_SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { SMTP_SINK_PORT: String(E2E_SMTP_PORT), SMTP_SINK_DIR: path.join(dataDir, "smtp-sink") },
    },
    {
      // The public look-up registries (NLM RxTerms, NPPES): a local fake with sample records, so that no survey spec
      // depends on the internet or on invented records in the app.
      command: "npx node fake-registries.ts",
      cwd: import.meta.dirname,
      port: E2E_REGISTRIES_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { FAKE_REGISTRIES_PORT: String(E2E_REGISTRIES_PORT) },
    },
    {
      // The integration partners (Connecture DRX, MedicareCENTER, AgencyBloc): a local fake with each one's auth, so
      // the integrations spec sends real requests that never leave the machine.
      command: "npx node fake-partners.ts",
      cwd: import.meta.dirname,
      port: E2E_PARTNERS_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { FAKE_PARTNERS_PORT: String(E2E_PARTNERS_PORT) },
    },
    {
      // The ConnectureDRX partner's pages: where 'Back to Connecture' returns, and its white-label logo.
      command: "npx node fake-connecture-portal.ts",
      cwd: import.meta.dirname,
      port: E2E_CONNECTURE_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { FAKE_CONNECTURE_PORT: String(E2E_CONNECTURE_PORT) },
    },
    {
      // A DATABASE_URL from the caller's shell would bypass the embedded PostgreSQL of this run.
      command: "env -u DATABASE_URL npx node apps/api/src/main.ts",
      cwd: appRoot,
      url: `${BASE_URL}/api/health/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        EMBEDDED_PG_PORT: String(E2E_PG_PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT_MAX: "1000",
        PUBLIC_URL: BASE_URL,
        // Email goes over SMTP to the run's own mail server; the other integrations stay off whatever the caller's shell
        // holds (sandbox payments, no Google sign-in).
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // The default look-up provider (the public registries), pointed at the run's fake of them.
        LOOKUPS_NLM_BASE_URL: `http://127.0.0.1:${E2E_REGISTRIES_PORT}`,
        LOOKUPS_NPPES_BASE_URL: `http://127.0.0.1:${E2E_REGISTRIES_PORT}`,
        MAIL_FROM: "PlanReady <no-reply@planready.test>",
        // The partners' addresses, as an operator sets them (README), pointed at the run's fake of them.
        CONNECTURE_DRX_API_URL: `${PARTNERS_URL}/drx`,
        MEDICARE_CENTER_API_URL: `${PARTNERS_URL}/mc`,
        AGENCY_BLOC_API_URL: `${PARTNERS_URL}/bloc`,
        MEDICARE_PRO_PREFILL_URL: "https://quote.medicare-pro.example/start",
        STRIPE_SECRET_KEY: "",
        GOOGLE_CLIENT_ID: "",
        GOOGLE_CLIENT_SECRET: "",
        SANDBOX_PROMO_CODES: "WELCOME10:10% off your first year,AGENT25:25% off for three months",
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
        // Webhooks to a receiver on this machine (e2e/tests/webhooks.spec.ts): allowed only because PUBLIC_URL is
        // http://localhost; a production server with a public address refuses to start with it.
        WEBHOOKS_ALLOW_LOCAL_HTTP: "true",
        // The partner's origins an operator allows (README), here the run's stand-in for ConnectureDRX.
        CONNECTURE_RETURN_ORIGINS: CONNECTURE_PORTAL_URL,
        CONNECTURE_LOGO_ORIGINS: CONNECTURE_PORTAL_URL,
      },
    },
  ],
});
