import { describe, expect, it } from "vitest";
import { allFine, newEmailProblem, newPasswordProblem, stateProblem, textProblem, zipProblem } from "./settings-validation";

describe("settings field rules", () => {
  it("requires text and limits its length", () => {
    expect(textProblem("  ", 10)).toEqual({ key: "required" });
    expect(textProblem("", 10, false)).toBeNull();
    expect(textProblem("x".repeat(11), 10)).toEqual({ key: "tooLong", values: { max: 10 } });
    expect(textProblem(" Avery ", 10)).toBeNull();
  });

  it("takes a new email address that is one and is not the current one", () => {
    expect(newEmailProblem("", "a@example.com")).toEqual({ key: "required" });
    expect(newEmailProblem("not-an-address", "a@example.com")).toEqual({ key: "personal.email.invalid" });
    expect(newEmailProblem("A@Example.com", "a@example.com")).toEqual({ key: "personal.email.same" });
    expect(newEmailProblem("b@example.com", "a@example.com")).toBeNull();
  });

  it("asks a new password for 8 to 128 characters", () => {
    expect(newPasswordProblem("short")).toEqual({ key: "personal.password.tooShort" });
    expect(newPasswordProblem("x".repeat(129))).toEqual({ key: "tooLong", values: { max: 128 } });
    expect(newPasswordProblem("quiet lantern orchard")).toBeNull();
  });

  it("checks a US state and ZIP code", () => {
    expect(stateProblem("")).toEqual({ key: "required" });
    expect(stateProblem("ZZ")).toEqual({ key: "agency.invalidState" });
    expect(stateProblem("TX")).toBeNull();
    expect(zipProblem("7870")).toEqual({ key: "agency.invalidZip" });
    expect(zipProblem("78701-1234")).toBeNull();
    expect(allFine({ a: null, b: { key: "required" } })).toBe(false);
    expect(allFine({ a: null })).toBe(true);
  });
});
