import type { ZNotificationCount } from "@planready/contracts/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { useDelayedStart } from "../hooks/use-delayed-start";
import { notificationKeys, pollOptions } from "./notification-keys";

/** GET /api/notifications/byUser/count/{userId}. A failure is logged and the bell simply shows no count. */
export async function getNotificationCount(userId: string): Promise<number> {
  try {
    const body = await api<z.infer<typeof ZNotificationCount>>(`/api/notifications/byUser/count/${encodeURIComponent(userId)}`);
    return body.count;
  } catch (error) {
    console.error("Could not load the notification count", error);
    throw error;
  }
}

export const notificationCountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.count(userId), queryFn: () => getNotificationCount(userId), ...pollOptions });

/** The unread notification count, first asked 100 ms after mount, then every 30 s. */
export function useNotificationCount(userId: string) {
  const started = useDelayedStart();
  return useQuery({ ...notificationCountQueryOptions(userId), enabled: started });
}
