import { LOOKUP_RESULT_LIMIT } from "@planready/contracts/lookups";
import { describe, expect, it } from "vitest";
import { isValidNpi } from "./npi.ts";
import { drugCandidates } from "./offline-lookups.ts";
import { loadOfflineDataset } from "./offline-dataset.ts";

const dataset = loadOfflineDataset();

describe("isValidNpi", () => {
  it("accepts ten digits with the right Luhn check digit over the 80840 prefix", () => {
    expect(isValidNpi("1234567893")).toBe(true); // CMS's own example
    expect(isValidNpi("1234567890")).toBe(false);
    expect(isValidNpi("123456789")).toBe(false);
    expect(isValidNpi("3234567893")).toBe(false);
    expect(isValidNpi("12345678a3")).toBe(false);
  });
});

describe("the shipped sample providers", () => {
  const providers = [...dataset.pharmacies, ...dataset.doctors, ...dataset.hospitals];

  it("have valid, unique NPIs built from the documented synthetic prefix (see data/lookups/README.md)", () => {
    const kinds = [
      ["1", dataset.pharmacies],
      ["2", dataset.doctors],
      ["3", dataset.hospitals],
    ] as const;
    for (const [kind, list] of kinds) {
      for (const { npi } of list) {
        expect(npi, npi).toMatch(new RegExp(`^100000${kind}\\d{3}$`));
        expect(isValidNpi(npi!), npi).toBe(true);
      }
    }
    expect(new Set(providers.map((p) => p.npi)).size).toBe(providers.length);
  });

  it("have only fictional phone numbers (555-0100 to 555-0199)", () => {
    for (const p of [...dataset.pharmacies, ...dataset.doctors]) expect(p.phone, p.name).toMatch(/^\d{3}-555-01\d\d$/);
  });

  it("are large enough to search meaningfully, spread over several states", () => {
    expect(dataset.pharmacies.length).toBeGreaterThanOrEqual(40);
    expect(dataset.pharmacies.filter((p) => p.is_mail_order).length).toBeGreaterThanOrEqual(5);
    expect(dataset.doctors.length).toBeGreaterThanOrEqual(60);
    expect(dataset.hospitals.length).toBeGreaterThanOrEqual(25);
    expect(new Set(dataset.doctors.map((d) => d.state)).size).toBeGreaterThanOrEqual(5);
    for (const p of providers) expect(p.zip, p.name).toMatch(/^\d{5}$/);
  });
});

describe("the shipped drugs", () => {
  it("hold about two hundred drugs, each with at least one strength, names unique", () => {
    const results = drugCandidates(dataset.drugs).map((c) => c.result);
    expect(dataset.drugs.length).toBeGreaterThanOrEqual(200);
    expect(new Set(results.map((r) => r.name.toLowerCase())).size).toBe(results.length);
    for (const drug of results) expect(drug.strengths.length, drug.name).toBeGreaterThan(0);
    // Each drug's pick list fits on the page.
    for (const drug of results) expect(drug.strengths.length, drug.name).toBeLessThanOrEqual(LOOKUP_RESULT_LIMIT);
  });

  it("include the drugs seniors take most, with their real strengths", () => {
    const byName = new Map(drugCandidates(dataset.drugs).map((c) => [c.result.name, c.result]));
    const strengths = (name: string) => byName.get(name)?.strengths.map((s) => `${s.strength} ${s.dosage_form}`);
    expect(strengths("Atorvastatin")).toEqual(["10 mg tablet", "20 mg tablet", "40 mg tablet", "80 mg tablet"]);
    expect(strengths("Eliquis (apixaban)")).toEqual(["2.5 mg tablet", "5 mg tablet"]);
    expect(strengths("Jardiance (empagliflozin)")).toEqual(["10 mg tablet", "25 mg tablet"]);
    for (const name of ["Metformin", "Lisinopril", "Levothyroxine", "Amlodipine", "Omeprazole", "Ozempic (semaglutide)"]) {
      expect(byName.has(name), name).toBe(true);
    }
  });
});
