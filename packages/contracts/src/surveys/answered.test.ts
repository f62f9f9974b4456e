import { describe, expect, it } from "vitest";
import { asksOnlyForSignature, surveyHasAnswers, surveyIsSubmittable } from "./answered.ts";
import { emptySurveyDocument } from "./content.ts";

const id = "7b0b6a3e-1111-4222-8333-444455556666";

describe("surveyHasAnswers", () => {
  it("is false for a survey as it starts, and for blank text", () => {
    expect(surveyHasAnswers(emptySurveyDocument(id))).toBe(false);
    expect(surveyHasAnswers({ ...emptySurveyDocument(id), first_name: "   " })).toBe(false);
  });

  it("is true for one answer, a changed section status, a list item or a signed consent", () => {
    expect(surveyHasAnswers({ ...emptySurveyDocument(id), first_name: "Rosa" })).toBe(true);
    expect(surveyHasAnswers({ ...emptySurveyDocument(id), prescriptions_status: "none" } as never)).toBe(true);
    const selection = { id, client_rev: 1, survey_content_id: id, product: "part_d" };
    expect(surveyHasAnswers({ ...emptySurveyDocument(id), scope_of_appointment_selections: [selection] } as never)).toBe(true);
  });

  it("lets a signature-only survey be sent unsigned and empty, and no survey that asks questions", () => {
    expect(["scope_only", "aca_consent_only"].filter((type) => asksOnlyForSignature(type as never))).toEqual([
      "scope_only",
      "aca_consent_only",
    ]);
    for (const type of ["medicare", "connecture", "aca", "crm", "aep_update", "life"] as const) {
      expect(asksOnlyForSignature(type)).toBe(false);
      expect(surveyIsSubmittable(type, emptySurveyDocument(id))).toBe(false);
    }
    expect(surveyIsSubmittable("scope_only", emptySurveyDocument(id))).toBe(true);
  });
});

describe("surveyHasAnswers and the content's start", () => {
  it("agrees with emptySurveyContent on every field", () => {
    const start = emptySurveyDocument(id);
    for (const [field, value] of Object.entries(start)) {
      if (field === "id" || field === "client_rev" || Array.isArray(value)) continue;
      expect(surveyHasAnswers({ ...start, [field]: value }), field).toBe(false);
    }
  });
});
