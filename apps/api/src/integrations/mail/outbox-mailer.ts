import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";

/** Keeps mail in the `mail_outbox` table, where an operator reads it with `npm run outbox`. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(mail: OutgoingMail) {
      await db.insert(mailOutbox).values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        template: mail.template,
        headers: outboxHeaders(mail),
      });
    },
  };
}

/** The sender's name and reply-to are kept with the headers, as SMTP would send them. */
function outboxHeaders(mail: OutgoingMail): Record<string, string> | null {
  const headers: Record<string, string> = { ...mail.headers };
  if (mail.fromName) headers["X-From-Name"] = mail.fromName;
  if (mail.replyTo) headers["Reply-To"] = mail.replyTo;
  return Object.keys(headers).length > 0 ? headers : null;
}
