import { NOTIFICATION_POLL_MS } from "@planready/contracts/notification-badge";

/** Query keys of the notification calls, so refreshes and invalidations name them the same way. */
export const notificationKeys = {
  all: ["notifications"] as const,
  count: (userId: string) => ["notifications", "count", userId] as const,
  list: (userId: string) => ["notifications", "list", userId] as const,
  unreadSubmissions: (userId: string) => ["notifications", "unread-submissions", userId] as const,
};

/** Counts refresh at most once per 30 s. Shared by the bell and the side-menu badge. */
export const pollOptions = {
  staleTime: NOTIFICATION_POLL_MS,
  refetchInterval: NOTIFICATION_POLL_MS,
  refetchIntervalInBackground: false,
  retry: false,
} as const;
