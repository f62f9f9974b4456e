import { describe, expect, it } from "vitest";
import { createOfflineLookups, drugCandidates } from "./offline-lookups.ts";

const lookups = createOfflineLookups();
const names = async (results: Promise<{ results: { name: string }[] }>) => (await results).results.map((r) => r.name);

describe("offline drug search", () => {
  it("puts the drug itself before its combinations and brands", async () => {
    expect(await names(lookups.searchDrugs({ q: "losartan" }))).toEqual([
      "Losartan",
      "Losartan-hydrochlorothiazide",
      "Cozaar (losartan)",
      "Hyzaar (losartan-hydrochlorothiazide)",
    ]);
  });

  it("finds a brand by its name first, then its generic", async () => {
    expect(await names(lookups.searchDrugs({ q: "lipitor" }))).toEqual(["Lipitor (atorvastatin)", "Atorvastatin"]);
  });

  it("matches the start of any word, in any case", async () => {
    const results = await names(lookups.searchDrugs({ q: "MET" }));
    expect(results[0]).toBe("Metformin");
    expect(results).toContain("Metoprolol succinate");
    expect(results).toContain("Glucophage (metformin)");
    expect(results).toContain("Sitagliptin-metformin");
  });

  it("narrows with a strength", async () => {
    const results = (await lookups.searchDrugs({ q: "metformin 850" })).results;
    expect(results.map((r) => r.name)).toEqual(["Metformin", "Glucophage (metformin)"]);
  });

  it("finds the statins by what is inside their names once four letters are typed", async () => {
    expect(await names(lookups.searchDrugs({ q: "statin" }))).toEqual(
      expect.arrayContaining(["Atorvastatin", "Rosuvastatin", "Simvastatin", "Pravastatin", "Lovastatin"]),
    );
  });

  it("gives every strength with its dosage form", async () => {
    const [metformin] = (await lookups.searchDrugs({ q: "metformin" })).results;
    expect(metformin).toEqual({
      name: "Metformin",
      rxcui: "6809",
      strengths: [
        { strength: "500 mg", dosage_form: "tablet" },
        { strength: "850 mg", dosage_form: "tablet" },
        { strength: "1000 mg", dosage_form: "tablet" },
        { strength: "500 mg", dosage_form: "extended-release tablet" },
        { strength: "750 mg", dosage_form: "extended-release tablet" },
      ],
    });
  });

  it("finds nothing for an unknown name", async () => {
    expect(await lookups.searchDrugs({ q: "xyzzy" })).toEqual({ results: [], source: "offline" });
  });
});

describe("drugCandidates", () => {
  it("makes one result per generic and per brand, a brand's rxcui never borrowed from its generic", () => {
    const candidates = drugCandidates([
      { name: "Warfarin", rxcui: "11289", brands: ["Coumadin", "Jantoven"], forms: [{ dosage_form: "tablet", strengths: ["5 mg"] }] },
      { name: "Ozempic", generic: "semaglutide", forms: [{ dosage_form: "injection pen", strengths: ["1 mg/dose"] }] },
    ]);
    expect(candidates.map((c) => c.result)).toEqual([
      { name: "Warfarin", rxcui: "11289", strengths: [{ strength: "5 mg", dosage_form: "tablet" }] },
      { name: "Coumadin (warfarin)", strengths: [{ strength: "5 mg", dosage_form: "tablet" }] },
      { name: "Jantoven (warfarin)", strengths: [{ strength: "5 mg", dosage_form: "tablet" }] },
      { name: "Ozempic (semaglutide)", strengths: [{ strength: "1 mg/dose", dosage_form: "injection pen" }] },
    ]);
  });
});

describe("offline provider search", () => {
  it("puts the client's own ZIP code first, then its area, among equally good name matches", async () => {
    const results = (await lookups.searchPharmacies({ q: "walgreens", zip: "33609" })).results;
    expect(results[0]).toMatchObject({ name: "Walgreens", zip: "33609" });
    expect(results.slice(1).every((p) => p.zip !== "33609")).toBe(true);
  });

  it("lists mail-order pharmacies for a ZIP code with no pharmacy around it", async () => {
    const results = (await lookups.searchPharmacies({ zip: "99501" })).results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((p) => p.is_mail_order)).toBe(true);
  });

  it("keeps doctors to the state given and ignores a title", async () => {
    expect(await names(lookups.searchDoctors({ q: "dr moreno", state: "FL" }))).toEqual(["Alicia Moreno, MD"]);
    expect(await names(lookups.searchDoctors({ q: "dr moreno", state: "TX" }))).toEqual([]);
  });

  it("finds doctors by first name, last name or both, a full match first", async () => {
    const results = await names(lookups.searchDoctors({ q: "Ro" }));
    expect(results).toEqual(expect.arrayContaining(["Rosa Delgado, NP", "Robert Ashby, DPM", "Lucia Romano, MD"]));
    // A name that starts with what was typed comes before one where a later word does.
    expect(results.indexOf("Rosa Delgado, NP")).toBeLessThan(results.indexOf("Lucia Romano, MD"));
    expect(await names(lookups.searchDoctors({ q: "kevin tran" }))).toEqual(["Kevin Tran, MD"]);
  });

  it("finds hospitals by the city they are in", async () => {
    const results = (await lookups.searchHospitals({ q: "tucson" })).results;
    expect(results.map((h) => h.city)).toEqual(["Tucson"]);
  });
});
