import {
  SANDBOX_PAYMENT_METHOD_PATH,
  type TInvoice,
  type TSubscription,
  type TSubscriptionActionResponse,
} from "@planready/contracts/billing/api";
import { paymentFailureState } from "@planready/contracts/payments";
import { planFromKey, type TPlanDuration, type TPlanProduct } from "@planready/contracts/billing/plans";
import { AppError } from "../../lib/app-error.ts";
import { findOrgById, findPaymentCustomerId } from "../orgs/orgs.service.ts";
import { assertOrgMember } from "../orgs/orgs.policy.ts";
import type { Actor } from "../../core/actor.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { mirrorSubscription } from "./billing-events.service.ts";
import { assertBillingAdmin } from "./billing.policy.ts";
import { presentCard, presentInvoice, presentPrice, presentSubscription } from "./billing.presenter.ts";
import { findLinkSubscription, hasLiveSubscription, listOrgSubscriptions } from "./billing.repository.ts";
import { returnAddress } from "./checkout.service.ts";

const ended = (s: TSubscription) => s.status === "canceled" || s.status === "incomplete_expired";

/** GET /stripe/prices: the provider's catalogue with each plan's label. */
export async function listPlanPrices(deps: BillingDeps) {
  return { provider: deps.payments.name, prices: (await deps.payments.listPrices()).map(presentPrice) };
}

async function customerOf(deps: BillingDeps, orgId: string): Promise<string | null> {
  return findPaymentCustomerId(deps.db, orgId);
}

async function orgSubscriptions(deps: BillingDeps, orgId: string): Promise<TSubscription[]> {
  return (await listOrgSubscriptions(deps.db, orgId)).map(presentSubscription);
}

/** `GET /stripe/subscription/{orgId}?product&duration`: the subscriptions still running, optionally of one plan. */
export async function listActiveSubscriptions(
  deps: BillingDeps,
  actor: Actor,
  orgId: string,
  filter: { product?: TPlanProduct | undefined; duration?: TPlanDuration | undefined },
): Promise<{ subscriptions: TSubscription[] }> {
  assertBillingAdmin(actor, orgId);
  const subscriptions = (await orgSubscriptions(deps, orgId)).filter((s) => {
    if (ended(s) || s.legacy) return false;
    const plan = planFromKey(s.plan_key);
    if (filter.product && plan?.product !== filter.product) return false;
    return !filter.duration || plan?.duration === filter.duration;
  });
  return { subscriptions };
}

/**
 * `GET /stripe/subscription/all/{id}`: every subscription of the organisation, read again from the provider first
 * (so one made elsewhere, e.g. in Stripe's dashboard, shows up as a legacy subscription no link claims).
 */
export async function listAllSubscriptions(deps: BillingDeps, actor: Actor, orgId: string): Promise<{ subscriptions: TSubscription[] }> {
  assertBillingAdmin(actor, orgId);
  const customerId = await customerOf(deps, orgId);
  if (customerId)
    for (const subscription of await deps.payments.listSubscriptions(customerId)) await mirrorSubscription(deps, subscription);
  return { subscriptions: await orgSubscriptions(deps, orgId) };
}

/** `GET /stripe/subscription/legacy/{id}`: Legacy 2024 plans and subscriptions no link of ours claims. */
export async function listLegacySubscriptions(deps: BillingDeps, actor: Actor, orgId: string): Promise<{ subscriptions: TSubscription[] }> {
  assertBillingAdmin(actor, orgId);
  return { subscriptions: (await orgSubscriptions(deps, orgId)).filter((s) => s.legacy) };
}

/**
 * `POST /stripe/subscription`: cancel a link's subscription at the end of the period paid for (the agreement's
 * terms; the link stays live until then) or resume it before that.
 */
export async function changeSubscription(
  deps: BillingDeps,
  actor: Actor,
  input: { orgId: string; linkId: string; action: "cancel" | "resume" },
): Promise<TSubscriptionActionResponse> {
  assertBillingAdmin(actor, input.orgId);
  const row = await findLinkSubscription(deps.db, input.orgId, input.linkId);
  if (!row) throw new AppError("NOT_FOUND", "This link has no subscription.");
  if (row.status === "canceled" || row.status === "incomplete_expired" || row.ended_at) {
    throw new AppError("CONFLICT", "This subscription has already ended.");
  }
  const updated = await deps.payments.setCancelAtPeriodEnd(row.provider_subscription_id, input.action === "cancel");
  await mirrorSubscription(deps, updated);
  const subscription = (await orgSubscriptions(deps, input.orgId)).find((s) => s.id === row.provider_subscription_id)!;
  deps.log.info({ orgId: input.orgId, linkId: input.linkId, action: input.action }, "subscription changed");
  return { subscription };
}

/** `GET /stripe/invoices/{id}`: the organisation's invoices at the provider, newest first, with receipt links. */
export async function listInvoices(deps: BillingDeps, actor: Actor, orgId: string): Promise<{ invoices: TInvoice[] }> {
  assertBillingAdmin(actor, orgId);
  const customerId = await customerOf(deps, orgId);
  return { invoices: customerId ? (await deps.payments.listInvoices(customerId)).map(presentInvoice) : [] };
}

export async function getPaymentMethod(deps: BillingDeps, actor: Actor, orgId: string) {
  assertBillingAdmin(actor, orgId);
  const customerId = await customerOf(deps, orgId);
  return { payment_method: customerId ? presentCard(await deps.payments.getPaymentMethod(customerId)) : null };
}

/**
 * `POST /stripe/payment-method/{orgId}?returnToUrl`: where to replace the card. Stripe: its Checkout in setup
 * mode, returning with ?checkout_id= (confirmed by PUT /stripe/intent/…, and by the webhook). Sandbox: this
 * site's card page.
 */
export async function openCardUpdate(deps: BillingDeps, actor: Actor, orgId: string, returnToUrl: string): Promise<{ url: string }> {
  assertBillingAdmin(actor, orgId);
  const customerId = await customerOf(deps, orgId);
  if (!customerId) throw new AppError("PAYMENT_CUSTOMER_MISSING", "Your agency's payment account is not ready yet. Try again in a minute.");
  const page = await deps.payments.createCardUpdate({
    customerId,
    successUrl: returnAddress(deps, returnToUrl, true),
    cancelUrl: returnAddress(deps, returnToUrl, false),
  });
  return { url: page?.url ?? `${SANDBOX_PAYMENT_METHOD_PATH}?returnTo=${encodeURIComponent(returnToUrl)}` };
}

/**
 * `GET /orgs/{id}/stripeIntentValidity`: whether the organisation has paid (its latest paid checkout is recorded
 * as its intent), still has a subscription that is live or being retried, and is not locked for failed payments.
 */
export async function checkIntentValidity(
  deps: BillingDeps,
  actor: Actor,
  orgId: string,
): Promise<{ valid: boolean; payment_locked: boolean }> {
  assertOrgMember(actor, orgId);
  const org = await findOrgById(deps.db, orgId);
  if (!org) throw new AppError("NOT_FOUND", "No organisation with this id.");
  const paymentLocked = paymentFailureState(org.number_failed_payment_attempts).kind === "locked";
  return { valid: !paymentLocked && !!org.stripe_intent_id && (await hasLiveSubscription(deps.db, orgId)), payment_locked: paymentLocked };
}
