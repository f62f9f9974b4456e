import type { TSubmissionListResponse } from "@planready/contracts/submissions";
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { emptyFilters, filtersToApiQuery, type TSubmissionFilters } from "../lib/submission-filters";
import { retryUnlessRefused, submissionKeys } from "./submission-keys";

/** GET /api/orgs/{id}/submissions: one page of the filtered list, after `cursor` (keyset paging). */
export function getSubmissions(
  orgId: string,
  filters: TSubmissionFilters,
  cursor: string | null,
  request?: Request,
  limit?: number,
): Promise<TSubmissionListResponse> {
  const query = filtersToApiQuery(filters, cursor);
  if (limit) query.set("limit", String(limit));
  return api<TSubmissionListResponse>(`/api/orgs/${encodeURIComponent(orgId)}/submissions?${query}`, request ? { request } : {});
}

/** The address of the CSV export of the same filters (every matching row; the browser downloads it). */
export function submissionsCsvHref(orgId: string, filters: TSubmissionFilters): string {
  const query = filtersToApiQuery(filters);
  return `/api/orgs/${encodeURIComponent(orgId)}/submissions.csv?${query}`;
}

export const submissionsQueryOptions = (orgId: string, filters: TSubmissionFilters, request?: Request) =>
  infiniteQueryOptions({
    queryKey: submissionKeys.list(orgId, filters),
    queryFn: ({ pageParam }) => getSubmissions(orgId, filters, pageParam, request),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    retry: retryUnlessRefused,
    // New filters keep the previous rows on screen until their own arrive.
    placeholderData: keepPreviousData,
  });

/** How many submissions the archive holds (its first page's total). */
export const archivedCountQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: [...submissionKeys.lists(), orgId, "archived-count"] as const,
    queryFn: () => getSubmissions(orgId, { ...emptyFilters, archive: true }, null, undefined, 1).then((page) => page.total),
  });
