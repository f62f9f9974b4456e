import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateSubscription } from "../../../lib/subscription";
import { linkKeys } from "./link-keys";

/** Cancels a link's subscription (the link stays live until the end of the period paid for), then reloads the list. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, linkId }: { orgId: string; linkId: string }) => updateSubscription({ orgId, linkId, action: "cancel" }),
    onSettled: (_data, _error, { orgId }) => queryClient.invalidateQueries({ queryKey: linkKeys.orgLinks(orgId) }),
  });
}
