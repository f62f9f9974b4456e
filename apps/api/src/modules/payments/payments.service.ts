import type { TPromoCodeResponse } from "@planready/contracts/payments";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { findPaymentAccount, rememberPromoCode } from "../orgs/orgs.service.ts";

/**
 * Checks a promo code for the caller's organisation, only when the organisation and its payment
 * customer exist. A valid code is kept on the organisation's payment account as `temp_promo_code`.
 */
export async function applyPromoCode(
  deps: Pick<AppDeps, "db" | "payments">,
  actor: Actor,
  code: string,
  product?: string,
): Promise<TPromoCodeResponse> {
  if (!actor.org_id) throw new AppError("PAYMENT_CUSTOMER_MISSING", "Create your agency first.");
  const account = await findPaymentAccount(deps.db, actor.org_id);
  if (!account?.stripe_customer_id)
    throw new AppError("PAYMENT_CUSTOMER_MISSING", "Your agency's payment account is not ready yet. Try again in a minute.");
  const found = await deps.payments.findPromoCode({ code, product });
  if (!found.valid) throw new AppError("INVALID_DISCOUNT_CODE", "Invalid discount code");
  await rememberPromoCode(deps.db, actor.org_id, account.provider, found.code);
  return found;
}
