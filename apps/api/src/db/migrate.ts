import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { migrateJobSchema } from "../jobs/job-schema.ts";
import type { Db } from "./client.ts";

export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * Applies committed migrations, then installs or upgrades pg-boss's own schema (`pgboss`); safe to run on every
 * boot and from several processes (drizzle and pg-boss both lock).
 */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
  await migrateJobSchema(db);
}
