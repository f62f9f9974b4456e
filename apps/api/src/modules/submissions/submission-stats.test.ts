import { describe, expect, it } from "vitest";
import { buildStats, dayBefore, firstDayNeeded, mondayOf } from "./submission-stats.ts";

const link = (id: string) => ({ id, url: id, first_name: null, last_name: null, agency_name: null });

describe("dashboard stats", () => {
  it("finds Mondays, month starts and the first day to count", () => {
    expect(mondayOf("2026-11-21")).toBe("2026-11-16");
    expect(mondayOf("2026-11-16")).toBe("2026-11-16");
    expect(mondayOf("2026-11-01")).toBe("2026-10-26");
    expect(dayBefore("2026-03-01", 1)).toBe("2026-02-28");
    expect(firstDayNeeded("2026-11-21", 30)).toBe("2026-10-23");
    expect(firstDayNeeded("2026-11-21", 3)).toBe("2026-11-01");
    expect(firstDayNeeded("2026-12-01", 1)).toBe("2026-11-30");
  });

  it("adds days into the week, the month and the chart, and groups into types and links, most first", () => {
    const stats = buildStats({
      today: "2026-11-21",
      days: 3,
      unread: 4,
      unsigned: 2,
      daily: [
        { day: "2026-11-21", completed: true, n: 2 },
        { day: "2026-11-19", completed: false, n: 1 },
        { day: "2026-11-10", completed: true, n: 5 },
        { day: "2026-10-31", completed: true, n: 7 },
      ],
      groups: [
        { survey_type: "medicare", link: link("a"), completed: true, n: 10 },
        { survey_type: "life", link: link("b"), completed: true, n: 4 },
        { survey_type: "life", link: link("b"), completed: false, n: 9 },
      ],
    });
    expect(stats.this_week).toEqual({ completed: 2, in_progress: 1 });
    expect(stats.this_month).toEqual({ completed: 7, in_progress: 1 });
    expect(stats.all_time).toEqual({ completed: 14, in_progress: 9 });
    expect(stats.over_time).toEqual([
      { date: "2026-11-19", completed: 0, in_progress: 1 },
      { date: "2026-11-20", completed: 0, in_progress: 0 },
      { date: "2026-11-21", completed: 2, in_progress: 0 },
    ]);
    expect(stats.by_survey_type).toEqual([
      { survey_type: "life", completed: 4, in_progress: 9 },
      { survey_type: "medicare", completed: 10, in_progress: 0 },
    ]);
    expect(stats.by_link.map((b) => b.link.id)).toEqual(["b", "a"]);
    expect(stats.unread).toBe(4);
    expect(stats.unsigned).toBe(2);
  });
});
