import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db } from "../../src/db/client.ts";

/**
 * Per test file: a fresh database copied from the migrated template (STRATEGY FILE_COPY: tens of
 * milliseconds in /dev/shm), and everything opened against it, released by `releaseFileResources` (setup.ts).
 */
let fileDatabase: Promise<{ name: string; url: string }> | undefined;
const cleanups: (() => Promise<unknown>)[] = [];

/** Registers work to run after the file's last test, before its database is dropped (last in, first out). */
export function onFileCleanup(cleanup: () => Promise<unknown>): void {
  cleanups.push(cleanup);
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createFileDatabase(): Promise<{ name: string; url: string }> {
  const { adminUrl, template } = inject("testDatabase");
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
        return;
      } catch (error) {
        // 55006: the template is briefly in use by another file's CREATE DATABASE; try again.
        if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** The URL of this test file's own database (created on first use). */
export async function fileDatabaseUrl(): Promise<string> {
  fileDatabase ??= createFileDatabase();
  return (await fileDatabase).url;
}

/** A drizzle connection to this file's database, for arranging rows and checking what the API stored. */
export async function connectTestDb(): Promise<Db> {
  const db = createDb(await fileDatabaseUrl(), 2);
  onFileCleanup(() => db.$client.end());
  return db;
}

/** Closes what the file opened and drops its database. */
export async function releaseFileResources(): Promise<void> {
  const errors: unknown[] = [];
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      errors.push(error);
    }
  }
  if (fileDatabase) {
    const { name } = await fileDatabase;
    fileDatabase = undefined;
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
  if (errors.length) throw new AggregateError(errors, "cleaning up after the test file failed");
}

/**
 * Another database for this file, dropped after it: `migrated` copies the migrated template (a new install after its
 * first start), otherwise it is empty (no tables at all). For tests of what spans databases: restores, migrations.
 */
export async function extraDatabaseUrl(options: { migrated: boolean }): Promise<string> {
  const { adminUrl, template } = inject("testDatabase");
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}_extra`;
  await withAdminClient(async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(
          options.migrated ? `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY` : `CREATE DATABASE "${name}"`,
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
      }
    }
  });
  // Registered before the pools a test opens on it, so it runs after they close (last in, first out).
  onFileCleanup(() => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** How many statements `run` sends to PostgreSQL through the pool of `db` (each one a round trip). */
export async function countQueries(db: Db, run: () => Promise<unknown>): Promise<number> {
  const pool = db.$client;
  // The originals are kept to be called on their own object and put back afterwards.
  // oxlint-disable-next-line typescript/unbound-method
  const connect = pool.connect;
  let count = 0;
  const watch = (client: pg.PoolClient) => {
    // oxlint-disable-next-line typescript/unbound-method
    const query = client.query;
    // oxlint-disable-next-line typescript/unbound-method
    const release = client.release;
    client.query = ((...args: unknown[]) => {
      count += 1;
      return (query as (...a: unknown[]) => unknown).apply(client, args);
    }) as typeof query;
    client.release = (...args: Parameters<typeof release>) => {
      client.query = query;
      client.release = release;
      return release.apply(client, args);
    };
  };
  // Every statement, in a transaction or not (pool.query checks a client out too), goes through a checked-out client.
  pool.connect = ((callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void) => {
    if (callback) {
      return (connect as (cb: unknown) => void).call(
        pool,
        (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => {
          if (client) watch(client);
          callback(error, client, done);
        },
      );
    }
    return (connect as () => Promise<pg.PoolClient>).call(pool).then((client) => {
      watch(client);
      return client;
    });
  }) as typeof connect;
  try {
    await run();
  } finally {
    pool.connect = connect;
  }
  return count;
}
