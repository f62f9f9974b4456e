import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "3" } });
});

describe("API rate limit (API_RATE_LIMIT_MAX)", () => {
  it("answers 429 RATE_LIMITED in the API's error format once a client exceeds the limit", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: "GET", url: "/api/maintenance" })).statusCode).toBe(200);
    }
    expectProblem(await t.app.inject({ method: "GET", url: "/api/maintenance" }), 429, "RATE_LIMITED");
  });

  it("does not count health checks", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    }
  });
});
