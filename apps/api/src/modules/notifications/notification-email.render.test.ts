import type { TNotification } from "@planready/contracts/notifications";
import { describe, expect, it } from "vitest";
import { notificationEmail } from "./notification-email.render.ts";

const base = { id: "n1", created_at: "2026-11-21T10:00:00.000Z", read_at: null };
const submitted: TNotification = {
  ...base,
  type: "survey_submitted",
  params: { surveyType: "medicare", linkUrl: "grace" },
  action_type: "same_tab",
  action_url: "/submissions/r1",
};

describe("notificationEmail", () => {
  it("says what happened and links into the app at PUBLIC_URL, with the preferences page", () => {
    const mail = notificationEmail(submitted, "agent@example.com", "en", "https://app.planready.example");
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

  it("never names the client, though the notification in the app does (first name and last initial)", () => {
    const named: TNotification = { ...submitted, params: { ...submitted.params, clientName: "Maria L." } };
    for (const locale of ["en", "es"] as const) {
      const mail = notificationEmail(named, "agent@example.com", locale, "https://app.planready.example");
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain("Maria");
    }
    expect(notificationEmail(named, "agent@example.com", "en", "https://app.planready.example").text).toContain(
      "A client submitted your Medicare survey (link /grace).",
    );
  });

  it("is written in the recipient's language: subject, text, action and the email's own words", () => {
    const mail = notificationEmail(submitted, "agente@example.com", "es", "https://app.planready.example");
    expect(mail.subject).toBe("PlanReady: Nueva encuesta enviada");
    expect(mail.text).toContain("Un cliente envió su encuesta de Medicare (enlace /grace).");
    expect(mail.text).toContain("Ver envío: https://app.planready.example/submissions/r1");
    expect(mail.text).toContain("Elija qué correos recibe: https://app.planready.example/settings/notification-permissions");
    expect(mail.html).toContain('<div lang="es">');
    expect(mail.text).not.toContain("View submission");
  });

  it("keeps another site's address (a review) and falls back to the dashboard without an action", () => {
    const review = notificationEmail(
      { ...base, type: "review_received", params: {}, action_type: "new_tab", action_url: "https://reviews.example.com/r/9" },
      "a@b.c",
      "en",
      "http://x.test",
    );
    expect(review.text).toContain("See review: https://reviews.example.com/r/9");
    const plain = notificationEmail(
      { ...base, type: "announcement", title: "News", text: "Team news.", action_text: null, action_type: null, action_url: null },
      "a@b.c",
      "es",
      "http://x.test",
    );
    expect(plain.text).toContain("Abrir PlanReady: http://x.test/dashboard");
  });

  it("keeps an announcement in its author's words, escaped in the HTML part", () => {
    const mail = notificationEmail(
      {
        ...base,
        type: "announcement",
        title: "Office closed",
        text: '<script>alert("x")</script> & more',
        action_text: null,
        action_type: null,
        action_url: null,
      },
      "a@b.c",
      "es",
      "http://x.test",
    );
    expect(mail.subject).toBe("PlanReady: Office closed");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
  });
});
