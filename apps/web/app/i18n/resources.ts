import enCommon from "./locales/en/common";
import esCommon from "./locales/es/common";
import enShell from "./locales/en/shell";
import esShell from "./locales/es/shell";

/**
 * Every namespace, per language. English is the source catalog; Spanish mirrors it key for key
 * (checked by a unit test). Each product area owns its namespace file.
 */
export const resources = {
  en: { common: enCommon, shell: enShell },
  es: { common: esCommon, shell: esShell },
} as const;
