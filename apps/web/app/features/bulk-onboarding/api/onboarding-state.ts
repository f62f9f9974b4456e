import type { TBulkArea, TBulkOnboardingState } from "@planready/contracts/bulk-onboarding";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBulkAgentInfoRequest } from "@planready/contracts/bulk-onboarding";
import { api } from "../../../lib/api";

export const bulkOnboardingKeys = { state: (area: TBulkArea) => ["bulk-onboarding", area] as const };

/** GET /api/bulk-onboarding/{area}: the state every step is guarded by. */
export function getOnboardingState(area: TBulkArea, request?: Request): Promise<TBulkOnboardingState> {
  return api<TBulkOnboardingState>(`/api/bulk-onboarding/${area}`, request ? { request } : {});
}

export const onboardingStateQuery = (area: TBulkArea) =>
  queryOptions({ queryKey: bulkOnboardingKeys.state(area), queryFn: () => getOnboardingState(area) });

/** PUT /api/bulk-onboarding/{area}/agent-info: the link's names and the terms. */
export function useSaveAgentInfo(area: TBulkArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBulkAgentInfoRequest) =>
      api<TBulkOnboardingState>(`/api/bulk-onboarding/${area}/agent-info`, { method: "PUT", body }),
    onSuccess: (state) => client.setQueryData(bulkOnboardingKeys.state(area), state),
  });
}
