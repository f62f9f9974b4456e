import type { TSubmissionBulkResponse } from "@planready/contracts/submissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notificationCountsKey, submissionKeys } from "./submission-keys";

type TBulk = { orgId: string; ids: string[] };

/** PUT /api/orgs/{id}/submissions/archive: to the archive (`archived: true`) or back to the inbox. */
export function archiveSubmissions({ orgId, ids, archived }: TBulk & { archived: boolean }): Promise<TSubmissionBulkResponse> {
  return api(`/api/orgs/${encodeURIComponent(orgId)}/submissions/archive`, { method: "PUT", body: { ids, archived } });
}

/** PUT /api/orgs/{id}/submissions/read: read or unread for the signed-in user. */
export function markSubmissionsRead({ orgId, ids, read }: TBulk & { read: boolean }): Promise<TSubmissionBulkResponse> {
  return api(`/api/orgs/${encodeURIComponent(orgId)}/submissions/read`, { method: "PUT", body: { ids, read } });
}

/** Lists, details, the dashboard and the unread badge all show archive and read state. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationCountsKey }),
    ]);
}

export function useArchiveSubmissions() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: archiveSubmissions, onSuccess: refresh });
}

export function useMarkSubmissionsRead() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: markSubmissionsRead, onSuccess: refresh });
}
