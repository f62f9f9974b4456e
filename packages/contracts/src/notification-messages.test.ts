import { describe, expect, it } from "vitest";
import { catalogTranslator, notificationMessages, renderNotification } from "./notification-messages.ts";
import type { TNotification } from "./notifications.ts";

const base = { id: "n1", created_at: "2026-11-21T10:00:00.000Z", read_at: null, action_type: "same_tab" as const, action_url: "/x" };
const en = catalogTranslator(notificationMessages.en);
const es = catalogTranslator(notificationMessages.es);

const keysOf = (value: object, prefix = ""): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "object" && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("notificationMessages", () => {
  it("has every English key in Spanish, with the same placeholders", () => {
    expect(keysOf(notificationMessages.es)).toEqual(keysOf(notificationMessages.en));
    for (const key of keysOf(notificationMessages.en)) {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).toSorted((a = "", b = "") => a.localeCompare(b));
      expect(placeholders(es(key)), key).toEqual(placeholders(en(key)));
    }
  });
});

describe("catalogTranslator", () => {
  it("fills placeholders, leaves unknown ones, and answers the key when it has no words for it", () => {
    const t = catalogTranslator({ a: { b: "{{x}} and {{ y }} and {{z}}" } });
    expect(t("a.b", { x: 1, y: "two" })).toBe("1 and two and {{z}}");
    expect(t("a.missing")).toBe("a.missing");
    expect(t("a")).toBe("a");
  });
});

describe("renderNotification", () => {
  const submitted: TNotification = { ...base, type: "survey_submitted", params: { surveyType: "life", linkUrl: "grace" } };

  it("renders a submission in the reader's language, the survey type named in it", () => {
    expect(renderNotification(submitted, en)).toEqual({
      title: "New survey submission",
      text: "A client submitted your life insurance survey (link /grace).",
      actionText: "View submission",
    });
    expect(renderNotification(submitted, es)).toEqual({
      title: "Nueva encuesta enviada",
      text: "Un cliente envió su encuesta de seguro de vida (enlace /grace).",
      actionText: "Ver envío",
    });
  });

  it("names the client by first name and last initial when the submission gave one, in the reader's language", () => {
    const named: TNotification = { ...submitted, params: { surveyType: "medicare", linkUrl: "grace", clientName: "Maria L." } };
    expect(renderNotification(named, en).text).toBe("Maria L. submitted your Medicare survey (link /grace).");
    expect(renderNotification(named, es).text).toBe("Maria L. envió su encuesta de Medicare (enlace /grace).");
  });

  it("says less, not wrong, when an old row's parameters could not be derived", () => {
    expect(renderNotification({ ...submitted, params: { linkUrl: "grace" } }, en).text).toBe("A client submitted one of your surveys.");
    expect(renderNotification({ ...base, type: "payment_failed", params: {} }, es).text).toBe(
      "No pudimos cobrar su tarjeta. Actualice su método de pago para mantener sus enlaces activos.",
    );
  });

  it("counts failed payments until access is restricted", () => {
    const failed = (attempts: number): TNotification => ({ ...base, type: "payment_failed", params: { attempts, limit: 3 } });
    expect(renderNotification(failed(2), en).text).toContain("failed attempt 2 of 3");
    expect(renderNotification(failed(1), es).text).toContain("intento fallido 1 de 3");
    expect(renderNotification(failed(3), en).text).toBe(
      "We could not charge your card and access is restricted. Update your payment method to restore it.",
    );
    expect(renderNotification(failed(3), es)).toMatchObject({ title: "Pago rechazado", actionText: "Resolver" });
  });

  it("renders reviews and referrals", () => {
    expect(renderNotification({ ...base, type: "review_received", params: {} }, es)).toEqual({
      title: "Nueva reseña",
      text: "Un cliente le dejó una reseña.",
      actionText: "Ver reseña",
    });
    expect(renderNotification({ ...base, type: "referral_received", params: {} }, en).actionText).toBe("View referral counts");
  });

  it("keeps an announcement in its author's words, whatever the reader's language", () => {
    const announcement: TNotification = { ...base, type: "announcement", title: "Office closed", text: "Friday.", action_text: "Read" };
    expect(renderNotification(announcement, es)).toEqual({ title: "Office closed", text: "Friday.", actionText: "Read" });
  });
});
