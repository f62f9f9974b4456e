import { isRefusal } from "../../../lib/problem-message";
import type { TSubmissionFilters } from "../lib/submission-filters";

/** Every submissions query key, from one factory (invalidating `submissionKeys.all` refreshes the whole area). */
export const submissionKeys = {
  all: ["submissions"] as const,
  lists: () => ["submissions", "list"] as const,
  list: (orgId: string, filters: TSubmissionFilters) => ["submissions", "list", orgId, filters] as const,
  detail: (id: string) => ["submissions", "detail", id] as const,
  pdf: (id: string) => ["submissions", "pdf", id] as const,
  stats: (orgId: string) => ["submissions", "stats", orgId] as const,
  overview: (orgId: string) => ["submissions", "overview", orgId] as const,
  links: (orgId: string) => ["submissions", "links", orgId] as const,
};

/**
 * The shell's notification counts (the side menu's unread badge among them) live under this key; reading or
 * archiving a submission changes them.
 */
export const notificationCountsKey = ["notifications"] as const;

/** A refusal (not found, not yours, a bad filter) will not change on retry: show it at once; retry the rest. */
export const retryUnlessRefused = (failures: number, error: unknown) => !isRefusal(error) && failures < 3;
