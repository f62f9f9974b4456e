import { defaultEmailPermissions } from "@planready/contracts/notifications";
import type { AppDeps } from "../../core/deps.ts";
import { notificationEmail } from "./notification-email.render.ts";
import { presentNotification } from "./notifications.presenter.ts";
import { claimEmail, findNotificationForEmail, releaseEmail } from "./notifications.repository.ts";

/**
 * Job `notification-email`: sends the notification's email if its recipient has that type switched on. Sent at
 * most once: the notification is claimed before sending and released if sending fails (the job is then retried).
 */
export async function sendNotificationEmail(
  deps: Pick<AppDeps, "db" | "mailer" | "publicUrl">,
  data: { notificationId: string },
): Promise<void> {
  const found = await findNotificationForEmail(deps.db, data.notificationId);
  if (!found || found.notification.emailed_at) return;
  // Someone who left the agency since is not emailed about its clients.
  if (found.userOrgId !== found.notification.org_id) return;
  const wanted = found.permission ?? defaultEmailPermissions[found.notification.type];
  if (!wanted) return;
  if (!(await claimEmail(deps.db, found.notification.id))) return;
  try {
    // In the recipient's language as it is now (decision 011).
    await deps.mailer.send(notificationEmail(presentNotification(found.notification), found.email, found.locale, deps.publicUrl));
  } catch (error) {
    await releaseEmail(deps.db, found.notification.id);
    throw error;
  }
}
