import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paymentAccounts, users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});

const promo = (who: TestUser | null, code: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/stripe/promoCode/${code}${query}`, headers: who ? { cookie: who.cookie } : {} });

const storedCode = async (orgId: string) =>
  (await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.org_id, orgId)))[0]?.temp_promo_code;

const apply = (who: TestUser | null, orgId: string, code: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/orgs/${orgId}/promoCode`,
    headers: who ? { cookie: who.cookie } : {},
    payload: { code },
  });

describe("POST /api/orgs/:id/promoCode (applying a code)", () => {
  it("keeps a valid sandbox code on the organisation's payment part", async () => {
    const response = await apply(user, user.orgId, "WELCOME10");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ valid: true, code: "WELCOME10", description: "10% off your first year" });
    expect(await storedCode(user.orgId)).toBe("WELCOME10");
    const org = await t.app.inject({ method: "GET", url: `/api/orgs/${user.orgId}`, headers: { cookie: user.cookie } });
    expect(org.json().payment.temp_promo_code).toBe("WELCOME10");
  });

  it("normalises case and surrounding spaces", async () => {
    const response = await apply(user, user.orgId, " agent25 ");
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe("AGENT25");
    expect(await storedCode(user.orgId)).toBe("AGENT25");
  });

  it("answers 422 INVALID_DISCOUNT_CODE for an unknown code and keeps the code already applied", async () => {
    const problem = expectProblem(await apply(user, user.orgId, "NOTACODE"), 422, "INVALID_DISCOUNT_CODE");
    expect(problem.detail).toBe("Invalid discount code");
    expect(await storedCode(user.orgId)).toBe("AGENT25");
  });

  it("is the agency Admin's: an agent or a Restricted-Admin gets 403, another agency's id 404, and nothing is stored", async () => {
    const admin = await signUp(t.app);
    for (const role of ["Agent", "Restricted-Admin"] as const) {
      const member = await signUp(t.app);
      await t.db.update(users).set({ org_id: admin.orgId, user_type: role }).where(eq(users.id, member.userId));
      expectProblem(await apply(member, admin.orgId, "WELCOME10"), 403, "FORBIDDEN");
      expectProblem(await promo(member, "WELCOME10"), 403, "FORBIDDEN");
    }
    expectProblem(await apply(user, admin.orgId, "WELCOME10"), 404, "NOT_FOUND");
    expectProblem(await apply(null, admin.orgId, "WELCOME10"), 401, "UNAUTHENTICATED");
    expect(await storedCode(admin.orgId)).toBeNull();
  });

  it("answers 409 PAYMENT_CUSTOMER_MISSING when the organisation has no payment customer yet", async () => {
    const other = await signUp(t.app);
    await t.db.update(paymentAccounts).set({ stripe_customer_id: null }).where(eq(paymentAccounts.org_id, other.orgId));
    expectProblem(await apply(other, other.orgId, "WELCOME10"), 409, "PAYMENT_CUSTOMER_MISSING");
    expect(await storedCode(other.orgId)).toBeNull();
  });
});

describe("GET /api/stripe/promoCode/:code (sandbox provider)", () => {
  it("checks a code and stores nothing: a GET has no side effect", async () => {
    const fresh = await signUp(t.app);
    const response = await promo(fresh, "FREEMONTH", "?product=traditional");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, code: "FREEMONTH", description: "First month free" });
    expect(await storedCode(fresh.orgId)).toBeNull();
    expect((await promo(fresh, "%20agent25%20")).json().code).toBe("AGENT25");
    expect(await storedCode(fresh.orgId)).toBeNull();
  });

  it("answers 422 INVALID_DISCOUNT_CODE for an unknown code", async () => {
    const problem = expectProblem(await promo(user, "NOTACODE"), 422, "INVALID_DISCOUNT_CODE");
    expect(problem.detail).toBe("Invalid discount code");
  });

  it("answers 409 PAYMENT_CUSTOMER_MISSING when the organisation has no payment customer yet", async () => {
    const other = await signUp(t.app);
    await t.db.update(paymentAccounts).set({ stripe_customer_id: null }).where(eq(paymentAccounts.org_id, other.orgId));
    expectProblem(await promo(other, "WELCOME10"), 409, "PAYMENT_CUSTOMER_MISSING");
  });

  it("answers 409 PAYMENT_CUSTOMER_MISSING for a user without an organisation", async () => {
    const loner = await signUp(t.app);
    await t.db.update(users).set({ org_id: null }).where(eq(users.id, loner.userId));
    expectProblem(await promo(loner, "WELCOME10"), 409, "PAYMENT_CUSTOMER_MISSING");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await promo(null, "WELCOME10"), 401, "UNAUTHENTICATED");
  });

  it("refuses unknown query parameters and over-long codes with 400", async () => {
    expectProblem(await promo(user, "WELCOME10", "?coupon=100off"), 400, "VALIDATION_FAILED");
    expectProblem(await promo(user, "X".repeat(65)), 400, "VALIDATION_FAILED");
  });

  it("limits guessing: after 20 checks a minute the client gets 429 RATE_LIMITED", async () => {
    const guesser = await signUp(t.app);
    const guess = (n: number) =>
      t.app.inject({
        method: "GET",
        url: `/api/stripe/promoCode/GUESS${n}`,
        headers: { cookie: guesser.cookie },
        remoteAddress: "203.0.113.99",
      });
    for (let n = 1; n <= 20; n++) expect((await guess(n)).statusCode).toBe(422);
    expectProblem(await guess(21), 429, "RATE_LIMITED");
  });
});
