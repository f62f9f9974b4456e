import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { linkKeys } from "./link-keys";

/**
 * POST /api/stripe/subscription with action "cancel": the link's subscription ends at the end of the period already
 * paid for (the service agreement); the link stays live until then.
 */
export function cancelSubscription(orgId: string, linkId: string): Promise<unknown> {
  return api<unknown>("/api/stripe/subscription", { method: "POST", body: { orgId, action: "cancel", linkId } });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, linkId }: { orgId: string; linkId: string }) => cancelSubscription(orgId, linkId),
    onSettled: (_data, _error, { orgId }) => queryClient.invalidateQueries({ queryKey: linkKeys.orgLinks(orgId) }),
  });
}
