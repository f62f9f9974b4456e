import type { TNotification } from "./notifications.ts";
import type { TAppLocale } from "./users.ts";

/**
 * The words of every notification type but announcements, per language. English is the source; Spanish has every
 * key (the type below says so). The web includes these in its `notifications` i18n namespace (under `items`) and
 * renders with i18next; the notification email renders with `catalogTranslator` — both through `renderNotification`.
 * Only `{{name}}` placeholders, which both understand alike.
 */
const en = {
  surveyTypes: {
    medicare: "Medicare",
    connecture: "Connecture",
    aca: "ACA",
    crm: "CRM",
    aep_update: "AEP update",
    life: "life insurance",
    scope_only: "Scope of Appointment",
    aca_consent_only: "ACA consent",
  },
  survey_submitted: {
    title: "New survey submission",
    text: "A client submitted your {{surveyType}} survey (link /{{linkUrl}}).",
    textByClient: "{{client}} submitted your {{surveyType}} survey (link /{{linkUrl}}).",
    textWithoutSurvey: "A client submitted one of your surveys.",
    action: "View submission",
  },
  payment_failed: {
    title: "Payment failed",
    text: "We could not charge your card (failed attempt {{attempts}} of {{limit}}). Update your payment method to keep your links live.",
    textLocked: "We could not charge your card and access is restricted. Update your payment method to restore it.",
    textWithoutCount: "We could not charge your card. Update your payment method to keep your links live.",
    action: "Resolve",
  },
  review_received: { title: "New review", text: "A client left you a review.", action: "See review" },
  referral_received: {
    title: "New referral",
    text: "Someone sent you a referral through your splash page.",
    action: "View referral counts",
  },
  webhook_disabled: {
    title: "Webhook endpoint turned off",
    text: "We stopped sending events to {{host}}: it answered that it no longer exists.",
    textFailing: "We stopped sending events to {{host}}: every delivery failed for 5 days.",
    textWithoutHost: "We stopped sending events to one of your webhook endpoints.",
    action: "Check the endpoint",
  },
};

type TMessages = typeof en;

const es: TMessages = {
  surveyTypes: {
    medicare: "Medicare",
    connecture: "Connecture",
    aca: "ACA",
    crm: "CRM",
    aep_update: "actualización AEP",
    life: "seguro de vida",
    scope_only: "Alcance de la Cita",
    aca_consent_only: "consentimiento ACA",
  },
  survey_submitted: {
    title: "Nueva encuesta enviada",
    text: "Un cliente envió su encuesta de {{surveyType}} (enlace /{{linkUrl}}).",
    textByClient: "{{client}} envió su encuesta de {{surveyType}} (enlace /{{linkUrl}}).",
    textWithoutSurvey: "Un cliente envió una de sus encuestas.",
    action: "Ver envío",
  },
  payment_failed: {
    title: "Pago rechazado",
    text: "No pudimos cobrar su tarjeta (intento fallido {{attempts}} de {{limit}}). Actualice su método de pago para mantener sus enlaces activos.",
    textLocked: "No pudimos cobrar su tarjeta y el acceso está restringido. Actualice su método de pago para restablecerlo.",
    textWithoutCount: "No pudimos cobrar su tarjeta. Actualice su método de pago para mantener sus enlaces activos.",
    action: "Resolver",
  },
  review_received: { title: "Nueva reseña", text: "Un cliente le dejó una reseña.", action: "Ver reseña" },
  referral_received: {
    title: "Nueva referencia",
    text: "Alguien le envió una referencia a través de su página de presentación.",
    action: "Ver referencias",
  },
  webhook_disabled: {
    title: "Endpoint de webhook desactivado",
    text: "Dejamos de enviar eventos a {{host}}: respondió que ya no existe.",
    textFailing: "Dejamos de enviar eventos a {{host}}: todas las entregas fallaron durante 5 días.",
    textWithoutHost: "Dejamos de enviar eventos a uno de sus endpoints de webhook.",
    action: "Revisar el endpoint",
  },
};

export const notificationMessages: Record<TAppLocale, TMessages> = { en, es };

/** Looks a dotted key up in a catalog and fills its `{{name}}` placeholders (i18next's `t`, for one catalog). */
export type TTranslate = (key: string, values?: Record<string, string | number>) => string;

export function catalogTranslator(catalog: object): TTranslate {
  return (key, values = {}) => {
    let found: unknown = catalog;
    for (const part of key.split(".")) found = (found as Record<string, unknown> | undefined)?.[part];
    if (typeof found !== "string") return key;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

export type TRenderedNotification = { title: string; text: string; actionText: string | null };

/**
 * A notification's words in the reader's language, from `t` over the catalog above (keys relative to it). An
 * announcement is its author's own words and stays as written.
 */
export function renderNotification(n: TNotification, t: TTranslate): TRenderedNotification {
  switch (n.type) {
    case "announcement":
      return { title: n.title, text: n.text, actionText: n.action_text };
    case "survey_submitted": {
      const { surveyType, linkUrl, clientName } = n.params;
      const text =
        surveyType && linkUrl !== undefined
          ? clientName
            ? t("survey_submitted.textByClient", { client: clientName, surveyType: t(`surveyTypes.${surveyType}`), linkUrl })
            : t("survey_submitted.text", { surveyType: t(`surveyTypes.${surveyType}`), linkUrl })
          : t("survey_submitted.textWithoutSurvey");
      return { title: t("survey_submitted.title"), text, actionText: t("survey_submitted.action") };
    }
    case "payment_failed": {
      const { attempts, limit } = n.params;
      const text =
        attempts === undefined || limit === undefined
          ? t("payment_failed.textWithoutCount")
          : attempts >= limit
            ? t("payment_failed.textLocked")
            : t("payment_failed.text", { attempts, limit });
      return { title: t("payment_failed.title"), text, actionText: t("payment_failed.action") };
    }
    case "webhook_disabled": {
      const { host, reason } = n.params;
      const text = !host
        ? t("webhook_disabled.textWithoutHost")
        : reason === "gone"
          ? t("webhook_disabled.text", { host })
          : t("webhook_disabled.textFailing", { host });
      return { title: t("webhook_disabled.title"), text, actionText: t("webhook_disabled.action") };
    }
    case "review_received":
    case "referral_received":
      return { title: t(`${n.type}.title`), text: t(`${n.type}.text`), actionText: t(`${n.type}.action`) };
  }
}
