import type { TSubmissionListItem } from "@planready/contracts/submissions";
import { describe, expect, it } from "vitest";
import { statsFromItems } from "./stats-from-items";

const LINK_A = { id: "11111111-1111-4111-8111-111111111111", url: "grace", first_name: null, last_name: null, agency_name: null };
const LINK_B = { id: "22222222-2222-4222-8222-222222222222", url: "aca-grace", first_name: null, last_name: null, agency_name: null };

let n = 0;
function item(activity_at: string, extra: Partial<TSubmissionListItem> = {}): TSubmissionListItem {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    first_name: null,
    last_name: null,
    email: null,
    phone: null,
    zip: null,
    survey_type: "medicare",
    link: LINK_A,
    status: "completed",
    current_question: null,
    progress: { position: 25, total: 25, percent: 100 },
    created_at: activity_at,
    submitted_at: activity_at,
    last_active_at: activity_at,
    activity_at,
    read: true,
    archived: false,
    ...extra,
  };
}

// Saturday Nov 21 2026, 10:00 in New York.
const NOW = new Date("2026-11-21T15:00:00Z");

describe("dashboard numbers from list rows", () => {
  const items = [
    item("2026-11-21T14:00:00Z", { read: false }), // today
    item("2026-11-16T12:00:00Z", { status: "in_progress", read: false }), // Monday: this week
    item("2026-11-16T04:30:00Z", { survey_type: "aca", link: LINK_B }), // Sunday 23:30 in New York: last week
    item("2026-11-01T12:00:00Z", { archived: true, read: false }), // this month, archived
    item("2026-10-31T12:00:00Z", { survey_type: "aca", link: LINK_B }), // last month, in the 30 days
    item("2026-06-01T12:00:00Z"), // long ago
  ];
  const stats = statsFromItems(items, NOW, "America/New_York", 30);

  it("counts the week from Monday and the month from the 1st, in the agent's zone", () => {
    expect(stats.this_week).toEqual({ completed: 1, in_progress: 1 });
    expect(stats.this_month).toEqual({ completed: 3, in_progress: 1 });
    expect(stats.all_time).toEqual({ completed: 5, in_progress: 1 });
  });

  it("counts unread completed submissions of the inbox only, like the side menu's badge", () => {
    expect(stats.unread).toBe(1);
  });

  it("ranks survey types and links by how many they brought", () => {
    expect(stats.by_survey_type).toEqual([
      { survey_type: "medicare", completed: 3, in_progress: 1 },
      { survey_type: "aca", completed: 2, in_progress: 0 },
    ]);
    expect(stats.by_link.map((row) => row.link.url)).toEqual(["grace", "aca-grace"]);
  });

  it("has one chart day per day, oldest first, ending today, with empty days at zero", () => {
    expect(stats.over_time).toHaveLength(30);
    expect(stats.over_time[0]?.date).toBe("2026-10-23");
    expect(stats.over_time.at(-1)).toEqual({ date: "2026-11-21", completed: 1, in_progress: 0 });
    expect(stats.over_time.find((day) => day.date === "2026-11-15")).toEqual({ date: "2026-11-15", completed: 1, in_progress: 0 });
    expect(stats.over_time.reduce((sum, day) => sum + day.completed + day.in_progress, 0)).toBe(5);
  });
});
