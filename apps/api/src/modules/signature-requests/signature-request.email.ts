import { SIGNATURE_REQUEST_TTL_DAYS } from "@planready/contracts/signature-requests";
import type { TConsentKind } from "@planready/contracts/surveys/consent-records";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";

type Locale = "en" | "es";

const words: Record<
  Locale,
  {
    subject: Record<TConsentKind, string>;
    body: (agent: string, form: string) => string;
    open: string;
    expires: (days: number) => string;
    yourAgent: string;
  }
> = {
  en: {
    subject: { soa: "Please sign your Scope of Appointment", aca_consent: "Please sign your consent form" },
    body: (agent, form) => `${agent} asks you to sign ${form}. It takes a minute on your phone or computer.`,
    open: "Open the form to sign",
    yourAgent: "Your agent",
    expires: (days) => `The link works for ${days} days. If you did not expect this email, you can ignore it.`,
  },
  es: {
    subject: { soa: "Firme su Alcance de la Cita (Scope of Appointment)", aca_consent: "Firme su formulario de consentimiento" },
    body: (agent, form) => `${agent} le pide que firme ${form}. Toma un minuto en su teléfono o computadora.`,
    open: "Abrir el formulario para firmar",
    yourAgent: "Su agente",
    expires: (days) => `El enlace funciona durante ${days} días. Si no esperaba este correo, puede ignorarlo.`,
  },
};

const formNames: Record<Locale, Record<TConsentKind, string>> = {
  en: { soa: "the Scope of Appointment form", aca_consent: "the consent form for your health coverage" },
  es: { soa: "el formulario de Alcance de la Cita", aca_consent: "el formulario de consentimiento para su cobertura de salud" },
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The email that asks a client to sign, in their survey's language: who asks (the agent named on the link) and the
 * link, nothing else — no answers, not even the client's own name.
 */
export function signatureRequestEmail(input: {
  to: string;
  locale: Locale;
  kind: TConsentKind;
  /** The agent named on the link (or the agency); null when the link names neither. */
  agentName: string | null;
  url: string;
}): OutgoingMail {
  const w = words[input.locale];
  const line = w.body(input.agentName ?? w.yourAgent, formNames[input.locale][input.kind]);
  return {
    to: input.to,
    template: `signature-request.${input.kind}`,
    subject: w.subject[input.kind],
    text: [line, "", `${w.open}: ${input.url}`, "", w.expires(SIGNATURE_REQUEST_TTL_DAYS)].join("\n"),
    html: [
      `<div lang="${input.locale}">`,
      `<p>${escape(line)}</p>`,
      `<p><a href="${escape(input.url)}">${escape(w.open)}</a></p>`,
      `<p style="color:#555;font-size:13px">${escape(w.expires(SIGNATURE_REQUEST_TTL_DAYS))}</p>`,
      `</div>`,
    ].join("\n"),
  };
}
