import { describe, expect, it } from "vitest";
import { quietHoursCheck } from "./suppressions.service.ts";

describe("quiet hours by the recipient's ZIP code", () => {
  const window = { start: "08:00", end: "21:00" };
  // 17:00 UTC on 27 November: 12:00 in New York, 07:00 in Honolulu, 03:00 the next day in Guam.
  const now = new Date("2026-11-27T17:00:00Z");

  it("lets a New York recipient receive now, and holds Honolulu and Guam to their own mornings", () => {
    expect(quietHoursCheck("10001", window, now)).toEqual({ allowed: true, timeZone: "America/New_York" });
    expect(quietHoursCheck("96813", window, now)).toEqual({
      allowed: false,
      timeZone: "Pacific/Honolulu",
      nextAllowedAt: new Date("2026-11-27T18:00:00Z"),
    });
    expect(quietHoursCheck("96910", window, now)).toEqual({
      allowed: false,
      timeZone: "Pacific/Guam",
      nextAllowedAt: new Date("2026-11-27T22:00:00Z"),
    });
  });

  it("holds a recipient without a usable ZIP code to both Eastern and Pacific time", () => {
    expect(quietHoursCheck(null, window, new Date("2026-11-27T14:00:00Z"))).toEqual({
      allowed: false,
      timeZone: null,
      nextAllowedAt: new Date("2026-11-27T16:00:00Z"),
    });
    expect(quietHoursCheck("abc", window, now)).toEqual({ allowed: true, timeZone: null });
  });
});
