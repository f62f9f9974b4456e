import { PgBoss } from "pg-boss";
import type { Db } from "../db/client.ts";

/** pg-boss keeps its tables in their own schema of the app's database. */
export const JOB_SCHEMA = "pgboss";

/** pg-boss over the app's own pool (no second pool, same database and credentials). */
export function bossDatabase(db: Db) {
  return { executeSql: (text: string, values?: unknown[]) => db.$client.query(text, values) };
}

/**
 * Installs or upgrades pg-boss's schema, with the app's migrations (db/migrate.ts): test databases copied from the
 * migrated template then have it too, and an app's start only checks it.
 */
export async function migrateJobSchema(db: Db): Promise<void> {
  const boss = new PgBoss({ db: bossDatabase(db), schema: JOB_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on("error", () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
