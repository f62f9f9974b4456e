import { SUBMISSIONS_PAGE_MAX, type TSubmissionListItem, type TSubmissionStats } from "@planready/contracts/submissions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { problemStatus } from "../../../lib/problem-message";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { statsFromItems } from "../lib/stats-from-items";
import { emptyFilters } from "../lib/submission-filters";
import { getSubmissions } from "./get-submissions";
import { submissionKeys } from "./submission-keys";

export const STATS_DAYS = 30;
/** Pages of the list read when the API has no stats route yet (at most this many times 100 submissions). */
const FALLBACK_PAGES = 5;

export type TDashboardStats = TSubmissionStats & { partial: boolean };

/**
 * The dashboard's numbers: GET /api/orgs/{id}/submissions/stats; where the API does not offer it (404), computed
 * from the newest submissions of both folders, `partial` when there were more than were read.
 */
export async function getSubmissionStats(orgId: string, now: Date, request?: Request): Promise<TDashboardStats> {
  const query = new URLSearchParams({ timeZone: DISPLAY_TIME_ZONE, days: String(STATS_DAYS) });
  try {
    const stats = await api<TSubmissionStats>(
      `/api/orgs/${encodeURIComponent(orgId)}/submissions/stats?${query}`,
      request ? { request } : {},
    );
    return { ...stats, partial: false };
  } catch (error) {
    const status = problemStatus(error);
    if (status !== 404 && status !== 405) throw error;
  }
  const items: TSubmissionListItem[] = [];
  let partial = false;
  for (const archive of [false, true]) {
    let cursor: string | null = null;
    for (let page = 0; page < FALLBACK_PAGES; page++) {
      const result = await getSubmissionsPage(orgId, archive, cursor, request);
      items.push(...result.items);
      cursor = result.next_cursor;
      if (!cursor) break;
    }
    if (cursor) partial = true;
  }
  return { ...statsFromItems(items, now, DISPLAY_TIME_ZONE, STATS_DAYS), partial };
}

function getSubmissionsPage(orgId: string, archive: boolean, cursor: string | null, request?: Request) {
  // The list's page size is the contract's maximum here: fewer round trips.
  return getSubmissions(orgId, { ...emptyFilters, archive }, cursor, request, SUBMISSIONS_PAGE_MAX);
}

export const submissionStatsQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({ queryKey: submissionKeys.stats(orgId), queryFn: () => getSubmissionStats(orgId, new Date(), request) });
