import type { TOrg } from "@planready/contracts/orgs";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { linkKeys } from "./link-keys";

export type TOrgMember = TOrg["users"][number];

/** The agency's users (GET /api/orgs/{id}), the people who can be a link's stakeholders. */
export async function getOrgMembers(orgId: string, request?: Request): Promise<TOrgMember[]> {
  const org = await api<TOrg>(`/api/orgs/${encodeURIComponent(orgId)}`, request ? { request } : {});
  return org.users;
}

export const orgMembersQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({ queryKey: linkKeys.members(orgId), queryFn: () => getOrgMembers(orgId, request), staleTime: 60_000 });
