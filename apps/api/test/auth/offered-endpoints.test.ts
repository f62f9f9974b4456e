import { beforeAll, describe, expect, it } from "vitest";
import { offeredAuthEndpoint } from "../../src/modules/auth/auth.routes.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});

const call = (method: "GET" | "POST", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, ...(payload ? { "content-type": "application/json" } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

describe("better-auth's endpoints: only those the product offers", () => {
  it.each([
    ["GET", "/api/auth/get-session"],
    ["GET", "/api/auth/list-sessions"],
    ["POST", "/api/auth/revoke-sessions"],
    ["POST", "/api/auth/revoke-other-sessions"],
    ["GET", "/api/auth/list-accounts"],
    ["POST", "/api/auth/link-social"],
    ["POST", "/api/auth/unlink-account"],
    ["POST", "/api/auth/delete-user"],
    ["POST", "/api/auth/update-user"],
    ["POST", "/api/auth/change-password"],
    ["POST", "/api/auth/change-email"],
    ["POST", "/api/auth/send-verification-email"],
    ["POST", "/api/auth/set-password"],
    ["GET", "/api/auth/sign-in/email"],
    ["GET", "/api/auth/callback/google/extra"],
    ["GET", "/api/auth/some-endpoint-a-later-version-adds"],
  ] as const)("%s %s answers 404 like any address the API does not have", async (method, url) => {
    expectProblem(await call(method, url, method === "POST" ? {} : undefined), 404, "NOT_FOUND");
  });

  it("the offered ones reach better-auth (their own answers, never the closed 404)", async () => {
    const wrongPassword = await call("POST", "/api/auth/sign-in/email", { email: user.email, password: "not the password at all" });
    expect(wrongPassword.statusCode).toBe(401);
    const reset = await call("POST", "/api/auth/request-password-reset", { email: "nobody@example.com", redirectTo: "/reset-password" });
    expect(reset.statusCode).toBe(200);
    for (const [method, path] of [
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/sign-in/social"],
      ["POST", "/api/auth/sign-out"],
      ["POST", "/api/auth/reset-password"],
      ["GET", "/api/auth/reset-password/abc123"],
      ["GET", "/api/auth/verify-email"],
      ["GET", "/api/auth/callback/google"],
      ["POST", "/api/auth/callback/google"],
      ["GET", "/api/auth/error"],
    ] as const) {
      expect(offeredAuthEndpoint(method, path), `${method} ${path}`).toBe(true);
    }
  });
});
