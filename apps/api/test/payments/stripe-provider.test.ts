import { createServer } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripeProvider } from "../../src/integrations/payments/stripe-provider.ts";
import { AppError } from "../../src/lib/app-error.ts";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe.ts";

const SECRET = "sk_test_fake_0123456789";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.promotionCodes.length = 0;
});

describe("Stripe provider through the official SDK (local fake API)", () => {
  it("creates the customer with the org's email and id, idempotently keyed by the org", async () => {
    const provider = createStripeProvider(SECRET, fake.url);
    const orgId = "7f0c2c8e-4a3b-4c1d-9e2f-0a1b2c3d4e5f";
    const { customerId } = await provider.createCustomer({ orgId, email: "billing@agency.example" });

    expect(customerId).toBe("cus_fake_1");
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/customers" });
    expect(request!.headers["idempotency-key"]).toBe(`org-customer-${orgId}`);
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(request!.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.headers["stripe-version"]).toBeTruthy();
    expect(Object.fromEntries(request!.form)).toEqual({ email: "billing@agency.example", "metadata[org_id]": orgId });
  });

  it("retries a failed creation with the same idempotency key, so no second customer appears", async () => {
    const provider = createStripeProvider(SECRET, fake.url);
    const orgId = "11111111-2222-4333-8444-555555555555";
    fake.failNext({ status: 500 });
    const first = await provider.createCustomer({ orgId, email: "a@agency.example" });
    const again = await provider.createCustomer({ orgId, email: "a@agency.example" });

    expect(fake.requests).toHaveLength(3);
    expect(new Set(fake.requests.map((r) => r.headers["idempotency-key"]))).toEqual(new Set([`org-customer-${orgId}`]));
    expect(again.customerId).toBe(first.customerId);
  });

  it("looks a code up (trimmed, active only, one result, coupon expanded) and maps the coupon's name", async () => {
    fake.promotionCodes.push({
      id: "promo_1",
      code: "SPRING24",
      active: true,
      coupon: { id: "co_1", name: "Spring offer", percent_off: 20 },
    });
    const provider = createStripeProvider(SECRET, fake.url);
    const result = await provider.findPromoCode({ code: "  spring24 ", product: "traditional" });

    expect(result).toEqual({ valid: true, code: "SPRING24", description: "Spring offer", oncePerCustomer: false });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "GET", path: "/v1/promotion_codes" });
    expect(request!.query.get("code")).toBe("spring24");
    expect(request!.query.get("active")).toBe("true");
    expect(request!.query.get("limit")).toBe("1");
    expect(request!.query.get("expand[0]")).toBe("data.promotion.coupon");
    expect(request!.headers["idempotency-key"]).toBeUndefined();
  });

  it("describes an unnamed percentage coupon as 'N% off', and anything else as no description", async () => {
    fake.promotionCodes.push(
      { id: "promo_2", code: "QUARTER", active: true, coupon: { id: "co_2", name: null, percent_off: 25 } },
      { id: "promo_3", code: "FIVEOFF", active: true, coupon: { id: "co_3", name: null, percent_off: null, amount_off: 500 } },
    );
    const provider = createStripeProvider(SECRET, fake.url);
    expect(await provider.findPromoCode({ code: "QUARTER" })).toMatchObject({ valid: true, code: "QUARTER", description: "25% off" });
    expect(await provider.findPromoCode({ code: "FIVEOFF" })).toMatchObject({ valid: true, code: "FIVEOFF", description: null });
  });

  it("marks a coupon that applies once, or a first-time-customer code, as once per customer; a lasting one is not", async () => {
    fake.promotionCodes.push(
      {
        id: "promo_f",
        code: "FIRSTFREE",
        active: true,
        coupon: { id: "co_f", name: "First month free", percent_off: 100, duration: "once" },
      },
      {
        id: "promo_n",
        code: "NEWCUSTOMER",
        active: true,
        coupon: { id: "co_n", name: "Welcome", percent_off: 10, duration: "forever" },
        restrictions: { first_time_transaction: true },
      },
      { id: "promo_l", code: "LOYAL", active: true, coupon: { id: "co_l", name: "Loyal", percent_off: 5, duration: "forever" } },
    );
    const provider = createStripeProvider(SECRET, fake.url);
    expect((await provider.findPromoCode({ code: "FIRSTFREE" })).oncePerCustomer).toBe(true);
    expect((await provider.findPromoCode({ code: "NEWCUSTOMER" })).oncePerCustomer).toBe(true);
    expect((await provider.findPromoCode({ code: "LOYAL" })).oncePerCustomer).toBe(false);
  });

  it("answers valid:false for an unknown or inactive code", async () => {
    fake.promotionCodes.push({ id: "promo_4", code: "EXPIRED", active: false, coupon: { id: "co_4", name: "Old", percent_off: 10 } });
    const provider = createStripeProvider(SECRET, fake.url);
    expect(await provider.findPromoCode({ code: "EXPIRED" })).toEqual({
      valid: false,
      code: "EXPIRED",
      description: null,
      oncePerCustomer: false,
    });
    expect(await provider.findPromoCode({ code: "NOSUCH" })).toEqual({
      valid: false,
      code: "NOSUCH",
      description: null,
      oncePerCustomer: false,
    });
  });

  it("turns a Stripe outage into PAYMENT_PROVIDER_UNAVAILABLE", async () => {
    const provider = createStripeProvider(SECRET, fake.url);
    fake.failNext({ status: 503, shouldRetry: false });
    const error = await provider.findPromoCode({ code: "ANY" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
  });

  it("turns an unreachable Stripe into PAYMENT_PROVIDER_UNAVAILABLE after the SDK's retries", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const provider = createStripeProvider(SECRET, `http://127.0.0.1:${closedPort}`);
    const error = await provider.createCustomer({ orgId: "o", email: "x@agency.example" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
  });

  it("does not disguise a configuration error (bad key) as an outage", async () => {
    const provider = createStripeProvider(SECRET, fake.url);
    fake.failNext({ status: 401, type: "invalid_request_error" });
    const error = await provider.findPromoCode({ code: "ANY" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe("Stripe provider: billing through the official SDK (local fake API)", () => {
  const WEBHOOK_SECRET = "whsec_test_provider";
  const provider = () => createStripeProvider(SECRET, fake.url, { webhookSecret: WEBHOOK_SECRET, priceCacheMs: 60_000 });
  const customer = () => fake.addCustomer({ email: "billing@agency.example", metadata: {} }).id;
  const input = (customerId: string, overrides: Partial<Parameters<ReturnType<typeof provider>["createCheckout"]>[0]> = {}) => ({
    customerId,
    priceId: fake.prices.find((p) => p.lookup_key === "planready_traditional_annual")!.id,
    promoCode: null,
    successUrl: "https://app.example/marketplace/payment?checkout_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "https://app.example/marketplace",
    reference: "0b7c5c3e-9d0b-4b7e-8a51-2f0f3d8d1a11",
    metadata: { org_id: "org-1", link_id: "link-1" },
    ...overrides,
  });

  beforeAll(() => {
    fake.addPlanPrices();
    fake.addPrice("some_other_product", 100, "month");
    fake.addPrice("planready_traditional_weekly", 100, "month");
  });

  it("reads the catalogue by lookup key (10 keys a request), skips prices that name no plan, and keeps it a while", async () => {
    const p = provider();
    const prices = await p.listPrices();
    expect(prices).toHaveLength(16);
    expect(prices[0]).toMatchObject({ plan_key: "traditional_monthly", amount: 3000, currency: "usd", interval: "month" });
    expect(prices.find((price) => price.plan_key === "crm_annual")).toMatchObject({ interval: "year", amount: 30000 });
    const calls = fake.requests.filter((r) => r.path === "/v1/prices");
    expect(calls).toHaveLength(2);
    expect(calls[0]!.query.get("lookup_keys[0]")).toBe("planready_traditional_monthly");
    expect(calls[0]!.query.get("lookup_keys[9]")).toBeTruthy();
    expect(calls[0]!.query.get("lookup_keys[10]")).toBeNull();
    expect(calls[0]!.query.get("active")).toBe("true");
    await p.listPrices();
    expect(fake.requests.filter((r) => r.path === "/v1/prices")).toHaveLength(2);
  });

  it("opens a subscription Checkout Session with the price, the promotion code, metadata and an idempotency key", async () => {
    fake.promotionCodes.push({ id: "promo_w10", code: "WELCOME10", active: true, coupon: { id: "co", name: "10% off", percent_off: 10 } });
    const cus = customer();
    const opened = await provider().createCheckout(input(cus, { promoCode: "WELCOME10" }));
    expect(opened.url).toBe(`https://checkout.stripe.test/c/pay/${opened.checkoutId}`);
    const request = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!;
    expect(request.headers["idempotency-key"]).toBe("checkout-0b7c5c3e-9d0b-4b7e-8a51-2f0f3d8d1a11");
    expect(Object.fromEntries(request.form)).toMatchObject({
      mode: "subscription",
      customer: cus,
      "line_items[0][quantity]": "1",
      success_url: "https://app.example/marketplace/payment?checkout_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://app.example/marketplace",
      client_reference_id: "0b7c5c3e-9d0b-4b7e-8a51-2f0f3d8d1a11",
      "metadata[org_id]": "org-1",
      "metadata[link_id]": "link-1",
      "subscription_data[metadata][link_id]": "link-1",
      "discounts[0][promotion_code]": "promo_w10",
    });
    await expect(provider().createCheckout(input(cus, { promoCode: "NOPE", reference: "other" }))).rejects.toMatchObject({
      code: "INVALID_DISCOUNT_CODE",
    });
  });

  it("reads a checkout back: open, then paid with its subscription; an unknown one is null; expiring is safe twice", async () => {
    const p = provider();
    const { checkoutId } = await p.createCheckout(input(customer(), { reference: "read-back" }));
    expect(await p.getCheckout(checkoutId)).toMatchObject({
      id: checkoutId,
      mode: "subscription",
      status: "open",
      paid: false,
      subscriptionId: null,
    });
    const { subscription } = fake.completeCheckout(checkoutId);
    expect(await p.getCheckout(checkoutId)).toMatchObject({
      status: "complete",
      paid: true,
      subscriptionId: subscription!.id,
      metadata: { link_id: "link-1" },
    });
    expect(await p.getCheckout("cs_missing")).toBeNull();

    const other = await p.createCheckout(input(customer(), { reference: "to-expire" }));
    await p.expireCheckout(other.checkoutId);
    await p.expireCheckout(other.checkoutId);
    expect((await p.getCheckout(other.checkoutId))?.status).toBe("expired");
  });

  it("maps a subscription: plan from the lookup key, period end from its item, promotion code; cancels at period end", async () => {
    const p = provider();
    fake.promotionCodes.push({ id: "promo_a25", code: "AGENT25", active: true, coupon: { id: "co25", name: null, percent_off: 25 } });
    const { checkoutId } = await p.createCheckout(input(customer(), { reference: "sub-map", promoCode: "AGENT25" }));
    const { subscription } = fake.completeCheckout(checkoutId);
    const read = await p.getSubscription(subscription!.id);
    expect(read).toMatchObject({
      id: subscription!.id,
      status: "active",
      planKey: "traditional_annual",
      amount: 30000,
      interval: "year",
      cancelAtPeriodEnd: false,
      endedAt: null,
      discountCode: "AGENT25",
      metadata: { org_id: "org-1", link_id: "link-1" },
    });
    expect(read!.currentPeriodEnd!.getTime()).toBe(subscription!.current_period_end * 1000);
    const cancelled = await p.setCancelAtPeriodEnd(subscription!.id, true);
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect(fake.requests.at(-1)!.form.get("cancel_at_period_end")).toBe("true");
    expect(await p.listSubscriptions(subscription!.customer)).toHaveLength(1);
    expect(await p.getSubscription("sub_missing")).toBeNull();
  });

  it("maps invoices with Stripe's receipt and PDF, and retries open ones once the card works", async () => {
    const p = provider();
    const { checkoutId } = await p.createCheckout(input(customer(), { reference: "invoices" }));
    const { subscription, invoice, paymentMethod } = fake.completeCheckout(checkoutId);
    expect(await p.getInvoice(invoice!.id)).toMatchObject({
      status: "paid",
      attemptCount: 1,
      subscriptionId: subscription!.id,
      receiptUrl: invoice!.hosted_invoice_url,
      pdfUrl: invoice!.invoice_pdf,
    });
    paymentMethod.declines = true;
    const owed = fake.renew(subscription!.id, "failed");
    expect((await p.retryOpenInvoices(subscription!.customer)).map((i) => [i.id, i.status, i.attemptCount])).toEqual([
      [owed.id, "open", 1],
    ]);
    paymentMethod.declines = false;
    expect((await p.retryOpenInvoices(subscription!.customer)).map((i) => i.status)).toEqual(["paid"]);
    expect((await p.listInvoices(subscription!.customer)).map((i) => i.id)).toEqual([owed.id, invoice!.id]);
  });

  it("replaces the card from a completed setup session: the customer's default and its subscriptions'", async () => {
    const p = provider();
    const { checkoutId } = await p.createCheckout(input(customer(), { reference: "card-update" }));
    const { subscription } = fake.completeCheckout(checkoutId);
    const page = await p.createCardUpdate({
      customerId: subscription!.customer,
      successUrl: "https://app.example/r?checkout_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://app.example/r",
    });
    expect(page).not.toBeNull();
    expect(Object.fromEntries(fake.requests.at(-1)!.form)).toMatchObject({
      mode: "setup",
      customer: subscription!.customer,
      currency: "usd",
    });
    const { paymentMethod } = fake.completeCheckout(page!.checkoutId, { last4: "1881" });
    expect(await p.getCheckout(page!.checkoutId)).toMatchObject({ mode: "setup", status: "complete", paid: true });
    await p.applyCardUpdate(page!.checkoutId);
    expect(fake.customers.get(subscription!.customer)!.invoice_settings.default_payment_method).toBe(paymentMethod.id);
    expect(fake.subscriptions.get(subscription!.id)!.default_payment_method).toBe(paymentMethod.id);
    expect(await p.getPaymentMethod(subscription!.customer)).toEqual({ brand: "visa", last4: "1881", expMonth: 12, expYear: 2034 });
  });

  it("reads the card from the customer's payment methods when it has no default, and null without any", async () => {
    const p = provider();
    const cus = customer();
    expect(await p.getPaymentMethod(cus)).toBeNull();
    fake.addPaymentMethod(cus, { last4: "0005" });
    expect(await p.getPaymentMethod(cus)).toMatchObject({ last4: "0005" });
  });

  it("verifies webhooks on the raw body and names only the objects they concern", async () => {
    const p = provider();
    const payload = fake.event("invoice.payment_failed", { id: "in_123", object: "invoice" });
    const header = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(p.verifyWebhook(Buffer.from(payload), header)).toEqual({
      id: JSON.parse(payload).id,
      type: "invoice.payment_failed",
      provider: "stripe",
      checkoutId: undefined,
      subscriptionId: undefined,
      invoiceId: "in_123",
    });
    const tampered = payload.replace("in_123", "in_999");
    expect(() => p.verifyWebhook(Buffer.from(tampered), header)).toThrow(expect.objectContaining({ code: "VALIDATION_FAILED" }));
    expect(() => p.verifyWebhook(Buffer.from(payload), undefined)).toThrow(expect.objectContaining({ code: "VALIDATION_FAILED" }));
    const wrongSecret = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect(() => p.verifyWebhook(Buffer.from(payload), wrongSecret)).toThrow(expect.objectContaining({ code: "VALIDATION_FAILED" }));
    const unset = createStripeProvider(SECRET, fake.url);
    expect(() => unset.verifyWebhook(Buffer.from(payload), header)).toThrow(
      expect.objectContaining({ code: "PAYMENT_PROVIDER_UNAVAILABLE" }),
    );
  });
});
