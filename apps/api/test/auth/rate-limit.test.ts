import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { signIn, signUp, type TestUser } from "../helpers/users.ts";

const MAX = 3;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: String(MAX) } });
  user = await signUp(t.app);
});

describe("sign-in rate limit (AUTH_RATE_LIMIT_MAX)", () => {
  it(`allows ${MAX} attempts a minute per client, then answers 429 even to the right password`, async () => {
    const client = { remoteAddress: "203.0.113.7" };
    for (let attempt = 1; attempt <= MAX; attempt++) {
      const response = await t.app.inject({ ...client, ...signInRequest(user.email, "not the password at all") });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await t.app.inject({ ...client, ...signInRequest(user.email, "not the password at all") });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: "RATE_LIMITED" });
    const evenRight = await t.app.inject({ ...client, ...signInRequest(user.email, user.password) });
    expect(evenRight.statusCode).toBe(429);
  });

  it("counts each client separately", async () => {
    const other = await t.app.inject({ remoteAddress: "198.51.100.20", ...signInRequest(user.email, user.password) });
    expect(other.statusCode).toBe(200);
  });

  it("keys on the connection's address, not on a forwarded header a client can forge", async () => {
    const client = { remoteAddress: "192.0.2.50" };
    for (let attempt = 1; attempt <= MAX; attempt++) {
      await t.app.inject({ ...client, ...signInRequest(user.email, "wrong again and again") });
    }
    const forged = signInRequest(user.email, user.password);
    const response = await t.app.inject({
      ...client,
      ...forged,
      headers: { ...forged.headers, "x-forwarded-for": "10.9.8.7", "x-planready-client-ip": "10.9.8.7" },
    });
    expect(response.statusCode).toBe(429);
  });

  it("keeps its counts in PostgreSQL, so every server process shares them", async () => {
    const response = await signIn(t.app, user.email, user.password);
    // inject's default client (127.0.0.1) has not been used for sign-in yet.
    expect(response.statusCode).toBe(200);
    const rows = await t.db.query.authRateLimit.findMany();
    expect(rows.some((r) => r.key.includes("203.0.113.7"))).toBe(true);
  });
});

function signInRequest(email: string, password: string) {
  return {
    method: "POST" as const,
    url: "/api/auth/sign-in/email",
    headers: { origin: "http://localhost:3000" },
    payload: { email, password },
  };
}
