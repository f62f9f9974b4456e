import {
  SANDBOX_CARDS,
  ZCheckoutResponse,
  ZCheckoutStateResponse,
  ZPlanPricesResponse,
  ZSandboxCheckoutResponse,
} from "@planready/contracts/billing/api";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { billingCheckouts, billingSubscriptions, links, orgs } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { customerIdOf, openCheckout, paySandbox, priceFor } from "../helpers/billing.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, joinOrg, uniqueUrl } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  [admin, stranger] = [await signUp(t.app), await signUp(t.app)];
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  url: uniqueUrl("buy"),
  survey_type: "medicare",
  first_name: "Dana",
  last_name: "Agent",
  agency_name: "Sunshine Benefits",
  stripe_plan_duration: "annual",
  ...overrides,
});
const medicareAnnual = { surveyType: "medicare", duration: "annual" } as const;

const linkRow = async (id: string) => (await t.db.select().from(links).where(eq(links.id, id)))[0]!;
const checkoutRow = async (providerId: string) =>
  (await t.db.select().from(billingCheckouts).where(eq(billingCheckouts.provider_checkout_id, providerId)))[0]!;

async function buy(user: TestUser, body = draft(), options: Parameters<typeof openCheckout>[4] = {}) {
  const response = await openCheckout(t.app, user, body, medicareAnnual, options);
  expect(response.statusCode, response.body).toBe(201);
  return ZCheckoutResponse.parse(response.json());
}

