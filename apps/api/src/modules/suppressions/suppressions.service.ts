import {
  normalizeAddress,
  sendWindowCheck,
  type TMessageChannel,
  type TQuietHoursCheck,
  type TQuietHoursWindow,
  type TSuppressionReason,
  type TSuppressionSource,
} from "@planready/contracts/compliance";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { timeZoneForZip } from "../../integrations/lookups/zip-time-zones.ts";
import { SmsSendError } from "../../integrations/sms/sms-sender.ts";
import { deleteSuppression, insertSuppression, selectSuppressedAddresses } from "./suppressions.repository.ts";
import { sealUnsubscribeToken } from "./unsubscribe-token.ts";

/**
 * One suppression list per agency (docs/decisions/037-messaging-compliance.md): every bulk send asks it before each
 * message, so a STOP or an unsubscribe is honoured by every later send of the agency, in both areas.
 */

/**
 * Which of `addresses` the agency must not message on `channel`, as normalized addresses (contracts
 * `normalizeAddress`: email lower-cased, phone E.164). Pass the addresses as stored; compare with the normalized form.
 * An address that is not one of the channel is left out (it cannot be sent to anyway).
 */
export async function suppressedAmong(db: Db, orgId: string, channel: TMessageChannel, addresses: readonly string[]): Promise<Set<string>> {
  const normalized = new Set<string>();
  for (const address of addresses) {
    const value = normalizeAddress(channel, address);
    if (value) normalized.add(value);
  }
  const found = new Set<string>();
  // Chunks keep each statement's parameter list well under PostgreSQL's limit for a 100,000-client book.
  const all = [...normalized];
  for (let i = 0; i < all.length; i += 5000) {
    for (const address of await selectSuppressedAddresses(db, orgId, channel, all.slice(i, i + 5000))) found.add(address);
  }
  return found;
}

export type SuppressInput = {
  orgId: string;
  channel: TMessageChannel;
  /** As given: normalized here. */
  address: string;
  reason: TSuppressionReason;
  source: TSuppressionSource;
  /** The keyword received, or the agency's note. */
  detail?: string | null;
  /** The member who added it by hand. */
  createdBy?: string | null;
};

/**
 * Puts an address on the agency's list at once. Idempotent: an address already there keeps its first entry.
 * Returns whether it was added, or `invalid` when the value is not an address of the channel.
 */
export async function suppress(db: Db, input: SuppressInput): Promise<"added" | "already" | "invalid"> {
  const address = normalizeAddress(input.channel, input.address);
  if (!address) return "invalid";
  const row = await insertSuppression(db, {
    orgId: input.orgId,
    channel: input.channel,
    address,
    reason: input.reason,
    source: input.source,
    detail: input.detail?.slice(0, 500) ?? null,
    createdBy: input.createdBy ?? null,
  });
  return row ? "added" : "already";
}

/**
 * What a refused text says about its number (integrations/sms `SmsSendError`): Twilio's 21610 means the person
 * replied STOP to our sender at some time (the carrier blocks it), so they are opted out for the agency too; 21211
 * (not a valid number) and 21614 (not a mobile number) mean texts can never reach it. Returns whether the number was
 * put on the list; any other refusal changes nothing.
 */
export async function suppressAfterSmsRefusal(db: Db, input: { orgId: string; to: string; error: unknown }): Promise<boolean> {
  const code = input.error instanceof SmsSendError ? input.error.providerCode : null;
  const reason: TSuppressionReason | null = code === "21610" ? "opted_out" : code === "21211" || code === "21614" ? "undeliverable" : null;
  if (!reason) return false;
  const outcome = await suppress(db, { orgId: input.orgId, channel: "sms", address: input.to, reason, source: "provider", detail: code });
  return outcome === "added" || outcome === "already";
}

/** Takes an address off the agency's list (an SMS START, or the agency's own correction). Returns whether it was there. */
export async function unsuppress(db: Db, input: { orgId: string; channel: TMessageChannel; address: string }): Promise<boolean> {
  const address = normalizeAddress(input.channel, input.address);
  if (!address) return false;
  return (await deleteSuppression(db, { orgId: input.orgId, channel: input.channel, address })) !== null;
}

/**
 * The unsubscribe addresses of one email to one recipient: `pageUrl`, the public page with its button (for the
 * message's footer link), and `oneClickUrl`, the address a mail client POSTs to (RFC 8058) — a GET on it shows the
 * page. Neither carries the address in clear (unsubscribe-token.ts).
 */
export function unsubscribeUrls(
  deps: Pick<AppDeps, "secrets" | "publicUrl">,
  recipient: { orgId: string; email: string },
): { pageUrl: string; oneClickUrl: string } {
  const token = sealUnsubscribeToken(deps.secrets, {
    orgId: recipient.orgId,
    channel: "email",
    address: normalizeAddress("email", recipient.email) ?? recipient.email.trim().toLowerCase(),
  });
  const base = deps.publicUrl.replace(/\/$/, "");
  return { pageUrl: `${base}/unsubscribe/${token}`, oneClickUrl: `${base}/api/unsubscribe/${token}` };
}

/** The RFC 8058 header pair for a message (the mailer's `headers`): mail clients show their own one-click button. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * Whether a text (or email) may go now to a recipient in `zip`, by the send window in the recipient's own time zone
 * (integrations/lookups/zip-time-zones.ts); if not, when it may. An unknown ZIP code is held to the window in both
 * Eastern and Pacific time (contracts `sendWindowCheck`).
 */
export function quietHoursCheck(zip: string | null | undefined, window: TQuietHoursWindow, now: Date): TQuietHoursCheck {
  return sendWindowCheck(zip ? timeZoneForZip(zip) : null, window, now);
}
