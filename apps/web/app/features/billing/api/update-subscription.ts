import type { TSubscriptionActionResponse } from "@planready/contracts/billing/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { billingKeys } from "./billing-keys";

export type TSubscriptionAction = { orgId: string; linkId: string; action: "cancel" | "resume" };

/**
 * POST /api/stripe/subscription: cancel a link's subscription (it stays live until the end of the period paid for,
 * per the agreement) or take the cancellation back before then.
 */
export function updateSubscription(input: TSubscriptionAction): Promise<TSubscriptionActionResponse> {
  return api<TSubscriptionActionResponse>("/api/stripe/subscription", { method: "POST", body: input });
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions(input.orgId) }),
        queryClient.invalidateQueries({ queryKey: billingKeys.legacySubscriptions(input.orgId) }),
      ]),
  });
}
