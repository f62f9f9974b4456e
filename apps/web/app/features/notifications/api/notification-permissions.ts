import type { TNotificationPermission, TNotificationPermissions } from "@planready/contracts/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const notificationPermissionKeys = {
  permissions: (userId: string) => ["notifications", "permissions", userId] as const,
};

/** GET /api/notifications/permissions/{userId}: per notification type, whether it also arrives by email. */
export function getNotificationPermissions(userId: string, request?: Request): Promise<TNotificationPermissions> {
  return api<TNotificationPermissions>(`/api/notifications/permissions/${encodeURIComponent(userId)}`, request ? { request } : {});
}

export const notificationPermissionsQueryOptions = (userId: string, request?: Request) =>
  queryOptions({ queryKey: notificationPermissionKeys.permissions(userId), queryFn: () => getNotificationPermissions(userId, request) });

export function useNotificationPermissions(userId: string) {
  return useQuery(notificationPermissionsQueryOptions(userId));
}

/** PUT /api/notifications/permissions/{userId}: switch email on or off for some types. */
export function updateNotificationPermissions(userId: string, permissions: TNotificationPermission[]): Promise<TNotificationPermissions> {
  return api<TNotificationPermissions>(`/api/notifications/permissions/${encodeURIComponent(userId)}`, {
    method: "PUT",
    body: { permissions },
  });
}

/** Saves one switch at a time; the answer (every type as saved) replaces the cached list. */
export function useUpdateNotificationPermissions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permission: TNotificationPermission) => updateNotificationPermissions(userId, [permission]),
    onSuccess: (saved) => queryClient.setQueryData(notificationPermissionKeys.permissions(userId), saved),
  });
}
