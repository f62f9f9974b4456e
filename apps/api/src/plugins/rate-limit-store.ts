import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client.ts";

/**
 * One statement per counted request: start a window (or a new one once the last ended) or count one more in it, and
 * say how many so far and how long until the window ends. Atomic under concurrency (one row per key, upserted).
 */
const INCREMENT = `
insert into api_rate_limits as r (key, hits, reset_at) values ($1, 1, now() + $2 * interval '1 millisecond')
on conflict (key) do update set
  hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
  reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`;

/** How often a process clears counters whose window has ended (any process may; it is harmless twice). */
const SWEEP_EVERY_MS = 60_000;

/**
 * A `@fastify/rate-limit` store in PostgreSQL, so that every app process on one database counts the same requests
 * (the sign-in limits are better-auth's, in `auth_rate_limit`). Each route with its own limit gets its own counters
 * (`child`), like the library's built-in stores.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  const sweep = () => {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + SWEEP_EVERY_MS;
    db.$client.query("delete from api_rate_limits where reset_at < now() - interval '1 minute'").catch(() => {});
  };

  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      sweep();
      const query = { name: "api-rate-limit-incr", text: INCREMENT, values: [prefix + key, timeWindow] };
      db.$client.query<{ hits: number; ttl: number }>(query, (error, result) => {
        if (error) callback(error);
        else callback(null, { current: result.rows[0]!.hits, ttl: result.rows[0]!.ttl });
      });
    },
    // Called with the route's merged limit options, the route itself under `routeInfo` (the declared type says
    // otherwise): a route's own limit counts apart from the global one and every other route's.
    child(options) {
      const route = (options as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return store(`${String(route.method ?? "")} ${route.url ?? ""}:`);
    },
  });

  // The plugin calls `new Store(options)`: a function that returns an object serves as that constructor.
  function PostgresRateLimitStore() {
    return store("api:");
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
