import type { TLinksForIntegrationResponse, TPartnerIntegrationId } from "@planready/contracts/integrations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { integrationKeys } from "./integration-keys";

/** GET /api/orgs/{id}/links-list-for-integrations?integrationId: the user's links and their addresses to share. */
export function getLinksForIntegration(orgId: string, id: TPartnerIntegrationId, request?: Request): Promise<TLinksForIntegrationResponse> {
  const query = new URLSearchParams({ integrationId: id });
  return api<TLinksForIntegrationResponse>(
    `/api/orgs/${encodeURIComponent(orgId)}/links-list-for-integrations?${query.toString()}`,
    request ? { request } : {},
  );
}

export const linksForIntegrationQueryOptions = (orgId: string, id: TPartnerIntegrationId, request?: Request) =>
  queryOptions({ queryKey: integrationKeys.links(orgId, id), queryFn: () => getLinksForIntegration(orgId, id, request) });

export function useLinksForIntegration(orgId: string | null | undefined, id: TPartnerIntegrationId) {
  return useQuery({ ...linksForIntegrationQueryOptions(orgId ?? "", id), enabled: !!orgId });
}
