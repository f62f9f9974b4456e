import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("forgets an entry once its time to live has passed", () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set("a", "first");
    now = 99;
    expect(cache.get("a")).toBe("first");
    now = 100;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the one used least recently", () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("stores nothing when its time to live is 0", () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    cache.set("a", 1);
    expect(cache.get("a")).toBeUndefined();
  });
});
