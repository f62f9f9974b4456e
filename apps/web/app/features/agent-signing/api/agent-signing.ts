import type { TAgentSigning, TAgentSigningRequest, TAgentSigningResponse } from "@planready/contracts/agent-signing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const agentSigningKeys = { current: ["agent-signing", "current"] as const };

/** GET /api/users/me/agent-signing: the signed-in user's current signing details (null before the first save). */
export function getAgentSigning(request?: Request): Promise<TAgentSigningResponse> {
  return api<TAgentSigningResponse>("/api/users/me/agent-signing", request ? { request } : {});
}

export const agentSigningQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: agentSigningKeys.current, queryFn: () => getAgentSigning(request) });

export function useAgentSigning() {
  return useQuery(agentSigningQueryOptions());
}

/** PUT /api/users/me/agent-signing: a new version; the answer becomes the cached current one. */
export function saveAgentSigning(body: TAgentSigningRequest): Promise<TAgentSigning> {
  return api<TAgentSigning>("/api/users/me/agent-signing", { method: "PUT", body });
}

export function useSaveAgentSigning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgentSigning,
    onSuccess: (saved) => queryClient.setQueryData(agentSigningKeys.current, { current: saved } satisfies TAgentSigningResponse),
  });
}
