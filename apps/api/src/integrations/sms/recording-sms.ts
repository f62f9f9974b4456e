import type { Db } from "../../db/client.ts";
import { smsSent } from "../../db/schema.ts";
import type { SmsSender } from "./sms-sender.ts";

/**
 * Wraps a provider so every accepted text is remembered with its agency (`sms_sent`): an inbound reply names only
 * the two numbers, and this is how a STOP finds the agency whose text it answers.
 */
export function recordingSms(db: Db, provider: SmsSender): SmsSender {
  return {
    name: provider.name,
    async send(message) {
      const sent = await provider.send(message);
      await db.insert(smsSent).values({
        org_id: message.orgId,
        to_number: message.to,
        from_number: sent.from,
        provider_message_id: sent.providerMessageId,
      });
      return sent;
    },
  };
}
