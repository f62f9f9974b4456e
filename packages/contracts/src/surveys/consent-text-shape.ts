import type { TSurveyLocale } from "./content.ts";
import type { TConsentKind, TSoaAgentFieldKey, TSoaProduct } from "./consent-records.ts";

/**
 * The exact words a client signs. A text never changes once published: a wording change is a new `version`, and
 * each signature records the version and the SHA-256 of canonicalConsentText, so the evidence shows what was
 * read. `{placeholders}` are filled when shown (consentValues) and the facts behind them stored with the record:
 * the signer (or the beneficiary a representative signs for), the agent and the agency.
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
  /**
   * Scope of Appointment: the agent's part, filled by the agent after the client signs. Shown to the client (and
   * hashed) only in texts that are not `filled`: since then the client sees `agentDetails` instead.
   */
  agentFields: readonly { key: TSoaAgentFieldKey; label: string }[];
  /**
   * Whether the hash covers the text as shown, every placeholder filled with the record's facts (texts from
   * 2026-11 on). Earlier texts were hashed as templates, placeholders and all.
   */
  filled?: boolean;
  /**
   * How a sentence names the agent (`{agent}`): "{agent_name} of {agency_name}" when the link names both, the one
   * it names otherwise, else `fallback`, so a sentence never has a hole in it.
   */
  agentReference?: { nameAndAgency: string; fallback: string };
  /** The agent's details shown to the client under a title, each line only when the link gives it (none: no box). */
  agentDetails?: { title: string; lines: readonly { key: TConsentAgentDetail; label: string }[] };
};

/** The agent's details a text can show the client: what the survey link knows about them. */
export type TConsentAgentDetail = "agent_name" | "agency_name";
