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
    // The load sampler runs on a timer: on a busy machine its overdue sample may come later than one short wait, so
    // the lag is made again (a few times at most) until a request meets it. A server that never refuses still fails.
    let response = await t.app.inject({ method: "GET", url: "/api/maintenance" });
    for (let attempt = 0; attempt < 5 && response.statusCode !== 503; attempt++) {
      blockEventLoop(1500);
      await new Promise((resolve) => setTimeout(resolve, 20 + attempt * 40));
      response = await t.app.inject({ method: "GET", url: "/api/maintenance" });
    }
    const problem = expectProblem(response, 503, "SERVICE_UNAVAILABLE");
    expect(problem.detail).toBeUndefined();
    expect(response.headers["retry-after"]).toBeDefined();
  });
});
