import type { TPromoCodeResponse } from "@planready/contracts/payments";
import { AppError } from "../../lib/app-error.ts";
import { findPaymentAccount, upsertPaymentAccount } from "../orgs/orgs.repository.ts";
import type { OrgDeps } from "../orgs/orgs.service.ts";
import type { UserRow } from "../users/users.repository.ts";

/**
 * Checks a promo code for the caller's organisation, only when the organisation and its payment
 * customer exist. A valid code is kept on the organisation's payment account as `temp_promo_code`.
 */
export async function applyPromoCode(deps: OrgDeps, actor: UserRow, code: string, product?: string): Promise<TPromoCodeResponse> {
  if (!actor.org_id) throw new AppError("PAYMENT_CUSTOMER_MISSING", "Create your agency first.");
  const account = await findPaymentAccount(deps.db, actor.org_id);
  if (!account?.stripe_customer_id)
    throw new AppError("PAYMENT_CUSTOMER_MISSING", "Your agency's payment account is not ready yet. Try again in a minute.");
  const found = await deps.payments.findPromoCode({ code, product });
  if (!found.valid) throw new AppError("INVALID_DISCOUNT_CODE", "Invalid discount code");
  await upsertPaymentAccount(deps.db, actor.org_id, { provider: account.provider, temp_promo_code: found.code });
  return found;
}
