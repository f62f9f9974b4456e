import { catalogTranslator, notificationMessages, renderNotification } from "@planready/contracts/notification-messages";
import type { TNotification } from "@planready/contracts/notifications";
import type { TAppLocale } from "@planready/contracts/users";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";

const PREFERENCES_PATH = "/settings/notification-permissions";

/** The email's own words around the notification's, per language. */
const emailWords: Record<TAppLocale, { open: string; privacy: string; preferences: string }> = {
  en: {
    open: "Open PlanReady",
    privacy: "For your clients' privacy, details stay in PlanReady: sign in to see them.",
    preferences: "Choose which emails you get",
  },
  es: {
    open: "Abrir PlanReady",
    privacy: "Por la privacidad de sus clientes, los detalles se quedan en PlanReady: inicie sesión para verlos.",
    preferences: "Elija qué correos recibe",
  },
};

/** An address of this app for a path; other sites' addresses (a review) stay as they are. */
function appUrl(publicUrl: string, url: string): string {
  return url.startsWith("/") ? new URL(url, publicUrl).toString() : url;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Emails carry no personal data (they cross other systems and stay in inboxes): a submission's email says "A
 * client submitted…", while the app names the client by first name and last initial (docs/decisions/024).
 */
function withoutClientName(n: TNotification): TNotification {
  if (n.type !== "survey_submitted") return n;
  const { clientName: _clientName, ...params } = n.params;
  return { ...n, params };
}

/**
 * The email of a notification in its recipient's language: what happened (the type's words from the catalog, or an
 * announcement's own, which never carry a client's answers) and a link into the app. Nothing else about the client
 * is looked up, so nothing else can leak; not even the client's name.
 */
export function notificationEmail(n: TNotification, to: string, locale: TAppLocale, publicUrl: string): OutgoingMail {
  const words = emailWords[locale];
  const rendered = renderNotification(withoutClientName(n), catalogTranslator(notificationMessages[locale]));
  const action = n.action_url ? appUrl(publicUrl, n.action_url) : new URL("/dashboard", publicUrl).toString();
  const actionText = (n.action_url && rendered.actionText) || words.open;
  const preferences = new URL(PREFERENCES_PATH, publicUrl).toString();
  const text = [rendered.text, "", `${actionText}: ${action}`, "", words.privacy, `${words.preferences}: ${preferences}`].join("\n");
  const html = [
    `<div lang="${locale}">`,
    `<p>${escape(rendered.text)}</p>`,
    `<p><a href="${escape(action)}">${escape(actionText)}</a></p>`,
    `<p style="color:#555;font-size:13px">${escape(words.privacy)}<br>`,
    `<a href="${escape(preferences)}">${escape(words.preferences)}</a></p>`,
    `</div>`,
  ].join("\n");
  return { to, subject: `PlanReady: ${rendered.title}`, text, html, template: `notification.${n.type}` };
}
