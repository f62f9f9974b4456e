import { describe, expect, it } from "vitest";
import { settingsSectionsFor } from "./settings-rules.ts";

describe("settingsSectionsFor", () => {
  it("gives an Admin every section", () => {
    expect(settingsSectionsFor("Admin")).toEqual([
      "personalInfo",
      "agencyInfo",
      "users",
      "paymentSettings",
      "notificationPreferences",
      "documentSigning",
      "qrCodes",
      "support",
    ]);
  });
  it("keeps billing from a Restricted-Admin", () => {
    expect(settingsSectionsFor("Restricted-Admin")).not.toContain("paymentSettings");
    expect(settingsSectionsFor("Restricted-Admin")).toContain("agencyInfo");
  });
  it("gives an Agent their own sections only", () => {
    expect(settingsSectionsFor("Agent")).toEqual(["personalInfo", "notificationPreferences", "documentSigning", "qrCodes", "support"]);
  });
});
