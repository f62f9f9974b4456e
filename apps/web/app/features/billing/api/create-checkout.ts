import type { TCheckoutRequest, TCheckoutResponse } from "@planready/contracts/billing/api";
import { useMutation } from "@tanstack/react-query";
import { paths } from "../../../config/paths";
import { api } from "../../../lib/api";

export type TCheckoutInput = {
  orgStripeId: string;
  priceId: string;
  discountCode: string | null;
  /** The link to create, or `{ link_id }` of one still pending (a checkout that expired or was declined). */
  draft: TCheckoutRequest;
};

/**
 * POST /api/stripe/{orgStripeId}?returnToUrl&cancelReturnUrl&priceId&discountCode with the link to create: reserves
 * the link (pending) and opens a checkout; the browser then goes to `checkout_url` (the provider's page, or the
 * sandbox's page on this site). Payment confirmed, the return page (/marketplace/payment) makes the link live.
 */
export function createCheckout({ orgStripeId, priceId, discountCode, draft }: TCheckoutInput): Promise<TCheckoutResponse> {
  const query = new URLSearchParams({ returnToUrl: paths.marketplacePayment, cancelReturnUrl: paths.marketplace, priceId });
  if (discountCode) query.set("discountCode", discountCode);
  return api<TCheckoutResponse>(`/api/stripe/${encodeURIComponent(orgStripeId)}?${query.toString()}`, { method: "POST", body: draft });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
