import type { TNotificationSummary } from "@planready/contracts/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notificationKeys } from "./notification-keys";

/** PUT /api/notifications/byUser/{userId}/read: every notification of the user read. */
export function markAllNotificationsRead(userId: string): Promise<{ updated: number; count: number }> {
  return api(`/api/notifications/byUser/${encodeURIComponent(userId)}/read`, { method: "PUT" });
}

/** Marks all read and shows it at once in the drawer and on the bell; a failure is logged only. */
export function useMarkAllNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(userId),
    onSuccess: ({ count }) => {
      const now = new Date().toISOString();
      const summary = queryClient.getQueryData<TNotificationSummary>(notificationKeys.list(userId));
      if (summary) {
        queryClient.setQueryData<TNotificationSummary>(notificationKeys.list(userId), {
          count,
          buckets: summary.buckets.map((n) => (n.read_at ? n : { ...n, read_at: now })),
        });
      }
      queryClient.setQueryData(notificationKeys.count(userId), count);
    },
    onError: (error) => console.error("Could not mark the notifications read", error),
  });
}
