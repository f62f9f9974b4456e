import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateSubscription } from "../../../lib/subscription";
import { billingKeys } from "./billing-keys";

/** Cancels or resumes a link's subscription, then reloads the subscriptions shown. */
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
