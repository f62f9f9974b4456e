import { sandboxCheckoutPath } from "@planready/contracts/billing/api";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { BillingEvent, PaymentProvider, ProviderInvoice } from "./payment-provider.ts";
import { attemptInvoice, createSandboxControls } from "./sandbox-controls.ts";
import { SANDBOX_PRICES, sandboxPrice, isFirstPeriodOffer } from "./sandbox-catalogue.ts";
import { presentCheckout, presentInvoice, presentSubscription, sandboxId, type SandboxContext } from "./sandbox-objects.ts";
import * as store from "./sandbox-store.ts";

export type SandboxOptions = { db: Db; promoCodes: Map<string, string> };

/**
 * The built-in sandbox: no money moves. It keeps customers' cards, checkouts, subscriptions and invoices in
 * `sandbox_*` tables and produces the same events Stripe's webhooks would, handed in process to the listener the
 * app registers. Promo codes come from SANDBOX_PROMO_CODES; "N% off" (or "free") is taken off the first invoice.
 * What only the sandbox does (its pages, renewals, receipts) is in sandbox-controls.ts.
 */
export function createSandboxProvider({ db, promoCodes }: SandboxOptions): PaymentProvider {
  const listeners: ((event: BillingEvent) => Promise<void>)[] = [];
  const ctx: SandboxContext = {
    db,
    async emit(...events) {
      for (const event of events) {
        for (const listener of listeners) await listener({ ...event, id: sandboxId("evt"), provider: "sandbox" });
      }
    },
    lookupPromo(code) {
      const normalised = code.trim().toUpperCase();
      const description = promoCodes.get(normalised);
      return description
        ? { valid: true, code: normalised, description, oncePerCustomer: isFirstPeriodOffer(description) }
        : { valid: false, code, description: null, oncePerCustomer: false };
    },
  };
  const { emit, lookupPromo } = ctx;
  const sandbox = createSandboxControls(ctx);

  return {
    name: "sandbox",
    sandbox,
    onEvent(listener) {
      listeners.push(listener);
    },

    async createCustomer({ orgId }) {
      const customerId = sandboxId("cus");
      await store.insertCustomer(db, customerId, orgId);
      return { customerId };
    },

    async findPromoCode({ code }) {
      return lookupPromo(code);
    },

    async listPrices() {
      return SANDBOX_PRICES.map((p) => ({ ...p }));
    },

    async createCheckout(input) {
      if (!sandboxPrice(input.priceId)) throw new AppError("VALIDATION_FAILED", "This price is not sold.");
      const checkoutId = `cs_sandbox_${input.reference.replaceAll("-", "")}`;
      await store.insertCustomer(db, input.customerId, input.metadata.org_id);
      await store.insertCheckout(db, {
        id: checkoutId,
        customer_id: input.customerId,
        price_id: input.priceId,
        promo_code: input.promoCode,
        success_url: input.successUrl.replace("{CHECKOUT_SESSION_ID}", checkoutId),
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
      });
      return { checkoutId, url: sandboxCheckoutPath(checkoutId) };
    },

    async createCardUpdate() {
      return null;
    },

    async getCheckout(checkoutId) {
      const row = await store.findCheckout(db, checkoutId);
      return row ? presentCheckout(row) : null;
    },

    async expireCheckout(checkoutId) {
      const expired = await store.updateOpenCheckout(db, checkoutId, { status: "expired" });
      if (expired) await emit({ type: "checkout.session.expired", checkoutId });
    },

    async applyCardUpdate() {},

    async getSubscription(subscriptionId) {
      const row = await store.findSubscription(db, subscriptionId);
      return row ? presentSubscription(row) : null;
    },

    async listSubscriptions(customerId) {
      return (await store.listCustomerSubscriptions(db, customerId)).map(presentSubscription);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const row = await store.findSubscription(db, subscriptionId);
      if (!row) throw new AppError("NOT_FOUND", "No subscription with this id.");
      if (row.status === "canceled") return presentSubscription(row);
      const updated = await store.updateSubscription(db, subscriptionId, { cancel_at_period_end: cancel });
      await emit({ type: "customer.subscription.updated", subscriptionId });
      return presentSubscription(updated!);
    },

    async getInvoice(invoiceId) {
      const row = await store.findInvoice(db, invoiceId);
      return row ? presentInvoice(row) : null;
    },

    async listInvoices(customerId, limit = 50) {
      return (await store.listCustomerInvoices(db, customerId, limit)).map(presentInvoice);
    },

    async retryOpenInvoices(customerId) {
      const customer = await store.findCustomer(db, customerId);
      const retried: ProviderInvoice[] = [];
      for (const invoice of await store.listOpenInvoices(db, customerId)) {
        // A retry the customer asks for is not one of the automatic attempts Stripe counts.
        retried.push(presentInvoice(await attemptInvoice(ctx, invoice, customer?.card_outcome === "succeeds", false)));
      }
      return retried;
    },

    async getPaymentMethod(customerId) {
      const customer = await store.findCustomer(db, customerId);
      if (!customer?.card_last4) return null;
      return {
        brand: customer.card_brand ?? "visa",
        last4: customer.card_last4,
        expMonth: customer.card_exp_month ?? 12,
        expYear: customer.card_exp_year ?? 2030,
      };
    },

    verifyWebhook() {
      throw new AppError("NOT_FOUND", "The sandbox payment provider sends no webhooks; its events are handled in process.");
    },
  };
}
