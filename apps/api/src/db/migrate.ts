import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrateJobSchema } from "../jobs/job-schema.ts";
import type { Db } from "./client.ts";

export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** The advisory lock every process takes to migrate: one migrates, the others wait and then find nothing to do. */
const MIGRATION_LOCK = 0x504c_414e; // "PLAN"

/**
 * Applies committed migrations, then installs or upgrades pg-boss's own schema (`pgboss`) and its queues. Safe on
 * every boot and from several processes starting at once: drizzle's migrator does not lock, so a session-level
 * advisory lock, on a connection of its own, lets one process at a time in (`npm run migrate` takes it too).
 */
export async function runMigrations(db: Db): Promise<void> {
  const lock = new pg.Client(db.$client.options);
  lock.on("error", () => {});
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
    await migrateJobSchema(db);
  } finally {
    // Ending the session releases the lock whatever happened.
    await lock.end();
  }
}
