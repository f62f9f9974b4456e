import type { TNotification, TNotificationSummary } from "@planready/contracts/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notificationKeys } from "./notification-keys";

/** PUT /api/notifications/{id}/read: read (true) or back to unread (false). */
export function markNotificationRead(id: string, read: boolean): Promise<TNotification> {
  return api<TNotification>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "PUT", body: { read } });
}

/** The list with one notification replaced by its new state, and the unread count moved when its read state changed. */
export function withNotification(summary: TNotificationSummary, updated: TNotification): TNotificationSummary {
  const before = summary.buckets.find((n) => n.id === updated.id);
  const change = before && !before.read_at !== !updated.read_at ? (updated.read_at ? -1 : 1) : 0;
  return {
    count: Math.max(0, summary.count + change),
    buckets: summary.buckets.map((n) => (n.id === updated.id ? updated : n)),
  };
}

/**
 * Marks one notification and updates the drawer's list and the bell's count at once. A failure is logged only:
 * the list is refreshed from the server instead.
 */
export function useMarkNotification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markNotificationRead(id, read),
    onSuccess: (updated) => {
      const summary = queryClient.getQueryData<TNotificationSummary>(notificationKeys.list(userId));
      if (!summary) return;
      const next = withNotification(summary, updated);
      queryClient.setQueryData<TNotificationSummary>(notificationKeys.list(userId), next);
      queryClient.setQueryData(notificationKeys.count(userId), next.count);
    },
    onError: (error) => {
      console.error("Could not mark the notification", error);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    },
  });
}
