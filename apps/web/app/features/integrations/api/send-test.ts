import type { TIntegrationDelivery, TPartnerIntegrationId } from "@planready/contracts/integrations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { integrationKeys } from "./integration-keys";

export type TTestResult = { delivery: TIntegrationDelivery | null; open_url: string | null };

/** POST /api/integrations/{id}/test: a made-up client sent now (or the pre-filled address with it). */
export function useSendTest(id: TPartnerIntegrationId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TTestResult>(`/api/integrations/${encodeURIComponent(id)}/test`, { method: "POST" }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(id) });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.detail(id) });
    },
  });
}
