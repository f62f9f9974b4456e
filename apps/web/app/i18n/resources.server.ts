import enCommon from "./locales/en/common";
import esCommon from "./locales/es/common";
import enShell from "./locales/en/shell";
import esShell from "./locales/es/shell";
import enAuth from "./locales/en/auth";
import esAuth from "./locales/es/auth";
import enOnboarding from "./locales/en/onboarding";
import esOnboarding from "./locales/es/onboarding";
import enSurveys from "./locales/en/surveys";
import esSurveys from "./locales/es/surveys";
import enSurveyConsent from "./locales/en/surveys/consent";
import esSurveyConsent from "./locales/es/surveys/consent";
import enSurveyLists from "./locales/en/surveys/lists";
import esSurveyLists from "./locales/es/surveys/lists";
import enSurveyScreens from "./locales/en/surveys/screens";
import esSurveyScreens from "./locales/es/surveys/screens";
import enBilling from "./locales/en/billing";
import esBilling from "./locales/es/billing";
import enLinks from "./locales/en/links";
import esLinks from "./locales/es/links";
import enSubmissions from "./locales/en/submissions";
import esSubmissions from "./locales/es/submissions";
import enNotifications from "./locales/en/notifications";
import esNotifications from "./locales/es/notifications";
import enSettings from "./locales/en/settings";
import esSettings from "./locales/es/settings";
import enStaff from "./locales/en/staff";
import esStaff from "./locales/es/staff";
import enAuditLog from "./locales/en/audit-log";
import esAuditLog from "./locales/es/audit-log";
import enTeam from "./locales/en/team";
import enBulkOnboarding from "./locales/en/bulkOnboarding";
import esBulkOnboarding from "./locales/es/bulkOnboarding";
import esTeam from "./locales/es/team";
import enSigning from "./locales/en/signing";
import esSigning from "./locales/es/signing";
import enSplash from "./locales/en/splash";
import esSplash from "./locales/es/splash";
import enIntegrations from "./locales/en/integrations";
import esIntegrations from "./locales/es/integrations";
import enReviews from "./locales/en/reviews";
import esReviews from "./locales/es/reviews";
import enWebhooks from "./locales/en/webhooks";
import esWebhooks from "./locales/es/webhooks";
import enBulkSends from "./locales/en/bulkSends";
import esBulkSends from "./locales/es/bulkSends";
import enBook from "./locales/en/book";
import esBook from "./locales/es/book";
import enCompliance from "./locales/en/compliance";
import esCompliance from "./locales/es/compliance";
import type { TLocale, TNamespace } from "./i18n";

/**
 * Every namespace, per language: what the server renders with. English is the source catalog; Spanish mirrors it
 * key for key (checked by a unit test). Each product area owns its namespace file.
 *
 * Server only (the `.server` suffix keeps it out of the browser bundle): a page's browser code loads just its
 * language and the namespaces its routes declare, one file each, and the catalog parts of a namespace (i18n.ts
 * catalogParts) when the code using them loads (see catalogs.ts). The server renders with every part.
 */
export const resources = {
  en: {
    common: enCommon,
    shell: enShell,
    auth: enAuth,
    onboarding: enOnboarding,
    surveys: { ...enSurveys, ...enSurveyScreens, ...enSurveyLists, ...enSurveyConsent },
    billing: enBilling,
    links: enLinks,
    submissions: enSubmissions,
    notifications: enNotifications,
    settings: enSettings,
    staff: enStaff,
    "audit-log": enAuditLog,
    team: enTeam,
    bulkOnboarding: enBulkOnboarding,
    signing: enSigning,
    splash: enSplash,
    integrations: enIntegrations,
    reviews: enReviews,
    webhooks: enWebhooks,
    bulkSends: enBulkSends,
    book: enBook,
    compliance: enCompliance,
  },
  es: {
    common: esCommon,
    shell: esShell,
    auth: esAuth,
    onboarding: esOnboarding,
    surveys: { ...esSurveys, ...esSurveyScreens, ...esSurveyLists, ...esSurveyConsent },
    billing: esBilling,
    links: esLinks,
    submissions: esSubmissions,
    notifications: esNotifications,
    settings: esSettings,
    staff: esStaff,
    "audit-log": esAuditLog,
    team: esTeam,
    bulkOnboarding: esBulkOnboarding,
    signing: esSigning,
    splash: esSplash,
    integrations: esIntegrations,
    reviews: esReviews,
    webhooks: esWebhooks,
    bulkSends: esBulkSends,
    book: esBook,
    compliance: esCompliance,
  },
} as const satisfies Record<TLocale, Record<TNamespace, object>>;

/** The shape of one language's catalogs, for code that reads strings outside React (page metadata). */
export type TCatalogs = (typeof resources)["en"];
