import type { TPromoCodeResponse } from "@planready/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { problemCode } from "../../../lib/problem-message";
import { orgKeys } from "./get-org";

/**
 * GET /api/stripe/promoCode/{code}: checks the code and, when valid, keeps it on the organisation
 * (payment.temp_promo_code). An unknown code is 422 INVALID_DISCOUNT_CODE.
 */
export function checkPromoCode(code: string): Promise<TPromoCodeResponse> {
  return api<TPromoCodeResponse>(`/api/stripe/promoCode/${encodeURIComponent(code)}`);
}

export function isInvalidDiscountCode(error: unknown): boolean {
  return problemCode(error) === "INVALID_DISCOUNT_CODE";
}

/** A valid code changed the organisation, so it is read again. */
export function useCheckPromoCode(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.detail(orgId) }),
  });
}
