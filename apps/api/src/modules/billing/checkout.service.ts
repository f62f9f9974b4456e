import {
  CHECKOUT_RETURN_PARAM,
  type TCheckoutResponse,
  type TCheckoutStateResponse,
  type TLinkDraft,
} from "@planready/contracts/billing/api";
import { choosePlan, planKey, productForSurveyType, productLabel } from "@planready/contracts/billing/plans";
import type { z } from "zod";
import type { ZCheckoutQuery } from "@planready/contracts/billing/api";
import type { Actor } from "../../core/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findUnpaidLink, findVisibleLink, reservePendingLink } from "../links/links.service.ts";
import { findPaymentCustomerId } from "../orgs/orgs.service.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { applyCardUpdate, syncCheckout } from "./billing-events.service.ts";
import { billingOrgOf, memberOrgOf } from "./billing.policy.ts";
import {
  expireOpenCheckoutsOfLink,
  findCheckoutState,
  findOrgCheckout,
  insertCheckout,
  insertCheckoutWithOnceOnlyCode,
  isPromoCodeRedeemed,
  setCheckoutProviderId,
  setUnpaidCheckoutState,
} from "./billing.repository.ts";

type CheckoutQuery = z.infer<typeof ZCheckoutQuery>;

const promoCodeUsed = () =>
  new AppError("DISCOUNT_CODE_USED", "Your agency has already used this discount code; it applies once per agency.");

/**
 * Whether a promo code may still be used by the organisation: a first-period offer (`oncePerCustomer`) only until
 * one of its purchases was paid with it (docs/product.md#promo-codes).
 */
export async function assertPromoCodeUsable(db: Db, orgId: string, promo: { code: string; oncePerCustomer: boolean }) {
  if (promo.oncePerCustomer && (await isPromoCodeRedeemed(db, orgId, promo.code))) throw promoCodeUsed();
}

/** A return address: absolute for a provider on another site (Stripe), a path for the sandbox on this one. */
export function returnAddress(deps: BillingDeps, path: string, withCheckoutId: boolean): string {
  const base = deps.payments.name === "sandbox" ? "" : deps.publicUrl.replace(/\/+$/, "");
  if (!withCheckoutId) return `${base}${path}`;
  return `${base}${path}${path.includes("?") ? "&" : "?"}${CHECKOUT_RETURN_PARAM}={CHECKOUT_SESSION_ID}`;
}

/** The caller's payment customer, which must be the one the request names (another's is not found). */
async function customerOf(deps: BillingDeps, orgId: string, named?: string): Promise<string> {
  const customerId = await findPaymentCustomerId(deps.db, orgId);
  if (!customerId) throw new AppError("PAYMENT_CUSTOMER_MISSING", "Your agency's payment account is not ready yet. Try again in a minute.");
  if (named !== undefined && named !== customerId) throw new AppError("NOT_FOUND", "No payment customer with this id.");
  return customerId;
}

/**
 * `POST /stripe/{orgStripeId}`: an Admin buys a link. The price must be the plan choosePlan picks for the survey
 * type and duration, the promo code valid; then the link is reserved (`pending`, its address taken) and a checkout
 * opened for it. The link goes live only when the provider says the checkout is paid.
 */
