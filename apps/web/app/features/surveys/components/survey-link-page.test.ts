import { describe, expect, it } from "vitest";
import { pageSurveyType } from "./survey-link-page";

describe("pageSurveyType", () => {
  it("takes a known surveyType from the address", () => {
    expect(pageSurveyType("life", "medicare")).toBe("life");
    expect(pageSurveyType("aca_consent_only", "medicare")).toBe("aca_consent_only");
  });
  it("falls back to the link's own type when it is missing or unknown", () => {
    expect(pageSurveyType(null, "aca")).toBe("aca");
    expect(pageSurveyType("nonsense", "life")).toBe("life");
    expect(pageSurveyType("MEDICARE", "crm")).toBe("crm");
  });
});
