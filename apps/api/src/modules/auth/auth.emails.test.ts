import { describe, expect, it } from "vitest";
import { confirmNewEmail, emailChangedNotice } from "./auth.emails.ts";

describe("email change emails", () => {
  it("sends the new address its confirmation link in the user's language, saying the old address stays until then", () => {
    const en = confirmNewEmail({ to: "new@example.com", url: "https://app.example/api/auth/verify-email?token=t", locale: "en" });
    expect(en).toMatchObject({ to: "new@example.com", template: "email-change-confirm", subject: "Confirm your new PlanReady email" });
    expect(en.text).toContain("https://app.example/api/auth/verify-email?token=t");
    expect(en.text).toContain("keeps its old address");
    const es = confirmNewEmail({ to: "new@example.com", url: "https://x/y", locale: "es" });
    expect(es.subject).toBe("Confirme su nuevo correo de PlanReady");
    expect(es.text).toContain("sigue usando su dirección anterior");
  });

  it("tells the old address where the account moved and whom to contact", () => {
    const mail = emailChangedNotice({ to: "old@example.com", newEmail: "new@example.com", support: "help@example.com", locale: "en" });
    expect(mail).toMatchObject({ to: "old@example.com", template: "email-changed" });
    expect(mail.text).toContain("new@example.com");
    expect(mail.text).toContain("help@example.com");
    expect(emailChangedNotice({ to: "o@x.com", newEmail: "n@x.com", support: "s@x.com", locale: "es" }).subject).toBe(
      "Su correo de PlanReady cambió",
    );
  });
});
