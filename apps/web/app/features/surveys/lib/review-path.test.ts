import { describe, expect, it } from "vitest";
import { reviewedScreens } from "./review-path";

describe("reviewedScreens", () => {
  it("lists the medicare screens with answers, in order, up to the review", () => {
    expect(reviewedScreens({ surveyType: "medicare" })).toEqual([
      "email",
      "familiarWithMedicare",
      "name",
      "currentHealthIns",
      "medicarePlan",
      "address",
      "dob",
      "preferredPharmacy",
      "currentPrescriptions",
      "preferredHospitals",
      "preferredDoctors",
      "medicarePayment",
      "doTheseApply",
      "phoneNumber",
      "anythingElse",
    ]);
  });

  it("leaves out what the skip rules skip", () => {
    const screens = reviewedScreens({ surveyType: "medicare", noProviders: true, currentHealthIns: ["medicare_advantage"] });
    expect(screens).not.toContain("medicarePlan");
    expect(screens).not.toContain("preferredHospitals");
    expect(screens).not.toContain("preferredDoctors");
    expect(screens).toContain("currentPrescriptions");
  });

  it("covers a survey without a review screen up to the confirmation", () => {
    expect(reviewedScreens({ surveyType: "life" }, "confirmation").at(-1)).toBe("anythingElseLife");
    expect(reviewedScreens({ surveyType: "scope_only" }, "confirmation")).toEqual(["scopeOfAppointment"]);
  });
});
