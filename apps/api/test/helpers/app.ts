import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import type { Db } from "../../src/db/client.ts";
import type { Mailer } from "../../src/integrations/mail/mailer.ts";
import type { FileStorage } from "../../src/integrations/storage/file-storage.ts";
import type { LogStream } from "../../src/lib/logger.ts";
import type { PaymentProvider } from "../../src/integrations/payments/payment-provider.ts";
import { connectTestDb, fileDatabaseUrl, onFileCleanup } from "./database.ts";

/** The address the test app believes it serves; better-auth trusts it as an Origin. */
export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_SESSION_SECRET = "test-session-secret-0123456789abcdef-0123456789abcdef";

/** A local address nothing listens on (port 1): a request to it is refused at once, as with no network. */
export const CLOSED_PORT_URL = "http://127.0.0.1:1";

export type TestApp = { app: FastifyInstance; db: Db; config: Config };

/**
 * The environment of a test app. Only these variables are read (never the machine's own environment), so a
 * STRIPE_SECRET_KEY or DATABASE_URL set in the shell cannot leak into a test.
 */
export async function testEnv(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "planready-test-data-"));
  onFileCleanup(() => rm(dataDir, { recursive: true, force: true }));
  return {
    NODE_ENV: "test",
    PORT: "3000",
    LOG_LEVEL: "silent",
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    DATABASE_URL: await fileDatabaseUrl(),
    AUTH_RATE_LIMIT_MAX: "1000",
    // Off: building an app blocks the event loop, and on a busy machine the next sample would turn requests away
    // with 503. Overload itself is tested in platform/overload.test.ts.
    MAX_EVENT_LOOP_DELAY_MS: "0",
    // No test reaches the public registries: a closed local port (connection refused at once) unless a test points
    // the look-ups at its own fake registries (test/lookups/fake-registries.ts).
    LOOKUPS_NLM_BASE_URL: CLOSED_PORT_URL,
    LOOKUPS_NPPES_BASE_URL: CLOSED_PORT_URL,
    ...overrides,
  };
}

/** Log lines captured in memory: a test app given `logStream: capturedLog.stream` logs there, at LOG_LEVEL. */
export function captureLog(): { stream: LogStream; lines: string[]; text(): string } {
  const lines: string[] = [];
  return { stream: { write: (line) => void lines.push(line) }, lines, text: () => lines.join("") };
}

/**
 * The whole API (no web front end) on this test file's own database, exactly as production builds it, except
 * that jobs run only when the test calls `app.jobs.runQueued()`. Closed automatically after the file.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; payments?: PaymentProvider; mailer?: Mailer; logStream?: LogStream; storage?: FileStorage } = {},
): Promise<TestApp> {
  const config = loadConfig(await testEnv(options.env));
  const db = await connectTestDb();
  // Background jobs wait in the queue until a test runs them (`app.jobs.runQueued()`), so each test decides when.
  const app = await buildApp({
    config,
    db,
    web: "none",
    jobWorkers: false,
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  });
  onFileCleanup(() => app.close());
  await app.ready();
  return { app, db, config };
}
