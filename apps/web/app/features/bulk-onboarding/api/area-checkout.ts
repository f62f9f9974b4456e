import type { TBulkArea, TBulkDuration } from "@planready/contracts/bulk-onboarding";
import type { TCheckoutStateResponse, TPlanPriceResponse } from "@planready/contracts/billing/api";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

type Opened = { checkout_url: string; checkout_id: string; link_id: string };

/** POST /api/bulk-onboarding/{area}/checkout: the billing checkout of the area's link (then the browser goes there). */
export function useOpenAreaCheckout(area: TBulkArea) {
  return useMutation({
    mutationFn: (body: { duration: TBulkDuration; return_path: string; cancel_path: string; discount_code?: string }) =>
      api<Opened>(`/api/bulk-onboarding/${area}/checkout`, { method: "POST", body }),
  });
}

/** PUT /api/stripe/intent/{id}: the checkout's return confirmed at the provider (decision 006), asked again while open. */
export function useConfirmAreaCheckout(checkoutId: string | null) {
  return useQuery({
    queryKey: ["bulk-onboarding", "checkout", checkoutId],
    queryFn: () => api<TCheckoutStateResponse>(`/api/stripe/intent/${encodeURIComponent(checkoutId!)}`, { method: "PUT" }),
    enabled: !!checkoutId,
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === "open" ? 3000 : false),
  });
}

/** GET /api/stripe/prices: the provider's catalogue, for the plan step's amounts. */
export const areaPricesQuery = () =>
  queryOptions({
    queryKey: ["bulk-onboarding", "prices"],
    queryFn: () => api<{ provider: string; prices: TPlanPriceResponse[] }>("/api/stripe/prices"),
    staleTime: 5 * 60_000,
  });

/** GET /api/stripe/promoCode/{code}?product=…: whether a promo code applies to the area's product (a read). */
export function useCheckAreaPromoCode(product: "crm" | "connecturedrx") {
  return useMutation({
    mutationFn: (code: string) =>
      api<{ code: string; description: string | null }>(`/api/stripe/promoCode/${encodeURIComponent(code)}?product=${product}`),
  });
}
