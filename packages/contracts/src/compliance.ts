import { z } from "zod";

/**
 * Messaging rules shared by every bulk send (docs/decisions/037-messaging-compliance.md, docs/product.md "Messaging
 * rules"): consent per channel, one suppression list per agency, opt-out keywords, quiet hours. Pure functions, so
 * the dry run, the send job and the pages apply the same rule.
 */

/** The channels a client may be contacted on. */
export const messageChannels = ["email", "sms"] as const;
export type TMessageChannel = (typeof messageChannels)[number];
export const ZMessageChannel = z.enum(messageChannels);

/** Why an address is on an agency's suppression list. */
export const suppressionReasons = [
  /** The person asked: an SMS opt-out keyword, an unsubscribe link, or a request the agency recorded. */
  "opted_out",
  /** The address does not work (a hard bounce, a number that cannot receive texts). */
  "undeliverable",
  /** The person reported a message as spam. */
  "complaint",
] as const;
export type TSuppressionReason = (typeof suppressionReasons)[number];
export const ZSuppressionReason = z.enum(suppressionReasons);

/** Where the entry came from. */
export const suppressionSources = [
  /** A reply with an opt-out keyword (STOP…) to one of the agency's texts. */
  "sms_keyword",
  /** The mail client's one-click unsubscribe (RFC 8058 `List-Unsubscribe-Post`). */
  "email_one_click",
  /** The button on the public unsubscribe page. */
  "unsubscribe_page",
  /** Added by hand by someone of the agency on its suppression list. */
  "agency",
  /** Reported by the mail or SMS provider (bounce, complaint, carrier opt-out). */
  "provider",
] as const;
export type TSuppressionSource = (typeof suppressionSources)[number];
export const ZSuppressionSource = z.enum(suppressionSources);

/** The consent an agent holds to contact one person on one channel (recorded per book row: channel, source, date). */
export type TChannelConsent = { channel: TMessageChannel; source?: string | null; date?: string | null };

/** Why one client will not receive a message on a channel (the dry run's reasons, in this order of precedence). */
export const ineligibilityReasons = ["no_consent", "no_address", "opted_out", "quiet_hours"] as const;
export type TIneligibilityReason = (typeof ineligibilityReasons)[number];

/** One rule for addresses everywhere — the book's import, the suppression list, inbound texts. */
const EMAIL = /^[^\s@"<>(),;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;

/** A lower-cased email address, or null when it is not one. */
export function normalizeEmail(value: string): string | null {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, "");
  if (v.length > 254 || v.includes("..") || !EMAIL.test(v)) return null;
  return v;
}

/**
 * A US phone number in E.164 (`+1` and ten digits) from the forms people type: `(305) 555-0142`, `305.555.0142`,
 * `1-305-555-0142`, `+1 305 555 0142`. The area code and exchange start with 2–9 (NANP). Null otherwise
 * (extensions, numbers of other countries, too few or too many digits).
 */
export function normalizeUsPhone(value: string): string | null {
  const v = value.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(v)) return null;
  let digits = v.replace(/\D/g, "");
  if (v.startsWith("+") && !digits.startsWith("1")) return null;
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10 || !/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** The address of one channel as suppression lists hold it, or null when the value is not an address of that channel. */
export function normalizeAddress(channel: TMessageChannel, address: string): string | null {
  return channel === "sms" ? normalizeUsPhone(address) : normalizeEmail(address);
}

/** Whether the agent holds the person's consent for this channel (a recorded consent, with or without its source). */
export function hasConsentFor(consents: readonly TChannelConsent[], channel: TMessageChannel): boolean {
  return consents.some((consent) => consent.channel === channel);
}

/**
 * Whether a client may be sent a message on a channel, and if not the first reason why: consent for that channel
 * first, then an address of that channel, then the agency's suppression list. Quiet hours are a question of when, not
 * whether: the caller asks `quietHoursCheck` separately and delays the message.
 */
export function sendability(input: {
  channel: TMessageChannel;
  consents: readonly TChannelConsent[];
  /** The client's email (channel email) or phone (channel sms), as stored. */
  address: string | null | undefined;
  /** The normalized addresses of this channel on the agency's suppression list (`suppressedAmong`). */
  suppressed: ReadonlySet<string>;
}): { sendable: true; address: string } | { sendable: false; reason: Exclude<TIneligibilityReason, "quiet_hours"> } {
  if (!hasConsentFor(input.consents, input.channel)) return { sendable: false, reason: "no_consent" };
  const address = input.address ? normalizeAddress(input.channel, input.address) : null;
  if (!address) return { sendable: false, reason: "no_address" };
  if (input.suppressed.has(address)) return { sendable: false, reason: "opted_out" };
  return { sendable: true, address };
}

