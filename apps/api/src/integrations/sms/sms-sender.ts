/**
 * One text message. `to` is E.164 (+15552010000); `from` overrides the configured sender (SMS_FROM: a number, or a
 * Twilio messaging service `MG…`). `orgId` is the agency sending it: a reply (STOP…) from that number is put on that
 * agency's suppression list (modules/suppressions), so every text is sent on behalf of one agency.
 */
export type OutgoingSms = { to: string; body: string; from?: string; orgId: string };

/** What the provider accepted: its id for the message, and the number or service it went from. */
export type SentSms = { providerMessageId: string; from: string };

/**
 * The SMS provider port (`AppDeps.sms`). The built-in default keeps every text in the `sms_outbox` table and sends
 * nothing (sms-outbox.ts); SMS_PROVIDER=twilio sends through Twilio's Messages API (twilio-sms.ts). Throws
 * `SmsSendError` when the provider refuses the message.
 */
export interface SmsSender {
  readonly name: "outbox" | "twilio";
  send(message: OutgoingSms): Promise<SentSms>;
}

/** The provider refused a text: `permanent` when sending it again cannot work (an invalid or opted-out number). */
export class SmsSendError extends Error {
  readonly permanent: boolean;
  readonly providerCode: string | null;
  constructor(message: string, permanent: boolean, providerCode: string | null = null) {
    super(message);
    this.name = "SmsSendError";
    this.permanent = permanent;
    this.providerCode = providerCode;
  }
}
