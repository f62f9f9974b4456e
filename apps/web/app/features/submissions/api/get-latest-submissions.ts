import { queryOptions } from "@tanstack/react-query";
import { emptyFilters } from "../lib/submission-filters";
import { getSubmissions } from "./get-submissions";
import { submissionKeys } from "./submission-keys";

export const LATEST_COUNT = 5;

/** The newest submissions of the inbox, for the dashboard. */
export const latestSubmissionsQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({
    queryKey: [...submissionKeys.lists(), orgId, "latest"] as const,
    queryFn: () => getSubmissions(orgId, emptyFilters, null, request, LATEST_COUNT),
  });
