import { describe, expect, it } from "vitest";
import { isBlockedByMaintenance, MAINTENANCE_BYPASS_COOKIE, MAINTENANCE_MESSAGE } from "./maintenance.ts";

describe("isBlockedByMaintenance", () => {
  it("blocks while maintenance is active and there is no bypass cookie", () => {
    expect(isBlockedByMaintenance({ active: true }, undefined)).toBe(true);
  });

  it("lets staff through when the bypass cookie equals true", () => {
    expect(isBlockedByMaintenance({ active: true }, "true")).toBe(false);
  });

  it.each(["false", "TRUE", "1", "", "true "])("does not accept the bypass value %j", (value) => {
    expect(isBlockedByMaintenance({ active: true }, value)).toBe(true);
  });

  it("never blocks when maintenance is inactive, with or without the cookie", () => {
    expect(isBlockedByMaintenance({ active: false }, undefined)).toBe(false);
    expect(isBlockedByMaintenance({ active: false }, "true")).toBe(false);
    expect(isBlockedByMaintenance({ active: false }, "false")).toBe(false);
  });

  it("never blocks the staff console, so staff can switch maintenance off from it", () => {
    expect(isBlockedByMaintenance({ active: true }, undefined, "/internal")).toBe(false);
    expect(isBlockedByMaintenance({ active: true }, undefined, "/internal/maintenance")).toBe(false);
    expect(isBlockedByMaintenance({ active: true }, undefined, "/internals")).toBe(true);
    expect(isBlockedByMaintenance({ active: true }, undefined, "/dashboard")).toBe(true);
  });

  it("names the bypass cookie and the maintenance message", () => {
    expect(MAINTENANCE_BYPASS_COOKIE).toBe("maintenance_bypass");
    expect(MAINTENANCE_MESSAGE).toBe("Our site is currently under maintenance. Check back again soon!");
  });
});
