import type { TPlanProduct } from "@planready/contracts/billing/plans";
import type { TPromoCodeResponse } from "@planready/contracts/payments";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * GET /api/stripe/promoCode/{code}?product=…: whether a promo code applies to this plan product (a read: nothing is
 * stored; the purchase carries the code). An unknown code is
 * 422 INVALID_DISCOUNT_CODE.
 */
export function checkPromoCode(code: string, product: TPlanProduct): Promise<TPromoCodeResponse> {
  return api<TPromoCodeResponse>(`/api/stripe/promoCode/${encodeURIComponent(code)}?product=${encodeURIComponent(product)}`);
}

export function useCheckPromoCode(product: TPlanProduct) {
  return useMutation({ mutationFn: (code: string) => checkPromoCode(code, product) });
}
