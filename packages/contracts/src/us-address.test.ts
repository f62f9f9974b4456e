import { describe, expect, it } from "vitest";
import { isUsZip, usStateCode } from "./us-address.ts";

describe("usStateCode", () => {
  it("takes a postal code in any case, or a state's name", () => {
    expect(usStateCode("tx")).toBe("TX");
    expect(usStateCode(" Texas ")).toBe("TX");
    expect(usStateCode("district of columbia")).toBe("DC");
    expect(usStateCode("PR")).toBe("PR");
  });
  it("refuses anything else", () => {
    expect(usStateCode("XX")).toBeNull();
    expect(usStateCode("Ontario")).toBeNull();
    expect(usStateCode("")).toBeNull();
  });
});

describe("isUsZip", () => {
  it("takes five digits or ZIP+4", () => {
    expect(isUsZip("78701")).toBe(true);
    expect(isUsZip("78701-1234")).toBe(true);
  });
  it("refuses other shapes", () => {
    for (const zip of ["7870", "787011", "78701-12", "ABCDE", "78701 1234"]) expect(isUsZip(zip)).toBe(false);
  });
});
