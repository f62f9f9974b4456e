import { describe, expect, it } from "vitest";
import { defaultTemplates, renderSubject, renderTemplate, throttleDelayMs, ZMessageTemplate } from "./bulk-sends.ts";

const values = { firstName: "Maria", agentName: "Pat Agent", npn: "1234567", link: "https://app.example/r/tok" };

describe("renderTemplate", () => {
  it("fills the agent's name, NPN, the client's first name and their own link, and keeps unknown placeholders as typed", () => {
    expect(renderTemplate("Hi {{firstName}}, {{agentName}} (NPN {{npn}}): {{link}} {{unknown}} {{optOut}}", "sms", "en", values)).toBe(
      "Hi Maria, Pat Agent (NPN 1234567): https://app.example/r/tok {{unknown}} Reply STOP to opt out.",
    );
  });

  it("adds the opt-out words when the template has no place for them, per channel and language", () => {
    expect(renderTemplate("Hola {{firstName}}: {{link}}", "sms", "es", values)).toBe(
      "Hola Maria: https://app.example/r/tok Responda STOP para no recibir más mensajes.",
    );
    const email = renderTemplate("Hello {{firstName}}\n{{link}}\n", "email", "en", {
      ...values,
      unsubscribeUrl: "https://app.example/unsubscribe/u",
    });
    expect(email).toBe("Hello Maria\nhttps://app.example/r/tok\n\nTo stop these emails, unsubscribe: https://app.example/unsubscribe/u");
  });

  it("greets a client without a first name in their language, and the default templates name the agent, the NPN and opt-out", () => {
    expect(renderTemplate("Hi {{firstName}} {{link}}", "sms", "en", { ...values, firstName: " " })).toMatch(/^Hi there /);
    expect(renderTemplate("Hola {{firstName}} {{link}}", "sms", "es", { ...values, firstName: "" })).toMatch(/^Hola cliente /);
    for (const locale of ["en", "es"] as const) {
      const sms = renderTemplate(defaultTemplates[locale].sms_body, "sms", locale, values);
      expect(sms).toContain("Pat Agent");
      expect(sms).toContain("1234567");
      expect(sms).toContain("STOP");
      expect(sms.match(/STOP/g)).toHaveLength(1);
    }
  });

  it("does not read placeholders from the object's prototype", () => {
    expect(renderTemplate("{{constructor}} {{link}}", "sms", "en", values)).toMatch(/^\{\{constructor\}\} /);
  });
});

describe("renderSubject", () => {
  it("fills the placeholders on one line, without opt-out words", () => {
    expect(renderSubject("{{agentName}}\nhas a survey {{optOut}}", "en", values)).toBe("Pat Agent has a survey");
  });
});

describe("ZMessageTemplate", () => {
  it("requires the client's own link in the email and the SMS", () => {
    expect(ZMessageTemplate.safeParse(defaultTemplates.en).success).toBe(true);
    expect(ZMessageTemplate.safeParse({ ...defaultTemplates.en, sms_body: "No link here" }).success).toBe(false);
    expect(ZMessageTemplate.safeParse({ ...defaultTemplates.en, email_body: "No link here" }).success).toBe(false);
  });
});

describe("throttleDelayMs", () => {
  it("spreads messages evenly: 60 a minute is one a second", () => {
    const start = 1_000_000;
    expect(throttleDelayMs(60, 1, start, start)).toBe(1000);
    expect(throttleDelayMs(60, 1, start, start + 400)).toBe(600);
    expect(throttleDelayMs(60, 10, start, start + 5000)).toBe(5000);
  });

  it("never waits when behind the pace, and not at all without a limit", () => {
    const start = 0;
    expect(throttleDelayMs(60, 3, start, 10_000)).toBe(0);
    expect(throttleDelayMs(0, 100, start, 0)).toBe(0);
  });

  it("keeps within the limit over a minute", () => {
    const start = 0;
    // Sending as soon as allowed, how many go within the first minute?
    let now = start;
    let sent = 0;
    while (now < 60_000) {
      sent++;
      now += throttleDelayMs(120, sent, start, now);
    }
    expect(sent).toBe(120);
  });
});
