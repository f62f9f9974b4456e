import { z } from "zod";
import { surveyTypes } from "./surveys/survey-types.ts";

export const notificationTypes = [
  "survey_submitted",
  "review_received",
  "referral_received",
  "payment_failed",
  "announcement",
  "webhook_disabled",
] as const;
export const ZNotificationType = z.enum(notificationTypes);
export type TNotificationType = z.infer<typeof ZNotificationType>;
export const notificationActionTypes = ["new_tab", "same_tab"] as const;

/**
 * What a notification stores besides its type: the facts its words are made of, never words in one language and
 * never the client's answers. The one personal fact is who submitted, as `clientName`, the client's first name and
 * last initial (`clientDisplayName`): enough for the agent to know whom to call, nothing a full name or an answer
 * would add. Title, text and action words are rendered from the catalog (`notification-messages.ts`) in the reader's
 * language when they are read. Fields are optional because rows written before the type and parameters were stored
 * could not always be fully derived, and a client may not have given a name; the words then say less.
 */
export const ZSurveySubmittedParams = z.object({
  surveyType: z.enum(surveyTypes).optional(),
  linkUrl: z.string().optional(),
  clientName: z.string().max(120).optional(),
});

/**
 * How a notification names a client: first name and last initial ("Maria L."), the first name alone without a last
 * name, undefined without a first name. Spaces are tidied; the initial is the last name's first letter, upper-cased.
 */
export function clientDisplayName(firstName: string | null | undefined, lastName: string | null | undefined): string | undefined {
  const first = firstName?.trim().replace(/\s+/g, " ");
  if (!first) return undefined;
  const initial = Array.from(lastName?.trim() ?? "").find((char) => /\p{L}/u.test(char));
  return initial ? `${first} ${initial.toLocaleUpperCase("en-US")}.` : first;
}
export const ZPaymentFailedParams = z.object({
  attempts: z.number().int().positive().optional(),
  limit: z.number().int().positive().optional(),
});
const ZNoParams = z.object({});
/** A webhook endpoint the product stopped sending to: its host, and why (410 Gone, or 5 days of failures). */
export const ZWebhookDisabledParams = z.object({ host: z.string().max(300).optional(), reason: z.enum(["gone", "failing"]).optional() });
/** The parameters' schema of each type but announcements (which carry their author's words instead). */
export const notificationParamsSchemas = {
  survey_submitted: ZSurveySubmittedParams,
  payment_failed: ZPaymentFailedParams,
  review_received: ZNoParams,
  referral_received: ZNoParams,
  webhook_disabled: ZWebhookDisabledParams,
} as const;
export type TNotificationParams = {
  survey_submitted: z.infer<typeof ZSurveySubmittedParams>;
  payment_failed: z.infer<typeof ZPaymentFailedParams>;
  review_received: Record<string, never>;
  referral_received: Record<string, never>;
  announcement: Record<string, never>;
  webhook_disabled: z.infer<typeof ZWebhookDisabledParams>;
};

const notificationBase = {
  id: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  action_type: z.enum(notificationActionTypes).nullable(),
  action_url: z.string().nullable(),
};

/**
 * One notification on the wire: its type with its parameters, which the reader's page renders in its language;
 * an announcement instead carries its author's own words (title, text, action words), shown as written.
 */
export const ZNotification = z.discriminatedUnion("type", [
  z.object({ ...notificationBase, type: z.literal("survey_submitted"), params: ZSurveySubmittedParams }),
  z.object({ ...notificationBase, type: z.literal("payment_failed"), params: ZPaymentFailedParams }),
  z.object({ ...notificationBase, type: z.literal("review_received"), params: ZNoParams }),
  z.object({ ...notificationBase, type: z.literal("referral_received"), params: ZNoParams }),
  z.object({ ...notificationBase, type: z.literal("webhook_disabled"), params: ZWebhookDisabledParams }),
  z.object({
    ...notificationBase,
    type: z.literal("announcement"),
    title: z.string(),
    text: z.string(),
    action_text: z.string().nullable(),
  }),
]);
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationSummary = z.object({ count: z.number().int(), buckets: z.array(ZNotification) });
export type TNotificationSummary = z.infer<typeof ZNotificationSummary>;
export const ZNotificationCount = z.object({ count: z.number().int() });
export const ZUnreadSubmissionCount = z.object({ unreadSubmissionCount: z.number().int() });
export const ZUserIdParams = z.object({ userId: z.uuid() });
export const ZNotificationIdParams = z.object({ id: z.uuid("Notification ids are UUIDs") }).strict();

