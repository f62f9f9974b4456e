import { ZCheckoutResponse, ZPlanPricesResponse, type TCheckoutResponse } from "@planready/contracts/billing/api";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingCheckouts, billingEvents, billingSubscriptions, links, notifications, orgs } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { customerIdOf, openCheckout } from "../helpers/billing.ts";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink } from "../survey/survey-helpers.ts";

const WEBHOOK_SECRET = "whsec_test_app_0123456789";
const signer = new Stripe("sk_test_signer");
let fake: FakeStripe;
let t: TestApp;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  fake = await startFakeStripe();
  fake.addPlanPrices();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: "sk_test_billing",
      STRIPE_API_BASE: fake.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      API_RATE_LIMIT_MAX: "100000",
    },
  });
  [admin, stranger] = [await signUp(t.app), await signUp(t.app)];
});
afterAll(() => fake.close());

/** POSTs an event to the webhook as Stripe does: signed raw JSON. */
function deliver(payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    payload,
  });
}

async function buy(user = admin, options: { discountCode?: string } = {}): Promise<TCheckoutResponse> {
  const link = await createLink(t.app, user, { stripe_plan_duration: "annual" }, { pending: true });
  const response = await openCheckout(t.app, user, { link_id: link.id }, { surveyType: "medicare", duration: "annual" }, options);
  expect(response.statusCode, response.body).toBe(201);
  return ZCheckoutResponse.parse(response.json());
}

const linkStatus = async (id: string) => (await t.db.select().from(links).where(eq(links.id, id)))[0]!.status;
const failedAttempts = async (orgId: string) =>
  (await t.db.select().from(orgs).where(eq(orgs.id, orgId)))[0]!.number_failed_payment_attempts;

/** A bought link, paid on Stripe's page, confirmed by the webhook. */
async function paidLink(user = admin) {
  const checkout = await buy(user);
  const paid = fake.completeCheckout(checkout.checkout_id);
  expect((await deliver(fake.event("checkout.session.completed", paid.session))).statusCode).toBe(200);
  return { checkout, subscription: paid.subscription!, invoice: paid.invoice!, paymentMethod: paid.paymentMethod };
}

