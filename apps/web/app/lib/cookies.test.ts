import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds one cookie among others, decoded", () => {
    expect(readCookie("theme=dark; maintenance_bypass=true; lng=es", "maintenance_bypass")).toBe("true");
    expect(readCookie("note=a%20b%3Dc", "note")).toBe("a b=c");
    expect(readCookie("a=1", "maintenance_bypass")).toBeUndefined();
    expect(readCookie("", "a")).toBeUndefined();
  });

  it("takes the first of repeated names and does not match a name that only ends the same", () => {
    expect(readCookie("x_bypass=true; bypass=false; bypass=true", "bypass")).toBe("false");
  });

  it("returns a value that is not valid percent-encoding as sent instead of throwing", () => {
    expect(readCookie("maintenance_bypass=%E0%A4%A", "maintenance_bypass")).toBe("%E0%A4%A");
  });
});