export async function openCheckout(
  deps: BillingDeps,
  actor: Actor,
  orgStripeId: string,
  query: CheckoutQuery,
  body: TLinkDraft | { link_id: string },
): Promise<TCheckoutResponse> {
  const orgId = billingOrgOf(actor);
  const customerId = await customerOf(deps, orgId, orgStripeId);
  const existing = "link_id" in body ? await findUnpaidLink(deps.db, orgId, body.link_id) : null;
  const surveyType = existing?.survey_type ?? (body as TLinkDraft).survey_type;
  const duration = existing?.stripe_plan_duration ?? (body as TLinkDraft).stripe_plan_duration;

  const choice = choosePlan({ surveyType, duration, linkCreatedAt: existing?.created_at ?? null, environment: deps.billingEnvironment });
  if (!choice.ok) {
    const product = productLabel(productForSurveyType(surveyType));
    throw new AppError("VALIDATION_FAILED", `${product} are sold monthly or annually.`, [
      { path: "body.stripe_plan_duration", message: "Choose monthly or annual" },
    ]);
  }
  const price = (await deps.payments.listPrices()).find((p) => p.plan_key === planKey(choice.plan));
  if (!price) throw new AppError("CONFLICT", "This plan is not on sale right now. Please contact support.");
  if (price.price_id !== query.priceId) {
    throw new AppError("VALIDATION_FAILED", "This price is not the plan for this survey type and duration.", [
      { path: "querystring.priceId", message: "Not the price of this plan" },
    ]);
  }
  let promoCode: string | null = null;
  let oncePerCustomer = false;
  if (query.discountCode) {
    const promo = await deps.payments.findPromoCode({ code: query.discountCode, product: choice.plan.product });
    if (!promo.valid) throw new AppError("INVALID_DISCOUNT_CODE", "Invalid discount code");
    await assertPromoCodeUsable(deps.db, orgId, promo);
    promoCode = promo.code;
    oncePerCustomer = promo.oncePerCustomer;
  }

  const link = existing ?? (await reservePendingLink(deps.db, orgId, actor.id, body as TLinkDraft));
  // A newer checkout replaces any unpaid one, so a link can never be paid for twice.
  for (const stale of await expireOpenCheckoutsOfLink(deps.db, orgId, link.id)) await deps.payments.expireCheckout(stale);
  const values = {
    org_id: orgId,
    link_id: link.id,
    provider: deps.payments.name,
    price_id: price.price_id,
    plan_key: price.plan_key,
    discount_code: promoCode,
    return_to_url: query.returnToUrl,
    cancel_return_url: query.cancelReturnUrl,
    created_by: actor.id,
  };
  let row;
  if (promoCode && oncePerCustomer) {
    // A first-period offer once per organisation: the newest checkout holds it, a redeemed one is refused.
    const opened = await insertCheckoutWithOnceOnlyCode(deps.db, { ...values, discount_code: promoCode });
    if (!opened) throw promoCodeUsed();
    for (const stale of opened.expired) await deps.payments.expireCheckout(stale);
    row = opened.row;
  } else {
    row = await insertCheckout(deps.db, values);
  }
  try {
    const opened = await deps.payments.createCheckout({
      customerId,
      priceId: price.price_id,
      promoCode,
      successUrl: returnAddress(deps, query.returnToUrl, true),
      cancelUrl: returnAddress(deps, query.cancelReturnUrl, false),
      reference: row.id,
      metadata: { org_id: orgId, link_id: link.id },
    });
    await setCheckoutProviderId(deps.db, row.id, opened.checkoutId);
    // A newer checkout holding the same once-per-agency code may have expired this one before the provider's id was
    // recorded (it could not expire it at the provider then): close it there now.
    if (oncePerCustomer && (await findCheckoutState(deps.db, row.id)) === "expired") {
      await deps.payments.expireCheckout(opened.checkoutId);
      throw new AppError("CONFLICT", "A newer checkout uses this discount code. Use that one, or try again.");
    }
    return { checkout_url: opened.url, checkout_id: opened.checkoutId, link_id: link.id };
  } catch (error) {
    await setUnpaidCheckoutState(deps.db, row.id, "expired");
    throw error;
  }
}

/**
 * `PUT /stripe/intent/{intentId}`: the return page confirms a checkout by re-reading it at the provider. A paid
 * purchase activates its link exactly once, however often (and however late, after the webhook) this is called.
 * A card-update checkout (Stripe setup mode) of the caller's customer is applied the same way.
 */
export async function confirmCheckout(
  deps: BillingDeps,
  actor: Actor,
  intentId: string,
  orgStripeId: string | undefined,
): Promise<TCheckoutStateResponse> {
  const orgId = memberOrgOf(actor);
  const customerId = await customerOf(deps, orgId, orgStripeId);
  const row = await findOrgCheckout(deps.db, orgId, intentId);
  if (row) {
    await syncCheckout(deps, intentId);
    const fresh = (await findOrgCheckout(deps.db, orgId, intentId))!;
    return { state: fresh.state, link: await findVisibleLink(deps.db, actor, fresh.link_id) };
  }
  const checkout = await deps.payments.getCheckout(intentId);
  if (!checkout || checkout.mode !== "setup" || checkout.customerId !== customerId)
    throw new AppError("NOT_FOUND", "No checkout with this id.");
  if (checkout.status === "complete") await applyCardUpdate(deps, checkout);
  return { state: checkout.status === "complete" ? "paid" : checkout.status === "expired" ? "expired" : "open", link: null };
}
