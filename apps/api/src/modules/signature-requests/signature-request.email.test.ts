import { describe, expect, it } from "vitest";
import { signatureRequestEmail } from "./signature-request.email.ts";

const url = "https://app.example/sign/abc?lng=es";

describe("signatureRequestEmail", () => {
  it("asks in the client's language, names the agent and carries the link", () => {
    const mail = signatureRequestEmail({ to: "ana@example.com", locale: "es", kind: "aca_consent", agentName: "Dana Agent", url });
    expect(mail).toMatchObject({ to: "ana@example.com", template: "signature-request.aca_consent" });
    expect(mail.subject).toBe("Firme su formulario de consentimiento");
    expect(mail.text).toContain("Dana Agent le pide que firme el formulario de consentimiento");
    expect(mail.text).toContain(`Abrir el formulario para firmar: ${url}`);
    expect(mail.html).toContain(`<a href="${url}">`);
  });

  it("says 'your agent' when the link names no one, and escapes names in the HTML", () => {
    expect(signatureRequestEmail({ to: "a@example.com", locale: "en", kind: "soa", agentName: null, url }).text).toMatch(
      /^Your agent asks you to sign the Scope of Appointment form\./,
    );
    const html = signatureRequestEmail({ to: "a@example.com", locale: "en", kind: "soa", agentName: "<b>Eve</b>", url }).html;
    expect(html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(html).not.toContain("<b>Eve</b>");
  });
});
