import type { ZRedirectResponse } from "@planready/contracts/billing/api";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api";

/**
 * POST /api/stripe/payment-method/{orgId}?returnToUrl: where to change the card (the provider's page, or the
 * sandbox's page on this site); the browser goes there and comes back to `returnToUrl`.
 */
export function startPaymentMethodUpdate({ orgId, returnToUrl }: { orgId: string; returnToUrl: string }) {
  const query = new URLSearchParams({ returnToUrl });
  return api<z.infer<typeof ZRedirectResponse>>(`/api/stripe/payment-method/${encodeURIComponent(orgId)}?${query.toString()}`, {
    method: "POST",
  });
}

/** Starts the card change and leaves for the page that takes the card. */
export function useStartPaymentMethodUpdate() {
  return useMutation({
    mutationFn: startPaymentMethodUpdate,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
