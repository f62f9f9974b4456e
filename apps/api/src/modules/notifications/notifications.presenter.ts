import { appPath } from "@planready/contracts/app-urls";
import { notificationParamsSchemas, type TNotification } from "@planready/contracts/notifications";
import type { NotificationRow } from "./notifications.repository.ts";

/**
 * Row → wire shape: the type and its parameters, which the reader renders in their language (decision 011); an
 * announcement's own words. Parameters that do not fit their type (none should) are left out rather than fail the
 * whole list: the words then say less.
 */
export function presentNotification(n: NotificationRow): TNotification {
  const base = {
    id: n.id,
    created_at: n.created_at.toISOString(),
    read_at: n.read_at?.toISOString() ?? null,
    action_type: n.action_type,
    action_url: n.action_url,
  };
  switch (n.type) {
    case "announcement": {
      // An announcement leads only into the app; one written before that rule with another site's address loses
      // its button rather than send anyone there.
      const actionUrl = n.action_url === null ? null : appPath(n.action_url);
      return {
        ...base,
        ...(actionUrl === null ? { action_url: null, action_type: null } : { action_url: actionUrl }),
        type: n.type,
        title: n.title ?? "",
        text: n.text ?? "",
        action_text: actionUrl === null ? null : n.action_text,
      };
    }
    case "survey_submitted":
      return { ...base, type: n.type, params: notificationParamsSchemas[n.type].catch({}).parse(n.params) };
    case "webhook_disabled":
      return { ...base, type: n.type, params: notificationParamsSchemas[n.type].catch({}).parse(n.params) };
    case "payment_failed":
      return { ...base, type: n.type, params: notificationParamsSchemas[n.type].catch({}).parse(n.params) };
    case "review_received":
    case "referral_received":
      return { ...base, type: n.type, params: {} };
  }
}
