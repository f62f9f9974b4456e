import { describe, expect, it } from "vitest";
import { scoreFigures } from "./reviews.service.ts";

describe("scoreFigures", () => {
  it("counts each score and averages each month, oldest first, leaving out reviews without a score", () => {
    const at = (iso: string) => new Date(iso);
    const { distribution, trend } = scoreFigures([
      { score: 9, created_at: at("2026-03-02T10:00:00Z") },
      { score: 10, created_at: at("2026-03-20T10:00:00Z") },
      { score: null, created_at: at("2026-03-21T10:00:00Z") },
      { score: 0, created_at: at("2026-01-05T10:00:00Z") },
      { score: 7, created_at: at("2026-03-28T10:00:00Z") },
    ]);
    expect(distribution).toEqual([1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1]);
    expect(trend).toEqual([
      { month: "2026-01", count: 1, average: 0 },
      { month: "2026-03", count: 3, average: 8.7 },
    ]);
  });

  it("keeps the last twelve months", () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({ score: 5, created_at: new Date(Date.UTC(2025, i, 10)) }));
    const { trend } = scoreFigures(rows);
    expect(trend).toHaveLength(12);
    expect(trend[0]!.month).toBe("2025-03");
  });
});