/**
 * What an inbound text asks for. The opt-out and opt-in words are those US carriers and the CTIA handbook treat as
 * such (and Twilio's default opt-out handling honours): the whole message, trimmed, in any case, with trailing
 * punctuation ignored ("Stop.", " stop ", "STOP!" all count; "please stop texting me" is read as a message, not a
 * keyword — the agency sees it in its provider's log).
 */
export const SMS_OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"] as const;
export const SMS_OPT_IN_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
export const SMS_HELP_KEYWORDS = ["HELP", "INFO"] as const;
export type TSmsKeywordIntent = "opt_out" | "opt_in" | "help" | "none";

export function smsKeywordIntent(body: string): { intent: TSmsKeywordIntent; keyword: string | null } {
  const word = body
    .normalize("NFKC")
    .trim()
    .replace(/^[\s"'“”‘’]+|[\s.!?,;:"'“”‘’]+$/g, "")
    .toUpperCase();
  if ((SMS_OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return { intent: "opt_out", keyword: word };
  if ((SMS_OPT_IN_KEYWORDS as readonly string[]).includes(word)) return { intent: "opt_in", keyword: word };
  if ((SMS_HELP_KEYWORDS as readonly string[]).includes(word)) return { intent: "help", keyword: word };
  return { intent: "none", keyword: null };
}

/**
 * The opt-out words every bulk text ends with (carriers require them in a first message, and the FCC's rule wants the
 * way out said plainly), in the recipient's language; the keywords themselves stay in English, as carriers read them.
 */
export function smsOptOutLine(locale: "en" | "es"): string {
  return locale === "es" ? "Responda STOP para no recibir más mensajes." : "Reply STOP to opt out.";
}

/** A local time of day, "HH:MM" (24-hour). */
const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 08:00 or 21:00");

/**
 * The hours in the recipient's own time zone when a message may be sent (the rest is quiet). The federal rule for
 * telemarketing calls and texts (47 CFR 64.1200(c)(1)) is 8 am to 9 pm at the called party's location; some states
 * are stricter, and an agency may narrow it.
 */
export const ZQuietHoursWindow = z
  .object({ start: ZClockTime, end: ZClockTime })
  .refine((w) => w.start < w.end, { message: "The window must start before it ends", path: ["end"] });
export type TQuietHoursWindow = z.infer<typeof ZQuietHoursWindow>;
export const DEFAULT_SEND_WINDOW: TQuietHoursWindow = { start: "08:00", end: "21:00" };

/**
 * Whether `now` lies in the send window in the recipient's zone, and if not the first moment it will. `timeZone` null
 * means the recipient's zone is unknown (no usable ZIP code): the moment must then lie in the window both in Eastern
 * and in Pacific time, so no one in the contiguous states is texted at night.
 */
export type TQuietHoursCheck =
  | { allowed: true; timeZone: string | null }
  | { allowed: false; timeZone: string | null; nextAllowedAt: Date };

/** Where an unknown recipient's zone is looked for: the two ends of the contiguous states. */
export const UNKNOWN_ZONE_CHECKS = ["America/New_York", "America/Los_Angeles"] as const;

export function sendWindowCheck(timeZone: string | null, window: TQuietHoursWindow, now: Date): TQuietHoursCheck {
  const zones = timeZone ? [timeZone] : UNKNOWN_ZONE_CHECKS;
  let at = now;
  // Each pass moves `at` to the next opening of a zone it is closed in; two zones agree within a few passes.
  for (let pass = 0; pass < 6; pass++) {
    const moved = zones.reduce((t, zone) => nextOpening(zone, window, t), at);
    if (moved.getTime() === at.getTime()) break;
    at = moved;
  }
  return at.getTime() === now.getTime() ? { allowed: true, timeZone } : { allowed: false, timeZone, nextAllowedAt: at };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string, at: Date): { year: number; month: number; day: number; minutes: number } {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(zone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), minutes: part("hour") * 60 + part("minute") };
}

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `at` when the window is open in `zone`, else the next moment it opens (its start, local time). */
function nextOpening(zone: string, window: TQuietHoursWindow, at: Date): Date {
  const start = clockMinutes(window.start);
  const end = clockMinutes(window.end);
  const local = wallClock(zone, at);
  if (local.minutes >= start && local.minutes < end) return at;
  const dayOffset = local.minutes < start ? 0 : 1;
  return zonedInstant(zone, local.year, local.month, local.day + dayOffset, start);
}

/** The instant a zone's wall clock reads that day (overflowing days roll over) at `minutes` past midnight. */
function zonedInstant(zone: string, year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const offsetAt = (instant: number) => {
    const local = wallClock(zone, new Date(instant));
    const seen = Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes);
    return seen - Math.floor(instant / 60_000) * 60_000;
  };
  let guess = wall - offsetAt(wall);
  // Across a DST change the offset at the guess may differ from the one at the wall time: correct once.
  const corrected = wall - offsetAt(guess);
  if (corrected !== guess) guess = corrected;
  return new Date(guess);
}
