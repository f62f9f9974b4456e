import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authUser, mailOutbox } from "../../src/db/schema.ts";
import { loadConfig } from "../../src/config.ts";
import type { PaymentProvider } from "../../src/integrations/payments/payment-provider.ts";
import { createSandboxProvider } from "../../src/integrations/payments/sandbox-provider.ts";
import { createTestApp, TEST_ORIGIN, testEnv, type TestApp } from "../helpers/app.ts";
import { connectTestDb } from "../helpers/database.ts";
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

  it("accepts a long passphrase without composition rules; the person then signs in with it", async () => {
    const email = uniqueEmail();
    const response = await signUpWith("the blue heron waits by the quiet river at dawn", email);
    expect(response.statusCode).toBe(200);
    // Sign-up signs no one in (it answers an existing address the same way): the page signs in right after.
    expect(sessionCookie(response)).toBeNull();
    expect(sessionCookie(await signIn(t.app, email, "the blue heron waits by the quiet river at dawn"))).toBeTruthy();
  });

  it("accepts exactly 8 uncommon characters", async () => {
    expect((await signUpWith("vb7#kq2m")).statusCode).toBe(200);
  });
});

describe("sign-up with an address that already has an account", () => {
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));
  /** What a caller can see of a sign-up's answer, apart from the ids and times that differ on every answer. */
  const visible = (response: Awaited<ReturnType<typeof authPost>>) => {
    const body = response.json() as { token: unknown; user: Record<string, unknown> };
    const { id, createdAt, updatedAt, ...user } = body.user;
    expect([typeof id, typeof createdAt, typeof updatedAt]).toEqual(["string", "string", "string"]);
    const headers = Object.keys(response.headers)
      .filter((name) => !["date", "x-request-id", "content-length"].includes(name))
      .toSorted();
    return { status: response.statusCode, token: body.token, user, headers, cookies: response.headers["set-cookie"] ?? null };
  };

  it("answers exactly as for a new address, creates nothing, and mails the owner instead", async () => {
    const owner = await signUp(t.app, { name: "Same Name" });
    const fresh = uniqueEmail();
    const asNew = await authPost(t.app, "/api/auth/sign-up/email", {
      email: fresh,
      password: "another quiet passphrase",
      name: "Same Name",
    });
    const asExisting = await authPost(t.app, "/api/auth/sign-up/email", {
      email: owner.email,
      password: "another quiet passphrase",
      name: "Same Name",
    });
    expect(visible(asExisting)).toEqual({ ...visible(asNew), user: { ...visible(asNew).user, email: owner.email } });
    expect(visible(asExisting)).toMatchObject({ status: 200, token: null, cookies: null });

    // The owner's account is untouched: still one identity, the old password works, the new one does not.
    expect(await t.db.select().from(authUser).where(eq(authUser.email, owner.email))).toHaveLength(1);
    expect((await signIn(t.app, owner.email, owner.password)).statusCode).toBe(200);
    expect((await signIn(t.app, owner.email, "another quiet passphrase")).statusCode).toBe(401);
    // Sent after the answer: the owner is told, with where to sign in or reset the password.
    const [mail] = await vi.waitFor(async () => {
      const mails = await mailsTo(owner.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail).toMatchObject({ template: "sign-up-existing-account", subject: "Someone tried to sign up to PlanReady with your email" });
    expect(mail!.text_body).toContain(`${TEST_ORIGIN}/login`);
    expect(mail!.text_body).toContain(`${TEST_ORIGIN}/forgot-password`);
    // A new address gets no such mail.
    expect(await mailsTo(fresh)).toHaveLength(0);
  });

  it("takes comparable time either way, even when founding the agency waits on a slow payment provider", async () => {
    // Creating the provider's customer takes 300 ms here (a real provider's round trip): a new address waits for it.
    const db = await connectTestDb();
    const config = loadConfig(await testEnv());
    const sandbox = createSandboxProvider({ db, promoCodes: config.SANDBOX_PROMO_CODES });
    const slow: PaymentProvider = {
      ...sandbox,
      createCustomer: async (input) => (await new Promise((resolve) => setTimeout(resolve, 300)), sandbox.createCustomer(input)),
    };
    const slowApp = (await createTestApp({ payments: slow })).app;
    const owner = await signUp(slowApp);
    const time = async (email: string) => {
      const started = performance.now();
      const response = await authPost(slowApp, "/api/auth/sign-up/email", { email, password: "timing quiet passphrase", name: "T" });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const existing: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 6; i++) {
      existing.push(await time(owner.email));
      fresh.push(await time(uniqueEmail()));
    }
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(existing) / median(fresh);
    // An existing address is hashed too and waits as long as founding an agency takes (its moving average).
    expect(ratio, `existing ${median(existing).toFixed(1)} ms, new ${median(fresh).toFixed(1)} ms`).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(1.5);
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

  /**
   * Asks for a reset link for `email` and answers its token, from the outbox. Each from its own address: the
   * requests of one address are limited to 5 a minute.
   */
  let clientAddress = 10;
  const requestToken = async (email: string, before: number) => {
    const request = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email, redirectTo: "/reset-password" },
      headers: { origin: TEST_ORIGIN },
      remoteAddress: `10.9.0.${clientAddress++}`,
    });
    expect(request.statusCode).toBe(200);
    const mails = await vi.waitFor(async () => {
      const all = await latestMailTo(email);
      expect(all.length).toBeGreaterThan(before);
      return all;
    });
    return mails[0]!.text_body.match(/reset-password\/([\w-]+)/)![1]!;
  };
  const reset = (token: string, newPassword: string) => authPost(t.app, "/api/auth/reset-password", { newPassword, token });

  it("voids the earlier links when a new one is requested", async () => {
    const person = await signUp(t.app);
    const first = await requestToken(person.email, 0);
    const second = await requestToken(person.email, 1);
    expect(second).not.toBe(first);
    expectProblem(await reset(first, "first link passphrase here"), 400, "INVALID_TOKEN");
    expect((await reset(second, "second link passphrase here")).statusCode).toBe(200);
    expect((await signIn(t.app, person.email, "second link passphrase here")).statusCode).toBe(200);
  });

  it("voids the other links when one is used", async () => {
    const person = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await requestToken(person.email, 0);
    const otherToken = await requestToken(other.email, 0);
    const second = await requestToken(person.email, 1);
    expect((await reset(second, "the newest link passphrase")).statusCode).toBe(200);
    expectProblem(await reset(first, "the oldest link passphrase"), 400, "INVALID_TOKEN");
    // Another person's link is theirs: untouched.
    expect((await reset(otherToken, "the other person passphrase")).statusCode).toBe(200);
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
