import { PgBoss } from "pg-boss";
import type { Db } from "../db/client.ts";
import { jobNames } from "./job-queue.ts";

/** pg-boss keeps its tables in their own schema of the app's database. */
export const JOB_SCHEMA = "pgboss";

/** pg-boss over the app's own pool (no second pool, same database and credentials). */
export function bossDatabase(db: Db) {
  return { executeSql: (text: string, values?: unknown[]) => db.$client.query(text, values) };
}

/**
 * Every queue's options. `stately`: at most one job per singleton key waits (created or retrying) and at most one
 * runs, whichever process sent it or works it; a job sent again while one with its key waits adds nothing, one sent
 * while it runs waits its turn (a PDF asked for after a change is made after the one being made). Retries with
 * backoff: 2 s, 4 s, 8 s… (pg-boss adds jitter), 5 tries in all.
 */
export const queueOptions = {
  policy: "stately",
  retryLimit: 4,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: 300,
} as const;

/**
 * Installs or upgrades pg-boss's schema and creates the queues, with the app's migrations (db/migrate.ts): test
 * databases copied from the migrated template then have them too, and an app's start only checks them.
 */
export async function migrateJobSchema(db: Db): Promise<void> {
  const boss = new PgBoss({ db: bossDatabase(db), schema: JOB_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on("error", () => {});
  await boss.start();
  try {
    for (const name of jobNames) {
      await adoptQueuePolicy(db, name);
      await boss.createQueue(name, queueOptions);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/**
 * Queues created before they were `stately` keep the policy they were made with (pg-boss refuses to change it): this
 * changes it in place, in one transaction, keeping the oldest of any waiting jobs that share a key (they would do the
 * same work). Nothing happens for a queue that does not exist yet or already has the policy.
 */
async function adoptQueuePolicy(db: Db, name: string): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query<{ policy: string; table_name: string }>(
      `select policy, table_name from ${JOB_SCHEMA}.queue where name = $1 for update`,
      [name],
    );
    const queue = rows[0];
    if (!queue || queue.policy === queueOptions.policy) {
      await client.query("rollback");
      return;
    }
    const jobs = `${JOB_SCHEMA}.${client.escapeIdentifier(queue.table_name)}`;
    await client.query(
      `delete from ${jobs} j where j.name = $1 and j.state in ('created', 'retry') and exists (
         select 1 from ${jobs} k where k.name = j.name and k.state = j.state
           and coalesce(k.singleton_key, '') = coalesce(j.singleton_key, '') and (k.created_on, k.id) < (j.created_on, j.id))`,
      [name],
    );
    await client.query(`update ${jobs} set policy = $2 where name = $1`, [name, queueOptions.policy]);
    await client.query(`update ${JOB_SCHEMA}.queue set policy = $2 where name = $1`, [name, queueOptions.policy]);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
