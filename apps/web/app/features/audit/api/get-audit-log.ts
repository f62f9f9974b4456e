import { AUDIT_PAGE_SIZE, type TAuditLogPage } from "@planready/contracts/audit";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const auditKeys = { log: (orgId: string) => ["audit", "log", orgId] as const };

/** GET /api/orgs/{id}/audit-log: a page of the agency's log, newest first; `before` the last id seen. */
export function getAuditLog(orgId: string, before: number | null, request?: Request): Promise<TAuditLogPage> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before) query.set("before", String(before));
  return api<TAuditLogPage>(`/api/orgs/${encodeURIComponent(orgId)}/audit-log?${query}`, request ? { request } : {});
}

export const auditLogQueryOptions = (orgId: string, request?: Request) =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(orgId),
    queryFn: ({ pageParam }) => getAuditLog(orgId, pageParam, request),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });

export function useAuditLog(orgId: string) {
  return useInfiniteQuery(auditLogQueryOptions(orgId));
}
