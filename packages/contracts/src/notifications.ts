import { z } from "zod";

export const notificationTypes = ["survey_submitted", "review_received", "referral_received", "payment_failed", "announcement"] as const;

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  text: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  action_text: z.string().nullable(),
  action_type: z.enum(["new_tab", "same_tab"]).nullable(),
  action_url: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationSummary = z.object({ count: z.number().int(), buckets: z.array(ZNotification) });
export type TNotificationSummary = z.infer<typeof ZNotificationSummary>;
export const ZNotificationCount = z.object({ count: z.number().int() });
export const ZUnreadSubmissionCount = z.object({ unreadSubmissionCount: z.number().int() });
export const ZUserIdParams = z.object({ userId: z.uuid() });

/** Unread badges show at most 99+ (spec §9). */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_DELAY_MS = 100;
