import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createDb } from "../../src/db/client.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { onFileCleanup } from "../helpers/database.ts";
import { expectProblem } from "../helpers/problem.ts";

let t: TestApp;
/** The same app with its database gone (nothing listens on port 1). */
let down: TestApp["app"];

beforeAll(async () => {
  t = await createTestApp();
  const db = createDb("postgresql://planready:planready@127.0.0.1:1/planready", 1);
  onFileCleanup(() => db.$client.end());
  down = await buildApp({ config: loadConfig(await testEnv()), db, web: "none" });
  onFileCleanup(() => down.close());
});

describe("GET /api/health/live and /api/health/ready", () => {
  it("report ok when the process and its database are up", async () => {
    const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
  });

  it("ready answers 503 when the database is unreachable, while live stays 200", async () => {
    const ready = await down.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable" });
    expect((await down.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
  });

  it("live fails once the database has been unreachable for LIVENESS_DB_GRACE_S, so the process is restarted", async () => {
    const db = createDb("postgresql://planready:planready@127.0.0.1:1/planready", 1);
    onFileCleanup(() => db.$client.end());
    const lost = await buildApp({ config: loadConfig(await testEnv({ LIVENESS_DB_GRACE_S: "1" })), db, web: "none" });
    onFileCleanup(() => lost.close());
    expect((await lost.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const live = await lost.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(503);
    expect(live.json()).toEqual({ status: "unavailable" });
    // With its database up, live stays ok whatever the grace.
    expect((await t.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
  });

  it("are never rate limited (load balancers probe them often)", async () => {
    const answers = await Promise.all(Array.from({ length: 650 }, () => t.app.inject({ method: "GET", url: "/api/health/live" })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
  });
});

describe("the database unreachable", () => {
  it("answers 503 SERVICE_UNAVAILABLE with Retry-After, without internals (clients resend)", async () => {
    const response = await down.inject({ method: "GET", url: "/api/maintenance" });
    const problem = expectProblem(response, 503, "SERVICE_UNAVAILABLE");
    expect(response.headers["retry-after"]).toBe("2");
    expect(problem.detail).toBeUndefined();
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack|at \w+ \(/);
  });

  it("starting a survey answers 503 with Retry-After, not 500", async () => {
    const response = await down.inject({
      method: "POST",
      url: "/api/responses",
      payload: { link_id: "00000000-0000-4000-8000-000000000000", locale: "en" },
    });
    expectProblem(response, 503, "SERVICE_UNAVAILABLE");
    expect(response.headers["retry-after"]).toBe("2");
  });
});
