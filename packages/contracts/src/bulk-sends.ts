import { z } from "zod";
import { ZBookFilter } from "./book.ts";
import { smsOptOutLine } from "./compliance.ts";
import { surveyTypes } from "./surveys/survey-types.ts";
import { appLocales } from "./users.ts";

/**
 * Bulk sends (docs/decisions/038-bulk-sends.md, docs/product.md "Bulk send"): an agent sends a survey link to many
 * clients of their book of business at once, by email or SMS, each with a link of their own that opens one survey
 * response. The wire shapes, the message templates and the throttle's arithmetic live here so the settings page's
 * preview and the send job render the same words.
 */

export const bulkSendChannels = ["email", "sms"] as const;
export type TBulkSendChannel = (typeof bulkSendChannels)[number];
export const bulkSendKinds = ["initial", "reminder"] as const;
export const bulkSendStatuses = ["sending", "paused", "completed"] as const;
export type TBulkSendStatus = (typeof bulkSendStatuses)[number];
/**
 * A recipient's delivery: `queued` waits its turn, `deferred` waits for the end of its quiet hours (`not_before`),
 * `sending` is claimed by a job (a crash leaves it there: it is never sent a second time), then `sent` or `failed`.
 */
export const recipientStatuses = ["queued", "deferred", "sending", "sent", "failed"] as const;
export type TRecipientStatus = (typeof recipientStatuses)[number];

/** Why a chosen client is not sent to (the dry run counts each). */
export const skipReasons = ["no_consent", "opted_out", "invalid_address", "quiet_hours", "already_submitted"] as const;
export type TSkipReason = (typeof skipReasons)[number];

/** Which clients of the book a send goes to: the book's own filter (survey progress, plan type, ZIP, birthday month). */
export const ZBulkSendFilter = ZBookFilter.omit({ q: true }).strict();
export type TBulkSendFilter = z.infer<typeof ZBulkSendFilter>;

// ── Templates ───────────────────────────────────────────────────────────────────────────────
export const TEMPLATE_SUBJECT_MAX = 150;
export const TEMPLATE_BODY_MAX = 2000;
/** One SMS segment set: the body (with the link and the opt-out words) is refused past this. */
export const SMS_BODY_MAX = 480;

/** The words a template may contain; `{{link}}` is required (it is the recipient's own link). */
export const templatePlaceholders = ["firstName", "agentName", "npn", "link", "optOut"] as const;

export const ZMessageTemplate = z
  .object({
    email_subject: z.string().trim().min(1).max(TEMPLATE_SUBJECT_MAX),
    email_body: z
      .string()
      .trim()
      .min(1)
      .max(TEMPLATE_BODY_MAX)
      .refine((body) => body.includes("{{link}}"), "Include {{link}}: it becomes the client's own survey link"),
    sms_body: z
      .string()
      .trim()
      .min(1)
      .max(SMS_BODY_MAX)
      .refine((body) => body.includes("{{link}}"), "Include {{link}}: it becomes the client's own survey link"),
  })
  .strict();
export type TMessageTemplate = z.infer<typeof ZMessageTemplate>;
export const ZMessageTemplates = z.object({ en: ZMessageTemplate, es: ZMessageTemplate }).strict();
export type TMessageTemplates = z.infer<typeof ZMessageTemplates>;

/** The words that tell a recipient how to stop the messages: always in the message, added when the template lacks them. */
export const optOutWords = {
  en: { sms: smsOptOutLine("en"), email: "To stop these emails, unsubscribe: {{unsubscribeUrl}}" },
  es: {
    sms: smsOptOutLine("es"),
    email: "Para no recibir más correos, cancele la suscripción: {{unsubscribeUrl}}",
  },
} as const;

