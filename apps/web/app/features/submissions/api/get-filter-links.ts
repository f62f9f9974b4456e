import type { TOrgLinksResponse } from "@planready/contracts/billing/api";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { submissionKeys } from "./submission-keys";

/** GET /api/orgs/{id}/links: the links the caller may see, to filter by and to show on the dashboard. */
export function getOrgLinks(orgId: string, request?: Request): Promise<TOrgLinksResponse> {
  return api<TOrgLinksResponse>(`/api/orgs/${encodeURIComponent(orgId)}/links`, request ? { request } : {});
}

export const orgLinksQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({ queryKey: submissionKeys.links(orgId), queryFn: () => getOrgLinks(orgId, request), staleTime: 60_000 });
