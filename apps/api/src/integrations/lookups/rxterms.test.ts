import { describe, expect, it } from "vitest";
import { mapRxTermsResponse, rxtermsUrl, splitStrengthAndForm } from "./rxterms.ts";

describe("rxtermsUrl", () => {
  it("asks for strengths, forms and RxCUIs, at most 20 names", () => {
    const url = rxtermsUrl("https://clinicaltables.nlm.nih.gov", "lisinopril hct");
    expect(url.toString()).toBe(
      "https://clinicaltables.nlm.nih.gov/api/rxterms/v3/search?terms=lisinopril+hct&ef=STRENGTHS_AND_FORMS%2CRXCUIS&maxList=20",
    );
  });
});

describe("splitStrengthAndForm", () => {
  it.each([
    ["10 mg Tab", "10 mg", "tablet"],
    ["0.4 mg Cap", "0.4 mg", "capsule"],
    ["10-12.5 mg Tab", "10-12.5 mg", "tablet"],
    ["100 unt/ml Pen 3 ml", "100 units/mL", "Pen 3 ml"],
    ["0.083 % Inhal Soln", "0.083 %", "inhalation solution"],
    ["500 mg 24HR XR Tab", "500 mg", "24HR extended-release tablet"],
    ["20 mg DR Cap", "20 mg", "delayed-release capsule"],
  ])("reads %j as %s, %s", (text, strength, form) => {
    expect(splitStrengthAndForm(text)).toEqual({ strength, dosage_form: form });
  });

  it("keeps text it cannot read whole, as the strength", () => {
    expect(splitStrengthAndForm("Kit")).toEqual({ strength: "Kit", dosage_form: "" });
  });
});

describe("mapRxTermsResponse", () => {
  it("pairs each strength with its RxCUI by position", () => {
    const body = [
      2,
      ["Lisinopril (Oral Pill)", "Lisinopril/HCTZ (Oral Pill)"],
      { STRENGTHS_AND_FORMS: [["5 mg Tab", "10 mg Tab"], ["10-12.5 mg Tab"]], RXCUIS: [["314076", "314077"], ["197885"]] },
      [["Lisinopril (Oral Pill)"], ["Lisinopril/HCTZ (Oral Pill)"]],
    ];
    expect(mapRxTermsResponse(body)).toEqual([
      {
        name: "Lisinopril (Oral Pill)",
        strengths: [
          { strength: "5 mg", dosage_form: "tablet", rxcui: "314076" },
          { strength: "10 mg", dosage_form: "tablet", rxcui: "314077" },
        ],
      },
      { name: "Lisinopril/HCTZ (Oral Pill)", strengths: [{ strength: "10-12.5 mg", dosage_form: "tablet", rxcui: "197885" }] },
    ]);
  });

  it("reads an empty answer, and refuses one in another format", () => {
    expect(mapRxTermsResponse([0, [], null, []])).toEqual([]);
    expect(() => mapRxTermsResponse({ results: [] })).toThrow();
  });
});
