import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authUser, mailOutbox } from "../../src/db/schema.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { authPost, fetchProfile, GOOD_PASSWORD, sessionCookie, signIn, signUp, uniqueEmail, type TestUser } from "../helpers/users.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe("sign-up password policy (POST /api/auth/sign-up/email)", () => {
  const signUpWith = (password: string, email = uniqueEmail()) =>
    authPost(t.app, "/api/auth/sign-up/email", { email, password, name: "Policy Tester" });

  it.each(["password1", "Password1", "iloveyou", "qwertyuiop"])("refuses the common password %s with WEAK_PASSWORD", async (password) => {
    const email = uniqueEmail();
    const problem = expectProblem(await signUpWith(password, email), 422, "WEAK_PASSWORD");
    expect(problem.detail).toMatch(/too common/);
    expect(problem.invalidFields).toEqual([{ path: "body.password", message: problem.detail }]);
    // Refused before better-auth: no identity was created.
    expect(await t.db.select().from(authUser).where(eq(authUser.email, email))).toHaveLength(0);
  });

  it("refuses 7 characters", async () => {
    const problem = expectProblem(await signUpWith("k7#pQ2x"), 422, "WEAK_PASSWORD");
    expect(problem.detail).toBe("Use at least 8 characters.");
  });

  it("refuses a password that contains the email's name", async () => {
    const problem = expectProblem(await signUpWith("jordan-riverside-99", "jordan-riverside@example.com"), 422, "WEAK_PASSWORD");
    expect(problem.detail).toMatch(/email/);
  });

  it("refuses one repeated character", async () => {
    expectProblem(await signUpWith("zzzzzzzzzzzz"), 422, "WEAK_PASSWORD");
  });

  it("refuses more than 128 characters", async () => {
    expectProblem(await signUpWith("a long passphrase ".repeat(8)), 422, "WEAK_PASSWORD");
  });

  it("accepts a long passphrase without composition rules and signs the person in", async () => {
    const response = await signUpWith("the blue heron waits by the quiet river at dawn");
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toBeTruthy();
  });

  it("accepts exactly 8 uncommon characters", async () => {
    expect((await signUpWith("vb7#kq2m")).statusCode).toBe(200);
  });
});

describe("sign-in (POST /api/auth/sign-in/email)", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(t.app);
  });

  it("signs in with the right password and sets a session cookie", async () => {
    const response = await signIn(t.app, user.email, user.password);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toBeTruthy();
    expect((await fetchProfile(t.app, cookie!))?.id).toBe(user.userId);
    const setCookie = [response.headers["set-cookie"]].flat().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it("answers an unknown email and a wrong password identically", async () => {
    const unknown = await signIn(t.app, uniqueEmail("nobody"), "some wrong passphrase");
    const wrong = await signIn(t.app, user.email, "some wrong passphrase");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    // The same problem document, apart from each request's own id.
    const withoutId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(withoutId(wrong.json())).toEqual(withoutId(unknown.json()));
    expect(wrong.json()).toMatchObject({ code: "INVALID_CREDENTIALS", detail: "Incorrect email or password." });
    expect(wrong.headers["content-type"]).toContain("application/problem+json");
    expect(sessionCookie(wrong)).toBeNull();
    expect(sessionCookie(unknown)).toBeNull();
  });

  it("matches the email without regard to case", async () => {
    expect((await signIn(t.app, user.email.toUpperCase(), user.password)).statusCode).toBe(200);
  });
});

describe("origin checks on cookie-carrying POSTs", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(t.app);
  });

  it("refuses a sign-out POST with the session cookie but without an Origin", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie: user.cookie }, payload: {} });
    expect(response.statusCode).toBe(403);
    expect((await fetchProfile(t.app, user.cookie))?.id).toBe(user.userId);
  });

  it("refuses a sign-out POST from another origin", async () => {
    const response = await authPost(t.app, "/api/auth/sign-out", {}, { cookie: user.cookie, origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect((await fetchProfile(t.app, user.cookie))?.id).toBe(user.userId);
  });

  it("accepts it from the app's own origin", async () => {
    const response = await authPost(t.app, "/api/auth/sign-out", {}, { cookie: user.cookie, origin: TEST_ORIGIN });
    expect(response.statusCode).toBe(200);
    expect(await fetchProfile(t.app, user.cookie)).toBeNull();
  });
});

