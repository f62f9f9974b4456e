import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * One pool per process; every repository receives the same `db`. A connection that dies (the database restarting
 * or killed) must never crash the process: the pool's idle clients report through the pool's `error` event, and
 * every client also gets its own listener, since a client checked out (idle inside a transaction, between two
 * queries) reports there and a client `error` event without a listener throws. The query in flight fails on its
 * own and the request answers 503 (plugins/errors.ts, docs/decisions/020-crash-recovery.md).
 */
export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  return drizzle(pool, { schema });
}

/** A transaction handle (`db.transaction(async (tx) => …)`): repositories that join a caller's transaction take it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Connection-level failures: the socket, or PostgreSQL shutting down, starting up or out of connections. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|Client was closed|terminating connection due to/i;

/**
 * Whether an error (or one of its causes: drizzle wraps the driver's) says the database cannot be reached right now,
 * as opposed to a query it refused: the request is worth retrying in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
