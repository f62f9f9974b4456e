import type { TSubmissionIntegrations } from "@planready/contracts/integrations";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { integrationKeys } from "./integration-keys";

/** GET /api/responses/{id}/integrations: the submission's "Open in {partner}" addresses and its deliveries. */
export function useSubmissionIntegrations(responseId: string) {
  return useQuery({
    queryKey: integrationKeys.submission(responseId),
    queryFn: () => api<TSubmissionIntegrations>(`/api/responses/${encodeURIComponent(responseId)}/integrations`),
  });
}

/** Where the submission's hand-off file downloads from (GET /api/responses/{id}/handoff). */
export const handoffDownloadPath = (responseId: string) => `/api/responses/${encodeURIComponent(responseId)}/handoff`;
