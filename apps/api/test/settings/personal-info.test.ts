import { ZSignInMethods } from "@planready/contracts/settings";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, authAccount, authUser, mailOutbox, users } from "../../src/db/schema.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { fetchProfile, GOOD_PASSWORD, sessionCookie, signIn, signUp, uniqueEmail } from "../helpers/users.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const call = (cookie: string | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });

const audits = (userId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actor_user_id, userId), eq(auditLog.action, action as "auth.password_changed")))
    .orderBy(desc(auditLog.id));

const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address));

describe("who may call the personal-information routes", () => {
  it("refuses a signed-out caller on each", async () => {
    for (const [method, url] of [
      ["GET", "/api/users/me/sign-in-methods"],
      ["POST", "/api/users/me/email"],
      ["POST", "/api/users/me/password"],
      ["POST", "/api/users/me/password/new"],
    ] as const) {
      expectProblem(await call(null, method, url, method === "POST" ? {} : undefined), 401, "UNAUTHENTICATED");
    }
  });

  it("closes better-auth's own change-password, change-email and send-verification-email (the app's routes audit them)", async () => {
    const user = await signUp(t.app);
    for (const path of ["change-password", "change-email", "send-verification-email"]) {
      expectProblem(await call(user.cookie, "POST", `/api/auth/${path}`, { email: user.email }), 404, "NOT_FOUND");
    }
  });
});

describe("GET /api/users/me/sign-in-methods", () => {
  it("says a password account has a password, no Google, and that Google is not offered here", async () => {
    const user = await signUp(t.app);
    const response = await call(user.cookie, "GET", "/api/users/me/sign-in-methods");
    expect(response.statusCode).toBe(200);
    expect(ZSignInMethods.parse(response.json())).toEqual({ password: true, google: false, googleAvailable: false });
  });
});

describe("POST /api/users/me/password", () => {
  it("refuses a wrong current password, naming the field, and keeps the old password", async () => {
    const user = await signUp(t.app);
    const problem = expectProblem(
      await call(user.cookie, "POST", "/api/users/me/password", {
        currentPassword: "not my password",
        newPassword: `${GOOD_PASSWORD} two`,
      }),
      401,
      "INVALID_CREDENTIALS",
    );
    expect(problem.invalidFields?.map((f) => f.path)).toEqual(["body.currentPassword"]);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it("refuses a weak new password on the new password's field", async () => {
    const user = await signUp(t.app);
    const problem = expectProblem(
      await call(user.cookie, "POST", "/api/users/me/password", { currentPassword: user.password, newPassword: "password" }),
      422,
      "WEAK_PASSWORD",
    );
    expect(problem.invalidFields?.map((f) => f.path)).toEqual(["body.newPassword"]);
  });

  it("changes it, ends the other sessions, keeps this browser signed in and audits it", async () => {
    const user = await signUp(t.app);
    const other = sessionCookie(await signIn(t.app, user.email, user.password))!;
    const newPassword = `${GOOD_PASSWORD} changed`;
    const response = await call(user.cookie, "POST", "/api/users/me/password", { currentPassword: user.password, newPassword });
    expect(response.statusCode, response.body).toBe(200);
    const renewed = sessionCookie(response);
    expect(renewed, "a new session cookie for this browser").toBeTruthy();
    expect(await fetchProfile(t.app, renewed!)).not.toBeNull();
    expect(await fetchProfile(t.app, other)).toBeNull();
    expect(await fetchProfile(t.app, user.cookie)).toBeNull();
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, newPassword)).statusCode).toBe(200);
    const [entry] = await audits(user.userId, "auth.password_changed");
    expect(entry).toMatchObject({ target_type: "user", target_id: user.userId, details: { other_sessions_ended: true } });
  });
});

describe("POST /api/users/me/password/new", () => {
  it("refuses an account that already has a password", async () => {
    const user = await signUp(t.app);
    expectProblem(await call(user.cookie, "POST", "/api/users/me/password/new", { newPassword: `${GOOD_PASSWORD} x` }), 409, "CONFLICT");
  });

  it("sets a first password on an account without one (as Google's), which then signs in", async () => {
    const user = await signUp(t.app);
    await t.db.update(authAccount).set({ password: null }).where(eq(authAccount.userId, user.authId));
    expect((await call(user.cookie, "GET", "/api/users/me/sign-in-methods")).json().password).toBe(false);
    const newPassword = `${GOOD_PASSWORD} first`;
    const response = await call(user.cookie, "POST", "/api/users/me/password/new", { newPassword });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call(user.cookie, "GET", "/api/users/me/sign-in-methods")).json().password).toBe(true);
    expect((await signIn(t.app, user.email, newPassword)).statusCode).toBe(200);
    expect(await audits(user.userId, "auth.password_changed")).toHaveLength(1);
  });
});

describe("POST /api/users/me/email", () => {
  it("refuses the address the user already has, naming the field", async () => {
    const user = await signUp(t.app);
    const problem = expectProblem(
      await call(user.cookie, "POST", "/api/users/me/email", { newEmail: user.email.toUpperCase() }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields?.map((f) => f.path)).toEqual(["body.newEmail"]);
  });

  it("refuses an address that is not one", async () => {
    const user = await signUp(t.app);
    expectProblem(await call(user.cookie, "POST", "/api/users/me/email", { newEmail: "not-an-address" }), 400, "VALIDATION_FAILED");
  });

  it("mails a link to the new address; the old address stays until it is followed, then the old one is told", async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail("moved");
    const asked = await call(user.cookie, "POST", "/api/users/me/email", { newEmail });
    expect(asked.statusCode, asked.body).toBe(202);

    await expect.poll(async () => (await mailsTo(newEmail)).length).toBe(1);
    const [confirm] = await mailsTo(newEmail);
    expect(confirm?.template).toBe("email-change-confirm");
    // Until confirmed, nothing moved.
    expect((await fetchProfile(t.app, user.cookie))?.email).toBe(user.email);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);

    const link = new URL(/https?:\/\/\S+/.exec(confirm!.text_body)![0]);
    const followed = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe("/settings/personal-info?email=changed");

    expect((await fetchProfile(t.app, user.cookie))?.email).toBe(newEmail);
    const [identity] = await t.db.select().from(authUser).where(eq(authUser.id, user.authId));
    expect(identity?.email).toBe(newEmail);
    expect((await signIn(t.app, newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);

    await expect.poll(async () => (await mailsTo(user.email)).map((m) => m.template)).toContain("email-changed");
    const [entry] = await audits(user.userId, "auth.email_changed");
    expect(entry).toMatchObject({ target_id: user.userId, details: { from: user.email, to: newEmail } });

    // The link works once: the account's address is no longer the one it was made for.
    const again = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toMatch(/^\/settings\/personal-info\?email=changed&error=/);
  });

  it("answers an address that already has an account the same way, and mails no one", async () => {
    const user = await signUp(t.app);
    const taken = await signUp(t.app);
    const asked = await call(user.cookie, "POST", "/api/users/me/email", { newEmail: taken.email });
    expect(asked.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mailsTo(taken.email)).filter((m) => m.template === "email-change-confirm")).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.email).toBe(user.email);
  });
});
