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

  it("crosses month ends", () => {
    expect(zonedDayBounds("2026-01-31", "UTC")).toEqual({ start: "2026-01-31T00:00:00.000Z", end: "2026-01-31T23:59:59.999Z" });
  });

  it("names the local day of an instant", () => {
    expect(zonedDay("2026-11-21T03:00:00Z", "America/New_York")).toBe("2026-11-20");
    expect(zonedDay("2026-11-21T03:00:00Z", "UTC")).toBe("2026-11-21");
  });
});
