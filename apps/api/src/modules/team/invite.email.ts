import { INVITE_TTL_DAYS } from "@planready/contracts/team";
import type { TAppLocale, TUserType } from "@planready/contracts/users";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";

const roleNames: Record<TAppLocale, Record<TUserType, string>> = {
  en: { Admin: "an Admin", "Restricted-Admin": "a Restricted Admin", Agent: "an agent" },
  es: { Admin: "Admin", "Restricted-Admin": "Admin restringido", Agent: "agente" },
};

const words: Record<
  TAppLocale,
  { subject: (agency: string) => string; body: (inviter: string, agency: string, role: string) => string; open: string; expires: string }
> = {
  en: {
    subject: (agency) => `You're invited to join ${agency} on PlanReady`,
    body: (inviter, agency, role) => `${inviter} invited you to join ${agency} on PlanReady as ${role}.`,
    open: "Accept the invite",
    expires: `The link works once, for ${INVITE_TTL_DAYS} days. If you did not expect this email, you can ignore it.`,
  },
  es: {
    subject: (agency) => `Le invitaron a unirse a ${agency} en PlanReady`,
    body: (inviter, agency, role) => `${inviter} le invitó a unirse a ${agency} en PlanReady como ${role}.`,
    open: "Aceptar la invitación",
    expires: `El enlace funciona una vez, durante ${INVITE_TTL_DAYS} días. Si no esperaba este correo, puede ignorarlo.`,
  },
};

const fallbackAgency: Record<TAppLocale, string> = { en: "an agency", es: "una agencia" };

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The invite email, in the language chosen for the invitee (or the inviter's): who invites, to which agency, the link. */
export function inviteEmail(input: {
  to: string;
  locale: TAppLocale;
  inviterName: string;
  agencyName: string | null;
  role: TUserType;
  url: string;
}): OutgoingMail {
  const w = words[input.locale];
  const agency = input.agencyName ?? fallbackAgency[input.locale];
  const line = w.body(input.inviterName, agency, roleNames[input.locale][input.role]);
  return {
    to: input.to,
    template: "team.invite",
    subject: w.subject(agency),
    text: [line, "", `${w.open}: ${input.url}`, "", w.expires].join("\n"),
    html: [
      `<div lang="${input.locale}">`,
      `<p>${escape(line)}</p>`,
      `<p><a href="${escape(input.url)}">${escape(w.open)}</a></p>`,
      `<p style="color:#555;font-size:13px">${escape(w.expires)}</p>`,
      `</div>`,
    ].join("\n"),
  };
}
