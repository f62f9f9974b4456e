import type { TAppLocale } from "@planready/contracts/users";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";

/** How long an emailed verification link works. */
export const LINK_REQUEST_TTL_HOURS = 24;

const words: Record<TAppLocale, { subject: string; body: string; open: string; expires: string }> = {
  en: {
    subject: "Confirm your email to connect ConnectureDRX to PlanReady",
    body: "Someone signed in to your PlanReady account asked to connect it to a ConnectureDRX agent. Open this link, signed in to the same account, to confirm it was you.",
    open: "Connect my ConnectureDRX account",
    expires: `The link works once, for ${LINK_REQUEST_TTL_HOURS} hours. If you did not ask for this, ignore this email: nothing is connected.`,
  },
  es: {
    subject: "Confirme su correo para conectar ConnectureDRX con PlanReady",
    body: "Alguien con la sesión iniciada en su cuenta de PlanReady pidió conectarla con un agente de ConnectureDRX. Abra este enlace, con la misma cuenta, para confirmar que fue usted.",
    open: "Conectar mi cuenta de ConnectureDRX",
    expires: `El enlace funciona una vez, durante ${LINK_REQUEST_TTL_HOURS} horas. Si no lo pidió, ignore este correo: no se conecta nada.`,
  },
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The verification email: the link that proves the account's address before a connecture agent id is linked. */
export function connectureLinkEmail(input: { to: string; locale: TAppLocale; url: string }): OutgoingMail {
  const w = words[input.locale];
  return {
    to: input.to,
    template: "connecture.link",
    subject: w.subject,
    text: [w.body, "", `${w.open}: ${input.url}`, "", w.expires].join("\n"),
    html: [
      `<div lang="${input.locale}">`,
      `<p>${escape(w.body)}</p>`,
      `<p><a href="${escape(input.url)}">${escape(w.open)}</a></p>`,
      `<p style="color:#555;font-size:13px">${escape(w.expires)}</p>`,
      `</div>`,
    ].join("\n"),
  };
}
