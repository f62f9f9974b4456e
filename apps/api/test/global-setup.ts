import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../src/db/client.ts";
import { startEmbeddedPostgres } from "../src/db/embedded.ts";
import { runMigrations } from "../src/db/migrate.ts";

/** The migrated database every test file's database is copied from. */
export const TEMPLATE_DATABASE = "planready_template";
const DIR_PREFIX = "planready-test-";
const DEFAULT_PORT = 5490;

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the per-run PostgreSQL listens: a URL to its maintenance database, and the template's name. */
    testDatabase: { adminUrl: string; template: string };
  }
}

const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

/**
 * TEST_PG_PORT when set (and then it must be free); otherwise the first free port from 5490, so two test runs
 * (or a leftover of a killed one) do not collide. Ports stay below 32768, clear of outgoing connections' ports.
 */
async function choosePort(): Promise<number> {
  const raw = process.env.TEST_PG_PORT;
  if (raw !== undefined) {
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port >= 32768) {
      throw new Error(`TEST_PG_PORT must be a whole number between 1 and 32767 (got "${raw}").`);
    }
    if (!(await isPortFree(port))) throw new Error(`TEST_PG_PORT=${port} is in use: choose a free port for the test PostgreSQL.`);
    return port;
  }
  for (let port = DEFAULT_PORT; port < DEFAULT_PORT + 20; port++) if (await isPortFree(port)) return port;
  throw new Error(`Ports ${DEFAULT_PORT}–${DEFAULT_PORT + 19} are all in use: set TEST_PG_PORT to a free port below 32768.`);
}

/** Removes data directories of earlier runs that were killed before their teardown (their PostgreSQL is gone). */
async function removeAbandonedRuns(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const name of entries.filter((n) => n.startsWith(DIR_PREFIX))) {
    const dir = path.join(root, name);
    let pid = 0;
    try {
      pid = Number(readFileSync(path.join(dir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    } catch {
      // No PostgreSQL ever started there, or it stopped: abandoned unless it is a run that is starting right now.
      const age = Date.now() - (await stat(dir)).mtimeMs;
      if (age < 10 * 60_000) continue;
    }
    if (pid > 0 && isAlive(pid)) continue;
    await rm(dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One real PostgreSQL per test run, in memory when /dev/shm exists, thrown away afterwards. Migrations are
 * applied once, to a template database; each test file then gets a copy (see helpers/database.ts).
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const root = existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();
  await removeAbandonedRuns(root);
  const port = await choosePort();
  const parent = await mkdtemp(path.join(root, DIR_PREFIX));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data directory.
  await chmod(parent, 0o755);
  let embedded;
  try {
    embedded = await startEmbeddedPostgres({
      dataDir: parent,
      port,
      database: TEMPLATE_DATABASE,
      persistent: false,
      // A database per test file: autovacuum's default round of a minute, not the product's 5 s, for so many.
      settings: { autovacuum_naptime: "1min" },
    });
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
  if (process.env.TEST_PG_VERBOSE) {
    console.log(`test PostgreSQL on port ${port}, data in ${parent}, ready in ${Math.round(performance.now() - started)} ms`);
  }

  return async () => {
    await embedded.stop();
    await rm(parent, { recursive: true, force: true });
  };
}
