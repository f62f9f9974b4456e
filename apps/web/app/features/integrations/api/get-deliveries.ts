import type { TIntegrationDeliveriesResponse, TPartnerIntegrationId } from "@planready/contracts/integrations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { integrationKeys } from "./integration-keys";

/** GET /api/integrations/{id}/deliveries: the delivery log, newest first. */
export function getDeliveries(id: TPartnerIntegrationId, request?: Request): Promise<TIntegrationDeliveriesResponse> {
  return api<TIntegrationDeliveriesResponse>(`/api/integrations/${encodeURIComponent(id)}/deliveries`, request ? { request } : {});
}

export const deliveriesQueryOptions = (id: TPartnerIntegrationId, request?: Request) =>
  queryOptions({ queryKey: integrationKeys.deliveries(id), queryFn: () => getDeliveries(id, request) });

/** The log, looked at again every 10 s while a delivery waits for its next attempt. */
export function useDeliveries(id: TPartnerIntegrationId) {
  return useQuery({
    ...deliveriesQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === "pending" || d.status === "retrying") ? 10_000 : false,
  });
}
