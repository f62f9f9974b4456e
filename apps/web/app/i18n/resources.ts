import enCommon from "./locales/en/common";
import esCommon from "./locales/es/common";

/**
 * Every namespace, per language. English is the source catalog; Spanish mirrors it key for key
 * (checked by a unit test). Each product area owns its namespace file.
 */
export const resources = {
  en: { common: enCommon },
  es: { common: esCommon },
} as const;
