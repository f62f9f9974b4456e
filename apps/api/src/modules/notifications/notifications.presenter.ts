import type { TNotification } from "@planready/contracts/notifications";
import type { NotificationRow } from "./notifications.repository.ts";

export function presentNotification(n: NotificationRow): TNotification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    text: n.text,
    created_at: n.created_at.toISOString(),
    read_at: n.read_at?.toISOString() ?? null,
    action_text: n.action_text,
    action_type: n.action_type,
    action_url: n.action_url,
  };
}