describe("buying through Stripe Checkout", () => {
  it("lists Stripe's prices by lookup key with their labels", async () => {
    const { provider, prices } = ZPlanPricesResponse.parse((await asUser(t.app, admin, "GET", "/api/stripe/prices")).json());
    expect(provider).toBe("stripe");
    expect(prices).toHaveLength(16);
    expect(prices.find((p) => p.plan_key === "traditional_annual")?.label).toBe("Traditional surveys (annual)");
  });

  it("opens a Checkout Session returning to this site, with the promotion code, and the sandbox pages do not exist", async () => {
    fake.promotionCodes.push({
      id: "promo_agency15",
      code: "AGENCY15",
      active: true,
      coupon: { id: "co15", name: "15% off", percent_off: 15 },
    });
    const checkout = await buy(admin, { discountCode: "agency15" });
    expect(checkout.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${checkout.checkout_id}`);
    const session = fake.sessions.get(checkout.checkout_id)!;
    expect(session).toMatchObject({
      mode: "subscription",
      customer: await customerIdOf(t.app, admin),
      success_url: "http://localhost:3000/marketplace/payment?checkout_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/marketplace",
      metadata: { org_id: admin.orgId, link_id: checkout.link_id },
    });
    expect(session.requested.promotion_code).toBe("AGENCY15");
    expectProblem(await asUser(t.app, admin, "GET", `/api/sandbox/checkout/${checkout.checkout_id}`), 404, "NOT_FOUND");
  });

  it("activates the link from the webhook; the return page then reads it paid", async () => {
    const { checkout, subscription } = await paidLink();
    expect(await linkStatus(checkout.link_id)).toBe("active");
    const [mirrored] = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.link_id, checkout.link_id));
    expect(mirrored).toMatchObject({
      provider: "stripe",
      provider_subscription_id: subscription.id,
      plan_key: "traditional_annual",
      status: "active",
    });
    const confirmed = await asUser(t.app, admin, "PUT", `/api/stripe/intent/${checkout.checkout_id}`);
    expect(confirmed.json()).toMatchObject({ state: "paid", link: { id: checkout.link_id, status: "active" } });
  });

  it("activates once when the return page and the webhook arrive together, and twice over", async () => {
    const checkout = await buy();
    const paid = fake.completeCheckout(checkout.checkout_id);
    const payload = fake.event("checkout.session.completed", paid.session);
    const answers = await Promise.all([
      deliver(payload),
      asUser(t.app, admin, "PUT", `/api/stripe/intent/${checkout.checkout_id}`),
      asUser(t.app, admin, "PUT", `/api/stripe/intent/${checkout.checkout_id}`),
      deliver(payload),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === true).length).toBeLessThanOrEqual(1);
    expect(await linkStatus(checkout.link_id)).toBe("active");
    const [row] = await t.db.select().from(billingCheckouts).where(eq(billingCheckouts.provider_checkout_id, checkout.checkout_id));
    expect(row!.state).toBe("paid");
    const completedAt = row!.completed_at;
    await asUser(t.app, admin, "PUT", `/api/stripe/intent/${checkout.checkout_id}`);
    const [again] = await t.db.select().from(billingCheckouts).where(eq(billingCheckouts.provider_checkout_id, checkout.checkout_id));
    expect(again!.completed_at).toEqual(completedAt);
    expect(await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.link_id, checkout.link_id))).toHaveLength(1);
  });

  it("marks an expired session expired; the link stays pending", async () => {
    const checkout = await buy();
    fake.sessions.get(checkout.checkout_id)!.status = "expired";
    await deliver(fake.event("checkout.session.expired", fake.sessions.get(checkout.checkout_id)!));
    const [row] = await t.db.select().from(billingCheckouts).where(eq(billingCheckouts.provider_checkout_id, checkout.checkout_id));
    expect(row!.state).toBe("expired");
    expect(await linkStatus(checkout.link_id)).toBe("pending");
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("handles an event id once: a redelivery answers duplicate and changes nothing", async () => {
    const { subscription } = await paidLink();
    const invoice = fake.renew(subscription.id, "failed");
    const payload = fake.event("invoice.payment_failed", invoice);
    const first = await deliver(payload);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const second = await deliver(payload);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    const [event] = await t.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, JSON.parse(payload).id));
    expect(event).toMatchObject({ provider: "stripe", type: "invoice.payment_failed", processed_at: expect.any(Date) });
    expect(await failedAttempts(admin.orgId)).toBe(1);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, admin.userId), eq(notifications.type, "payment_failed")));
    expect(told).toHaveLength(1);
    // Paid again, so the next tests start from zero.
    fake.renew(subscription.id, "succeeded");
    await deliver(fake.event("invoice.paid", invoice));
    expect(await failedAttempts(admin.orgId)).toBe(0);
  });

  it("refuses a tampered body, a wrong or missing signature with 400, and records nothing", async () => {
    const payload = fake.event("invoice.payment_failed", { id: "in_tampered", object: "invoice" });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(payload.replace("in_tampered", "in_other"), signature);
    expect(expectProblem(tampered, 400, "VALIDATION_FAILED").detail).toBe("The webhook signature does not match.");
    expectProblem(
      await deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" })),
      400,
      "VALIDATION_FAILED",
    );
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload,
    });
    expectProblem(unsigned, 400, "VALIDATION_FAILED");
    expect(
      await t.db
        .select()
        .from(billingEvents)
        .where(eq(billingEvents.id, JSON.parse(payload).id)),
    ).toEqual([]);
  });

  it("re-reads the invoice rather than trusting the payload", async () => {
    const { subscription } = await paidLink(stranger);
    const invoice = fake.renew(subscription.id, "failed");
    await deliver(fake.event("invoice.payment_failed", { ...invoice, attempt_count: 99 }));
    expect(await failedAttempts(stranger.orgId)).toBe(1);
    fake.renew(subscription.id, "succeeded");
    await deliver(fake.event("invoice.paid", invoice));
  });

  it("ends in the same state whatever order the events arrive in", async () => {
    const orders = [
      (events: string[]) => events,
      (events: string[]) => events.toReversed(),
      (events: string[]) => [events[1]!, events[2]!, events[0]!],
    ];
    const finals: number[] = [];
    for (const order of orders) {
      const owner = await signUp(t.app);
      const { subscription } = await paidLink(owner);
      // Three failed attempts on the renewal invoice, each event captured when it happened.
      const events = [1, 2, 3].map(() => fake.event("invoice.payment_failed", fake.renew(subscription.id, "failed")));
      for (const payload of order(events)) expect((await deliver(payload)).statusCode).toBe(200);
      finals.push(await failedAttempts(owner.orgId));
      expect(
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.user_id, owner.userId), eq(notifications.type, "payment_failed"))),
      ).toHaveLength(1);
    }
    // Every event re-reads the invoice as it is now (3 attempts): the first one handled already locks.
    expect(finals).toEqual([3, 3, 3]);

    // Paid-then-failed arriving out of order leaves it paid.
    const owner = await signUp(t.app);
    const { subscription } = await paidLink(owner);
    const failed = fake.event("invoice.payment_failed", fake.renew(subscription.id, "failed"));
    const paid = fake.event("invoice.paid", fake.renew(subscription.id, "succeeded"));
    await deliver(paid);
    await deliver(failed);
    expect(await failedAttempts(owner.orgId)).toBe(0);
  });

  it("takes the link down when its subscription ends, even if an older update arrives after", async () => {
    const { checkout, subscription } = await paidLink();
    const olderUpdate = fake.event("customer.subscription.updated", subscription);
    Object.assign(fake.subscriptions.get(subscription.id)!, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    await deliver(fake.event("customer.subscription.deleted", fake.subscriptions.get(subscription.id)!));
    await deliver(olderUpdate);
    expect(await linkStatus(checkout.link_id)).toBe("cancelled");
    const [mirrored] = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.link_id, checkout.link_id));
    expect(mirrored).toMatchObject({ status: "canceled", ended_at: expect.any(Date) });
  });

  it("ignores objects of customers it does not know", async () => {
    const response = await deliver(fake.event("invoice.payment_failed", { id: "in_nobody", object: "invoice" }));
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });
});

describe("subscriptions, invoices and the card on Stripe", () => {
  it("cancels at period end at Stripe and mirrors it", async () => {
    const { checkout, subscription } = await paidLink();
    const response = await asUser(t.app, admin, "POST", "/api/stripe/subscription", {
      orgId: admin.orgId,
      linkId: checkout.link_id,
      action: "cancel",
    });
    expect(response.json().subscription).toMatchObject({ id: subscription.id, cancel_at_period_end: true });
    expect(fake.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
  });

  it("lists Stripe's invoices with their hosted receipt and PDF", async () => {
    const { invoices } = (await asUser(t.app, admin, "GET", `/api/stripe/invoices/${admin.orgId}`)).json() as {
      invoices: { receipt_url: string; pdf_url: string }[];
    };
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices[0]!.receipt_url).toMatch(/^https:\/\/invoice\.stripe\.test\//);
    expect(invoices[0]!.pdf_url).toMatch(/\/pdf$/);
  });

  it("finds subscriptions made outside the app as legacy ones no link claims", async () => {
    const owner = await signUp(t.app);
    const customer = await customerIdOf(t.app, owner);
    const outside = fake.createSession(
      {
        mode: "subscription",
        customer,
        line_items: [{ price: fake.prices.find((p) => p.lookup_key === "planready_traditional_legacy_2024")!.id }],
      },
      "",
      () => undefined,
    );
    fake.completeCheckout(outside.id);
    const all = (await asUser(t.app, owner, "GET", `/api/stripe/subscription/all/${owner.orgId}`)).json().subscriptions;
    expect(all).toEqual([expect.objectContaining({ link_id: null, legacy: true, plan_label: "Traditional surveys (Legacy 2024)" })]);
    expect((await asUser(t.app, owner, "GET", `/api/stripe/subscription/legacy/${owner.orgId}`)).json().subscriptions).toHaveLength(1);
    expect((await asUser(t.app, owner, "GET", `/api/stripe/subscription/${owner.orgId}`)).json().subscriptions).toEqual([]);
  });

  it("updates the card through Stripe's setup page: confirmed on return, the open invoices are paid and the count clears", async () => {
    const owner = await signUp(t.app);
    const { subscription, paymentMethod } = await paidLink(owner);
    paymentMethod.declines = true;
    for (let i = 0; i < 3; i++) await deliver(fake.event("invoice.payment_failed", fake.renew(subscription.id, "failed")));
    expect(await failedAttempts(owner.orgId)).toBe(3);

    const opened = await asUser(t.app, owner, "POST", `/api/stripe/payment-method/${owner.orgId}?returnToUrl=/stripe/resolution`);
    const setupId = /\/pay\/(.+)$/.exec(opened.json().url as string)![1]!;
    expect(fake.sessions.get(setupId)).toMatchObject({
      mode: "setup",
      success_url: "http://localhost:3000/stripe/resolution?checkout_id={CHECKOUT_SESSION_ID}",
    });
    expectProblem(await asUser(t.app, stranger, "PUT", `/api/stripe/intent/${setupId}`), 404, "NOT_FOUND");
    const open = await asUser(t.app, owner, "PUT", `/api/stripe/intent/${setupId}`);
    expect(open.json()).toEqual({ state: "open", link: null });

    const { paymentMethod: fresh } = fake.completeCheckout(setupId, { last4: "1881" });
    const confirmed = await asUser(t.app, owner, "PUT", `/api/stripe/intent/${setupId}`);
    expect(confirmed.json()).toEqual({ state: "paid", link: null });
    expect(fake.customers.get(subscription.customer)!.invoice_settings.default_payment_method).toBe(fresh.id);
    expect(await failedAttempts(owner.orgId)).toBe(0);
    expect((await asUser(t.app, owner, "GET", `/api/stripe/payment-method/${owner.orgId}`)).json()).toEqual({
      payment_method: { brand: "visa", last4: "1881", exp_month: 12, exp_year: 2034 },
    });
    // The webhook for the same session later changes nothing.
    expect((await deliver(fake.event("checkout.session.completed", fake.sessions.get(setupId)!))).statusCode).toBe(200);
    expect(await failedAttempts(owner.orgId)).toBe(0);
  });
});

describe("without STRIPE_WEBHOOK_SECRET", () => {
  it("refuses webhooks with 503, so Stripe keeps them until it is set", async () => {
    const bare = await createTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_bare", STRIPE_API_BASE: fake.url } });
    const payload = fake.event("invoice.paid", { id: "in_x", object: "invoice" });
    const response = await bare.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expectProblem(response, 503, "PAYMENT_PROVIDER_UNAVAILABLE");
  });
});
