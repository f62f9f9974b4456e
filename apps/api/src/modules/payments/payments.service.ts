import type { TPromoCodeResponse } from "@planready/contracts/payments";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertPromoCodeUsable } from "../billing/checkout.service.ts";
import { assertBillingAdmin } from "../billing/billing.policy.ts";
import { findPaymentAccount, rememberPromoCode } from "../orgs/orgs.service.ts";

type PromoDeps = Pick<AppDeps, "db" | "payments">;

/** The provider's answer for a code the organisation may use, or the problem that says why not. */
async function usablePromoCode(deps: PromoDeps, orgId: string, code: string, product?: string) {
  const account = await findPaymentAccount(deps.db, orgId);
  if (!account?.stripe_customer_id)
    throw new AppError("PAYMENT_CUSTOMER_MISSING", "Your agency's payment account is not ready yet. Try again in a minute.");
  const found = await deps.payments.findPromoCode({ code, product });
  if (!found.valid) throw new AppError("INVALID_DISCOUNT_CODE", "Invalid discount code");
  await assertPromoCodeUsable(deps.db, orgId, found);
  return { account, found };
}

const answer = (found: { valid: boolean; code: string; description: string | null }): TPromoCodeResponse => ({
  valid: found.valid,
  code: found.code,
  description: found.description,
});

/**
 * `GET /stripe/promoCode/{code}`: whether the code applies to the caller's organisation (a read: nothing is
 * stored). Billing is the agency Admin's; only when the organisation and its payment customer exist.
 */
export async function checkPromoCode(deps: PromoDeps, actor: Actor, code: string, product?: string): Promise<TPromoCodeResponse> {
  if (!actor.org_id) throw new AppError("PAYMENT_CUSTOMER_MISSING", "Create your agency first.");
  assertBillingAdmin(actor, actor.org_id);
  return answer((await usablePromoCode(deps, actor.org_id, code, product)).found);
}

/**
 * `POST /orgs/{id}/promoCode`: an Admin applies a valid code to the organisation, kept on its payment account as
 * `temp_promo_code` for its next purchase.
 */
export async function applyPromoCode(deps: PromoDeps, actor: Actor, orgId: string, code: string): Promise<TPromoCodeResponse> {
  assertBillingAdmin(actor, orgId);
  const { account, found } = await usablePromoCode(deps, orgId, code);
  await rememberPromoCode(deps.db, orgId, account.provider, found.code);
  return answer(found);
}
