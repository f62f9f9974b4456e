import { describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";

/** The shared counter of the API's global limit for one client address. */
async function storedHits(db: Awaited<ReturnType<typeof createTestApp>>["db"], address: string): Promise<number> {
  const { rows } = await db.$client.query<{ hits: number }>("select hits from api_rate_limits where key = $1", [`api:${address}`]);
  return rows[0]?.hits ?? 0;
}

describe("API rate limit counted by blocks", () => {
  it("takes a block of hits per statement for a busy client (one statement per 20 requests at a limit of 1,000)", async () => {
    const t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "1000" } });
    const address = "203.0.113.7";
    for (let i = 0; i < 45; i++) {
      const response = await t.app.inject({ method: "GET", url: "/api/maintenance", remoteAddress: address });
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers["x-ratelimit-remaining"])).toBe(1000 - (i + 1));
    }
    // Three blocks of 20 taken for 45 requests: the database saw three statements, not 45.
    expect(await storedHits(t.db, address)).toBe(60);
  });

  it("takes one block at a time for requests that arrive together (a busy client's concurrent saves)", async () => {
    const t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "1000" } });
    const address = "203.0.113.9";
    const responses = await Promise.all(
      Array.from({ length: 45 }, () => t.app.inject({ method: "GET", url: "/api/maintenance", remoteAddress: address })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    // Each request counted once, none twice.
    const remaining = responses.map((r) => Number(r.headers["x-ratelimit-remaining"])).toSorted((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 45 }, (_, i) => 1000 - 45 + i));
    // Three statements of a block of 20 for 45 requests, not a block per request that found none held.
    expect(await storedHits(t.db, address)).toBe(60);
  });

  it("still refuses the request over the limit, and stays exact for small limits", async () => {
    const t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "120" } });
    const address = "203.0.113.8";
    for (let i = 0; i < 120; i++) {
      expect((await t.app.inject({ method: "GET", url: "/api/maintenance", remoteAddress: address })).statusCode).toBe(200);
    }
    expectProblem(await t.app.inject({ method: "GET", url: "/api/maintenance", remoteAddress: address }), 429, "RATE_LIMITED");
    // A limit of 120 takes blocks of 2: 120 requests in 60 statements, the 121st takes one more block and is refused.
    expect(await storedHits(t.db, address)).toBe(122);
  });
});
