import type { TCheckoutStateResponse } from "@planready/contracts/billing/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { billingKeys } from "./billing-keys";

/** How often the return page asks again while the provider has not confirmed the payment yet. */
export const CHECKOUT_POLL_MS = 3000;

/**
 * PUT /api/stripe/intent/{checkoutId}: asks the provider about the checkout and, once paid, makes its link live
 * (exactly once, however often it is asked). Idempotent, so the return page may poll it.
 */
export function confirmCheckout(checkoutId: string): Promise<TCheckoutStateResponse> {
  return api<TCheckoutStateResponse>(`/api/stripe/intent/${encodeURIComponent(checkoutId)}`, { method: "PUT" });
}

/** Polls while the checkout is still open; stops at paid, declined or expired. */
export function useCheckoutState(checkoutId: string) {
  return useQuery(
    queryOptions({
      queryKey: billingKeys.checkoutState(checkoutId),
      queryFn: () => confirmCheckout(checkoutId),
      enabled: checkoutId !== "",
      refetchInterval: (query) => (query.state.data?.state === "open" ? CHECKOUT_POLL_MS : false),
      staleTime: 0,
    }),
  );
}
