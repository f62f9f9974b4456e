import { describe, expect, it } from "vitest";
import { formatBadgeCount, NOTIFICATION_DELAY_MS, NOTIFICATION_POLL_MS } from "./notifications.ts";

describe("formatBadgeCount", () => {
  it("shows no badge for 0 (or a negative count)", () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-1)).toBeNull();
  });

  it("shows the number from 1 to 99", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(99)).toBe("99");
  });

  it("caps at 99+", () => {
    expect(formatBadgeCount(100)).toBe("99+");
    expect(formatBadgeCount(12_345)).toBe("99+");
  });
});

describe("polling constants (spec §9)", () => {
  it("poll at most every 30 s after a 100 ms delay", () => {
    expect(NOTIFICATION_POLL_MS).toBe(30_000);
    expect(NOTIFICATION_DELAY_MS).toBe(100);
  });
});
