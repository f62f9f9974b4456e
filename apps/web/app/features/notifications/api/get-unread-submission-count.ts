import type { ZUnreadSubmissionCount } from "@planready/contracts/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { useDelayedStart } from "../hooks/use-delayed-start";
import { notificationKeys, pollOptions } from "./notification-keys";

/** GET /api/notifications/unread-submissions-count-by-user/{userId}; any failure counts as 0. */
export async function getUnreadSubmissionCount(userId: string): Promise<number> {
  try {
    const body = await api<z.infer<typeof ZUnreadSubmissionCount>>(
      `/api/notifications/unread-submissions-count-by-user/${encodeURIComponent(userId)}`,
    );
    return body.unreadSubmissionCount;
  } catch (error) {
    console.error("Could not load the unread submission count", error);
    return 0;
  }
}

export const unreadSubmissionCountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.unreadSubmissions(userId), queryFn: () => getUnreadSubmissionCount(userId), ...pollOptions });

export function useUnreadSubmissionCount(userId: string) {
  const started = useDelayedStart();
  return useQuery({ ...unreadSubmissionCountQueryOptions(userId), enabled: started });
}
