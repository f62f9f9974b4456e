import { describe, expect, it } from "vitest";
import { doctorParams, hospitalParams, parseNppesResponse, pharmacyParams, titleCase } from "./nppes.ts";

describe("doctorParams", () => {
  it.each([
    ["Smith", { last_name: "Smith*" }],
    ["Dr. John Smith", { first_name: "John*", last_name: "Smith*" }],
    ["doctor mary ann o'neil", { first_name: "mary*", last_name: "o'neil*" }],
    ["Smith, John", { first_name: "John*", last_name: "Smith*" }],
    ["J Smith", { last_name: "Smith*" }],
  ])("reads %j", (q, names) => {
    expect(doctorParams({ q })).toEqual({ enumeration_type: "NPI-1", ...names });
  });

  it("searches the ZIP code's area and the state at the practice location", () => {
    expect(doctorParams({ q: "smith", zip: "33609", state: "FL" })).toEqual({
      enumeration_type: "NPI-1",
      last_name: "smith*",
      postal_code: "336*",
      state: "FL",
      address_purpose: "LOCATION",
    });
  });

  it("gives up on a name with nothing searchable left", () => {
    expect(doctorParams({ q: "Dr." })).toBeNull();
  });
});

describe("pharmacyParams and hospitalParams", () => {
  it("search organisations with the pharmacy or hospital taxonomy", () => {
    expect(pharmacyParams({ zip: "33602" })).toEqual({
      enumeration_type: "NPI-2",
      taxonomy_description: "Pharmacy",
      postal_code: "33602",
      address_purpose: "LOCATION",
    });
    expect(pharmacyParams({ q: "CVS" })).toEqual({
      enumeration_type: "NPI-2",
      taxonomy_description: "Pharmacy",
      organization_name: "CVS*",
    });
    expect(hospitalParams({ q: "St. Mary's <script>", state: "OH" })).toEqual({
      enumeration_type: "NPI-2",
      taxonomy_description: "General Acute Care Hospital",
      organization_name: "St. Mary's script*",
      state: "OH",
      address_purpose: "LOCATION",
    });
  });
});

describe("parseNppesResponse", () => {
  it("reads results (numbers as strings or numbers) and refuses an answer carrying Errors", () => {
    expect(parseNppesResponse({ result_count: 1, results: [{ number: 1234567893 }] })).toEqual([{ number: "1234567893" }]);
    expect(parseNppesResponse({ result_count: 0, results: [] })).toEqual([]);
    expect(() =>
      parseNppesResponse({ Errors: [{ description: "No valid search criteria provided", field: "generic", number: "04" }] }),
    ).toThrow("refused");
  });
});

describe("titleCase", () => {
  it("writes the registry's capitals the way people write names and addresses", () => {
    expect(titleCase("FRANCES O'DONNELL-SMYTHE")).toBe("Frances O'Donnell-Smythe");
    expect(titleCase("CVS PHARMACY OF TAMPA LLC", "organization")).toBe("CVS Pharmacy of Tampa LLC");
    expect(titleCase("ST JOSEPH'S HOSPITAL OF THE HILLS", "organization")).toBe("St Joseph's Hospital of the Hills");
    expect(titleCase("1200 NW DEMO ST STE 4", "address")).toBe("1200 NW Demo St Ste 4");
    expect(titleCase("ST. LOUIS")).toBe("St. Louis");
  });
});