// The signed-in frame's part, in a module without zod (every signed-in page loads it).
export { formatBadgeCount, NOTIFICATION_DELAY_MS, NOTIFICATION_POLL_MS } from "./notification-badge.ts";

/**
 * Where an announcement's action may point: a page of this app only, a path (`/resources`) or a full address on the
 * app's own origin (PUBLIC_URL), stored as its path. The API checks it with `appPath` (app-urls.ts) and answers any
 * other address (another site, `//host`, `javascript:`) with ANNOUNCEMENT_URL_NOT_ALLOWED; the schema bounds the text.
 */
const ZActionUrl = z.string().trim().min(1, "Required").max(2000, "Use at most 2000 characters");

/**
 * `POST /api/notifications`: an agency admin's announcement to the agency's users (all of them, or `user_ids`).
 * The other types are written by the product where their events happen, never through this call.
 */
export const ZCreateNotificationRequest = z
  .object({
    type: z.literal("announcement", { error: "Only announcements can be sent this way" }),
    title: z.string().trim().min(1, "Required").max(120, "Use at most 120 characters"),
    text: z.string().trim().min(1, "Required").max(1000, "Use at most 1000 characters"),
    action_text: z.string().trim().min(1).max(40, "Use at most 40 characters").optional(),
    action_url: ZActionUrl.optional(),
    action_type: z.enum(notificationActionTypes).optional(),
    user_ids: z.array(z.uuid("User ids are UUIDs")).min(1).max(1000).optional(),
  })
  .strict()
  .refine((body) => !body.action_text === !body.action_url, {
    message: "Send action_text and action_url together",
    path: ["action_url"],
  });
export type TCreateNotificationRequest = z.infer<typeof ZCreateNotificationRequest>;
export const ZCreateNotificationResponse = z.object({ created: z.number().int() });

/** `PUT /api/notifications/{id}/read`: read (true) or back to unread (false). */
export const ZMarkNotificationRequest = z.object({ read: z.boolean() }).strict();
/** Marking all read answers how many changed and the unread count after it (0). */
export const ZMarkAllReadResponse = z.object({ updated: z.number().int(), count: z.number().int() });

/** Which types a user gets by email before they choose (`/settings/notification-permissions`). */
export const defaultEmailPermissions: Record<TNotificationType, boolean> = {
  survey_submitted: true,
  review_received: true,
  referral_received: true,
  payment_failed: true,
  webhook_disabled: true,
  announcement: false,
};

export const ZNotificationPermission = z.object({ type: ZNotificationType, email: z.boolean() });
export type TNotificationPermission = z.infer<typeof ZNotificationPermission>;
/** `GET /api/notifications/permissions/{userId}`: one entry per type, in `notificationTypes` order. */
export const ZNotificationPermissions = z.object({ permissions: z.array(ZNotificationPermission) });
export type TNotificationPermissions = z.infer<typeof ZNotificationPermissions>;
/** `PUT /api/notifications/permissions/{userId}`: the types to change (others stay as they are). */
export const ZUpdateNotificationPermissionsRequest = z
  .object({
    permissions: z
      .array(ZNotificationPermission)
      .min(1, "Change at least one type")
      .max(notificationTypes.length)
      .refine((list) => new Set(list.map((p) => p.type)).size === list.length, "Name each type once"),
  })
  .strict();
export type TUpdateNotificationPermissionsRequest = z.infer<typeof ZUpdateNotificationPermissionsRequest>;
