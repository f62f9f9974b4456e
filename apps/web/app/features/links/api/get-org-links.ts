import type { TOrgLinksResponse } from "@planready/contracts/billing/api";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { linkKeys } from "./link-keys";

/** GET /api/orgs/{id}/links?searchTerm: the organisation's links (agents: theirs), with plan, status and renewal. */
export function getOrgLinks(orgId: string, searchTerm: string, request?: Request): Promise<TOrgLinksResponse> {
  const query = searchTerm ? `?${new URLSearchParams({ searchTerm })}` : "";
  return api<TOrgLinksResponse>(`/api/orgs/${encodeURIComponent(orgId)}/links${query}`, request ? { request } : {});
}

export const orgLinksQueryOptions = (orgId: string, searchTerm: string, request?: Request) =>
  queryOptions({
    queryKey: linkKeys.orgLinksSearch(orgId, searchTerm),
    queryFn: () => getOrgLinks(orgId, searchTerm, request),
    // A new search keeps the previous results on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
