import type { TReferralCountsResponse } from "@planready/contracts/agent-sites";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { siteKeys } from "./site-keys";

/** GET /api/agent-sites/{id}/referral-counts: the page's views, starts and referrals per day and source (90 days). */
export const referralCountsQueryOptions = (siteId: string, request?: Request) =>
  queryOptions({
    queryKey: siteKeys.counts(siteId),
    queryFn: () =>
      api<TReferralCountsResponse>(`/api/agent-sites/${encodeURIComponent(siteId)}/referral-counts?days=90`, request ? { request } : {}),
  });
