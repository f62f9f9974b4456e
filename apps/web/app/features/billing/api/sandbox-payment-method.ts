import type { TSandboxCard, TSandboxPaymentMethodResponse } from "@planready/contracts/billing/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { billingKeys } from "./billing-keys";

/**
 * POST /api/sandbox/payment-method/{orgId}: saves a test card as the organisation's card and retries what it owes
 * with it. A refused card answers saved false (not an error).
 */
export function saveSandboxPaymentMethod({ orgId, card }: { orgId: string; card: TSandboxCard }): Promise<TSandboxPaymentMethodResponse> {
  return api(`/api/sandbox/payment-method/${encodeURIComponent(orgId)}`, { method: "POST", body: card });
}

/** Every billing view is read again once a card is saved (the page re-checks the session: it may be unlocked). */
export function useSaveSandboxPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSandboxPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
