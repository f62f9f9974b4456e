import type { TPlanPrice } from "@planready/contracts/billing/plans";
import { allPlans, planKey } from "@planready/contracts/billing/plans";
import Stripe from "stripe";
import { AppError } from "../../lib/app-error.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { idOf, LOOKUP_KEY_PREFIX, toBillingEvent, toCheckout, toInvoice, toPlanPrice, toSubscription } from "./stripe-mapping.ts";

export type StripeProviderOptions = {
  /** STRIPE_WEBHOOK_SECRET: without it, webhooks are refused (503, so Stripe keeps them until it is set). */
  webhookSecret?: string | undefined;
  /** How long the price catalogue is kept before it is read again. */
  priceCacheMs?: number;
};

/** Subscriptions that still renew or are owed: their card is replaced when the customer updates it. */
const liveStatuses = new Set(["active", "trialing", "past_due", "unpaid", "incomplete"]);

/** Stripe, through the official SDK. `apiBase` points the SDK at another host (used by the tests' local fake). */
export function createStripeProvider(secretKey: string, apiBase?: string, options: StripeProviderOptions = {}): PaymentProvider {
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
  /** A retrieve of something that does not exist answers null rather than failing. */
  const orNull = (error: unknown): null => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === "resource_missing"))
      return null;
    return unavailable(error);
  };

  let prices: { at: number; list: TPlanPrice[] } | null = null;
  const priceCacheMs = options.priceCacheMs ?? 5 * 60_000;

  async function promotionCodeId(code: string): Promise<string> {
    const found = await stripe.promotionCodes.list({ code: code.trim(), active: true, limit: 1 }).catch(unavailable);
    const promo = found.data[0];
    if (!promo) throw new AppError("INVALID_DISCOUNT_CODE", "Invalid discount code");
    return promo.id;
  }

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
      if (!promo) return { valid: false, code, description: null, oncePerCustomer: false };
      const coupon = typeof promo.promotion.coupon === "object" ? promo.promotion.coupon : null;
      const description = coupon?.name ?? (coupon?.percent_off ? `${coupon.percent_off}% off` : null);
      // A coupon that applies once (the first invoice of each subscription) or to first-time customers only is a
      // first-period offer: Stripe would grant it again on every new subscription, the app once per customer.
      const oncePerCustomer = coupon?.duration === "once" || promo.restrictions.first_time_transaction;
      return { valid: true, code: promo.code, description, oncePerCustomer };
    },

    async listPrices() {
      if (prices && Date.now() - prices.at < priceCacheMs) return prices.list;
      const keys = allPlans.map((plan) => `${LOOKUP_KEY_PREFIX}${planKey(plan)}`);
      const list: TPlanPrice[] = [];
      // Stripe takes at most 10 lookup keys per request.
      for (let i = 0; i < keys.length; i += 10) {
        const page = await stripe.prices.list({ lookup_keys: keys.slice(i, i + 10), active: true, limit: 100 }).catch(unavailable);
        for (const price of page.data) {
          const mapped = toPlanPrice(price);
          if (mapped) list.push(mapped);
        }
      }
      list.sort((a, b) => keys.indexOf(LOOKUP_KEY_PREFIX + a.plan_key) - keys.indexOf(LOOKUP_KEY_PREFIX + b.plan_key));
      prices = { at: Date.now(), list };
      return list;
    },

    async createCheckout(input) {
      const promotion = input.promoCode ? await promotionCodeId(input.promoCode) : null;
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: "subscription",
            customer: input.customerId,
            line_items: [{ price: input.priceId, quantity: 1 }],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.reference,
            metadata: input.metadata,
            subscription_data: { metadata: input.metadata },
            ...(promotion ? { discounts: [{ promotion_code: promotion }] } : {}),
          },
          { idempotencyKey: `checkout-${input.reference}` },
        )
        .catch(unavailable);
      if (!session.url) throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE");
      return { checkoutId: session.id, url: session.url };
    },

    async createCardUpdate({ customerId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions
        .create({ mode: "setup", customer: customerId, currency: "usd", success_url: successUrl, cancel_url: cancelUrl })
        .catch(unavailable);
      if (!session.url) throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE");
      return { checkoutId: session.id, url: session.url };
    },

    async getCheckout(checkoutId) {
      const session = await stripe.checkout.sessions.retrieve(checkoutId).catch(orNull);
      return session ? toCheckout(session) : null;
    },

    async expireCheckout(checkoutId) {
      await stripe.checkout.sessions.expire(checkoutId).catch((error: unknown) => {
        // Already complete or expired: nothing left to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        return unavailable(error);
      });
    },

    async applyCardUpdate(checkoutId) {
      const session = await stripe.checkout.sessions.retrieve(checkoutId, { expand: ["setup_intent"] }).catch(unavailable);
      const intent = session.setup_intent;
      const paymentMethod = intent && typeof intent === "object" ? idOf(intent.payment_method) : null;
      const customer = idOf(session.customer);
      if (session.mode !== "setup" || session.status !== "complete" || !paymentMethod || !customer) return;
      await stripe.customers
        .update(customer, { invoice_settings: { default_payment_method: paymentMethod } }, { idempotencyKey: `card-${checkoutId}` })
        .catch(unavailable);
      const subscriptions = await stripe.subscriptions.list({ customer, status: "all", limit: 100 }).catch(unavailable);
      for (const subscription of subscriptions.data.filter((s) => liveStatuses.has(s.status))) {
        await stripe.subscriptions
          .update(subscription.id, { default_payment_method: paymentMethod }, { idempotencyKey: `card-${checkoutId}-${subscription.id}` })
          .catch(unavailable);
      }
    },

    async getSubscription(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["discounts.promotion_code"] }).catch(orNull);
      return subscription ? toSubscription(subscription) : null;
    },

    async listSubscriptions(customerId) {
      const page = await stripe.subscriptions
        .list({ customer: customerId, status: "all", limit: 100, expand: ["data.discounts.promotion_code"] })
        .catch(unavailable);
      return page.data.map(toSubscription);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = await stripe.subscriptions
        .update(subscriptionId, { cancel_at_period_end: cancel, expand: ["discounts.promotion_code"] })
        .catch(unavailable);
      return toSubscription(subscription);
    },

    async getInvoice(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId).catch(orNull);
      return invoice ? toInvoice(invoice) : null;
    },

    async listInvoices(customerId, limit = 50) {
      const page = await stripe.invoices.list({ customer: customerId, limit: Math.min(limit, 100) }).catch(unavailable);
      return page.data.map(toInvoice);
    },

    async retryOpenInvoices(customerId) {
      const open = await stripe.invoices.list({ customer: customerId, status: "open", limit: 100 }).catch(unavailable);
      const after = [];
      for (const invoice of open.data) {
        if (!invoice.id) continue;
        // A refused card is an answer, not a failure: the invoice stays open and says so when re-read.
        await stripe.invoices.pay(invoice.id).catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) return null;
          return unavailable(error);
        });
        const fresh = await stripe.invoices.retrieve(invoice.id).catch(unavailable);
        after.push(toInvoice(fresh));
      }
      return after;
    },

    async getPaymentMethod(customerId) {
      const customer = await stripe.customers.retrieve(customerId, { expand: ["invoice_settings.default_payment_method"] }).catch(orNull);
      if (!customer || customer.deleted) return null;
      const preferred = customer.invoice_settings.default_payment_method;
      let card = preferred && typeof preferred === "object" ? preferred.card : undefined;
      if (!card) {
        const methods = await stripe.customers.listPaymentMethods(customerId, { type: "card", limit: 1 }).catch(unavailable);
        card = methods.data[0]?.card;
      }
      return card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null;
    },

    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret) {
        throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", "STRIPE_WEBHOOK_SECRET is not set.");
      }
      if (!signature) throw new AppError("VALIDATION_FAILED", "The Stripe-Signature header is missing.");
      try {
        return toBillingEvent(stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError("VALIDATION_FAILED", "The webhook signature does not match.");
        }
        throw error;
      }
    },
  };
}
