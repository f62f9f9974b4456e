import type { TSurveyLocale } from "./content.ts";
import type { TConsentKind } from "./consent-records.ts";
import { acaConsentTexts } from "./consent-text-aca.ts";
import { soaTexts } from "./consent-text-soa.ts";
import type { TConsentText } from "./consent-text-shape.ts";

export const consentTexts: readonly TConsentText[] = [...soaTexts, ...acaConsentTexts];

/** The version new signatures use. */
export const currentConsentVersion: Record<TConsentKind, string> = { soa: "soa-2025-01", aca_consent: "aca-2025-01" };

/** The text of one kind, version and language, or null when no such text was ever published. */
export function consentTextFor(kind: TConsentKind, version: string, locale: TSurveyLocale): TConsentText | null {
  return consentTexts.find((text) => text.kind === kind && text.version === version && text.locale === locale) ?? null;
}

/** Fill `{name}` placeholders; a missing value shows as a blank line for the client to see, never as `{name}`. */
export function renderConsentText(value: string, values: Record<string, string | null | undefined>): string {
  return value.replace(/\{(\w+)\}/g, (_, key: string) => values[key]?.trim() || "________");
}

/** The one serialisation of a text that is hashed for the record: every word shown, in order. */
export function canonicalConsentText(text: TConsentText): string {
  return [
    `${text.kind} ${text.version} ${text.locale}`,
    text.title,
    ...text.paragraphs,
    ...text.products.flatMap((product) => [`[${product.id}] ${product.label}`, ...product.descriptions]),
    ...text.statements.map((statement) => `[${statement.id}] ${statement.text}`),
    ...text.signature,
    ...text.agentFields.map((field) => `[${field.key}] ${field.label}`),
  ].join("\n");
}
