import type { TSubmissionOverview } from "@planready/contracts/submissions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { retryUnlessRefused, submissionKeys } from "./submission-keys";

/** GET /api/orgs/{id}/submissions/overview: each link's submissions counted by status, with its owner (no client data). */
export function getSubmissionOverview(orgId: string, request?: Request): Promise<TSubmissionOverview> {
  return api<TSubmissionOverview>(`/api/orgs/${encodeURIComponent(orgId)}/submissions/overview`, request ? { request } : {});
}

export const submissionOverviewQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({
    queryKey: submissionKeys.overview(orgId),
    queryFn: () => getSubmissionOverview(orgId, request),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });
