import enCommon from "./locales/en/common";
import esCommon from "./locales/es/common";
import enShell from "./locales/en/shell";
import esShell from "./locales/es/shell";
import enAuth from "./locales/en/auth";
import esAuth from "./locales/es/auth";
import enOnboarding from "./locales/en/onboarding";
import esOnboarding from "./locales/es/onboarding";

/**
 * Every namespace, per language. English is the source catalog; Spanish mirrors it key for key
 * (checked by a unit test). Each product area owns its namespace file.
 */
export const resources = {
  en: { common: enCommon, shell: enShell, auth: enAuth, onboarding: enOnboarding },
  es: { common: esCommon, shell: esShell, auth: esAuth, onboarding: esOnboarding },
} as const;
