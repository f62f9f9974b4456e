import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { authPost, fetchProfile, sessionCookie, signIn, signUp, uniqueEmail, GOOD_PASSWORD, type TestUser } from "../helpers/users.ts";
import { asUser } from "../survey/survey-helpers.ts";

let t: TestApp;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [user, other] = [await signUp(t.app), await signUp(t.app)];
});

async function signUpWith(headers: Record<string, string>) {
  const email = uniqueEmail();
  const response = await authPost(t.app, "/api/auth/sign-up/email", { email, password: GOOD_PASSWORD, name: "A" }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (await fetchProfile(t.app, sessionCookie(await signIn(t.app, email, GOOD_PASSWORD))!))!;
}

describe("the language a user starts with", () => {
  it("is the page's language when they sign up, else their browser's, else English", async () => {
    expect((await signUpWith({ cookie: "lng=es", "accept-language": "en-US,en;q=0.9" })).locale).toBe("es");
    expect((await signUpWith({ "accept-language": "es-MX,es;q=0.9,en;q=0.8" })).locale).toBe("es");
    expect((await signUpWith({ "accept-language": "fr-FR" })).locale).toBe("en");
    expect(user.profile.locale).toBe("en");
  });
});

describe("PUT /api/users/me/locale", () => {
  it("changes your own language, and only yours", async () => {
    const response = await asUser(t.app, user, "PUT", "/api/users/me/locale", { locale: "es" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ locale: "es" });
    expect((await fetchProfile(t.app, user.cookie))?.locale).toBe("es");
    expect((await fetchProfile(t.app, other.cookie))?.locale).toBe("en");
    // Back again; the same choice twice is fine.
    expect((await asUser(t.app, user, "PUT", "/api/users/me/locale", { locale: "en" })).json()).toEqual({ locale: "en" });
    expect((await asUser(t.app, user, "PUT", "/api/users/me/locale", { locale: "en" })).statusCode).toBe(200);
    expect((await fetchProfile(t.app, user.cookie))?.locale).toBe("en");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await asUser(t.app, null, "PUT", "/api/users/me/locale", { locale: "es" }), 401, "UNAUTHENTICATED");
  });

  it("refuses a language we do not speak, a missing one or another user's field with 400", async () => {
    const problem = expectProblem(await asUser(t.app, user, "PUT", "/api/users/me/locale", { locale: "fr" }), 400, "VALIDATION_FAILED");
    expect(JSON.stringify(problem)).toContain("locale");
    expectProblem(await asUser(t.app, user, "PUT", "/api/users/me/locale", {}), 400, "VALIDATION_FAILED");
    // No way to name someone else: the route is yours alone, and extra fields are refused.
    expectProblem(
      await asUser(t.app, user, "PUT", "/api/users/me/locale", { locale: "es", user_id: other.userId }),
      400,
      "VALIDATION_FAILED",
    );
    expect((await fetchProfile(t.app, other.cookie))?.locale).toBe("en");
  });

  it("is not another user's record: PUT /api/users/{authId} stays names and terms only", async () => {
    expectProblem(await asUser(t.app, user, "PUT", `/api/users/${other.authId}`, { first_name: "X" }), 403, "FORBIDDEN");
    expectProblem(await asUser(t.app, user, "PUT", `/api/users/${user.authId}`, { locale: "es" }), 400, "VALIDATION_FAILED");
  });
});
