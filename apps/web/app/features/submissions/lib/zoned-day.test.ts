import { describe, expect, it } from "vitest";
import { zonedDay, zonedDayBounds } from "./zoned-day";

describe("days in a time zone", () => {
  it("gives a summer day's bounds in New York (UTC−4)", () => {
    expect(zonedDayBounds("2026-07-04", "America/New_York")).toEqual({
      start: "2026-07-04T04:00:00.000Z",
      end: "2026-07-05T03:59:59.999Z",
    });
  });

  it("gives the 23-hour day when clocks spring forward", () => {
    const { start, end } = zonedDayBounds("2026-03-08", "America/New_York");
    expect(start).toBe("2026-03-08T05:00:00.000Z");
    expect(end).toBe("2026-03-09T03:59:59.999Z");
  });

  it("starts a day at its first moment when clocks spring forward at midnight, and ends the day before there", () => {
    // Havana, 9 March 2025: 00:00 is skipped, the day begins at 01:00 CDT (05:00 UTC); 8 March ends at 23:59:59 CST.
    expect(zonedDayBounds("2025-03-09", "America/Havana").start).toBe("2025-03-09T05:00:00.000Z");
    expect(zonedDayBounds("2025-03-08", "America/Havana").end).toBe("2025-03-09T04:59:59.999Z");
    // The Azores, 30 March 2025: 00:00 −01:00 becomes 01:00 +00:00.
    expect(zonedDayBounds("2025-03-30", "Atlantic/Azores")).toEqual({ start: "2025-03-30T01:00:00.000Z", end: "2025-03-30T23:59:59.999Z" });
  });

  it("gives the 25-hour day when clocks fall back", () => {
    expect(zonedDayBounds("2026-11-01", "America/New_York")).toEqual({
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-11-02T04:59:59.999Z",
    });
  });

  it("crosses month ends", () => {
    expect(zonedDayBounds("2026-01-31", "UTC")).toEqual({ start: "2026-01-31T00:00:00.000Z", end: "2026-01-31T23:59:59.999Z" });
  });

  it("names the local day of an instant", () => {
    expect(zonedDay("2026-11-21T03:00:00Z", "America/New_York")).toBe("2026-11-20");
    expect(zonedDay("2026-11-21T03:00:00Z", "UTC")).toBe("2026-11-21");
  });
});
