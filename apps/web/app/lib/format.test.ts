import { describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "./format";

describe("format", () => {
  it("shows dates in US Eastern time, whatever the machine's zone", () => {
    expect(formatDate("2026-11-21T03:00:00Z", "en")).toBe("Nov 20, 2026");
    expect(formatDate(null, "en")).toBe("");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("shows amounts from cents in the currency", () => {
    expect(formatMoney(2900, "usd", "en")).toBe("$29.00");
    expect(formatMoney(0, "USD", "en")).toBe("$0.00");
  });
});