describe("password reset", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(t.app);
  });

  const latestMailTo = async (to: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(desc(mailOutbox.created_at));

  it("writes a reset link to the outbox; the link's token sets a new password", async () => {
    const request = await authPost(t.app, "/api/auth/request-password-reset", { email: user.email, redirectTo: "/reset-password" });
    expect(request.statusCode).toBe(200);

    // Sent after the answer (never awaited by the request): it arrives shortly.
    const mail = await vi.waitFor(async () => {
      const [latest] = await latestMailTo(user.email);
      expect(latest).toBeDefined();
      return latest;
    });
    expect(mail).toMatchObject({ template: "password-reset", subject: "Reset your PlanReady password", sent_at: null });
    const link = mail!.text_body.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(TEST_ORIGIN);
    expect(url.pathname).toMatch(/^\/api\/auth\/reset-password\/[\w-]+$/);
    // No personal data in the message beyond the address it is sent to.
    expect(mail!.text_body).not.toContain(user.email);

    // Following the link leads to the app's reset page with the token.
    const follow = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(follow.statusCode).toBe(302);
    const landing = new URL(follow.headers.location as string, TEST_ORIGIN);
    expect(landing.pathname).toBe("/reset-password");
    const token = landing.searchParams.get("token");
    expect(token).toBe(url.pathname.split("/").pop());

    const newPassword = "a different passphrase for spring";
    const reset = await authPost(t.app, "/api/auth/reset-password", { newPassword, token });
    expect(reset.statusCode).toBe(200);

    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, newPassword)).statusCode).toBe(200);
    // Sessions opened with the old password end.
    expect(await fetchProfile(t.app, user.cookie)).toBeNull();
    // A token works once.
    const again = await authPost(t.app, "/api/auth/reset-password", { newPassword: "yet another passphrase here", token });
    expect(again.statusCode).toBe(400);
  });

  it("applies the password policy to the new password", async () => {
    const problem = expectProblem(
      await authPost(t.app, "/api/auth/reset-password", { newPassword: "password1", token: "whatever-token" }),
      422,
      "WEAK_PASSWORD",
    );
    expect(problem.detail).toMatch(/too common/);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const response = await authPost(t.app, "/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(response.statusCode).toBe(200);
    expect(await latestMailTo(email)).toHaveLength(0);
  });

  it("refuses a redirect to another site", async () => {
    const response = await authPost(t.app, "/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "https://evil.example/steal",
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses an unknown token", async () => {
    const response = await authPost(t.app, "/api/auth/reset-password", { newPassword: GOOD_PASSWORD, token: "not-a-real-token" });
    expect(response.statusCode).toBe(400);
  });
});

describe("password reset with a mail server that hangs or fails", () => {
  it("answers at once, the same as for an unknown email: the request never waits for the mail server", async () => {
    const sent: string[] = [];
    // A mail server that accepts the message and never answers.
    const hanging = await createTestApp({ mailer: { send: (mail) => (sent.push(mail.to), new Promise<void>(() => {})) } });
    const user = await signUp(hanging.app);
    const response = await authPost(hanging.app, "/api/auth/request-password-reset", { email: user.email, redirectTo: "/reset-password" });
    expect(response.statusCode).toBe(200);
    expect(sent).toEqual([user.email]);
  });

  it("answers 200 when the mail server refuses the message", async () => {
    const failing = await createTestApp({
      mailer: { send: () => Promise.reject(Object.assign(new Error("550 no"), { code: "EENVELOPE" })) },
    });
    const user = await signUp(failing.app);
    const response = await authPost(failing.app, "/api/auth/request-password-reset", { email: user.email, redirectTo: "/reset-password" });
    expect(response.statusCode).toBe(200);
  });
});
