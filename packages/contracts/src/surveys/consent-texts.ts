import type { TSurveyLocale } from "./content.ts";
import type { TConsentKind } from "./consent-records.ts";
import { acaConsentTexts } from "./consent-text-aca.ts";
import { soaTexts } from "./consent-text-soa.ts";
import type { TConsentText } from "./consent-text-shape.ts";

export const consentTexts: readonly TConsentText[] = [...soaTexts, ...acaConsentTexts];

/** The version new signatures use. */
export const currentConsentVersion: Record<TConsentKind, string> = { soa: "soa-2026-11", aca_consent: "aca-2026-11" };

/** The text of one kind, version and language, or null when no such text was ever published. */
export function consentTextFor(kind: TConsentKind, version: string, locale: TSurveyLocale): TConsentText | null {
  return consentTexts.find((text) => text.kind === kind && text.version === version && text.locale === locale) ?? null;
}

/**
 * The facts a text's placeholders are made of, as a consent record keeps them: the consumer (the signer, or the
 * beneficiary a representative signs for), and the agent and agency the survey link named when it was signed.
 */
export type TConsentFacts = { consumer_name: string | null; agent_name: string | null; agency_name: string | null };

const clean = (value: string | null | undefined) => value?.trim() || null;

/** The facts of a signature (a record, a request about to be sent, or the form being filled). */
export function consentFactsOf(signed: {
  signer_role: "beneficiary" | "representative";
  signer_name: string;
  beneficiary_name?: string | null | undefined;
  agent_name: string | null;
  agency_name: string | null;
}): TConsentFacts {
  return {
    consumer_name: clean(signed.signer_role === "representative" ? signed.beneficiary_name : signed.signer_name),
    agent_name: clean(signed.agent_name),
    agency_name: clean(signed.agency_name),
  };
}

/** The agent's name as a survey link gives it (first and last name), or null; the agency is a fact of its own. */
export function linkAgentName(link: { first_name: string | null; last_name: string | null } | null | undefined): string | null {
  return clean([link?.first_name?.trim(), link?.last_name?.trim()].filter(Boolean).join(" "));
}

/** Fill `{name}` placeholders; a value not given is left to `missing` (by default the placeholder stays as it is). */
function fill(value: string, values: Record<string, string | null>, missing: (key: string) => string = (key) => `{${key}}`): string {
  return value.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? missing(key));
}

/** Every value a text's placeholders take: the facts, and `{agent}`, the agent as the text names them in a sentence. */
export function consentValues(text: TConsentText, facts: TConsentFacts): Record<string, string | null> {
  const reference = text.agentReference;
  const agent =
    facts.agent_name && facts.agency_name && reference
      ? fill(reference.nameAndAgency, facts)
      : (facts.agent_name ?? facts.agency_name ?? reference?.fallback ?? null);
  return { ...facts, agent };
}

/**
 * The text's words with the values filled in; a value not known (the client has not typed their name yet) is left to
 * `missing`. Texts printed before 2026-11 (the PDF of an old record) show a blank line to fill by hand.
 */
export function renderConsentText(
  value: string,
  values: Record<string, string | null | undefined>,
  missing: (key: string) => string = () => "________",
): string {
  const known = Object.fromEntries(Object.entries(values).map(([key, v]) => [key, clean(v)]));
  return fill(value, known, missing);
}

/** The agent's details a filled text shows the client: the lines whose value is known (none: no box at all). */
export function shownAgentDetails(text: TConsentText, facts: TConsentFacts): { key: string; label: string; value: string }[] {
  return (text.agentDetails?.lines ?? []).flatMap((line) => {
    const value = facts[line.key];
    return value ? [{ key: line.key, label: line.label, value }] : [];
  });
}

/**
 * The one serialisation of a text that is hashed for the record: every word shown, in order. A `filled` text is
 * hashed as the client read it, its placeholders filled from the record's facts and the agent's details it
 * showed; without facts it reads as its template. Earlier texts are hashed as templates (their records' hashes
 * stay reproducible).
 */
export function canonicalConsentText(text: TConsentText, facts?: TConsentFacts): string {
  const values = text.filled && facts ? consentValues(text, facts) : {};
  const words = (value: string) => fill(value, values);
  const details = text.filled && facts ? shownAgentDetails(text, facts) : [];
  return [
    `${text.kind} ${text.version} ${text.locale}`,
    text.title,
    ...text.paragraphs.map(words),
    ...text.products.flatMap((product) => [`[${product.id}] ${product.label}`, ...product.descriptions]),
    ...text.statements.map((statement) => `[${statement.id}] ${words(statement.text)}`),
    ...text.signature,
    ...(text.filled
      ? [
          ...(details.length > 0 && text.agentDetails ? [text.agentDetails.title] : []),
          ...details.map((line) => `[${line.key}] ${line.label}: ${line.value}`),
        ]
      : text.agentFields.map((field) => `[${field.key}] ${field.label}`)),
  ].join("\n");
}
