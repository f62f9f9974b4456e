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
  releaseDeadClients(pool);
  return drizzle(pool, { schema });
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A checked-out client whose connection ends goes back to the pool (which drops it), and releasing it again later is
 * harmless. Without this, a client can leak for good: drizzle's transaction sends BEGIN before its try/finally, so
 * when the connection dies under BEGIN the client is never released; after a few database restarts the pool is
 * exhausted, requests wait for a connection that never comes and the pool never ends.
 */
function releaseDeadClients(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as unknown as (callback: ConnectCallback) => void;
  const guard = (client: pg.PoolClient) => {
    const release = client.release.bind(client);
    let released = false;
    const done = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener("end", onEnd);
      release(error);
    };
    const onEnd = () => done(new Error("the database connection ended"));
    client.once("end", onEnd);
    client.release = done;
    return client;
  };
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) {
      connect((error, client, done) =>
        error || !client ? callback(error, client, done) : callback(undefined, guard(client), (e) => client.release(e as Error)),
      );
      return undefined;
    }
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connect((error, client) => (error || !client ? reject(error) : resolve(guard(client)))),
    );
  }) as typeof pool.connect;
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
