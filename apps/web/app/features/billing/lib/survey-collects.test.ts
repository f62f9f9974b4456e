import { screenIds } from "@planready/contracts/surveys/screens";
import { surveyTypes } from "@planready/contracts/surveys/survey-types";
import { describe, expect, it } from "vitest";
import { topicsCollected } from "./survey-collects";

describe("topicsCollected", () => {
  it("lists a scope-only survey as the signed Scope of Appointment alone", () => {
    expect(topicsCollected("scope_only")).toEqual(["soa"]);
    expect(topicsCollected("aca_consent_only")).toEqual(["acaConsent"]);
  });

  it("follows the medicare screen order, each topic once", () => {
    expect(topicsCollected("medicare")).toEqual([
      "contact",
      "medicareKnowledge",
      "coverage",
      "dob",
      "pharmacy",
      "prescriptions",
      "hospitals",
      "doctors",
      "paying",
      "circumstances",
      "notes",
      "soa",
    ]);
  });

  it("names the life and ACA questions no Medicare survey asks", () => {
    expect(topicsCollected("life")).toEqual(
      expect.arrayContaining(["income", "lifeReasons", "tobacco", "healthConditions", "coverageWanted", "existingLife"]),
    );
    expect(topicsCollected("life")).not.toContain("soa");
    expect(topicsCollected("aca")).toEqual(["contact", "household", "notes", "acaConsent"]);
  });

  it("gives every survey type at least one topic and never repeats one", () => {
    for (const type of surveyTypes) {
      const topics = topicsCollected(type);
      expect(topics.length, type).toBeGreaterThan(0);
      expect(new Set(topics).size, type).toBe(topics.length);
    }
    expect(screenIds.length).toBeGreaterThan(0);
  });
});
