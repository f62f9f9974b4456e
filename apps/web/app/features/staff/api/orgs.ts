import type { TOrgSearchResult, TStaffOrgDetail } from "@planready/contracts/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { staffKeys } from "./staff-keys";

/** GET /api/internal/orgs?q=: agencies by name or a user's email. */
export function searchOrgs(q: string, request?: Request): Promise<{ orgs: TOrgSearchResult[] }> {
  return api<{ orgs: TOrgSearchResult[] }>(`/api/internal/orgs?q=${encodeURIComponent(q)}`, request ? { request } : {});
}

export const orgSearchQueryOptions = (q: string, request?: Request) =>
  queryOptions({ queryKey: staffKeys.orgs(q), queryFn: () => searchOrgs(q, request), enabled: q.trim().length >= 2 });

export function useOrgSearch(q: string) {
  return useQuery(orgSearchQueryOptions(q));
}

/** GET /api/internal/orgs/{orgId}: users and roles, links and their states, payments (each look-up is audited). */
export function getStaffOrg(orgId: string, request?: Request): Promise<TStaffOrgDetail> {
  return api<TStaffOrgDetail>(`/api/internal/orgs/${encodeURIComponent(orgId)}`, request ? { request } : {});
}

export const staffOrgQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({ queryKey: staffKeys.org(orgId), queryFn: () => getStaffOrg(orgId, request), staleTime: Infinity });

export function useStaffOrg(orgId: string) {
  return useQuery(staffOrgQueryOptions(orgId));
}
