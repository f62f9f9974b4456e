import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** One pool per process; every repository receives the same `db`. */
export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client dying (e.g. the database restarting) must not crash the process.
  pool.on("error", () => {});
  return drizzle(pool, { schema });
}

/** A transaction handle (`db.transaction(async (tx) => …)`): repositories that join a caller's transaction take it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
