import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentAccounts } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp } from "../helpers/users.ts";

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_app_fake", STRIPE_API_BASE: fake.url } });
  fake.promotionCodes.push({ id: "promo_a", code: "AGENCY15", active: true, coupon: { id: "co_a", name: "15% off", percent_off: 15 } });
});
afterAll(() => fake.close());

describe("with STRIPE_SECRET_KEY set, the app bills through Stripe", () => {
  it("creates the organisation's Stripe customer at sign-up, keyed by the organisation", async () => {
    const before = fake.requests.length;
    const user = await signUp(t.app);
    const calls = fake.requests.slice(before).filter((r) => r.path === "/v1/customers");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers["idempotency-key"]).toBe(`org-customer-${user.orgId}`);
    expect(calls[0]!.form.get("email")).toBe(user.email);
    expect(calls[0]!.form.get("metadata[org_id]")).toBe(user.orgId);

    const [account] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.org_id, user.orgId));
    expect(account).toMatchObject({ provider: "stripe", stripe_customer_id: expect.stringMatching(/^cus_fake_/) });
  });

  it("checks promo codes at Stripe, and an Admin's POST keeps the canonical code", async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/stripe/promoCode/agency15", headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, code: "AGENCY15", description: "15% off" });
    const stored = async () =>
      (await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.org_id, user.orgId)))[0]?.temp_promo_code;
    expect(await stored()).toBeNull();
    const applied = await t.app.inject({
      method: "POST",
      url: `/api/orgs/${user.orgId}/promoCode`,
      headers: { cookie: user.cookie },
      payload: { code: "agency15" },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await stored()).toBe("AGENCY15");
  });

  it("still signs the person up when Stripe is down, and creates the customer on a later fresh read", async () => {
    fake.failNext({ status: 503, shouldRetry: false });
    const user = await signUp(t.app);
    const [account] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.org_id, user.orgId));
    expect(account).toMatchObject({ provider: "stripe", stripe_customer_id: null });

    expectProblem(
      await t.app.inject({ method: "GET", url: "/api/stripe/promoCode/AGENCY15", headers: { cookie: user.cookie } }),
      409,
      "PAYMENT_CUSTOMER_MISSING",
    );

    const fresh = await t.app.inject({
      method: "GET",
      url: `/api/orgs/${user.orgId}?freshStripeData=true`,
      headers: { cookie: user.cookie },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().payment.stripe_customer_id).toMatch(/^cus_fake_/);
  });

  it("answers 503 PAYMENT_PROVIDER_UNAVAILABLE when Stripe is down during a promo check", async () => {
    const user = await signUp(t.app);
    fake.failNext({ status: 503, shouldRetry: false });
    const problem = expectProblem(
      await t.app.inject({ method: "GET", url: "/api/stripe/promoCode/AGENCY15", headers: { cookie: user.cookie } }),
      503,
      "PAYMENT_PROVIDER_UNAVAILABLE",
    );
    expect(problem.detail).toBeUndefined();
  });
});
