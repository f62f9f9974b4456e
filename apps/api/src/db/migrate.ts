import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./client.ts";

export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** Applies committed migrations; safe to run on every boot and from several processes (drizzle locks). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
