import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../src/db/client.ts";
import { startEmbeddedPostgres } from "../src/db/embedded.ts";
import { runMigrations } from "../src/db/migrate.ts";

/** The migrated database every test file's database is copied from. */
export const TEMPLATE_DATABASE = "planready_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the per-run PostgreSQL listens: a URL to its maintenance database, and the template's name. */
    testDatabase: { adminUrl: string; template: string };
  }
}

function testPort(): number {
  const raw = process.env.TEST_PG_PORT ?? "5490";
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port >= 32768) {
    throw new Error(`TEST_PG_PORT must be a whole number between 1 and 32767 (got "${raw}"); ports above collide with outgoing connections.`);
  }
  return port;
}

/**
 * One real PostgreSQL per test run, in memory when /dev/shm exists, thrown away afterwards. Migrations are
 * applied once, to a template database; each test file then gets a copy (see helpers/database.ts).
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const parent = await mkdtemp(path.join(existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir(), "planready-test-"));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data directory.
  await chmod(parent, 0o755);
  const port = testPort();
  let embedded;
  try {
    embedded = await startEmbeddedPostgres({ dataDir: parent, port, database: TEMPLATE_DATABASE, persistent: false });
    const db = createDb(embedded.url, 1);
    try {
      await runMigrations(db);
    } finally {
      await db.$client.end();
    }
  } catch (error) {
    await embedded?.stop();
    await rm(parent, { recursive: true, force: true });
    throw error;
  }

  const adminUrl = new URL(embedded.url);
  adminUrl.pathname = "/postgres";
  project.provide("testDatabase", { adminUrl: adminUrl.toString(), template: TEMPLATE_DATABASE });
  if (process.env.TEST_PG_VERBOSE) console.log(`test PostgreSQL ready on port ${port} in ${Math.round(performance.now() - started)} ms`);

  return async () => {
    await embedded.stop();
    await rm(parent, { recursive: true, force: true });
  };
}
