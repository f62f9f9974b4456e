import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client.ts";

/**
 * One statement per block of counted requests (`$3` hits, see `rateLimitBlock`): start a window (or a new one once the
 * last ended) or count the block in it, and say how many so far and how long until the window ends. Atomic under
 * concurrency (one row per key, upserted).
 */
const INCREMENT = `
insert into api_rate_limits as r (key, hits, reset_at) values ($1, $3, now() + $2 * interval '1 millisecond')
on conflict (key) do update set
  hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
  reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`;

/** How often a process clears counters whose window has ended (any process may; it is harmless twice). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Hits a process takes from the shared counter at once, for a limit of `max`: a fiftieth of it, at most 20 (one for
 * limits under 100, which stay exact). The process then counts that block in memory, so a busy client costs one
 * statement per block rather than one per request (the autosave path; docs/decisions/023-write-path-and-session-speed.md).
 * A block taken and not used counts against the client: several processes can refuse up to a block each early, never
 * late. A process takes one block of a key at a time: requests arriving while it is being taken wait for it (and the
 * next, when it runs out) rather than each taking a block of its own.
 */
export const rateLimitBlock = (max: number) => Math.max(1, Math.min(20, Math.floor(max / 50)));

/** A block of hits this process holds in the current window of one key: hits `base + 1 … end`, `used` of them so far. */
type Block = { base: number; end: number; used: number; resetAt: number };
type Waiter = { callback: Parameters<FastifyRateLimitStore["incr"]>[1]; block: number };
const MAX_BLOCKS = 10_000;

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
  const blocks = new Map<string, Block>();
  /** Requests of a key waiting for the block being taken for it: one statement in flight per key, however many wait. */
  const waiting = new Map<string, Waiter[]>();

  /** Counts one hit from the block the process holds for `id`, when one is held with hits left. */
  const takeHeld = (id: string, callback: Waiter["callback"]): boolean => {
    const held = blocks.get(id);
    const now = Date.now();
    if (!held || held.resetAt <= now || held.base + held.used >= held.end) return false;
    held.used += 1;
    callback(null, { current: held.base + held.used, ttl: held.resetAt - now });
    return true;
  };

  /** Takes the next block of `id` from the shared counter and hands its hits to the requests waiting for it, in order. */
  const takeBlock = (id: string, timeWindow: number, block: number) => {
    sweep();
    const query = { name: "api-rate-limit-incr", text: INCREMENT, values: [id, timeWindow, block] };
    db.$client.query<{ hits: number; ttl: number }>(query, (error, result) => {
      const queue = waiting.get(id) ?? [];
      if (error) {
        waiting.delete(id);
        for (const waiter of queue) waiter.callback(error);
        return;
      }
      const { hits, ttl } = result.rows[0]!;
      if (blocks.size >= MAX_BLOCKS) blocks.clear();
      blocks.set(id, { base: hits - block, end: hits, used: 0, resetAt: Date.now() + ttl });
      while (queue.length && takeHeld(id, queue[0]!.callback)) queue.shift();
      if (queue.length) takeBlock(id, timeWindow, queue[0]!.block);
      else waiting.delete(id);
    });
  };

  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      const id = prefix + key;
      const queue = waiting.get(id);
      // Behind requests already waiting for a block (they came first), else from the block held.
      if (!queue && takeHeld(id, callback)) return;
      const block = rateLimitBlock(typeof max === "number" && Number.isFinite(max) ? max : 1);
      if (block === 1) {
        // An exact limit: every request is its own statement, concurrently.
        sweep();
        const query = { name: "api-rate-limit-incr", text: INCREMENT, values: [id, timeWindow, 1] };
        db.$client.query<{ hits: number; ttl: number }>(query, (error, result) =>
          error ? callback(error) : callback(null, { current: result.rows[0]!.hits, ttl: result.rows[0]!.ttl }),
        );
        return;
      }
      if (queue) {
        queue.push({ callback, block });
        return;
      }
      waiting.set(id, [{ callback, block }]);
      takeBlock(id, timeWindow, block);
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
