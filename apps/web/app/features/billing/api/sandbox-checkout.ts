import type { TSandboxCard, TSandboxCheckoutResponse, TSandboxPayResponse } from "@planready/contracts/billing/api";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { billingKeys } from "./billing-keys";

/** GET /api/sandbox/checkout/{checkoutId}: what the sandbox checkout page sells (plan, amount, discount, link). */
export function getSandboxCheckout(checkoutId: string, request?: Request): Promise<TSandboxCheckoutResponse> {
  return api(`/api/sandbox/checkout/${encodeURIComponent(checkoutId)}`, request ? { request } : {});
}

export const sandboxCheckoutQueryOptions = (checkoutId: string, request?: Request) =>
  queryOptions({ queryKey: billingKeys.sandboxCheckout(checkoutId), queryFn: () => getSandboxCheckout(checkoutId, request) });

export function useSandboxCheckout(checkoutId: string) {
  return useQuery(sandboxCheckoutQueryOptions(checkoutId));
}

/** POST /api/sandbox/checkout/{checkoutId}/pay: a test card; a refused card answers state "declined" (not an error). */
export function paySandboxCheckout({ checkoutId, card }: { checkoutId: string; card: TSandboxCard }): Promise<TSandboxPayResponse> {
  return api(`/api/sandbox/checkout/${encodeURIComponent(checkoutId)}/pay`, { method: "POST", body: card });
}

export function usePaySandboxCheckout() {
  return useMutation({ mutationFn: paySandboxCheckout });
}
