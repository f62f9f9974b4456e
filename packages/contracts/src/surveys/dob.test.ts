import { describe, expect, it } from "vitest";
import { ageOn, formatDobInput, isValidDob, parseUsDate } from "./dob.ts";

const NOW = new Date("2026-03-15T12:00:00Z");

describe("formatDobInput", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["12", "12"],
    ["123", "12/3"],
    ["1234", "12/34"],
    ["12345", "12/34/5"],
    ["12311950", "12/31/1950"],
    ["1231195099", "12/31/1950"],
    ["12/31/1950", "12/31/1950"],
    ["12-31-1950", "12/31/1950"],
    ["ab12 c3", "12/3"],
    ["12/", "12"],
    ["１２", ""],
  ])("%j becomes %j", (raw, expected) => expect(formatDobInput(raw)).toBe(expected));

  it("is stable: formatting a formatted value changes nothing", () => {
    for (const raw of ["1", "123", "12345", "12311950"]) expect(formatDobInput(formatDobInput(raw))).toBe(formatDobInput(raw));
  });
});

describe("parseUsDate", () => {
  it("reads real days only", () => {
    expect(parseUsDate("02/29/2024")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate("02/29/2023")).toBeNull();
    expect(parseUsDate("04/31/1950")).toBeNull();
    expect(parseUsDate("13/01/1950")).toBeNull();
    expect(parseUsDate("00/10/1950")).toBeNull();
    expect(parseUsDate("1/2/1950")).toBeNull();
    expect(parseUsDate("1950-01-02")).toBeNull();
  });
});

describe("isValidDob", () => {
  it.each(["03/15/2026", "01/01/1960", "03/15/1906", "02/29/1952"])("accepts %s", (value) => expect(isValidDob(value, NOW)).toBe(true));
  it.each(["03/16/2026", "01/01/2030", "03/14/1906", "02/29/1951", "12/31/19", "", "not a date"])("refuses %s", (value) =>
    expect(isValidDob(value, NOW)).toBe(false),
  );
});

describe("ageOn", () => {
  it("counts whole years, turning a year older on the birthday", () => {
    expect(ageOn("03/15/1961", NOW)).toBe(65);
    expect(ageOn("03/16/1961", NOW)).toBe(64);
    expect(ageOn("02/30/1961", NOW)).toBeNull();
  });
});
