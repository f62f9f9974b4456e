import type { TSoaAgentSignature } from "@planready/contracts/agent-signing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { submissionKeys } from "./submission-keys";

/** POST /api/responses/{id}/soa-agent-signature: the agent signs the agent's part of a signed SOA with their saved details. */
export function signSoaAsAgent(id: string, consentId: string): Promise<TSoaAgentSignature> {
  return api(`/api/responses/${encodeURIComponent(id)}/soa-agent-signature`, { method: "POST", body: { consent_id: consentId } });
}

export function useSignSoaAsAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consentId: string) => signSoaAsAgent(id, consentId),
    // The detail shows the agent's part from the server's answer (and a refusal may mean it changed meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.detail(id) }),
  });
}
