import type { OutgoingMail } from "../../integrations/mail/mailer.ts";

/** The password reset email: says what happened and links to the app, nothing else. */
export function passwordResetEmail({ to, url }: { to: string; url: string }): OutgoingMail {
  return {
    to,
    template: "password-reset",
    subject: "Reset your PlanReady password",
    text: [
      "Someone asked to reset the password of your PlanReady account.",
      "",
      `Choose a new password here (the link works for one hour): ${url}`,
      "",
      "If it was not you, ignore this email: your password stays the same.",
    ].join("\n"),
  };
}
