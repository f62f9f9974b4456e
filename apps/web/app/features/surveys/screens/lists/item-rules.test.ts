import {
  lifeHealthConditions as contractConditions,
  prescriptionFrequencies as contractFrequencies,
} from "@planready/contracts/surveys/content-items";
import { isValidUsPhone as contractPhone } from "@planready/contracts/surveys/fields";
import {
  householdRelationships as contractRelationships,
  otherCoverageKinds as contractKinds,
} from "@planready/contracts/surveys/household";
import { describe, expect, it } from "vitest";
import {
  formatAddress,
  householdRelationships,
  isValidUsPhone,
  lifeHealthConditions,
  otherCoverageKinds,
  parseAmount,
  parseDollars,
  parseYear,
  prescriptionFrequencies,
} from "./item-rules";

describe("item rules", () => {
  it("keep the contracts' answer lists", () => {
    expect(prescriptionFrequencies).toEqual(contractFrequencies);
    expect(lifeHealthConditions).toEqual(contractConditions);
    expect(householdRelationships).toEqual(contractRelationships);
    expect(otherCoverageKinds).toEqual(contractKinds);
  });

  it.each(["(813) 555-0100", "1-813-555-0100", "8135550100", "123-555-0100", "813-055-0100", "555-0100", ""])(
    "checks the phone %s as the API does",
    (phone) => {
      expect(isValidUsPhone(phone)).toBe(contractPhone(phone));
    },
  );

  it("reads amounts, dollars and years as people type them", () => {
    expect(parseAmount("30", 10_000)).toBe(30);
    expect(parseAmount("1,000", 10_000)).toBe(1000);
    expect(parseAmount("2.5", 10_000)).toBe(2.5);
    expect(parseAmount("0", 10_000)).toBeNull();
    expect(parseAmount("ten", 10_000)).toBeNull();
    expect(parseAmount("20000", 10_000)).toBeNull();
    expect(parseDollars("$45,000", 10_000_000)).toBe(45_000);
    expect(parseDollars("0", 10_000_000)).toBe(0);
    expect(parseDollars("45k", 10_000_000)).toBeNull();
    const now = new Date("2025-06-01T00:00:00Z");
    expect(parseYear("2015", now)).toBe(2015);
    expect(parseYear("2026", now)).toBeNull();
    expect(parseYear("1899", now)).toBeNull();
    expect(parseYear("15", now)).toBeNull();
  });

  it("writes a look-up address on one line", () => {
    expect(formatAddress({ address_one: "1 Main St", city: "Tampa", state: "FL", zip: "33602" })).toBe("1 Main St, Tampa, FL 33602");
  });
});
