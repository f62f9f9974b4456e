import { appPath } from "@planready/contracts/app-urls";
import {
  defaultEmailPermissions,
  notificationTypes,
  type TCreateNotificationRequest,
  type TNotificationParams,
  type TNotificationPermissions,
  type TNotificationSummary,
  type TUpdateNotificationPermissionsRequest,
} from "@planready/contracts/notifications";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";
import type { AppDeps } from "../../core/deps.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { presentNotification } from "./notifications.presenter.ts";
import {
  countUnread,
  insertAnnouncementForEveryone,
  insertNotifications,
  listForUser,
  listOrgUserIds,
  listPermissions,
  setAllRead,
  setRead,
  setSubmissionNotificationsRead,
  upsertPermissions,
  type NewNotification,
} from "./notifications.repository.ts";
import type { OwnScope } from "./notifications.policy.ts";

type NotifyDeps = Pick<AppDeps, "db" | "jobs" | "log">;

/**
 * Enqueues the email job of each notification (after the transaction that wrote them committed). The job decides
 * whether the recipient wants it. A command without the app's queue logs what it skipped (`skippingJobQueue`).
 */
export async function queueNotificationEmails(deps: Pick<AppDeps, "jobs" | "log">, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await deps.jobs.send("notification-email", { notificationId: id }, { singletonKey: id });
    } catch (error) {
      // The notification itself is stored; a lost email must not fail the event that caused it.
      deps.log.warn({ err: error, notificationId: id }, "could not enqueue a notification email");
    }
  }
}

/**
 * The one way the product tells users something: stores the notifications, then enqueues their emails. A use case
 * that stores them inside its own transaction (commands/submit-survey.ts) calls `queueNotificationEmails` after it.
 */
export async function createNotifications(deps: NotifyDeps, rows: NewNotification[]): Promise<string[]> {
  const ids = await insertNotifications(deps.db, rows);
  await queueNotificationEmails(deps, ids);
  return ids;
}

/** Where a `survey_submitted` notification's 'View submission' goes: that submission's page. */
const surveySubmittedActionUrl = (responseId: string) => `/submissions/${responseId}`;

/**
 * The `survey_submitted` notifications of one submission, one per user to tell (the link's stakeholders still in the
 * agency), to insert in the submit transaction: the survey type, the link's address and the client's first name and
 * last initial, never their full name or what they answered. 'View submission' opens it.
 */
export function surveySubmittedNotifications(input: {
  orgId: string;
  responseId: string;
  linkUrl: string;
  surveyType: TSurveyType;
  userIds: string[];
  /** The client's first name and last initial, when they gave a name. */
  clientName?: string | undefined;
}): NewNotification[] {
  const params: TNotificationParams["survey_submitted"] = {
    surveyType: input.surveyType,
    linkUrl: input.linkUrl,
    ...(input.clientName ? { clientName: input.clientName } : {}),
  };
  return input.userIds.map((userId) => ({
    org_id: input.orgId,
    user_id: userId,
    type: "survey_submitted",
    params,
    action_type: "same_tab",
    action_url: surveySubmittedActionUrl(input.responseId),
  }));
}

/** A payment failed (`attempts` failures so far, of `limit` before access is restricted): 'Resolve' for each Admin. */
export function paymentFailedNotifications(input: {
  orgId: string;
  userIds: string[];
  attempts: number;
  limit: number;
}): NewNotification[] {
  const params: TNotificationParams["payment_failed"] = { attempts: input.attempts, limit: input.limit };
  return input.userIds.map((userId) => ({
    org_id: input.orgId,
    user_id: userId,
    type: "payment_failed",
    params,
    action_type: "same_tab",
    action_url: "/stripe/resolution",
  }));
}

/**
 * A client submitted a survey: its notifications (`surveySubmittedNotifications`) stored inside the submitting
 * transaction. Returns their ids, whose emails are enqueued once it has committed.
 */
export async function storeSurveySubmittedNotifications(
  tx: Db | Tx,
  input: Parameters<typeof surveySubmittedNotifications>[0],
): Promise<string[]> {
  return insertNotifications(tx, surveySubmittedNotifications(input));
}

/** Where a `review_received` notification's 'See review' goes: that review on the agent's reviews page. */
export const reviewActionUrl = (reviewId: string) => `/splash-pages/reviews?review=${reviewId}`;

/** A client left a review of the agent (only the agent it is about is told): 'See review' opens it on their reviews page. */
export function notifyReviewReceived(deps: NotifyDeps, input: { orgId: string; userId: string; reviewId: string }) {
  return createNotifications(deps, [
    {
      org_id: input.orgId,
      user_id: input.userId,
      type: "review_received",
      action_type: "same_tab",
      action_url: reviewActionUrl(input.reviewId),
    },
  ]);
}

/** Someone sent a referral through a splash page (no feature yet): 'View referral counts' goes to the splash pages. */
export function notifyReferralReceived(deps: NotifyDeps, input: { orgId: string; userId: string }) {
  return createNotifications(deps, [
    { org_id: input.orgId, user_id: input.userId, type: "referral_received", action_type: "same_tab", action_url: "/splash-pages" },
  ]);
}

