/**
 * What the signed-in frame (side menu, bell) needs of the notifications' rules, apart from notifications.ts and its
 * zod schemas, which a page's first load would otherwise carry (docs/decisions/025-signed-in-pages-javascript.md).
 */

/** Unread badges show at most 99+. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_DELAY_MS = 100;
