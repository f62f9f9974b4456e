import { describe, expect, it } from "vitest";
import { countsBySource, referralsByWeek, weekOf } from "./count-summary";

const days = [
  { day: "2026-11-23", source: "client" as const, visits: 3, starts: 2, referrals: 1 },
  { day: "2026-11-25", source: "qr" as const, visits: 5, starts: 1, referrals: 1 },
  { day: "2026-11-17", source: "client" as const, visits: 1, starts: 1, referrals: 1 },
  { day: "2026-11-18", source: "visit" as const, visits: 9, starts: 0, referrals: 0 },
];

describe("referral count summaries", () => {
  it("adds up each source, listing every source", () => {
    const sums = countsBySource(days);
    expect(sums.client).toEqual({ visits: 4, starts: 3, referrals: 2 });
    expect(sums.link).toEqual({ visits: 0, starts: 0, referrals: 0 });
    expect(sums.direct).toEqual({ visits: 0, starts: 0, referrals: 0 });
  });
  it("groups referrals by the week's Monday, oldest first", () => {
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(referralsByWeek(days)).toEqual([
      { week: "2026-11-16", bySource: { client: 1, link: 0, qr: 0, visit: 0 }, total: 1 },
      { week: "2026-11-23", bySource: { client: 1, link: 0, qr: 1, visit: 0 }, total: 2 },
    ]);
  });
});
