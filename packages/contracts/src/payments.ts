import { z } from "zod";

export const ZPromoCodeParams = z.object({ code: z.string().trim().min(1).max(64) });
export const ZPromoCodeQuery = z
  .object({
    product: z.string().max(64).optional(),
    noCC: z.enum(["true", "false"]).optional(),
    orgStripeId: z.string().max(128).optional(),
  })
  .strict();
export const ZPromoCodeResponse = z.object({
  valid: z.boolean(),
  code: z.string(),
  description: z.string().nullable(),
});
export type TPromoCodeResponse = z.infer<typeof ZPromoCodeResponse>;
/** POST /api/orgs/{id}/promoCode: the code an Admin applies to the organisation. */
export const ZApplyPromoCodeRequest = z.object({ code: ZPromoCodeParams.shape.code }).strict();

/** The account locks at 3 failed attempts; the banner shows at exactly 2 (docs/product.md#failed-payments). */
export const PAYMENT_LOCK_THRESHOLD = 3;

export type TPaymentFailureState = { kind: "ok" } | { kind: "notice"; attemptsLeft: number } | { kind: "banner" } | { kind: "locked" };

/** The payment-failure state (notice, banner, locked) from the organisation's failed attempt count. */
export function paymentFailureState(failedAttempts: number): TPaymentFailureState {
  if (failedAttempts >= PAYMENT_LOCK_THRESHOLD) return { kind: "locked" };
  if (failedAttempts === 2) return { kind: "banner" };
  if (failedAttempts === 1) return { kind: "notice", attemptsLeft: PAYMENT_LOCK_THRESHOLD - failedAttempts };
  return { kind: "ok" };
}
