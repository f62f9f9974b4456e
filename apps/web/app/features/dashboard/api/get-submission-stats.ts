import type { TSubmissionStats } from "@planready/contracts/submissions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { submissionKeys } from "../../submissions/api/submission-keys";

const STATS_DAYS = 30;

/** GET /api/orgs/{id}/submissions/stats: the dashboard's numbers, days counted in the display time zone. */
export function getSubmissionStats(orgId: string, request?: Request): Promise<TSubmissionStats> {
  const query = new URLSearchParams({ timeZone: DISPLAY_TIME_ZONE, days: String(STATS_DAYS) });
  return api<TSubmissionStats>(`/api/orgs/${encodeURIComponent(orgId)}/submissions/stats?${query}`, request ? { request } : {});
}

export const submissionStatsQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({ queryKey: submissionKeys.stats(orgId), queryFn: () => getSubmissionStats(orgId, request) });
