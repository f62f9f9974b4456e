import { describe, expect, it } from "vitest";
import { chartScale } from "./chart-scale";

describe("chart scale", () => {
  it("has an axis even with nothing to show", () => {
    expect(chartScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it("uses whole, round steps covering the largest value", () => {
    expect(chartScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(chartScale(17)).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(chartScale(180).max).toBeGreaterThanOrEqual(180);
    expect(chartScale(180).ticks.length).toBeLessThanOrEqual(6);
  });
});
