import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orgs, paymentAccounts, users } from "../../src/db/schema.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { fetchProfile, sessionCookie, signIn, signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app, { name: "Dana Agent" });
});

describe("GET /api/auth/me", () => {
  it("answers 204 with no body when no one is signed in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 204 for a forged or expired session cookie", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: "planready.session_token=forged.value" },
    });
    expect(response.statusCode).toBe(204);
  });

  it("returns the profile after sign-up: an Admin of a new organisation, sub recorded as credential|…", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const profile = response.json();
    expect(profile).toMatchObject({
      email: user.email,
      user_type: "Admin",
      sub: `credential|${user.authId}`,
      first_name: null,
      last_name: null,
      tos_accepted: null,
      org: { id: user.orgId, name: null, user_count: 1, number_failed_payment_attempts: 0 },
    });
  });

  it("creates the organisation with its payment customer at sign-up", async () => {
    const [org] = await t.db.select().from(orgs).where(eq(orgs.id, user.orgId));
    expect(org).toBeDefined();
    const [account] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.org_id, user.orgId));
    expect(account).toMatchObject({ provider: "sandbox", temp_promo_code: null });
    expect(account?.stripe_customer_id).toMatch(/^cus_sandbox_/);
  });

  it("provisions exactly one app user per sign-in identity", async () => {
    await fetchProfile(t.app, user.cookie);
    const rows = await t.db.select().from(users).where(eq(users.auth_id, user.authId));
    expect(rows).toHaveLength(1);
  });
});

describe("GET /api/auth/login", () => {
  const login = (query: string, cookie?: string) =>
    t.app.inject({ method: "GET", url: `/api/auth/login${query}`, headers: cookie ? { cookie } : {} });

  it("sends a signed-out visitor to the sign-in page, keeping returnTo encoded", async () => {
    const response = await login(`?returnTo=${encodeURIComponent("/links?page=2#top")}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?returnTo=${encodeURIComponent("/links?page=2#top")}`);
  });

  it("defaults returnTo to /dashboard", async () => {
    const response = await login("");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?returnTo=${encodeURIComponent("/dashboard")}`);
  });

  it.each([
    ["protocol-relative", "%2F%2Fevil.com"],
    ["absolute URL", "https%3A%2F%2Fevil.com"],
    ["backslash", "%2F%5Cevil.com"],
    ["relative host", "evil.com"],
    ["script URL", "javascript%3Aalert(1)"],
    ["header injection", "%2F%0D%0ASet-Cookie%3Ax%3D1"],
    ["tab browsers strip", "%2F%09%2Fevil.com"],
  ])("refuses an unsafe returnTo (%s) and falls back to /dashboard", async (_kind, raw) => {
    const response = await login(`?returnTo=${raw}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?returnTo=${encodeURIComponent("/dashboard")}`);
  });

  it("sends screen_hint=signup to the sign-up page", async () => {
    const response = await login(`?screen_hint=signup&returnTo=${encodeURIComponent("/onboarding/agency?step=Name")}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/signup?returnTo=${encodeURIComponent("/onboarding/agency?step=Name")}`);
  });

  it("redirects a signed-in user straight to returnTo", async () => {
    const response = await login(`?returnTo=${encodeURIComponent("/links?page=2")}`, user.cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/links?page=2");
  });

  it("redirects a signed-in user with an unsafe returnTo to /dashboard", async () => {
    const response = await login(`?returnTo=${encodeURIComponent("https://evil.com/phish")}`, user.cookie);
    expect(response.headers.location).toBe("/dashboard");
  });

  it("refuses an unknown screen_hint with a problem document", async () => {
    const response = await login("?screen_hint=admin");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
  });
});

const logout = (query = "", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/auth/logout${query}`, headers: { origin: TEST_ORIGIN, ...headers } });

describe("POST /api/auth/logout", () => {
  it("clears the session cookie, invalidates the session and goes home", async () => {
    const session = await signUp(t.app);
    const response = await logout("", { cookie: session.cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/");
    const setCookie = [response.headers["set-cookie"]].flat().join("\n");
    expect(setCookie).toMatch(/planready\.session_token=;/);
    expect(setCookie).toMatch(/Max-Age=0/i);
    // The old cookie no longer opens a session, even if the browser kept it.
    expect(await fetchProfile(t.app, session.cookie)).toBeNull();
  });

  it("refuses another site's request (cross-site sign-out) and keeps the session", async () => {
    const session = await signUp(t.app);
    for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }, { referer: "https://evil.example/page" }]) {
      const response = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: session.cookie, ...headers } });
      expectProblem(response, 403, "FORBIDDEN");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    // No Origin nor Referer at all: refused too.
    expectProblem(await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: session.cookie } }), 403, "FORBIDDEN");
    expect((await fetchProfile(t.app, session.cookie))?.id).toBe(session.userId);
  });

  it("takes the sign-out page's form as the browser posts it (an empty form body)", async () => {
    const session = await signUp(t.app);
    const response = await logout("?returnTo=%2Flogin", {
      cookie: session.cookie,
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe("/login");
    expect(await fetchProfile(t.app, session.cookie)).toBeNull();
  });

  it("honours a safe returnTo and refuses an unsafe one", async () => {
    expect((await logout("?returnTo=%2Fabout")).headers.location).toBe("/about");
    expect((await logout("?returnTo=%2F%2Fevil.com")).headers.location).toBe("/");
  });

  it("is harmless when no one is signed in", async () => {
    const response = await logout();
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/");
  });

  it("ends only the session it is called with", async () => {
    const otherSession = await signIn(t.app, user.email, user.password);
    expect(otherSession.statusCode).toBe(200);
    const otherCookie = sessionCookie(otherSession)!;
    await logout("", { cookie: otherCookie });
    expect(await fetchProfile(t.app, otherCookie)).toBeNull();
    expect((await fetchProfile(t.app, user.cookie))?.id).toBe(user.userId);
  });
});

describe("GET /api/auth/logout", () => {
  it("signs no one out: it leads to the sign-out page, keeping a safe returnTo", async () => {
    const session = await signUp(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/auth/logout?returnTo=%2Fabout", headers: { cookie: session.cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/logout?returnTo=%2Fabout");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect((await fetchProfile(t.app, session.cookie))?.id).toBe(session.userId);
    const unsafe = await t.app.inject({ method: "GET", url: "/api/auth/logout?returnTo=%2F%2Fevil.com" });
    expect(unsafe.headers.location).toBe("/logout?returnTo=%2F");
  });
});
