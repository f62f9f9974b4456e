import type { TCreateSignatureRequest, TSignatureRequestCreated } from "@planready/contracts/signature-requests";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * POST /api/responses/{id}/signature-request: a new link that opens only the signing screen of this submission
 * (it replaces the previous one), emailed to the client when asked and the survey has their address.
 */
export function sendForSignature(id: string, body: TCreateSignatureRequest): Promise<TSignatureRequestCreated> {
  return api(`/api/responses/${encodeURIComponent(id)}/signature-request`, { method: "POST", body });
}

export function useSendForSignature(id: string) {
  return useMutation({ mutationFn: (body: TCreateSignatureRequest) => sendForSignature(id, body) });
}
