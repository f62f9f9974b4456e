import type { TApiKey, TApiKeyList, TCreateApiKeyRequest, TCreatedApiKey } from "@planready/contracts/webhooks";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const apiKeyKeys = { list: ["api-keys"] as const };

/** GET /api/api-keys: the user's keys (prefix, scopes, last use), never the keys themselves. */
export function getApiKeys(request?: Request): Promise<TApiKeyList> {
  return api<TApiKeyList>("/api/api-keys", request ? { request } : {});
}
export const apiKeysQueryOptions = (request?: Request) => queryOptions({ queryKey: apiKeyKeys.list, queryFn: () => getApiKeys(request) });
export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/** POST /api/api-keys: the answer carries the key, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateApiKeyRequest) => api<TCreatedApiKey>("/api/api-keys", { method: "POST", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TApiKey>(`/api/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}
