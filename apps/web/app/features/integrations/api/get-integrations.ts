import type { TIntegrationsResponse } from "@planready/contracts/integrations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { integrationKeys } from "./integration-keys";

/** GET /api/integrations: each partner's status for the signed-in user. */
export function getIntegrations(request?: Request): Promise<TIntegrationsResponse> {
  return api<TIntegrationsResponse>("/api/integrations", request ? { request } : {});
}

export const integrationsQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: integrationKeys.list(), queryFn: () => getIntegrations(request) });

export function useIntegrations() {
  return useQuery(integrationsQueryOptions());
}
