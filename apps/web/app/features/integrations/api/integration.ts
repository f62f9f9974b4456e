import type { TIntegrationDetail, TPartnerIntegrationId, TSaveIntegrationRequest } from "@planready/contracts/integrations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { integrationKeys } from "./integration-keys";

const path = (id: TPartnerIntegrationId) => `/api/integrations/${encodeURIComponent(id)}`;

/** GET /api/integrations/{id}: the status and the user's connection (secrets as hints only). */
export function getIntegration(id: TPartnerIntegrationId, request?: Request): Promise<TIntegrationDetail> {
  return api<TIntegrationDetail>(path(id), request ? { request } : {});
}

export const integrationQueryOptions = (id: TPartnerIntegrationId, request?: Request) =>
  queryOptions({ queryKey: integrationKeys.detail(id), queryFn: () => getIntegration(id, request) });

export function useIntegration(id: TPartnerIntegrationId) {
  return useQuery(integrationQueryOptions(id));
}

/** PUT /api/integrations/{id}: connect or update; the answer becomes the cached detail. */
export function useSaveIntegration(id: TPartnerIntegrationId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveIntegrationRequest) => api<TIntegrationDetail>(path(id), { method: "PUT", body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(integrationKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: integrationKeys.list() });
    },
  });
}

/** DELETE /api/integrations/{id}: the credentials go; the log stays. */
export function useDisconnectIntegration(id: TPartnerIntegrationId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>(path(id), { method: "DELETE" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}
