import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { nextAttemptDelayS, PartnerError } from "./partner-adapter.ts";
import { createPartnerHttp, retryAfter } from "./partner-http.ts";

const policy = { delaysS: [60, 300] };
const failure = (details: ConstructorParameters<typeof PartnerError>[1]) => new PartnerError("http_error", details);

describe("a partner's retry rules", () => {
  it("waits by the partner's schedule, longer when the partner asks, and stops after the last attempt", () => {
    expect(nextAttemptDelayS(policy, 1, failure({ retryable: true }))).toBe(60);
    expect(nextAttemptDelayS(policy, 1, failure({ retryable: true, retryAfterS: 120 }))).toBe(120);
    expect(nextAttemptDelayS(policy, 2, failure({ retryable: true, retryAfterS: 10 }))).toBe(300);
    expect(nextAttemptDelayS(policy, 2, failure({ retryable: true, retryAfterS: 86_400 }))).toBe(6 * 3600);
    expect(nextAttemptDelayS(policy, 3, failure({ retryable: true }))).toBeNull();
    expect(nextAttemptDelayS(policy, 1, failure({ retryable: false }))).toBeNull();
  });

  it("reads Retry-After as seconds or as a date", () => {
    const headers = (value: string) => ({ headers: new Headers({ "retry-after": value }) });
    expect(retryAfter(headers("90"))).toBe(90);
    expect(retryAfter(headers(new Date(Date.UTC(2030, 0, 1, 0, 2)).toUTCString()), Date.UTC(2030, 0, 1))).toBe(120);
    expect(retryAfter(headers("soon"))).toBeNull();
  });
});

describe("the partner HTTP client", () => {
  it("tells what may pass from what will not, and follows no redirect", async () => {
    const statuses = [503, 429, 400, 401, 302, 200];
    const server = createServer((_req, res) => {
      const status = statuses.shift() ?? 200;
      res.writeHead(status, status === 302 ? { location: "http://169.254.169.254/" } : status === 429 ? { "retry-after": "30" } : {});
      res.end(status === 200 ? '{"id":"x1"}' : `error ${status}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const http = createPartnerHttp({ timeoutMs: 2000 });
    const outcome = async () => {
      try {
        return await http.request(url, { method: "POST", body: "{}" });
      } catch (error) {
        const e = error as PartnerError;
        return { outcome: e.outcome, retryable: e.retryable, retryAfterS: e.details.retryAfterS ?? null, excerpt: e.details.excerpt };
      }
    };
    try {
      expect(await outcome()).toMatchObject({ outcome: "http_error", retryable: true, excerpt: "error 503" });
      expect(await outcome()).toMatchObject({ outcome: "rate_limited", retryable: true, retryAfterS: 30 });
      expect(await outcome()).toMatchObject({ outcome: "rejected", retryable: false });
      expect(await outcome()).toMatchObject({ outcome: "unauthorized", retryable: false });
      expect(await outcome()).toMatchObject({ outcome: "http_error", retryable: false });
      expect(await outcome()).toEqual({ status: 200, json: { id: "x1" } });
    } finally {
      server.close();
    }
    expect(
      await createPartnerHttp({ timeoutMs: 500 })
        .request("http://127.0.0.1:1/", { method: "GET" })
        .catch((e: PartnerError) => e.outcome),
    ).toBe("unreachable");
  });
});
