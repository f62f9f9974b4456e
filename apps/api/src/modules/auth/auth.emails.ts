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

type Locale = "en" | "es";

/** Sent to the NEW address of an email change: its link confirms the change; until then the old address stays. */
export function confirmNewEmail({ to, url, locale }: { to: string; url: string; locale: Locale }): OutgoingMail {
  const es = locale === "es";
  return {
    to,
    template: "email-change-confirm",
    subject: es ? "Confirme su nuevo correo de PlanReady" : "Confirm your new PlanReady email",
    text: (es
      ? [
          "Alguien pidió usar esta dirección para iniciar sesión en una cuenta de PlanReady.",
          "",
          `Confírmela aquí (el enlace funciona durante 24 horas): ${url}`,
          "",
          "Hasta que la confirme, la cuenta sigue usando su dirección anterior. Si no fue usted, ignore este correo.",
        ]
      : [
          "Someone asked to use this address to sign in to a PlanReady account.",
          "",
          `Confirm it here (the link works for 24 hours): ${url}`,
          "",
          "Until you confirm, the account keeps its old address. If it was not you, ignore this email.",
        ]
    ).join("\n"),
  };
}

/** Sent to the OLD address once an email change is confirmed: says where the account moved and what to do if it was not them. */
export function emailChangedNotice({
  to,
  newEmail,
  support,
  locale,
}: {
  to: string;
  newEmail: string;
  support: string;
  locale: Locale;
}): OutgoingMail {
  const es = locale === "es";
  return {
    to,
    template: "email-changed",
    subject: es ? "Su correo de PlanReady cambió" : "Your PlanReady email was changed",
    text: (es
      ? [
          `Su cuenta de PlanReady ahora inicia sesión con ${newEmail}; esta dirección ya no se usa.`,
          "",
          `Si no fue usted, comuníquese con soporte de inmediato: ${support}`,
        ]
      : [
          `Your PlanReady account now signs in with ${newEmail}; this address is no longer used.`,
          "",
          `If it was not you, contact support at once: ${support}`,
        ]
    ).join("\n"),
  };
}
