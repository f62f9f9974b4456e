import type { TInvoice, TPlanPriceResponse, TSubscription } from "@planready/contracts/billing/api";
import { planFromKey, planLabel, type TPlanPrice } from "@planready/contracts/billing/plans";
import type { ProviderInvoice, ProviderPaymentMethod } from "../../integrations/payments/payment-provider.ts";
import type { SubscriptionRow } from "./billing.repository.ts";

/** The label of a plan key; 'Unknown' for a price the catalogue does not hold. */
export function labelOfPlanKey(key: string | null): string {
  const plan = key ? planFromKey(key) : null;
  return plan ? planLabel(plan) : "Unknown";
}

export function presentPrice(price: TPlanPrice): TPlanPriceResponse {
  return { ...price, label: labelOfPlanKey(price.plan_key) };
}

export function presentSubscription(row: SubscriptionRow & { link_url: string | null }): TSubscription {
  return {
    id: row.provider_subscription_id,
    link_id: row.link_id,
    link_url: row.link_url,
    plan_key: row.plan_key ?? "unknown",
    plan_label: labelOfPlanKey(row.plan_key),
    legacy: row.legacy,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    cancel_at_period_end: row.cancel_at_period_end,
    discount_code: row.discount_code,
    created_at: row.created_at.toISOString(),
  };
}

export function presentInvoice(invoice: ProviderInvoice): TInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    amount_due: invoice.amountDue,
    amount_paid: invoice.amountPaid,
    currency: invoice.currency,
    created_at: invoice.createdAt.toISOString(),
    receipt_url: invoice.receiptUrl,
    pdf_url: invoice.pdfUrl,
    description: invoice.description,
    attempt_count: invoice.attemptCount,
  };
}

export function presentCard(card: ProviderPaymentMethod | null) {
  return card ? { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear } : null;
}