describe("GET /api/stripe/prices", () => {
  it("lists the sandbox catalogue: a price for every plan, with its label", async () => {
    const response = await asUser(t.app, admin, "GET", "/api/stripe/prices");
    expect(response.statusCode).toBe(200);
    const { provider, prices } = ZPlanPricesResponse.parse(response.json());
    expect(provider).toBe("sandbox");
    expect(prices).toHaveLength(16);
    expect(prices.find((p) => p.plan_key === "traditional_annual")).toMatchObject({
      price_id: "price_sandbox_traditional_annual",
      currency: "usd",
      interval: "year",
      label: "Traditional surveys (annual)",
    });
    expect(prices.find((p) => p.plan_key === "scope_only_legacy_2024")?.label).toBe("Scope only surveys (Legacy 2024)");
  });

  it("refuses a signed-out caller", async () => {
    expectProblem(await asUser(t.app, null, "GET", "/api/stripe/prices"), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/stripe/:orgStripeId", () => {
  it("reserves the link (pending, not public) and opens a sandbox checkout on this site", async () => {
    const body = draft();
    const checkout = await buy(admin, body);
    expect(checkout.checkout_url).toBe(`/sandbox/checkout/${checkout.checkout_id}`);
    expect(checkout.checkout_id).toMatch(/^cs_sandbox_/);
    expect(await linkRow(checkout.link_id)).toMatchObject({
      url: body.url,
      status: "pending",
      org_id: admin.orgId,
      created_by: admin.userId,
    });
    expect(await checkoutRow(checkout.checkout_id)).toMatchObject({
      state: "open",
      plan_key: "traditional_annual",
      price_id: "price_sandbox_traditional_annual",
      return_to_url: "/marketplace/payment",
      cancel_return_url: "/marketplace",
    });
    expectProblem(await t.app.inject({ method: "GET", url: `/api/links/url/${body.url}` }), 404, "NOT_FOUND");
  });

  it("answers 404 for another organisation's customer id", async () => {
    const query = new URLSearchParams({
      returnToUrl: "/a",
      cancelReturnUrl: "/b",
      priceId: await priceFor(t.app, admin, "medicare", "annual"),
    });
    const response = await asUser(t.app, admin, "POST", `/api/stripe/${await customerIdOf(t.app, stranger)}?${query.toString()}`, draft());
    expectProblem(response, 404, "NOT_FOUND");
  });

  it("is for Admins: an Agent or a Restricted-Admin of the agency gets 403", async () => {
    for (const role of ["Agent", "Restricted-Admin"] as const) {
      const member = await signUp(t.app);
      await joinOrg(t, member, admin.orgId, role);
      const query = new URLSearchParams({
        returnToUrl: "/a",
        cancelReturnUrl: "/b",
        priceId: await priceFor(t.app, admin, "medicare", "annual"),
      });
      expectProblem(
        await asUser(t.app, member, "POST", `/api/stripe/${await customerIdOf(t.app, admin)}?${query.toString()}`, draft()),
        403,
        "FORBIDDEN",
      );
    }
  });

  it("refuses a price that is not the plan of the survey type and duration", async () => {
    const monthly = await priceFor(t.app, admin, "medicare", "monthly");
    const problem = expectProblem(
      await openCheckout(t.app, admin, draft(), medicareAnnual, { priceId: monthly }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields).toEqual([{ path: "querystring.priceId", message: "Not the price of this plan" }]);
    expectProblem(await openCheckout(t.app, admin, draft(), medicareAnnual, { priceId: "price_made_up" }), 400, "VALIDATION_FAILED");
  });

  it("refuses CRM annual paid monthly, which is not sold", async () => {
    const crm = await priceFor(t.app, admin, "crm", "monthly");
    const problem = expectProblem(
      await openCheckout(t.app, admin, draft({ survey_type: "crm", stripe_plan_duration: "annual-paid-monthly" }), medicareAnnual, {
        priceId: crm,
      }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields?.[0]?.path).toBe("body.stripe_plan_duration");
  });

  it("refuses reserved and malformed addresses with 400, and another agency's address with 409", async () => {
    const reserved = expectProblem(
      await openCheckout(t.app, admin, draft({ url: "Marketplace" }), medicareAnnual),
      400,
      "VALIDATION_FAILED",
    );
    expect(reserved.invalidFields).toEqual([{ path: "body.url", message: "This address is reserved; choose another" }]);
    expectProblem(await openCheckout(t.app, admin, draft({ url: "a b" }), medicareAnnual), 400, "VALIDATION_FAILED");
    const theirs = await createLink(t.app, stranger);
    const taken = expectProblem(
      await openCheckout(t.app, admin, draft({ url: theirs.url.toUpperCase() }), medicareAnnual),
      409,
      "CONFLICT",
    );
    expect(taken.invalidFields).toEqual([{ path: "body.url", message: "Already taken" }]);
  });

  it("tried again with the same address, reuses its own unpaid link and closes the earlier checkout", async () => {
    const body = draft();
    const first = await buy(admin, body);
    const second = await buy(admin, { ...body, first_name: "Dani" });
    expect(second.link_id).toBe(first.link_id);
    expect((await linkRow(first.link_id)).first_name).toBe("Dani");
    expect((await checkoutRow(first.checkout_id)).state).toBe("expired");
    // The closed checkout can no longer be paid.
    const late = await paySandbox(t.app, admin, first.checkout_id);
    expect(late.json()).toMatchObject({ state: "expired", redirect_url: null });
    expect((await linkRow(first.link_id)).status).toBe("pending");
  });

  it("holds an unpaid address for a day after the last checkout activity, then lets anyone have it", async () => {
    const body = draft();
    const abandoned = await buy(admin, body);
    // Fresh, the reservation holds against another agency.
    expectProblem(await openCheckout(t.app, stranger, body, medicareAnnual), 409, "CONFLICT");
    const check = async () => (await asUser(t.app, stranger, "GET", `/api/links/checkUniqueURL/${body.url}`)).json();
    expect(await check()).toMatchObject({ unique: false });

    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.db.update(links).set({ updated_at: twoDaysAgo }).where(eq(links.id, abandoned.link_id));
    await t.db.update(billingCheckouts).set({ updated_at: twoDaysAgo }).where(eq(billingCheckouts.link_id, abandoned.link_id));
    expect(await check()).toMatchObject({ unique: true, problem: null });
    const theirs = await buy(stranger, body);
    expect(theirs.link_id).not.toBe(abandoned.link_id);
    // The abandoned reservation was never live: set aside under an address no one can type, and deleted.
    const old = await linkRow(abandoned.link_id);
    expect(old.url).toBe(`released-${abandoned.link_id}`);
    expect(old.deleted_at).not.toBeNull();
  });

  it("never frees the address of a paid link, however old", async () => {
    const body = draft();
    const paid = await buy(admin, body);
    expect((await paySandbox(t.app, admin, paid.checkout_id)).statusCode).toBe(200);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.db.update(links).set({ updated_at: twoDaysAgo, status: "pending" }).where(eq(links.id, paid.link_id));
    await t.db.update(billingCheckouts).set({ updated_at: twoDaysAgo }).where(eq(billingCheckouts.link_id, paid.link_id));
    expectProblem(await openCheckout(t.app, stranger, body, medicareAnnual), 409, "CONFLICT");
  });

  it("checks the promo code: 422 for an unknown one, the discount shown on the checkout page for a valid one", async () => {
    const problem = expectProblem(
      await openCheckout(t.app, admin, draft(), medicareAnnual, { discountCode: "NOPE" }),
      422,
      "INVALID_DISCOUNT_CODE",
    );
    expect(problem.detail).toBe("Invalid discount code");
    const checkout = await buy(admin, draft(), { discountCode: "welcome10" });
    expect((await checkoutRow(checkout.checkout_id)).discount_code).toBe("WELCOME10");
    const page = ZSandboxCheckoutResponse.parse(
      (await asUser(t.app, admin, "GET", `/api/sandbox/checkout/${checkout.checkout_id}`)).json(),
    );
    expect(page).toMatchObject({
      discount_code: "WELCOME10",
      discount_description: "10% off your first year",
      amount: 29000,
      discount_amount: 2900,
      amount_due: 26100,
    });
  });

  it("pays for a link reserved with POST /api/links, and refuses one already live", async () => {
    const pending = await createLink(t.app, admin, { survey_type: "scope_only", stripe_plan_duration: "monthly" }, { pending: true });
    const opened = await openCheckout(t.app, admin, { link_id: pending.id }, { surveyType: "scope_only", duration: "monthly" });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await checkoutRow(opened.json().checkout_id)).plan_key).toBe("scope_only_monthly");
    const live = await createLink(t.app, admin);
    expectProblem(await openCheckout(t.app, admin, { link_id: live.id }, medicareAnnual), 409, "CONFLICT");
    const theirs = await createLink(t.app, stranger, {}, { pending: true });
    expectProblem(await openCheckout(t.app, admin, { link_id: theirs.id }, medicareAnnual), 404, "NOT_FOUND");
  });

  it("refuses return addresses on another site and unknown parameters", async () => {
    expectProblem(
      await openCheckout(t.app, admin, draft(), medicareAnnual, { returnToUrl: "https://evil.example/x" }),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await openCheckout(t.app, admin, draft(), medicareAnnual, { cancelReturnUrl: "//evil.example" }),
      400,
      "VALIDATION_FAILED",
    );
  });
});

describe("the sandbox checkout page", () => {
  it("shows the plan, the price and the link, to its own organisation only", async () => {
    const body = draft();
    const checkout = await buy(admin, body);
    const response = await asUser(t.app, admin, "GET", `/api/sandbox/checkout/${checkout.checkout_id}`);
    expect(response.statusCode).toBe(200);
    expect(ZSandboxCheckoutResponse.parse(response.json())).toEqual({
      checkout_id: checkout.checkout_id,
      state: "open",
      plan_key: "traditional_annual",
      plan_label: "Traditional surveys (annual)",
      amount: 29000,
      currency: "usd",
      interval: "year",
      discount_code: null,
      discount_description: null,
      discount_amount: 0,
      amount_due: 29000,
      link_url: body.url,
      survey_type: "medicare",
      return_url: `/marketplace/payment?checkout_id=${checkout.checkout_id}`,
      cancel_url: "/marketplace",
    });
    expectProblem(await asUser(t.app, stranger, "GET", `/api/sandbox/checkout/${checkout.checkout_id}`), 404, "NOT_FOUND");
    expectProblem(await paySandbox(t.app, stranger, checkout.checkout_id), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, admin, "GET", "/api/sandbox/checkout/cs_sandbox_nothing"), 404, "NOT_FOUND");
  });

  it("declines 4000 0000 0000 0002 and other numbers with a reason, and the link stays pending", async () => {
    const checkout = await buy(admin);
    const declined = await paySandbox(t.app, admin, checkout.checkout_id, SANDBOX_CARDS.declined);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ state: "declined", decline_code: "card_declined", redirect_url: null });
    const funds = await paySandbox(t.app, admin, checkout.checkout_id, SANDBOX_CARDS.insufficientFunds);
    expect(funds.json()).toMatchObject({ state: "declined", decline_code: "insufficient_funds" });
    const wrong = await paySandbox(t.app, admin, checkout.checkout_id, "4111 1111 1111 1111");
    expect(wrong.json()).toMatchObject({ decline_code: "incorrect_number" });
    expect((await linkRow(checkout.link_id)).status).toBe("pending");
    const state = await asUser(t.app, admin, "PUT", `/api/stripe/intent/${checkout.checkout_id}`);
    expect(state.json()).toMatchObject({ state: "declined", link: { id: checkout.link_id, status: "pending" } });
  });

  it("refuses a malformed card with 400", async () => {
    const checkout = await buy(admin);
    const response = await asUser(t.app, admin, "POST", `/api/sandbox/checkout/${checkout.checkout_id}/pay`, { number: "4242" });
    expectProblem(response, 400, "VALIDATION_FAILED");
  });

  it("takes 4242 4242 4242 4242: the link goes live with its subscription, after a declined try", async () => {
    const body = draft();
    const checkout = await buy(admin, body);
    await paySandbox(t.app, admin, checkout.checkout_id, SANDBOX_CARDS.declined);
    const paid = await paySandbox(t.app, admin, checkout.checkout_id);
    expect(paid.json()).toEqual({
      state: "paid",
      decline_code: null,
      redirect_url: `/marketplace/payment?checkout_id=${checkout.checkout_id}`,
    });
    expect(await linkRow(checkout.link_id)).toMatchObject({ status: "active" });
    const [subscription] = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.link_id, checkout.link_id));
    expect(subscription).toMatchObject({
      org_id: admin.orgId,
      provider: "sandbox",
      status: "active",
      plan_key: "traditional_annual",
      legacy: false,
      amount: 29000,
    });
    expect(subscription!.current_period_end!.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    const [org] = await t.db.select().from(orgs).where(eq(orgs.id, admin.orgId));
    expect(org!.stripe_intent_id).toBe(checkout.checkout_id);
    const page = await t.app.inject({ method: "GET", url: `/api/links/url/${body.url}` });
    expect(page.json()).toMatchObject({ status: "active", survey_type: "medicare" });
    // Paying again changes nothing.
    expect((await paySandbox(t.app, admin, checkout.checkout_id)).json()).toMatchObject({ state: "paid" });
    expect(await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.link_id, checkout.link_id))).toHaveLength(1);
  });
});

