import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadZipTable, zipTable } from "./zip-table.ts";

describe("the ZIP code table", () => {
  it("ships every state's ZIP codes with a city, a two-letter state and a county", () => {
    const table = zipTable();
    expect(table.size).toBeGreaterThan(40_000);
    expect(table.find("33609")).toEqual({ zip: "33609", city: "Tampa", state: "FL", county: "Hillsborough" });
    expect(table.find("99553")).toEqual({ zip: "99553", city: "Akutan", state: "AK", county: "Aleutians East" });
    expect(table.find("00000")).toBeNull();
  });

  it("reads zip, city, state and county from tab-separated lines, skipping anything else", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "zip-table-")), "zips.tsv");
    writeFileSync(file, "33602\tTampa\tFL\tHillsborough\nnot a line\n1234\tShort\tXX\t\n04101\tPortland\tME\t\n");
    const table = loadZipTable(file);
    expect(table.size).toBe(2);
    expect(table.find("04101")).toEqual({ zip: "04101", city: "Portland", state: "ME", county: "" });
  });
});
