import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

/**
 * Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465) from MAIL_FROM. The
 * X-PlanReady-Template header names the email (as the outbox's `template` column does), for filtering at the provider.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.fromName ? { name: mail.fromName, address: /<([^>]+)>/.exec(from)?.[1] ?? from } : from,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: { ...mail.headers, "X-PlanReady-Template": mail.template },
      });
    },
  };
}
