import type { TNotification } from "@planready/contracts/notifications";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { resources } from "../../../i18n/resources.server";
import { notificationWords } from "./notification-words";

const base = { id: "n1", created_at: "2026-11-21T10:00:00.000Z", read_at: null, action_type: "same_tab" as const, action_url: "/x" };
const submitted: TNotification = { ...base, type: "survey_submitted", params: { surveyType: "scope_only", linkUrl: "grace" } };
const tFor = (lng: "en" | "es") => createI18n(lng, resources).getFixedT(lng, "notifications");

describe("notificationWords (the drawer's words, from the page's catalogs)", () => {
  it("speaks Spanish on a Spanish page", () => {
    expect(notificationWords(submitted, tFor("es"))).toEqual({
      title: "Nueva encuesta enviada",
      text: "Un cliente envió su encuesta de Alcance de la Cita (enlace /grace).",
      actionText: "Ver envío",
    });
    expect(notificationWords({ ...base, type: "payment_failed", params: { attempts: 2, limit: 3 } }, tFor("es")).text).toContain(
      "intento fallido 2 de 3",
    );
  });

  it("speaks English on an English page", () => {
    expect(notificationWords(submitted, tFor("en"))).toEqual({
      title: "New survey submission",
      text: "A client submitted your Scope of Appointment survey (link /grace).",
      actionText: "View submission",
    });
  });

  it("shows an announcement as its author wrote it, on either page", () => {
    const announcement: TNotification = { ...base, type: "announcement", title: "Office closed", text: "Friday.", action_text: null };
    expect(notificationWords(announcement, tFor("es"))).toEqual({ title: "Office closed", text: "Friday.", actionText: null });
  });
});
