import { z } from "zod";
import { normalizeAddress, ZMessageChannel, ZSuppressionReason, ZSuppressionSource, type TSuppressionSource } from "./compliance.ts";

/**
 * The agency's suppression list on the wire (`/api/suppressions`) and the public unsubscribe page
 * (`/api/unsubscribe/{token}`): docs/decisions/037-messaging-compliance.md.
 */

/** Entries the person made themselves: only they undo them (START, or the unsubscribe page), never the agency. */
export const RECIPIENT_SOURCES: readonly TSuppressionSource[] = ["sms_keyword", "email_one_click", "unsubscribe_page"];

export const ZSuppression = z.object({
  id: z.string(),
  channel: ZMessageChannel,
  /** Email lower-cased, or phone E.164. */
  address: z.string(),
  reason: ZSuppressionReason,
  source: ZSuppressionSource,
  /** The keyword received, or the agency's note. */
  detail: z.string().nullable(),
  /** The member who added it by hand, by name; null when the person or the provider did. */
  added_by: z.string().nullable(),
  created_at: z.string(),
  /** Whether the signed-in member may take it off the list. */
  removable: z.boolean(),
});
export type TSuppression = z.infer<typeof ZSuppression>;

export const SUPPRESSIONS_PAGE_SIZE = 50;
export const ZSuppressionsQuery = z
  .object({
    channel: ZMessageChannel.optional(),
    search: z.string().trim().max(200).optional(),
    /** The `created_at` of the last entry seen: the page after it. */
    before: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(SUPPRESSIONS_PAGE_SIZE),
  })
  .strict();
export type TSuppressionsQuery = z.input<typeof ZSuppressionsQuery>;

export const ZSuppressionList = z.object({ entries: z.array(ZSuppression), next_before: z.string().nullable() });
export type TSuppressionList = z.infer<typeof ZSuppressionList>;

export const SUPPRESSION_NOTE_MAX = 300;

/** `POST /api/suppressions`: someone of the agency records that a person must not be contacted on a channel. */
export const ZAddSuppressionRequest = z
  .object({
    channel: ZMessageChannel,
    address: z.string().trim().min(1, "Enter an email address or a phone number").max(320),
    note: z.string().trim().max(SUPPRESSION_NOTE_MAX).optional(),
  })
  .strict()
  .refine((body) => normalizeAddress(body.channel, body.address) !== null, {
    message: "Enter a valid address for this channel: an email address, or a US phone number",
    path: ["address"],
  });
export type TAddSuppressionRequest = z.input<typeof ZAddSuppressionRequest>;

/** The unsubscribe page's state: whose emails, and whether the person is unsubscribed from them now. */
export const ZUnsubscribeState = z.object({ agency_name: z.string().nullable(), unsubscribed: z.boolean() });
export type TUnsubscribeState = z.infer<typeof ZUnsubscribeState>;
