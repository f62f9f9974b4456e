import { queryOptions } from "@tanstack/react-query";
import { emptyFilters } from "../../submissions/lib/submission-filters";
import { getSubmissions } from "../../submissions/api/get-submissions";
import { submissionKeys } from "../../submissions/api/submission-keys";

export const LATEST_COUNT = 5;

/** The newest submissions of the inbox, for the dashboard. */
export const latestSubmissionsQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({
    queryKey: [...submissionKeys.lists(), orgId, "latest"] as const,
    queryFn: () => getSubmissions(orgId, emptyFilters, null, request, LATEST_COUNT),
  });
