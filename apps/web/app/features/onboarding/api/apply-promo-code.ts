import type { TPromoCodeResponse } from "@planready/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { problemCode } from "../../../lib/problem-message";
import { orgKeys } from "./get-org";

/**
 * POST /api/orgs/{id}/promoCode: the agency Admin applies a code, kept on the organisation
 * (payment.temp_promo_code) for its next purchase. An unknown code is 422 INVALID_DISCOUNT_CODE, a once-per-agency
 * offer already used 422 DISCOUNT_CODE_USED.
 */
export function applyPromoCode(orgId: string, code: string): Promise<TPromoCodeResponse> {
  return api<TPromoCodeResponse>(`/api/orgs/${encodeURIComponent(orgId)}/promoCode`, { method: "POST", body: { code } });
}

export function isInvalidDiscountCode(error: unknown): boolean {
  return problemCode(error) === "INVALID_DISCOUNT_CODE";
}

/** Applying a code changes the organisation, so it is read again. */
export function useApplyPromoCode(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyPromoCode(orgId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.detail(orgId) }),
  });
}
