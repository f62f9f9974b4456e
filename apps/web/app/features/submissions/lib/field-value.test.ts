import { describe, expect, it } from "vitest";
import { fromFormValue, sameValue, toFormValue } from "./field-value";

describe("correcting a field's value", () => {
  it("clears an answer left blank", () => {
    expect(fromFormValue({ type: "text" }, "   ")).toBeNull();
    expect(fromFormValue({ type: "choice", list: "gender" }, "")).toBeNull();
  });

  it("sends numbers, amounts and yes/no as their types", () => {
    expect(fromFormValue({ type: "dollars" }, "$250,000")).toBe(250000);
    expect(fromFormValue({ type: "number" }, "68")).toBe(68);
    expect(fromFormValue({ type: "yesNo" }, "false")).toBe(false);
    expect(fromFormValue({ type: "yesNo" }, "true")).toBe(true);
    // Days per fill is chosen from a list but stored as the number.
    expect(fromFormValue({ type: "numberChoice", values: [30, 60, 90], unit: "days" }, "60")).toBe(60);
    expect(toFormValue({ type: "numberChoice", values: [30, 60, 90], unit: "days" }, 90)).toBe("90");
  });

  it("sends a list of choices as a list", () => {
    expect(fromFormValue({ type: "choices", list: "currentHealthIns" }, ["medicaid", "part_d"])).toEqual(["medicaid", "part_d"]);
  });

  it("starts the form from the stored value", () => {
    expect(toFormValue({ type: "yesNo" }, true)).toBe("true");
    expect(toFormValue({ type: "number" }, null)).toBe("");
    expect(toFormValue({ type: "choices", list: "whyLifeInsurance" }, null)).toEqual([]);
  });

  it("treats blank, null and an empty list as the same answer", () => {
    expect(sameValue(null, "")).toBe(true);
    expect(sameValue([], null)).toBe(true);
    expect(sameValue("Mary", "Maria")).toBe(false);
  });
});
