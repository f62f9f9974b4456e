import { randomBytes } from "node:crypto";
import { planNameForPriceId } from "@planready/contracts/billing/plans";
import type { Db } from "../../db/client.ts";
import type { BillingEvent, PromoCodeLookup, ProviderCheckout, ProviderInvoice, ProviderSubscription } from "./payment-provider.ts";
import { SANDBOX_PRICES, sandboxPrice } from "./sandbox-catalogue.ts";
import type * as store from "./sandbox-store.ts";

/** What the sandbox's parts share: its database, its event emitter and its promo codes. */
export type SandboxContext = {
  db: Db;
  emit: (...events: Omit<BillingEvent, "id" | "provider">[]) => Promise<void>;
  lookupPromo: (code: string) => PromoCodeLookup;
};

/** Ids shaped like Stripe's, with a `_sandbox_` infix. */
export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("base64url")}`;

export function addInterval(from: Date, interval: "month" | "year"): Date {
  const next = new Date(from);
  if (interval === "year") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export const presentCheckout = (row: store.SandboxCheckoutRow): ProviderCheckout => ({
  id: row.id,
  mode: "subscription",
  customerId: row.customer_id,
  status: row.status,
  paid: row.status === "complete",
  declineCode: row.status === "open" ? row.last_decline : null,
  subscriptionId: row.subscription_id,
  metadata: row.metadata,
});

export const presentSubscription = (row: store.SandboxSubscriptionRow): ProviderSubscription => {
  const price = sandboxPrice(row.price_id);
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    priceId: row.price_id,
    planKey: price?.plan_key ?? null,
    amount: price?.amount ?? 0,
    currency: price?.currency ?? "usd",
    interval: price?.interval ?? "month",
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    endedAt: row.ended_at,
    discountCode: row.promo_code,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
};

export const presentInvoice = (row: store.SandboxInvoiceRow): ProviderInvoice => {
  const receiptUrl = `/api/sandbox/invoices/${encodeURIComponent(row.id)}/receipt`;
  return {
    id: row.id,
    number: row.number,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    status: row.status,
    amountDue: row.amount_due,
    amountPaid: row.amount_paid,
    currency: row.currency,
    attemptCount: row.attempt_count,
    description: row.description,
    createdAt: row.created_at,
    receiptUrl,
    pdfUrl: `${receiptUrl}?print=true`,
  };
};

/** The invoice line of a price: its plan's label, or 'Unknown' when the catalogue does not hold it. */
export const describeLine = (priceId: string) => planNameForPriceId(priceId, SANDBOX_PRICES);
