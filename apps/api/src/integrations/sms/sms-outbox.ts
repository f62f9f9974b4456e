import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { smsOutbox } from "../../db/schema.ts";
import type { SmsSender } from "./sms-sender.ts";

/** The sender the outbox records when none is configured (the outbox sends nothing, so any label does). */
export const OUTBOX_SMS_FROM = "outbox";

/**
 * The default SMS adapter: an OUTBOX, not a provider. Each text is kept in the `sms_outbox` table and never leaves
 * the server (an operator reads them with `npm run outbox -- --channel sms`); its id is the row's, prefixed `outbox_`.
 */
export function createOutboxSms(db: Db, defaultFrom: string | undefined): SmsSender {
  return {
    name: "outbox",
    async send(message) {
      const from = message.from ?? defaultFrom ?? OUTBOX_SMS_FROM;
      const [row] = await db
        .insert(smsOutbox)
        .values({ to_number: message.to, from_number: from, body: message.body })
        .returning({ id: smsOutbox.id });
      return { providerMessageId: `outbox_${row!.id}`, from };
    },
  };
}

/** The latest texts in the outbox, newest first; `to` is a number in E.164. */
export async function listSmsOutbox(db: Db, options: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(smsOutbox)
    .where(options.to ? eq(smsOutbox.to_number, options.to) : undefined)
    .orderBy(desc(smsOutbox.created_at), desc(smsOutbox.id))
    .limit(options.limit);
}
