import type { TSubscription } from "@planready/contracts/billing/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { billingKeys } from "./billing-keys";

/** GET /api/stripe/subscription/all/{orgId}: every subscription of the organisation, one per link. */
export function getSubscriptions(orgId: string): Promise<{ subscriptions: TSubscription[] }> {
  return api(`/api/stripe/subscription/all/${encodeURIComponent(orgId)}`);
}

/** GET /api/stripe/subscription/legacy/{orgId}: links still billed on a 2024 plan. */
export function getLegacySubscriptions(orgId: string): Promise<{ subscriptions: TSubscription[] }> {
  return api(`/api/stripe/subscription/legacy/${encodeURIComponent(orgId)}`);
}

export function useSubscriptions(orgId: string) {
  return useQuery(queryOptions({ queryKey: billingKeys.subscriptions(orgId), queryFn: () => getSubscriptions(orgId) }));
}

export function useLegacySubscriptions(orgId: string) {
  return useQuery(queryOptions({ queryKey: billingKeys.legacySubscriptions(orgId), queryFn: () => getLegacySubscriptions(orgId) }));
}
