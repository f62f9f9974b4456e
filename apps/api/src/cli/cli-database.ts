import pg from "pg";
import type { Config } from "../config.ts";
import { createDb, type Db } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";

export type CliDatabase = { db: Db; close: () => Promise<void> };

/** The URL of the embedded PostgreSQL a running server started (see main.ts and db/embedded.ts). */
export const runningEmbeddedUrl = (port: number) => `postgresql://planready:planready@127.0.0.1:${port}/planready`;

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    await client.end().catch(() => {});
    return false;
  }
}

/**
 * The database an operator command works on: DATABASE_URL when set; otherwise the embedded PostgreSQL of
 * DATA_DIR — the running server's (already up on EMBEDDED_PG_PORT), or started here for the command's duration.
 */
export async function connectCliDatabase(config: Config, note: (line: string) => void): Promise<CliDatabase> {
  const single = (url: string, extra?: () => Promise<void>): CliDatabase => {
    const db = createDb(url, 1);
    return {
      db,
      close: async () => {
        await db.$client.end();
        await extra?.();
      },
    };
  };
  if (config.DATABASE_URL) return single(config.DATABASE_URL);

  const running = runningEmbeddedUrl(config.EMBEDDED_PG_PORT);
  if (await canConnect(running)) return single(running);

  note(
    `The server is not running: starting its embedded PostgreSQL (data in ${config.DATA_DIR}/postgres, port ${config.EMBEDDED_PG_PORT})…`,
  );
  const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
  const connection = single(embedded.url, () => embedded.stop());
  try {
    // A fresh data directory has no tables yet; the server would apply the same migrations at its next start.
    await runMigrations(connection.db);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}
