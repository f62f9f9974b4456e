import type { TSurveyLocale } from "./content.ts";
import type { TConsentKind, TSoaAgentFieldKey, TSoaProduct } from "./consent-records.ts";

/**
 * The exact words a client signs. A text never changes once published: a wording change is a new `version`, and
 * each signature records the version and the SHA-256 of canonicalConsentText, so the evidence shows what was
 * read. `{placeholders}` are filled when shown (renderConsentText) and their values stored with the record.
 */
export type TConsentStatement = { id: string; text: string };
export type TConsentText = {
  kind: TConsentKind;
  version: string;
  locale: TSurveyLocale;
  title: string;
  paragraphs: readonly string[];
  /** Scope of Appointment: the products to choose from, each with the form's short description. */
  products: readonly { id: TSoaProduct; label: string; descriptions: readonly string[] }[];
  /** The statements the form must show, by a stable id (tests check each is present in every language). */
  statements: readonly TConsentStatement[];
  /** Lines above the signature: who signs and how a representative identifies themself. */
  signature: readonly string[];
  /** Scope of Appointment: the agent's part, filled by the agent after the client signs. */
  agentFields: readonly { key: TSoaAgentFieldKey; label: string }[];
};
