import { describe, expect, it } from "vitest";
import type { NotificationRow } from "./notifications.repository.ts";
import { notificationEmail } from "./notification-email.job.ts";

const row = (fields: Partial<NotificationRow> = {}): NotificationRow => ({
  id: "n1",
  org_id: "o1",
  user_id: "u1",
  type: "survey_submitted",
  title: "New survey submission",
  text: "A client submitted your Medicare survey (link /grace).",
  action_text: "View submission",
  action_type: "same_tab",
  action_url: "/submissions/r1",
  read_at: null,
  emailed_at: null,
  created_at: new Date("2026-11-21T10:00:00Z"),
  ...fields,
});

describe("notificationEmail", () => {
  it("says what happened and links into the app at PUBLIC_URL, with the preferences page", () => {
    const mail = notificationEmail(row(), "agent@example.com", "https://app.planready.example");
    expect(mail).toMatchObject({
      to: "agent@example.com",
      subject: "PlanReady: New survey submission",
      template: "notification.survey_submitted",
    });
    expect(mail.text).toContain("A client submitted your Medicare survey (link /grace).");
    expect(mail.text).toContain("View submission: https://app.planready.example/submissions/r1");
    expect(mail.text).toContain("Choose which emails you get: https://app.planready.example/settings/notification-permissions");
    expect(mail.html).toContain('<a href="https://app.planready.example/submissions/r1">View submission</a>');
  });

  it("keeps another site's address (a review) and falls back to the dashboard without an action", () => {
    const review = notificationEmail(
      row({ action_url: "https://reviews.example.com/r/9", action_text: "See review" }),
      "a@b.c",
      "http://x.test",
    );
    expect(review.text).toContain("See review: https://reviews.example.com/r/9");
    const plain = notificationEmail(row({ action_url: null, action_text: null }), "a@b.c", "http://x.test");
    expect(plain.text).toContain("Open PlanReady: http://x.test/dashboard");
  });

  it("escapes what an admin typed in an announcement in the HTML part", () => {
    const mail = notificationEmail(row({ type: "announcement", text: '<script>alert("x")</script> & more' }), "a@b.c", "http://x.test");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
  });
});
