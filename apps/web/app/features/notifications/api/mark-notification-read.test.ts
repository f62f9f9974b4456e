import type { TNotification } from "@planready/contracts/notifications";
import { describe, expect, it } from "vitest";
import { withNotification } from "./mark-notification-read";

const note = (id: string, read_at: string | null): TNotification => ({
  id,
  type: "announcement",
  title: id,
  text: "Text",
  created_at: "2026-11-21T10:00:00.000Z",
  read_at,
  action_text: null,
  action_type: null,
  action_url: null,
});

describe("withNotification", () => {
  const summary = { count: 1, buckets: [note("a", null), note("b", "2026-11-21T11:00:00.000Z")] };

  it("counts one less unread when one is read, one more when one goes back to unread", () => {
    const read = withNotification(summary, note("a", "2026-11-21T12:00:00.000Z"));
    expect(read.count).toBe(0);
    expect(read.buckets[0]?.read_at).toBe("2026-11-21T12:00:00.000Z");
    expect(withNotification(summary, note("b", null)).count).toBe(2);
  });

  it("keeps the count when the read state did not change, or the notification is not in the list", () => {
    expect(withNotification(summary, note("b", "2026-11-21T12:00:00.000Z")).count).toBe(1);
    expect(withNotification(summary, note("z", null))).toEqual(summary);
  });
});