describe("PUT /api/stripe/intent/:intentId", () => {
  it("confirms a paid checkout with its live link, however often it is called, and activates once", async () => {
    const checkout = await buy(admin);
    const open = ZCheckoutStateResponse.parse((await asUser(t.app, admin, "PUT", `/api/stripe/intent/${checkout.checkout_id}`)).json());
    expect(open).toEqual({ state: "open", link: expect.objectContaining({ id: checkout.link_id, status: "pending" }) });
    await paySandbox(t.app, admin, checkout.checkout_id);
    const completedAt = (await checkoutRow(checkout.checkout_id)).completed_at;
    const again = await Promise.all([1, 2].map(() => asUser(t.app, admin, "PUT", `/api/stripe/intent/${checkout.checkout_id}`)));
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ state: "paid", link: { id: checkout.link_id, status: "active" } });
    }
    expect((await checkoutRow(checkout.checkout_id)).completed_at).toEqual(completedAt);
  });

  it("checks orgStripeId when given, and answers 404 for another organisation's checkout or an unknown one", async () => {
    const checkout = await buy(admin);
    const ok = await asUser(
      t.app,
      admin,
      "PUT",
      `/api/stripe/intent/${checkout.checkout_id}?orgStripeId=${await customerIdOf(t.app, admin)}`,
    );
    expect(ok.statusCode).toBe(200);
    expectProblem(
      await asUser(t.app, admin, "PUT", `/api/stripe/intent/${checkout.checkout_id}?orgStripeId=${await customerIdOf(t.app, stranger)}`),
      404,
      "NOT_FOUND",
    );
    expectProblem(await asUser(t.app, stranger, "PUT", `/api/stripe/intent/${checkout.checkout_id}`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, admin, "PUT", "/api/stripe/intent/cs_sandbox_unknown"), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, null, "PUT", `/api/stripe/intent/${checkout.checkout_id}`), 401, "UNAUTHENTICATED");
  });

  it("lets an agent of the agency confirm, without showing a link they do not see", async () => {
    const checkout = await buy(admin);
    await paySandbox(t.app, admin, checkout.checkout_id);
    const agent = await signUp(t.app);
    await joinOrg(t, agent, admin.orgId, "Agent");
    const response = await asUser(t.app, agent, "PUT", `/api/stripe/intent/${checkout.checkout_id}`);
    expect(response.json()).toEqual({ state: "paid", link: null });
  });
});

describe("GET /api/orgs/:id/stripeIntentValidity", () => {
  it("is false before the first payment and true with a live subscription; another organisation is 404", async () => {
    const fresh = await signUp(t.app);
    const validity = () => asUser(t.app, fresh, "GET", `/api/orgs/${fresh.orgId}/stripeIntentValidity`);
    expect((await validity()).json()).toEqual({ valid: false, payment_locked: false });
    const checkout = await buy(fresh);
    expect((await validity()).json()).toEqual({ valid: false, payment_locked: false });
    await paySandbox(t.app, fresh, checkout.checkout_id);
    expect((await validity()).json()).toEqual({ valid: true, payment_locked: false });
    expectProblem(await asUser(t.app, stranger, "GET", `/api/orgs/${fresh.orgId}/stripeIntentValidity`), 404, "NOT_FOUND");
  });
});
