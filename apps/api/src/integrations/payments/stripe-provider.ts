import Stripe from "stripe";
import { AppError } from "../../lib/app-error.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/** Stripe, through the official SDK. `apiBase` points the SDK at another host (used by the tests' local fake). */
export function createStripeProvider(secretKey: string, apiBase?: string): PaymentProvider {
  const base = apiBase ? new URL(apiBase) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base ? { host: base.hostname, port: Number(base.port || 80), protocol: base.protocol.replace(":", "") as "http" | "https" } : {}),
  });
  const unavailable = (error: unknown): never => {
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
      throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE");
    }
    throw error;
  };
  return {
    name: "stripe",
    async createCustomer({ orgId, email }) {
      const customer = await stripe.customers
        .create({ email, metadata: { org_id: orgId } }, { idempotencyKey: `org-customer-${orgId}` })
        .catch(unavailable);
      return { customerId: customer.id };
    },
    async findPromoCode({ code }) {
      const found = await stripe.promotionCodes
        .list({ code: code.trim(), active: true, limit: 1, expand: ["data.promotion.coupon"] })
        .catch(unavailable);
      const promo = found.data[0];
      if (!promo) return { valid: false, code, description: null };
      const coupon = typeof promo.promotion.coupon === "object" ? promo.promotion.coupon : null;
      const description = coupon?.name ?? (coupon?.percent_off ? `${coupon.percent_off}% off` : null);
      return { valid: true, code: promo.code, description };
    },
  };
}
