export type TtlCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
};

/**
 * A small in-process cache with a time to live and a bounded number of entries: when full, the entry used least
 * recently goes first. Enough for registry answers, which are the same for everyone and change rarely.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const now = options.now ?? Date.now;
  return {
    get size() {
      return entries.size;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      // Re-inserting moves the entry to the end of the Map's order: the most recently used.
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      if (options.ttlMs <= 0 || options.maxEntries <= 0) return;
      entries.delete(key);
      for (const oldest of entries.keys()) {
        if (entries.size < options.maxEntries) break;
        entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
    },
  };
}