export const defaultTemplates: TMessageTemplates = {
  en: {
    email_subject: "{{agentName}} has a short survey for you",
    email_body:
      "Hello {{firstName}},\n\nBefore the enrollment period, please take a few minutes to update your information so I can review your coverage:\n{{link}}\n\n{{agentName}}, licensed agent (NPN {{npn}})\n\n{{optOut}}",
    sms_body: "Hi {{firstName}}, {{agentName}} (NPN {{npn}}) asks you to update your information: {{link}} {{optOut}}",
  },
  es: {
    email_subject: "{{agentName}} tiene una breve encuesta para usted",
    email_body:
      "Hola {{firstName}}:\n\nAntes del período de inscripción, tómese unos minutos para actualizar su información y así revisar su cobertura:\n{{link}}\n\n{{agentName}}, agente con licencia (NPN {{npn}})\n\n{{optOut}}",
    sms_body: "Hola {{firstName}}, {{agentName}} (NPN {{npn}}) le pide actualizar su información: {{link}} {{optOut}}",
  },
};

export type TTemplateValues = {
  firstName: string;
  agentName: string;
  npn: string;
  link: string;
  /** Email only: the recipient's one-click unsubscribe page. */
  unsubscribeUrl?: string;
};

/**
 * A message from a template: each `{{placeholder}}` replaced (an unknown one left as typed), the opt-out words put
 * where `{{optOut}}` stands or appended when the template has no such place, so no message goes without them.
 */
export function renderTemplate(
  template: string,
  channel: TBulkSendChannel,
  locale: (typeof appLocales)[number],
  values: TTemplateValues,
): string {
  const optOut = optOutWords[locale][channel].replace("{{unsubscribeUrl}}", values.unsubscribeUrl ?? "");
  const withOptOut = template.includes("{{optOut}}") ? template : `${template.trimEnd()}${channel === "sms" ? " " : "\n\n"}{{optOut}}`;
  const words: Record<string, string> = {
    firstName: values.firstName.trim() || (locale === "es" ? "cliente" : "there"),
    agentName: values.agentName,
    npn: values.npn,
    link: values.link,
    optOut,
  };
  return fillPlaceholders(withOptOut, words);
}

/** An email's subject line from its template: the placeholders filled, on one line, no opt-out words. */
export function renderSubject(template: string, locale: (typeof appLocales)[number], values: TTemplateValues): string {
  const firstName = values.firstName.trim() || (locale === "es" ? "cliente" : "there");
  return fillPlaceholders(template, { firstName, agentName: values.agentName, npn: values.npn, link: values.link, optOut: "" })
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, TEMPLATE_SUBJECT_MAX + 100);
}

function fillPlaceholders(template: string, words: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(words, name) ? words[name]! : whole));
}

// ── Throttle ───────────────────────────────────────────────────────────────────────────────
/**
 * The pace of one send: at most `perMinute` messages a minute, spread evenly. Returns the wait before the message
 * after `sentSoFar` messages sent since `startedAt` (0 when behind the pace: a slow provider is not made slower).
 */
export function throttleDelayMs(perMinute: number, sentSoFar: number, startedAt: number, now: number): number {
  if (perMinute <= 0) return 0;
  const due = startedAt + (sentSoFar * 60_000) / perMinute;
  return Math.max(0, Math.round(due - now));
}

// ── Settings ───────────────────────────────────────────────────────────────────────────────
/** A local time of day, "HH:MM" (24-hour). */
const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 08:00 or 21:00");
/** The hours of the recipient's own day messages may go (the rest is quiet): from `start` to `end`. */
export const ZSendWindow = z
  .object({ start: ZClockTime, end: ZClockTime })
  .refine((w) => w.start < w.end, { message: "The window must start before it ends", path: ["end"] });
export type TSendWindow = z.infer<typeof ZSendWindow>;
/** 8 a.m. to 9 p.m. in the recipient's time zone: the telemarketing rules' hours. */
export const defaultSendWindow: TSendWindow = { start: "08:00", end: "21:00" };

export const ZBulkSendSettings = z.object({
  sender_name: z.string().trim().max(80).nullable(),
  reply_to: z.email().max(254).nullable(),
  npn: z.string().trim().max(20).nullable(),
  default_locale: z.enum(appLocales),
  templates: ZMessageTemplates,
  send_window: ZSendWindow,
  /** Which of the agent's links each survey type is sent with. */
  links: z.partialRecord(z.enum(surveyTypes), z.uuid()),
});
export type TBulkSendSettings = z.infer<typeof ZBulkSendSettings>;
export const ZPutBulkSendSettingsRequest = ZBulkSendSettings.extend({
  sender_name: z
    .string()
    .trim()
    .max(80)
    .transform((v) => v || null)
    .nullable(),
  reply_to: z
    .union([z.email().max(254), z.literal("")])
    .transform((v) => v || null)
    .nullable(),
  npn: z
    .string()
    .trim()
    .max(20)
    .transform((v) => v || null)
    .nullable(),
}).strict();
export type TPutBulkSendSettingsRequest = z.input<typeof ZPutBulkSendSettingsRequest>;

