import { emptySurveyDocument } from "@planready/contracts/surveys/content";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import { describe, expect, it } from "vitest";
import { detailSections, fieldKinds } from "./submission-sections.ts";

const CONTENT_ID = "3f1c1a52-8b2e-4c55-9a57-3f7c2a1d9e01";

function content(extra: Partial<TSurveyContent> = {}): TSurveyContent {
  return {
    ...emptySurveyDocument(CONTENT_ID),
    ...extra,
  };
}

const ids = (surveyType: Parameters<typeof detailSections>[0], c = content(), integration: string | null = null) =>
  detailSections(surveyType, integration, c).map((section) => section.id);

describe("the detail view's sections", () => {
  it("lays out a Medicare submission in the order an agent reads it", () => {
    expect(ids("medicare")).toEqual([
      "contact",
      "coverage",
      "prescriptions",
      "pharmacies",
      "doctors",
      "hospitals",
      "medicarePayment",
      "doTheseApply",
      "anythingElse",
      "consent",
    ]);
  });

  it("shows an ACA submission's household and its consent, and no Medicare sections", () => {
    expect(ids("aca")).toEqual(["contact", "household", "anythingElse", "consent"]);
  });

  it("shows a life submission's questions, prescriptions and doctors", () => {
    expect(ids("life")).toEqual(["contact", "prescriptions", "doctors", "life", "anythingElse"]);
  });

  it("shows contact details and the consent for the consent-only types", () => {
    expect(ids("scope_only")).toEqual(["contact", "consent"]);
    expect(ids("aca_consent_only")).toEqual(["contact", "consent"]);
  });

  it("also shows a section its type does not ask when it holds answers", () => {
    expect(ids("scope_only", content({ anything_else: "Call after 5" }))).toEqual(["contact", "anythingElse", "consent"]);
  });

  it("lists every field of a section, answered or not, with its value", () => {
    const contact = detailSections("medicare", null, content({ first_name: "Mary", state: "FL" }))[0]!;
    expect(contact.fields.find((field) => field.name === "first_name")?.value).toBe("Mary");
    expect(contact.fields.find((field) => field.name === "last_name")?.value).toBeNull();
    expect(contact.fields.find((field) => field.name === "state")?.kind).toEqual({ type: "state" });
  });

  it("carries each list's items", () => {
    const item = { id: "a4d0b7a8-7d7e-4b8c-9f0e-0f1e2d3c4b5a", client_rev: 1, survey_content_id: CONTENT_ID, name: "Walgreens" };
    const sections = detailSections("medicare", null, content({ pharmacy_responses: [item] }));
    expect(sections.find((section) => section.id === "pharmacies")?.lists).toEqual([{ key: "pharmacy_responses", items: [item] }]);
  });

  it("knows the kind of every answer field, for the corrections history", () => {
    expect(fieldKinds.get("current_health_ins")).toEqual({ type: "choices", list: "currentHealthIns" });
    expect(fieldKinds.has("prescriptions_status")).toBe(false);
  });
});