/** A webhook endpoint of the user's was turned off (410 Gone, or 5 days of failures): the link opens the webhooks page. */
export function notifyWebhookDisabled(
  deps: NotifyDeps,
  input: { orgId: string; userId: string; host: string; reason: "gone" | "failing" },
) {
  return createNotifications(deps, [
    {
      org_id: input.orgId,
      user_id: input.userId,
      type: "webhook_disabled",
      params: { host: input.host, reason: input.reason },
      action_type: "same_tab",
      action_url: "/integrations/webhooks",
    },
  ]);
}

/** An announcement's action as stored: a path of this app, or ANNOUNCEMENT_URL_NOT_ALLOWED for any other address. */
function announcementActionUrl(deps: Pick<AppDeps, "publicUrl">, url: string | undefined): string | null {
  if (url === undefined) return null;
  const path = appPath(url, deps.publicUrl);
  if (path === null) {
    throw new AppError("ANNOUNCEMENT_URL_NOT_ALLOWED", "An announcement may only link to a page of this app, such as /dashboard.", [
      { path: "body.action_url", message: "Use a path of this app, such as /dashboard" },
    ]);
  }
  return path;
}

/**
 * `POST /notifications`: an admin's announcement to every user of the agency, or to the ones named. Its action may
 * only lead into the app (a path, or a full address on PUBLIC_URL's origin, kept as its path): an announcement
 * cannot send the agency's users to another site.
 */
export async function announce(
  deps: NotifyDeps & Pick<AppDeps, "publicUrl">,
  orgId: string,
  body: TCreateNotificationRequest,
): Promise<number> {
  const actionUrl = announcementActionUrl(deps, body.action_url);
  const recipients = await listOrgUserIds(deps.db, orgId, body.user_ids);
  if (body.user_ids && recipients.length !== new Set(body.user_ids).size) {
    throw new AppError("NOT_FOUND", "Some of these users are not in your agency.");
  }
  const ids = await createNotifications(
    deps,
    recipients.map((userId) => ({
      org_id: orgId,
      user_id: userId,
      type: "announcement" as const,
      title: body.title,
      text: body.text,
      action_text: body.action_text ?? null,
      action_url: actionUrl,
      action_type: actionUrl ? (body.action_type ?? "same_tab") : null,
    })),
  );
  return ids.length;
}

export async function getNotificationSummary(db: Db, scope: OwnScope): Promise<TNotificationSummary> {
  const [rows, count] = await Promise.all([listForUser(db, scope.orgId, scope.userId), countUnread(db, scope.orgId, scope.userId)]);
  return { count, buckets: rows.map(presentNotification) };
}

export async function markNotification(db: Db, scope: OwnScope, id: string, read: boolean) {
  const row = await setRead(db, scope.orgId, scope.userId, id, read);
  if (!row) throw new AppError("NOT_FOUND", "No notification with this id.");
  return presentNotification(row);
}

/**
 * A user read these submissions (opened one, or marked them read): the notifications that told them of those
 * submissions are read too, so the bell and the side menu's unread badge say the same. Marking a submission unread
 * again leaves its notification read: the bell is for news, the badge for the agent's own to-do.
 */
export async function markSubmissionNotificationsRead(db: Db, scope: OwnScope, responseIds: readonly string[]): Promise<number> {
  const actionUrls = responseIds.map((id) => surveySubmittedActionUrl(id));
  return setSubmissionNotificationsRead(db, scope.orgId, scope.userId, actionUrls);
}

export async function markAllNotificationsRead(db: Db, scope: OwnScope) {
  const updated = await setAllRead(db, scope.orgId, scope.userId);
  return { updated, count: await countUnread(db, scope.orgId, scope.userId) };
}

export async function getNotificationPermissions(db: Db, scope: OwnScope): Promise<TNotificationPermissions> {
  const chosen = new Map((await listPermissions(db, scope.userId)).map((p) => [p.type, p.email]));
  return { permissions: notificationTypes.map((type) => ({ type, email: chosen.get(type) ?? defaultEmailPermissions[type] })) };
}

export async function updateNotificationPermissions(db: Db, scope: OwnScope, body: TUpdateNotificationPermissionsRequest) {
  await upsertPermissions(db, scope.userId, body.permissions);
  return getNotificationPermissions(db, scope);
}

/**
 * The product's staff tell every user of every agency something (the staff console): one `announcement` each, its
 * action leading only into the app, as an agency's own announcements. Emails go only to those who asked for
 * announcements by email. Answers how many were told.
 */
export async function announceToEveryone(
  deps: NotifyDeps & Pick<AppDeps, "publicUrl">,
  body: Omit<TCreateNotificationRequest, "type" | "user_ids">,
): Promise<number> {
  const actionUrl = announcementActionUrl(deps, body.action_url);
  const created = await insertAnnouncementForEveryone(deps.db, {
    title: body.title,
    text: body.text,
    action_text: body.action_text ?? null,
    action_url: actionUrl,
    action_type: actionUrl ? (body.action_type ?? "same_tab") : null,
  });
  const wantsEmail = created.filter((row) => row.email ?? defaultEmailPermissions.announcement);
  await queueNotificationEmails(
    deps,
    wantsEmail.map((row) => row.id),
  );
  return created.length;
}
