import type { TOrg, TUpdateOrgRequest } from "@planready/contracts/orgs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { orgKeys } from "./get-org";

/** PUT /api/orgs/{id}: the agency's name or address (agency admins only). */
export function updateOrg(id: string, patch: TUpdateOrgRequest): Promise<TOrg> {
  return api<TOrg>(`/api/orgs/${encodeURIComponent(id)}`, { method: "PUT", body: patch });
}

export function useUpdateOrg(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TUpdateOrgRequest) => updateOrg(id, patch),
    onSuccess: (org) => queryClient.setQueryData(orgKeys.detail(id), org),
  });
}
