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

    expect(result).toEqual({ valid: true, code: "SPRING24", description: "Spring offer" });
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
    expect(await provider.findPromoCode({ code: "QUARTER" })).toEqual({ valid: true, code: "QUARTER", description: "25% off" });
    expect(await provider.findPromoCode({ code: "FIVEOFF" })).toEqual({ valid: true, code: "FIVEOFF", description: null });
  });

  it("answers valid:false for an unknown or inactive code", async () => {
    fake.promotionCodes.push({ id: "promo_4", code: "EXPIRED", active: false, coupon: { id: "co_4", name: "Old", percent_off: 10 } });
    const provider = createStripeProvider(SECRET, fake.url);
    expect(await provider.findPromoCode({ code: "EXPIRED" })).toEqual({ valid: false, code: "EXPIRED", description: null });
    expect(await provider.findPromoCode({ code: "NOSUCH" })).toEqual({ valid: false, code: "NOSUCH", description: null });
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
