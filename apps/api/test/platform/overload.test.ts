import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: "1" } });
});

/** Keeps the event loop busy, as a CPU-bound burst of work would. */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe("overload (MAX_EVENT_LOOP_DELAY_MS)", () => {
  it("answers 503 SERVICE_UNAVAILABLE with Retry-After, not 500, while the event loop lags", async () => {
    blockEventLoop(1500);
    // Let the overdue load sample run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await t.app.inject({ method: "GET", url: "/api/maintenance" });
    const problem = expectProblem(response, 503, "SERVICE_UNAVAILABLE");
    expect(problem.detail).toBeUndefined();
    expect(response.headers["retry-after"]).toBeDefined();
  });
});
