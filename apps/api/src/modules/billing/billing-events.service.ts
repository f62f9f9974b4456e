import type { TInvoiceSettlement } from "@planready/contracts/billing/failed-payments";
import { planFromKey } from "@planready/contracts/billing/plans";
import { PAYMENT_LOCK_THRESHOLD } from "@planready/contracts/payments";
import type {
  BillingEvent,
  ProviderCheckout,
  ProviderInvoice,
  ProviderSubscription,
} from "../../integrations/payments/payment-provider.ts";
import { createNotifications, paymentFailedNotifications } from "../notifications/notifications.service.ts";
import type { BillingDeps } from "./billing-deps.ts";
import {
  activateCheckout,
  cancelLiveLink,
  findCheckoutByProviderId,
  findOrgIdByCustomer,
  findSubscriptionByProviderId,
  markEventProcessed,
  mergeInvoiceObservation,
  listAdminIds,
  recordEvent,
  setUnpaidCheckoutState,
  upsertSubscription,
  type SubscriptionValues,
} from "./billing.repository.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const endedStatuses = new Set(["canceled", "incomplete_expired"]);

/**
 * Handles one provider event (a Stripe webhook, or the sandbox in process): the id is recorded and a redelivery
 * changes nothing; the objects it names are re-read from the provider and mirrored, never taken from the payload.
 * Every step is idempotent, so a failed attempt can simply run again (the provider redelivers).
 */
export async function handleBillingEvent(deps: BillingDeps, event: BillingEvent): Promise<{ duplicate: boolean }> {
  if (!(await recordEvent(deps.db, event))) return { duplicate: true };
  if (event.checkoutId) await syncCheckout(deps, event.checkoutId);
  if (event.subscriptionId) await syncSubscription(deps, event.subscriptionId);
  if (event.invoiceId) await syncInvoice(deps, event.invoiceId);
  await markEventProcessed(deps.db, event.id);
  deps.log.info({ eventId: event.id, eventType: event.type, provider: event.provider }, "billing event handled");
  return { duplicate: false };
}

/**
 * Re-reads a checkout and applies it: a paid purchase activates its link (once), an expired or declined one says
 * so; a completed card update becomes the customer's card and the open invoices are tried again with it.
 */
export async function syncCheckout(deps: BillingDeps, providerCheckoutId: string): Promise<ProviderCheckout | null> {
  const checkout = await deps.payments.getCheckout(providerCheckoutId);
  if (!checkout) return null;
  if (checkout.mode === "setup") {
    if (checkout.status === "complete" && checkout.customerId) await applyCardUpdate(deps, checkout);
    return checkout;
  }
  const row = await findCheckoutByProviderId(deps.db, providerCheckoutId);
  if (!row) return checkout; // not one of ours (another app on the same Stripe account)
  if (checkout.paid) {
    const subscription = checkout.subscriptionId ? await deps.payments.getSubscription(checkout.subscriptionId) : null;
    const values = subscription ? subscriptionValues(deps, row.org_id, subscription, row.link_id) : null;
    const activated = await activateCheckout(deps.db, row, values, !!subscription && endedStatuses.has(subscription.status));
    if (activated) deps.log.info({ orgId: row.org_id, linkId: row.link_id, checkoutId: row.id }, "link activated by its paid checkout");
  } else if (checkout.status === "expired") {
    await setUnpaidCheckoutState(deps.db, row.id, "expired");
  } else if (checkout.declineCode) {
    await setUnpaidCheckoutState(deps.db, row.id, "declined");
  }
  return checkout;
}

/** A completed card update: the card becomes the default, then what is owed is tried again with it. */
export async function applyCardUpdate(deps: BillingDeps, checkout: ProviderCheckout): Promise<void> {
  await deps.payments.applyCardUpdate(checkout.id);
  await retryOpenInvoices(deps, checkout.customerId!);
}

