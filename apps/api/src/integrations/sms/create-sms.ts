import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { recordingSms } from "./recording-sms.ts";
import { createOutboxSms } from "./sms-outbox.ts";
import type { SmsSender } from "./sms-sender.ts";
import { createTwilioSms } from "./twilio-sms.ts";

/** The configured SMS provider (SMS_PROVIDER), each accepted text remembered with its agency (recording-sms.ts). */
export function createSms(config: Config, db: Db, provider?: SmsSender): SmsSender {
  const chosen =
    provider ??
    (config.SMS_PROVIDER === "twilio"
      ? createTwilioSms({
          accountSid: config.TWILIO_ACCOUNT_SID!,
          authToken: config.TWILIO_AUTH_TOKEN!,
          from: config.SMS_FROM!,
          apiBase: config.TWILIO_API_BASE,
          timeoutMs: config.INTEGRATIONS_TIMEOUT_MS,
          // Twilio can only report to an address it reaches: the configured public one, never the localhost default.
          statusCallbackUrl: config.PUBLIC_URL ? `${config.PUBLIC_URL.replace(/\/$/, "")}/api/sms/status` : null,
        })
      : createOutboxSms(db, config.SMS_FROM));
  return recordingSms(db, chosen);
}
