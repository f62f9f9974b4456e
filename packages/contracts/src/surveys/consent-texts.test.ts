import { describe, expect, it } from "vitest";
import { soaAgentFieldKeys, soaProducts } from "./consent-records.ts";
import {
  canonicalConsentText,
  consentFactsOf,
  consentTextFor,
  consentTexts,
  consentValues,
  currentConsentVersion,
  linkAgentName,
  renderConsentText,
  shownAgentDetails,
  type TConsentFacts,
} from "./consent-texts.ts";
import { languageChoices } from "./choices.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").toSorted();
const allWords = (kind: "soa" | "aca_consent", locale: "en" | "es") =>
  canonicalConsentText(consentTextFor(kind, currentConsentVersion[kind], locale)!);

describe("published texts", () => {
  it.each(languageChoices)("the current version of each kind exists in %s", (locale) => {
    expect(consentTextFor("soa", currentConsentVersion.soa, locale)).not.toBeNull();
    expect(consentTextFor("aca_consent", currentConsentVersion.aca_consent, locale)).not.toBeNull();
  });

  it("unknown versions have no text", () => {
    expect(consentTextFor("soa", "soa-1999-01", "en")).toBeNull();
    expect(consentTextFor("aca_consent", currentConsentVersion.soa, "en")).toBeNull();
  });

  it("each kind, version and language is published once", () => {
    const keys = consentTexts.map((t) => `${t.kind}/${t.version}/${t.locale}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("Spanish says the same things as English: same statements, products, agent fields and placeholders", () => {
    for (const en of consentTexts.filter((t) => t.locale === "en")) {
      const es = consentTextFor(en.kind, en.version, "es")!;
      expect(es.statements.map((s) => s.id)).toEqual(en.statements.map((s) => s.id));
      expect(es.products.map((p) => [p.id, p.descriptions.length])).toEqual(en.products.map((p) => [p.id, p.descriptions.length]));
      expect(es.agentFields.map((f) => f.key)).toEqual(en.agentFields.map((f) => f.key));
      expect(placeholders(canonicalConsentText(es))).toEqual(placeholders(canonicalConsentText(en)));
      expect(canonicalConsentText(es)).not.toBe(canonicalConsentText(en));
    }
  });
});

describe("Scope of Appointment", () => {
  it.each(languageChoices)("%s: the five CMS product groups in the form's order, each described", (locale) => {
    const text = consentTextFor("soa", currentConsentVersion.soa, locale)!;
    expect(text.products.map((p) => p.id)).toEqual([...soaProducts]);
    for (const product of text.products) expect(product.descriptions.length).toBeGreaterThan(0);
    expect(text.products[1]!.descriptions).toHaveLength(6); // HMO, PPO, PFFS, SNP, MSA, Cost
    expect(text.agentFields.map((f) => f.key)).toEqual([...soaAgentFieldKeys]);
  });

  it.each(languageChoices)("%s: shows every statement the form must show", (locale) => {
    const ids = consentTextFor("soa", currentConsentVersion.soa, locale)!.statements.map((s) => s.id);
    for (const id of ["no_obligation", "not_federal", "compensation", "scope_limited", "signature_not_required"]) expect(ids).toContain(id);
  });

  it("names the products as CMS does, in English", () => {
    const words = allWords("soa", "en");
    for (const label of [
      "Stand-alone Medicare Prescription Drug Plans (Part D)",
      "Medicare Advantage Plans (Part C) and Cost Plans",
      "Dental/Vision/Hearing Products",
      "Hospital Indemnity Products",
      "Medicare Supplement (Medigap) Products",
    ])
      expect(words).toContain(label);
    expect(words).toMatch(/does NOT obligate you to enroll/);
    expect(words).toMatch(/future Medicare enrollment status/);
    expect(words).toMatch(/not a federal employee/);
    expect(words).toMatch(/paid based on your enrollment/);
    expect(words).toMatch(/authorized representative/);
  });
});

describe("ACA consent", () => {
  it.each(languageChoices)("%s: documents consumer, agent, scope, purpose, use of information, duration and how to revoke", (locale) => {
    const text = consentTextFor("aca_consent", currentConsentVersion.aca_consent, locale)!;
    expect(text.statements.map((s) => s.id)).toEqual([
      "consumer_and_agent",
      "scope",
      "purpose",
      "use_of_information",
      "accuracy",
      "duration",
      "revoke",
    ]);
    expect(placeholders(canonicalConsentText(text))).toEqual(["agent", "agent", "consumer_name"]);
    expect(text.products).toEqual([]);
  });

  it("English names the elements plainly", () => {
    const words = allWords("aca_consent", "en");
    expect(words).toMatch(/until I revoke it/);
    expect(words).toMatch(/in writing or by phone/);
    expect(words).toMatch(/only for these purposes/);
    expect(words).toMatch(/financial help/);
    expect(words).toMatch(/maintain my Marketplace account/);
  });
});

describe("renderConsentText", () => {
  it("fills placeholders and leaves a blank line for a missing value", () => {
    expect(
      renderConsentText("I, {consumer_name}, and {agent_name} of {agency_name}", { consumer_name: "Ana Reyes", agent_name: " " }),
    ).toBe("I, Ana Reyes, and ________ of ________");
  });
});

const maria: TConsentFacts = { consumer_name: "Maria Lopez", agent_name: "Avery Quinn", agency_name: "Lone Star Benefits" };

describe("the words as the client reads them", () => {
  it("the ACA consent names the client and their agent in whole sentences, in both languages", () => {
    const en = canonicalConsentText(consentTextFor("aca_consent", currentConsentVersion.aca_consent, "en")!, maria);
    expect(en).toContain("I, Maria Lopez, give my permission to Avery Quinn of Lone Star Benefits (my agent) to act");
    expect(en).toContain("by telling my agent, Avery Quinn of Lone Star Benefits, in writing or by phone.");
    const es = canonicalConsentText(consentTextFor("aca_consent", currentConsentVersion.aca_consent, "es")!, maria);
    expect(es).toContain("Yo, Maria Lopez, autorizo a Avery Quinn de Lone Star Benefits (mi agente) a actuar");
  });

  it.each(languageChoices)("%s: a link naming less still reads as a sentence, never with a hole", (locale) => {
    const text = consentTextFor("aca_consent", currentConsentVersion.aca_consent, locale)!;
    const agencyOnly = canonicalConsentText(text, { ...maria, agent_name: null });
    expect(agencyOnly).toMatch(/ Lone Star Benefits \((my agent|mi agente)\)/);
    const nobody = canonicalConsentText(text, { ...maria, agent_name: null, agency_name: null });
    expect(nobody).toContain(text.agentReference!.fallback);
    for (const words of [agencyOnly, nobody]) expect(words).not.toMatch(/[{}]|__/);
  });

  it("the words hashed hold the names shown: another client or agent is other words", () => {
    const text = consentTextFor("aca_consent", currentConsentVersion.aca_consent, "en")!;
    const words = canonicalConsentText(text, maria);
    expect(canonicalConsentText(text, { ...maria, consumer_name: "Ana Reyes" })).not.toBe(words);
    expect(canonicalConsentText(text, { ...maria, agency_name: "Other Agency" })).not.toBe(words);
  });

  it.each(languageChoices)("%s: the Scope of Appointment shows the agent's details it knows, and no empty agent's part", (locale) => {
    const text = consentTextFor("soa", currentConsentVersion.soa, locale)!;
    const words = canonicalConsentText(text, maria);
    expect(words).toContain(`[agent_name] ${text.agentDetails!.lines[0]!.label}: Avery Quinn`);
    expect(words).toContain(`[agency_name] ${text.agentDetails!.lines[1]!.label}: Lone Star Benefits`);
    for (const field of text.agentFields) expect(words).not.toContain(`[${field.key}] ${field.label}\n`);
    expect(words).not.toContain(text.agentFields.at(-1)!.label);
    expect(shownAgentDetails(text, { ...maria, agent_name: null }).map((line) => line.value)).toEqual(["Lone Star Benefits"]);
    const none = canonicalConsentText(text, { ...maria, agent_name: null, agency_name: null });
    expect(none).not.toContain(text.agentDetails!.title);
  });

  it("texts published before are hashed as templates, whatever the names", () => {
    for (const kind of ["soa", "aca_consent"] as const) {
      const text = consentTextFor(kind, kind === "soa" ? "soa-2025-01" : "aca-2025-01", "en")!;
      expect(canonicalConsentText(text, maria)).toBe(canonicalConsentText(text));
      expect(canonicalConsentText(text)).toContain(kind === "soa" ? "[agent_signature] Agent's Signature" : "I, {consumer_name}, give");
    }
  });

  it("the facts come from the record: the beneficiary when a representative signs, the link's agent", () => {
    const facts = consentFactsOf({
      signer_role: "representative",
      signer_name: "Ana Lopez",
      beneficiary_name: " Maria Lopez ",
      agent_name: linkAgentName({ first_name: "Avery", last_name: " Quinn" }),
      agency_name: "",
    });
    expect(facts).toEqual({ consumer_name: "Maria Lopez", agent_name: "Avery Quinn", agency_name: null });
    expect(linkAgentName({ first_name: null, last_name: " " })).toBeNull();
    const text = consentTextFor("aca_consent", currentConsentVersion.aca_consent, "en")!;
    expect(consentValues(text, facts).agent).toBe("Avery Quinn");
  });
});