/** Tries the customer's open invoices again and merges what they say afterwards (a paid one clears the count). */
export async function retryOpenInvoices(deps: BillingDeps, customerId: string): Promise<void> {
  const invoices = await deps.payments.retryOpenInvoices(customerId);
  for (const invoice of invoices) await observeInvoice(deps, invoice);
}

function subscriptionValues(
  deps: BillingDeps,
  orgId: string,
  subscription: ProviderSubscription,
  linkId: string | null,
): SubscriptionValues {
  const plan = subscription.planKey ? planFromKey(subscription.planKey) : null;
  return {
    org_id: orgId,
    link_id: linkId,
    provider: deps.payments.name,
    provider_subscription_id: subscription.id,
    provider_customer_id: subscription.customerId,
    price_id: subscription.priceId,
    plan_key: subscription.planKey,
    // Legacy: a 2024 plan, or a subscription the provider holds that no link of ours claims.
    legacy: plan?.legacy === true || !linkId,
    status: subscription.status,
    amount: subscription.amount,
    currency: subscription.currency,
    interval: subscription.interval,
    current_period_end: subscription.currentPeriodEnd,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    ended_at: subscription.endedAt ?? (endedStatuses.has(subscription.status) ? new Date() : null),
    discount_code: subscription.discountCode,
  };
}

/** Mirrors a subscription the provider already returned; a subscription that ended takes its link down. */
export async function mirrorSubscription(deps: BillingDeps, subscription: ProviderSubscription): Promise<void> {
  const orgId = await findOrgIdByCustomer(deps.db, subscription.customerId);
  if (!orgId) return;
  const known = await findSubscriptionByProviderId(deps.db, subscription.id);
  const claimed = subscription.metadata.link_id;
  const linkId = known?.link_id ?? (claimed && UUID.test(claimed) && subscription.metadata.org_id === orgId ? claimed : null);
  const row = await upsertSubscription(deps.db, subscriptionValues(deps, orgId, subscription, linkId));
  if (row.link_id && endedStatuses.has(subscription.status)) await cancelLiveLink(deps.db, orgId, row.link_id);
}

export async function syncSubscription(deps: BillingDeps, providerSubscriptionId: string): Promise<void> {
  const subscription = await deps.payments.getSubscription(providerSubscriptionId);
  if (subscription) await mirrorSubscription(deps, subscription);
}

export async function syncInvoice(deps: BillingDeps, providerInvoiceId: string): Promise<void> {
  const invoice = await deps.payments.getInvoice(providerInvoiceId);
  if (invoice) await observeInvoice(deps, invoice);
}

const settlementOf: Record<ProviderInvoice["status"], TInvoiceSettlement | null> = {
  draft: null, // not owed yet
  open: "open",
  uncollectible: "open",
  paid: "paid",
  void: "void",
};

/**
 * Merges one read of an invoice into the organisation's failed-payment state. A rise of the count tells the
 * Admins (a `payment_failed` notification with 'Resolve'); the invoice's subscription is read again too.
 */
export async function observeInvoice(deps: BillingDeps, invoice: ProviderInvoice): Promise<void> {
  const orgId = await findOrgIdByCustomer(deps.db, invoice.customerId);
  if (!orgId) return;
  const settlement = settlementOf[invoice.status];
  if (settlement) {
    const { before, after } = await mergeInvoiceObservation(deps.db, orgId, {
      invoiceId: invoice.id,
      attemptCount: invoice.attemptCount,
      settlement,
    });
    if (after > before) {
      const admins = await listAdminIds(deps.db, orgId);
      await createNotifications(
        deps,
        paymentFailedNotifications({ orgId, userIds: admins, attempts: after, limit: PAYMENT_LOCK_THRESHOLD }),
      );
      deps.log.info({ orgId, failedAttempts: after }, "payment failed");
    }
  }
  if (invoice.subscriptionId) await syncSubscription(deps, invoice.subscriptionId);
}
