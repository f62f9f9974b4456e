import { SmsSendError, type SmsSender } from "./sms-sender.ts";

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The default sender: a number in E.164, or a messaging service (`MG…`). */
  from: string;
  /** https://api.twilio.com, or a stand-in for tests. */
  apiBase: string;
  timeoutMs: number;
  /** Where Twilio reports each message's delivery (`<PUBLIC_URL>/api/sms/status`); null: no reports. */
  statusCallbackUrl: string | null;
};

/**
 * Twilio's error codes that no retry can fix: 21211 invalid "To", 21408 region not enabled, 21610 the recipient
 * replied STOP to this sender, 21612 cannot route, 21614 not a mobile number, 21606/21659 the "From" cannot send.
 */
const PERMANENT_CODES = new Set([21211, 21408, 21610, 21612, 21614, 21606, 21659]);

/**
 * Sends through Twilio's Programmable Messaging REST API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `Body` and `From` (or `MessagingServiceSid` for an `MG…` sender), HTTP basic auth with the
 * account SID and auth token. The message's `sid` (SM…) is the provider id.
 */
export function createTwilioSms(config: TwilioConfig): SmsSender {
  const endpoint = new URL(`/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, config.apiBase);
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async send(message) {
      const from = message.from ?? config.from;
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      form.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
      if (config.statusCallbackUrl) form.set("StatusCallback", config.statusCallbackUrl);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: form,
          // Twilio's API answers where it is asked; a redirect is never followed with the account's credentials.
          redirect: "manual",
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new SmsSendError(`Twilio could not be reached: ${(error as Error).message}`, false);
      }
      const payload = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown; message?: unknown } | null;
      if (response.ok && typeof payload?.sid === "string") return { providerMessageId: payload.sid, from };
      const code = typeof payload?.code === "number" ? payload.code : null;
      // Twilio's message names the problem and sometimes the number: the number is taken out, so the error can be logged.
      const reason =
        typeof payload?.message === "string"
          ? payload.message.slice(0, 200).replace(/\+?\d[\d\s().-]{6,}\d/g, "[number]")
          : `HTTP ${response.status}`;
      const permanent =
        code !== null ? PERMANENT_CODES.has(code) : response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new SmsSendError(
        `Twilio refused the message (${code ?? response.status}): ${reason}`,
        permanent,
        code === null ? null : String(code),
      );
    },
  };
}
