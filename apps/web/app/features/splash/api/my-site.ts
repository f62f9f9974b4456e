import type { TAgentSite, TSplashLinksResponse } from "@planready/contracts/agent-sites";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { problemStatus } from "../../../lib/problem-message";
import { siteKeys } from "./site-keys";

/** GET /api/agent-sites/user/{userId}: the agent's own page, or null before they make one. */
export async function getMySite(userId: string, request?: Request): Promise<TAgentSite | null> {
  try {
    const answer = await api<{ agentSite: TAgentSite }>(`/api/agent-sites/user/${encodeURIComponent(userId)}`, request ? { request } : {});
    return answer.agentSite;
  } catch (error) {
    if (problemStatus(error) === 404) return null;
    throw error;
  }
}

export const mySiteQueryOptions = (userId: string, request?: Request) =>
  queryOptions({ queryKey: siteKeys.mine(userId), queryFn: () => getMySite(userId, request) });

/** GET /api/orgs/{id}/links-list-for-splash-page: the agent's own live links, which the page may show. */
export const splashLinksQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({
    queryKey: siteKeys.links(orgId),
    queryFn: () =>
      api<TSplashLinksResponse>(`/api/orgs/${encodeURIComponent(orgId)}/links-list-for-splash-page`, request ? { request } : {}),
  });
