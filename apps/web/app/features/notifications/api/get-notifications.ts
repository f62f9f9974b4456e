import type { TNotificationSummary } from "@planready/contracts/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { notificationKeys } from "./notification-keys";

/** GET /api/notifications/byUser/{userId}: the latest notifications and the unread count. Failures are logged. */
export async function getNotifications(userId: string): Promise<TNotificationSummary> {
  try {
    return await api<TNotificationSummary>(`/api/notifications/byUser/${encodeURIComponent(userId)}`);
  } catch (error) {
    console.error("Could not load notifications", error);
    throw error;
  }
}

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.list(userId), queryFn: () => getNotifications(userId), staleTime: 0, retry: 1 });

/** Loaded each time the drawer opens (the cached list shows meanwhile), so it never lags behind the bell's count. */
export function useNotifications(userId: string, enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(userId), enabled });
}
