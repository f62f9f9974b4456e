import { describe, expect, it } from "vitest";
import { toggleCoverage } from "./currentHealthIns";

describe("toggleCoverage", () => {
  it("adds and removes coverage", () => {
    expect(toggleCoverage([], "medicaid", true)).toEqual(["medicaid"]);
    expect(toggleCoverage(["medicaid", "employer"], "medicaid", false)).toEqual(["employer"]);
  });
  it("keeps 'none' alone: choosing it clears the rest, choosing coverage clears it", () => {
    expect(toggleCoverage(["medicaid", "employer"], "none", true)).toEqual(["none"]);
    expect(toggleCoverage(["none"], "medicare_advantage", true)).toEqual(["medicare_advantage"]);
  });
  it("never lists a choice twice", () => {
    expect(toggleCoverage(["medicaid"], "medicaid", true)).toEqual(["medicaid"]);
  });
});
