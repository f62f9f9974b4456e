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

/**
 * Sent instead of a second account when someone signs up with an address that already has one: the sign-up page
 * answers exactly as for a new address, so only the address's owner learns of it.
 */
export function existingAccountSignUpEmail({ to, loginUrl, resetUrl }: { to: string; loginUrl: string; resetUrl: string }): OutgoingMail {
  return {
    to,
    template: "sign-up-existing-account",
    subject: "Someone tried to sign up to PlanReady with your email",
    text: [
      "Someone just tried to create a PlanReady account with this email address, which already has an account.",
      "",
      `If it was you, sign in here: ${loginUrl}`,
      `Forgot your password? Choose a new one here: ${resetUrl}`,
      "",
      "If it was not you, ignore this email: nothing changed in your account.",
    ].join("\n"),
  };
}
