import {
  CHECKOUT_RETURN_PARAM,
  type TCheckoutResponse,
  type TCheckoutStateResponse,
  type TLinkDraft,
} from "@planready/contracts/billing/api";
import { choosePlan, planKey, productForSurveyType, productLabel } from "@planready/contracts/billing/plans";
import type { TLink } from "@planready/contracts/links";
import type { z } from "zod";
import type { ZCheckoutQuery } from "@planready/contracts/billing/api";
import { AppError } from "../../lib/app-error.ts";
import { linkReadScope } from "../links/links.policy.ts";
import { presentLink } from "../links/links.presenter.ts";
import {
  findLinkByUrl,
  findScopedLink,
  insertLink,
  listLinkDeliveries,
  listLinkStakeholderIds,
  type LinkRow,
  releaseStaleReservation,
} from "../links/links.repository.ts";
import { findPaymentAccount } from "../orgs/orgs.repository.ts";
import type { UserRow } from "../users/users.repository.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { applyCardUpdate, syncCheckout } from "./billing-events.service.ts";
import { billingOrgOf, memberOrgOf } from "./billing.policy.ts";
import {
  expireOpenCheckoutsOfLink,
  findOrgCheckout,
  insertCheckout,
  setCheckoutProviderId,
  setUnpaidCheckoutState,
  updatePendingLink,
} from "./billing.repository.ts";

type CheckoutQuery = z.infer<typeof ZCheckoutQuery>;

/** A return address: absolute for a provider on another site (Stripe), a path for the sandbox on this one. */
export function returnAddress(deps: BillingDeps, path: string, withCheckoutId: boolean): string {
  const base = deps.payments.name === "sandbox" ? "" : deps.publicUrl.replace(/\/+$/, "");
  if (!withCheckoutId) return `${base}${path}`;
  return `${base}${path}${path.includes("?") ? "&" : "?"}${CHECKOUT_RETURN_PARAM}={CHECKOUT_SESSION_ID}`;
}

/** The caller's payment customer, which must be the one the request names (another's is not found). */
async function customerOf(deps: BillingDeps, orgId: string, named?: string): Promise<string> {
  const account = await findPaymentAccount(deps.db, orgId);
  const customerId = account?.stripe_customer_id;
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
  actor: UserRow,
  orgStripeId: string,
  query: CheckoutQuery,
  body: TLinkDraft | { link_id: string },
): Promise<TCheckoutResponse> {
  const orgId = billingOrgOf(actor);
  const customerId = await customerOf(deps, orgId, orgStripeId);
  const existing = "link_id" in body ? await pendingLinkOf(deps, orgId, body.link_id) : null;
  const surveyType = existing?.survey_type ?? (body as TLinkDraft).survey_type;
  const duration = existing?.stripe_plan_duration ?? (body as TLinkDraft).stripe_plan_duration;

  const choice = choosePlan({ surveyType, duration, linkCreatedAt: existing?.created_at ?? null, environment: deps.environment });
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
  if (query.discountCode) {
    const promo = await deps.payments.findPromoCode({ code: query.discountCode, product: choice.plan.product });
    if (!promo.valid) throw new AppError("INVALID_DISCOUNT_CODE", "Invalid discount code");
    promoCode = promo.code;
  }

  const link = existing ?? (await reserveLink(deps, orgId, actor, body as TLinkDraft));
  // A newer checkout replaces any unpaid one, so a link can never be paid for twice.
  for (const stale of await expireOpenCheckoutsOfLink(deps.db, orgId, link.id)) await deps.payments.expireCheckout(stale);
  const row = await insertCheckout(deps.db, {
    org_id: orgId,
    link_id: link.id,
    provider: deps.payments.name,
    price_id: price.price_id,
    plan_key: price.plan_key,
    discount_code: promoCode,
    return_to_url: query.returnToUrl,
    cancel_return_url: query.cancelReturnUrl,
    created_by: actor.id,
  });
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
    return { checkout_url: opened.url, checkout_id: opened.checkoutId, link_id: link.id };
  } catch (error) {
    await setUnpaidCheckoutState(deps.db, row.id, "expired");
    throw error;
  }
}

async function pendingLinkOf(deps: BillingDeps, orgId: string, linkId: string): Promise<LinkRow> {
  const link = await findScopedLink(deps.db, { orgId, stakeholderId: null }, linkId);
  if (!link || link.deleted_at) throw new AppError("NOT_FOUND", "No link with this id.");
  if (link.status !== "pending") throw new AppError("CONFLICT", "This link is already paid for.");
  return link;
}

/** Reserves the draft's address for the organisation; a purchase tried again reuses its own unpaid link. */
async function reserveLink(deps: BillingDeps, orgId: string, actor: UserRow, draft: TLinkDraft): Promise<LinkRow> {
  const names = {
    survey_type: draft.survey_type,
    first_name: draft.first_name,
    last_name: draft.last_name,
    agency_name: draft.agency_name ?? null,
    stripe_plan_duration: draft.stripe_plan_duration,
  };
  await releaseStaleReservation(deps.db, draft.url);
  const created = await insertLink(deps.db, orgId, { ...names, url: draft.url, status: "pending", created_by: actor.id }, [actor.id], []);
  if (created) return created;
  const taken = await findLinkByUrl(deps.db, draft.url);
  const own = taken && taken.org_id === orgId && taken.status === "pending" && !taken.deleted_at;
  const reused = own ? await updatePendingLink(deps.db, orgId, taken.id, names) : undefined;
  if (reused) return reused;
  throw new AppError("CONFLICT", "This link address is already taken.", [{ path: "body.url", message: "Already taken" }]);
}

/**
 * `PUT /stripe/intent/{intentId}`: the return page confirms a checkout by re-reading it at the provider. A paid
 * purchase activates its link exactly once, however often (and however late, after the webhook) this is called.
 * A card-update checkout (Stripe setup mode) of the caller's customer is applied the same way.
 */
export async function confirmCheckout(
  deps: BillingDeps,
  actor: UserRow,
  intentId: string,
  orgStripeId: string | undefined,
): Promise<TCheckoutStateResponse> {
  const orgId = memberOrgOf(actor);
  const customerId = await customerOf(deps, orgId, orgStripeId);
  const row = await findOrgCheckout(deps.db, orgId, intentId);
  if (row) {
    await syncCheckout(deps, intentId);
    const fresh = (await findOrgCheckout(deps.db, orgId, intentId))!;
    return { state: fresh.state, link: await visibleLink(deps, actor, fresh.link_id) };
  }
  const checkout = await deps.payments.getCheckout(intentId);
  if (!checkout || checkout.mode !== "setup" || checkout.customerId !== customerId)
    throw new AppError("NOT_FOUND", "No checkout with this id.");
  if (checkout.status === "complete") await applyCardUpdate(deps, checkout);
  return { state: checkout.status === "complete" ? "paid" : checkout.status === "expired" ? "expired" : "open", link: null };
}

async function visibleLink(deps: BillingDeps, actor: UserRow, linkId: string): Promise<TLink | null> {
  const scope = linkReadScope(actor);
  const link = scope ? await findScopedLink(deps.db, scope, linkId) : undefined;
  if (!link) return null;
  return presentLink(link, await listLinkStakeholderIds(deps.db, link.id), await listLinkDeliveries(deps.db, link.id));
}
