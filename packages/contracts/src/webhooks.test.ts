import { describe, expect, it } from "vitest";
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelay, webhookRetryDelaysMs } from "./webhooks.ts";

const s = 1000;
const m = 60 * s;
const h = 60 * m;

describe("the webhook retry schedule", () => {
  it("is immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", () => {
    expect([...webhookRetryDelaysMs]).toEqual([0, 5 * s, 5 * m, 30 * m, 2 * h, 5 * h, 10 * h, 10 * h]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect(webhookRetryDelaysMs.reduce((a: number, b: number) => a + b, 0) / h).toBeCloseTo(27.6, 1);
  });

  it("spreads each delay by at most 10% either way", () => {
    expect(webhookRetryDelay(3, 0)).toBe(0.9 * 5 * m);
    expect(webhookRetryDelay(3, 0.5)).toBe(5 * m);
    expect(webhookRetryDelay(3, 0.999999)).toBeLessThanOrEqual(1.1 * 5 * m);
    expect(webhookRetryDelay(1, 0.7)).toBe(0);
  });

  it("has no attempt after the eighth", () => {
    expect(webhookRetryDelay(9, 0.5)).toBeNull();
    expect(webhookRetryDelay(0, 0.5)).toBeNull();
  });

  it("honours a longer Retry-After, up to 10 hours, and ignores a shorter one", () => {
    expect(webhookRetryDelay(2, 0.5, 60 * s)).toBe(60 * s);
    expect(webhookRetryDelay(4, 0.5, 60 * s)).toBe(30 * m);
    expect(webhookRetryDelay(2, 0.5, 48 * h)).toBe(10 * h);
  });
});
