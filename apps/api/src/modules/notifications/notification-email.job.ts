import { defaultEmailPermissions } from "@planready/contracts/notifications";
import type { AppDeps } from "../../core/deps.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { claimEmail, findNotificationForEmail, releaseEmail, type NotificationRow } from "./notifications.repository.ts";

const PREFERENCES_PATH = "/settings/notification-permissions";

/** An address of this app for a path; other sites' addresses (a review) stay as they are. */
function appUrl(publicUrl: string, url: string): string {
  return url.startsWith("/") ? new URL(url, publicUrl).toString() : url;
}

/**
 * The email of a notification: what happened (its title and text, which never carry a client's answers) and a
 * link into the app. Nothing else about the client is looked up, so nothing else can leak.
 */
export function notificationEmail(n: NotificationRow, to: string, publicUrl: string): OutgoingMail {
  const action = n.action_url ? appUrl(publicUrl, n.action_url) : new URL("/dashboard", publicUrl).toString();
  const actionText = n.action_text ?? "Open PlanReady";
  const preferences = new URL(PREFERENCES_PATH, publicUrl).toString();
  const text = [
    n.text,
    "",
    `${actionText}: ${action}`,
    "",
    "For your clients' privacy, details stay in PlanReady: sign in to see them.",
    `Choose which emails you get: ${preferences}`,
  ].join("\n");
  const escape = (value: string) =>
    value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
  const html = [
    `<p>${escape(n.text)}</p>`,
    `<p><a href="${escape(action)}">${escape(actionText)}</a></p>`,
    `<p style="color:#555;font-size:13px">For your clients' privacy, details stay in PlanReady: sign in to see them.<br>`,
    `<a href="${escape(preferences)}">Choose which emails you get</a></p>`,
  ].join("\n");
  return { to, subject: `PlanReady: ${n.title}`, text, html, template: `notification.${n.type}` };
}

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
    await deps.mailer.send(notificationEmail(found.notification, found.email, deps.publicUrl));
  } catch (error) {
    await releaseEmail(deps.db, found.notification.id);
    throw error;
  }
}
