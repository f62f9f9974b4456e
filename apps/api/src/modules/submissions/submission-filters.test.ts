import { describe, expect, it } from "vitest";
import { dateRange, escapeLike, pharmacyPattern, searchPatterns, searchWords } from "./submission-filters.ts";

describe("searchPatterns", () => {
  it("matches every word, in any order, without regard to case", () => {
    expect(searchPatterns("  Rosa   DIAZ ")).toEqual(["%rosa%", "%diaz%"]);
    expect(searchPatterns("rosa rosa")).toEqual(["%rosa%"]);
  });

  it("searches phone numbers by their digits", () => {
    expect(searchPatterns("(305) 555-01")).toEqual(["%30555501%"]);
    expect(searchPatterns("+1 305")).toEqual(["%1305%"]);
    // Too few digits to be a phone number: searched as text.
    expect(searchPatterns("12")).toEqual(["%12%"]);
  });

  it("matches LIKE's wildcards literally and keeps at most five words", () => {
    expect(searchPatterns("100%_off")).toEqual(["%100\\%\\_off%"]);
    expect(searchPatterns("a b c d e f g")).toHaveLength(5);
    expect(searchPatterns(undefined)).toEqual([]);
    expect(searchPatterns("   ")).toEqual([]);
  });

  it("gives the words themselves for a check on the row", () => {
    expect(searchWords("  Rosa   DIAZ rosa")).toEqual(["rosa", "diaz"]);
    expect(searchWords("(305) 555-01")).toEqual(["30555501"]);
    expect(searchWords("100%_off")).toEqual(["100%_off"]);
    expect(searchWords(" ")).toEqual([]);
  });

  it("escapes backslashes too", () => {
    expect(escapeLike("a\\b")).toBe("a\\\\b");
    expect(pharmacyPattern(" CVS #12 ")).toBe("%cvs #12%");
    expect(pharmacyPattern("")).toBeNull();
  });
});

describe("dateRange", () => {
  it("covers whole UTC days for dates", () => {
    expect(dateRange({ startDate: "2026-03-01", endDate: "2026-03-31" })).toEqual({
      from: new Date("2026-03-01T00:00:00Z"),
      to: new Date("2026-04-01T00:00:00Z"),
    });
  });

  it("takes moments as given, the end covering its millisecond", () => {
    expect(dateRange({ startDate: "2026-03-01T05:00:00-05:00", endDate: "2026-03-02T04:59:59.999-05:00" })).toEqual({
      from: new Date("2026-03-01T10:00:00Z"),
      to: new Date("2026-03-02T10:00:00Z"),
    });
  });

  it("leaves open ends open", () => {
    expect(dateRange({})).toEqual({ from: null, to: null });
  });
});
