import { planFromKey, type TPlanPrice } from "@planready/contracts/billing/plans";
import type Stripe from "stripe";
import type { BillingEvent, ProviderCheckout, ProviderInvoice, ProviderSubscription, TSubscriptionStatus } from "./payment-provider.ts";

/** Stripe prices are found by lookup key `planready_<plan key>` (docs/decisions/006-billing.md). */
export const LOOKUP_KEY_PREFIX = "planready_";

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The plan key of a lookup key, or null when it names no plan of ours. */
export function planKeyOfLookupKey(lookupKey: string | null | undefined): string | null {
  if (!lookupKey?.startsWith(LOOKUP_KEY_PREFIX)) return null;
  const key = lookupKey.slice(LOOKUP_KEY_PREFIX.length);
  return planFromKey(key) ? key : null;
}

export function toPlanPrice(price: Stripe.Price): TPlanPrice | null {
  const planKey = planKeyOfLookupKey(price.lookup_key);
  const interval = price.recurring?.interval === "month" ? "month" : price.recurring?.interval === "year" ? "year" : null;
  if (!planKey || price.unit_amount == null || !interval) return null;
  return { plan_key: planKey, price_id: price.id, amount: price.unit_amount, currency: price.currency, interval };
}

export function toCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
  const status = session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
  return {
    id: session.id,
    mode: session.mode === "setup" ? "setup" : "subscription",
    customerId: idOf(session.customer),
    status,
    paid: status === "complete" && (session.payment_status === "paid" || session.payment_status === "no_payment_required"),
    declineCode: null,
    subscriptionId: idOf(session.subscription),
    metadata: { ...session.metadata },
  };
}

const knownStatuses: readonly TSubscriptionStatus[] = [
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "canceled",
  "incomplete",
  "incomplete_expired",
];

export function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const price = item?.price;
  const interval = price?.recurring?.interval === "year" ? "year" : "month";
  const promotion = subscription.discounts
    .map((d) => (typeof d === "string" ? null : d.promotion_code))
    .find((p): p is Stripe.PromotionCode => !!p && typeof p !== "string");
  // A paused subscription neither renews nor is live: it reads as unpaid here.
  const status = (knownStatuses as readonly string[]).includes(subscription.status)
    ? (subscription.status as TSubscriptionStatus)
    : "unpaid";
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    status,
    priceId: price?.id ?? "",
    planKey: planKeyOfLookupKey(price?.lookup_key),
    amount: price?.unit_amount ?? 0,
    currency: price?.currency ?? "usd",
    interval,
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: date(subscription.ended_at),
    discountCode: promotion?.code ?? null,
    metadata: { ...subscription.metadata },
    createdAt: date(subscription.created) ?? new Date(),
  };
}

const invoiceStatuses = ["draft", "open", "paid", "void", "uncollectible"] as const;

export function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  return {
    id: invoice.id ?? "",
    number: invoice.number,
    customerId: idOf(invoice.customer) ?? "",
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: invoiceStatuses.find((s) => s === invoice.status) ?? "draft",
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    attemptCount: invoice.attempt_count,
    description: invoice.description ?? invoice.lines?.data[0]?.description ?? null,
    createdAt: date(invoice.created) ?? new Date(),
    receiptUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

/** Which objects a webhook event concerns; nothing else is read from its payload. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const object = event.data.object as { object?: string; id?: string };
  const id = typeof object.id === "string" ? object.id : undefined;
  return {
    id: event.id,
    type: event.type,
    provider: "stripe",
    checkoutId: object.object === "checkout.session" ? id : undefined,
    subscriptionId: object.object === "subscription" ? id : undefined,
    invoiceId: object.object === "invoice" ? id : undefined,
  };
}