/** A link the agent may send: theirs, active. */
export const ZSendableLink = z.object({ id: z.uuid(), url: z.string(), survey_type: z.enum(surveyTypes) });
export const ZBulkSendSettingsResponse = z.object({ settings: ZBulkSendSettings, sendable_links: z.array(ZSendableLink) });
export type TBulkSendSettingsResponse = z.infer<typeof ZBulkSendSettingsResponse>;

// ── Sends ──────────────────────────────────────────────────────────────────────────────────
export const ZCreateBulkSendRequest = z
  .object({
    filter: ZBulkSendFilter,
    /** Only these clients of the filter's result, when given (the wizard's ticks). */
    client_ids: z.array(z.uuid()).max(100_000).nullable().optional(),
    link_id: z.uuid(),
    channel: z.enum(bulkSendChannels),
    locale: z.enum(appLocales),
    template: ZMessageTemplate,
    /** Only count: nothing is stored or sent. */
    dry_run: z.boolean().default(false),
  })
  .strict();
export type TCreateBulkSendRequest = z.input<typeof ZCreateBulkSendRequest>;

export const ZSkipCounts = z.object(Object.fromEntries(skipReasons.map((r) => [r, z.number().int()])) as Record<TSkipReason, z.ZodNumber>);
export type TSkipCounts = z.infer<typeof ZSkipCounts>;
export const ZDryRunResponse = z.object({
  chosen: z.number().int(),
  will_send: z.number().int(),
  /** Of `will_send`, those that wait for their quiet hours to end (sent then). */
  deferred: z.number().int(),
  skipped: ZSkipCounts,
});
export type TDryRunResponse = z.infer<typeof ZDryRunResponse>;

export const ZBulkSend = z.object({
  id: z.uuid(),
  kind: z.enum(bulkSendKinds),
  parent_send_id: z.uuid().nullable(),
  channel: z.enum(bulkSendChannels),
  locale: z.enum(appLocales),
  link_id: z.uuid(),
  link_url: z.string().nullable(),
  survey_type: z.enum(surveyTypes),
  status: z.enum(bulkSendStatuses),
  created_at: z.iso.datetime({ offset: true }),
  completed_at: z.iso.datetime({ offset: true }).nullable(),
  skipped: ZSkipCounts,
  counts: z.object({
    total: z.number().int(),
    queued: z.number().int(),
    deferred: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    opened: z.number().int(),
    submitted: z.number().int(),
  }),
});
export type TBulkSend = z.infer<typeof ZBulkSend>;
export const ZBulkSendList = z.object({ sends: z.array(ZBulkSend) });
export const ZBulkSendIdParams = z.object({ id: z.uuid() });

export const ZCreateReminderRequest = z.object({ dry_run: z.boolean().default(false) }).strict();

// ── The recipient's link ───────────────────────────────────────────────────────────────────
/** A recipient's link token: 32 random bytes, base64url. */
export const RECIPIENT_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** The path of a recipient's own link (the page that opens their survey). */
export const recipientLinkPath = (token: string) => `/r/${token}`;
export const ZOpenRecipientLinkRequest = z.object({ token: z.string().regex(RECIPIENT_TOKEN_SHAPE) }).strict();
export const ZOpenRecipientLinkResponse = z.object({
  response_id: z.uuid(),
  survey_token: z.string(),
  link_url: z.string(),
  survey_type: z.enum(surveyTypes),
  /** The send's language: the survey opens in it. */
  locale: z.enum(appLocales),
  resumed: z.boolean(),
  current_question: z.string().nullable(),
});
export type TOpenRecipientLinkResponse = z.infer<typeof ZOpenRecipientLinkResponse>;
