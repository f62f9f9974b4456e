import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const DAY = 86_400_000;

describe("relativeTime", () => {
  it("says just now under a minute, and for future or invalid dates", () => {
    expect(relativeTime(ago(59_000), now)).toEqual({ unit: "now", count: 0 });
    expect(relativeTime(new Date(now.getTime() + 5 * MIN), now)).toEqual({ unit: "now", count: 0 });
    expect(relativeTime("not a date", now)).toEqual({ unit: "now", count: 0 });
  });

  it("counts minutes, hours and days", () => {
    expect(relativeTime(ago(MIN), now)).toEqual({ unit: "minute", count: 1 });
    expect(relativeTime(ago(59 * MIN), now)).toEqual({ unit: "minute", count: 59 });
    expect(relativeTime(ago(60 * MIN), now)).toEqual({ unit: "hour", count: 1 });
    expect(relativeTime(ago(DAY - 1), now)).toEqual({ unit: "hour", count: 23 });
    expect(relativeTime(ago(DAY), now)).toEqual({ unit: "day", count: 1 });
    expect(relativeTime(ago(29 * DAY), now)).toEqual({ unit: "day", count: 29 });
  });

  it("uses 30-day months, then years", () => {
    expect(relativeTime(ago(30 * DAY), now)).toEqual({ unit: "month", count: 1 });
    expect(relativeTime(ago(364 * DAY), now)).toEqual({ unit: "month", count: 12 });
    expect(relativeTime(ago(365 * DAY), now)).toEqual({ unit: "year", count: 1 });
    expect(relativeTime(ago(800 * DAY), now)).toEqual({ unit: "year", count: 2 });
  });

  it("accepts ISO strings", () => {
    expect(relativeTime("2026-06-15T11:30:00Z", now)).toEqual({ unit: "minute", count: 30 });
  });
});
