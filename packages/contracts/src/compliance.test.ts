import { describe, expect, it } from "vitest";
import {
  DEFAULT_SEND_WINDOW,
  hasConsentFor,
  normalizeAddress,
  normalizeUsPhone,
  sendability,
  sendWindowCheck,
  smsKeywordIntent,
  smsOptOutLine,
  ZQuietHoursWindow,
} from "./compliance.ts";

describe("addresses as suppression lists hold them", () => {
  it("writes US numbers as E.164 and refuses what is not one", () => {
    for (const written of ["(555) 201-0000", "555.201.0000", "1 555 201 0000", "+1 555-201-0000", "5552010000"]) {
      expect(normalizeUsPhone(written), written).toBe("+15552010000");
    }
    for (const bad of ["201-0000", "+44 20 7946 0958", "055 201 0000", "555 101 0000", "phone", ""]) {
      expect(normalizeUsPhone(bad), bad).toBeNull();
    }
  });

  it("lower-cases and trims email addresses, and refuses one of the wrong channel", () => {
    expect(normalizeAddress("email", "  Maria.Lopez@Example.COM ")).toBe("maria.lopez@example.com");
    expect(normalizeAddress("email", "+15552010000")).toBeNull();
    expect(normalizeAddress("sms", "maria@example.com")).toBeNull();
  });
});

describe("consent and suppression rules", () => {
  const consents = [{ channel: "email" as const, source: "paper form", date: "2026-01-05" }];
  const none = new Set<string>();

  it("needs consent for the very channel", () => {
    expect(hasConsentFor(consents, "email")).toBe(true);
    expect(hasConsentFor(consents, "sms")).toBe(false);
    expect(sendability({ channel: "sms", consents, address: "555-201-0000", suppressed: none })).toEqual({
      sendable: false,
      reason: "no_consent",
    });
    expect(sendability({ channel: "email", consents: [], address: "a@example.com", suppressed: none })).toEqual({
      sendable: false,
      reason: "no_consent",
    });
  });

  it("needs an address of the channel", () => {
    expect(sendability({ channel: "email", consents, address: null, suppressed: none })).toEqual({ sendable: false, reason: "no_address" });
    expect(sendability({ channel: "email", consents, address: "not-an-email", suppressed: none })).toEqual({
      sendable: false,
      reason: "no_address",
    });
  });

  it("refuses a suppressed address however it is written, and gives the normalized address of a sendable one", () => {
    const suppressed = new Set(["maria@example.com", "+15552010000"]);
    expect(sendability({ channel: "email", consents, address: "Maria@Example.com", suppressed })).toEqual({
      sendable: false,
      reason: "opted_out",
    });
    const sms = [{ channel: "sms" as const }];
    expect(sendability({ channel: "sms", consents: sms, address: "(555) 201-0000", suppressed })).toEqual({
      sendable: false,
      reason: "opted_out",
    });
    expect(sendability({ channel: "sms", consents: sms, address: "(555) 201-0001", suppressed })).toEqual({
      sendable: true,
      address: "+15552010001",
    });
  });

  it("puts consent before the address and the address before the list", () => {
    const suppressed = new Set(["maria@example.com"]);
    expect(sendability({ channel: "sms", consents, address: "maria@example.com", suppressed }).sendable).toBe(false);
    expect(sendability({ channel: "sms", consents, address: "maria@example.com", suppressed })).toMatchObject({ reason: "no_consent" });
  });
});

describe("SMS keywords", () => {
  it("reads every opt-out word, in any case, trimmed, with trailing punctuation", () => {
    for (const body of [
      "STOP",
      "stop",
      " Stop. ",
      "STOP!",
      "stopall",
      "Unsubscribe",
      "cancel",
      "END",
      "quit",
      "Revoke",
      "OPTOUT",
      "“Stop”",
    ]) {
      expect(smsKeywordIntent(body).intent, body).toBe("opt_out");
    }
    expect(smsKeywordIntent(" stop! ").keyword).toBe("STOP");
  });

  it("reads START, UNSTOP and YES as opting back in, HELP and INFO as help", () => {
    for (const body of ["START", "unstop", "Yes"]) expect(smsKeywordIntent(body).intent, body).toBe("opt_in");
    for (const body of ["HELP", "help?", "Info"]) expect(smsKeywordIntent(body).intent, body).toBe("help");
  });

  it("reads a sentence or a near miss as a message, not a keyword", () => {
    for (const body of ["please stop", "STOP IT", "stopp", "don't stop", "", "ENDING", "yes please"]) {
      expect(smsKeywordIntent(body), body).toEqual({ intent: "none", keyword: null });
    }
  });
});

describe("the opt-out words of a text", () => {
  it("say STOP in the recipient's language, the keyword itself in English", () => {
    expect(smsOptOutLine("en")).toBe("Reply STOP to opt out.");
    expect(smsOptOutLine("es")).toContain("STOP");
    expect(smsKeywordIntent("STOP").intent).toBe("opt_out");
  });
});

describe("the send window", () => {
  it("accepts a window that starts before it ends, in HH:MM", () => {
    expect(ZQuietHoursWindow.safeParse(DEFAULT_SEND_WINDOW).success).toBe(true);
    expect(ZQuietHoursWindow.safeParse({ start: "21:00", end: "08:00" }).success).toBe(false);
    expect(ZQuietHoursWindow.safeParse({ start: "8:00", end: "21:00" }).success).toBe(false);
    expect(ZQuietHoursWindow.safeParse({ start: "08:00", end: "24:00" }).success).toBe(false);
  });

  it("is open from its start up to, not including, its end in the recipient's zone", () => {
    // 13:00 UTC in November is 08:00 in New York (EST, UTC-5).
    expect(sendWindowCheck("America/New_York", DEFAULT_SEND_WINDOW, new Date("2026-11-27T13:00:00Z"))).toEqual({
      allowed: true,
      timeZone: "America/New_York",
    });
    expect(sendWindowCheck("America/New_York", DEFAULT_SEND_WINDOW, new Date("2026-11-27T12:59:00Z"))).toEqual({
      allowed: false,
      timeZone: "America/New_York",
      nextAllowedAt: new Date("2026-11-27T13:00:00Z"),
    });
    // 02:00 UTC on the 28th is 21:00 on the 27th in New York: closed until 08:00 on the 28th.
    expect(sendWindowCheck("America/New_York", DEFAULT_SEND_WINDOW, new Date("2026-11-28T02:00:00Z"))).toMatchObject({
      allowed: false,
      nextAllowedAt: new Date("2026-11-28T13:00:00Z"),
    });
  });

  it("holds Hawaii to Hawaiian time all year (no DST) and Guam to Chamorro time (UTC+10)", () => {
    // 18:30 UTC is 08:30 in Honolulu (UTC-10) both in January and in July.
    for (const day of ["2026-01-15", "2026-07-15"]) {
      expect(sendWindowCheck("Pacific/Honolulu", DEFAULT_SEND_WINDOW, new Date(`${day}T18:30:00Z`)).allowed, day).toBe(true);
      expect(sendWindowCheck("Pacific/Honolulu", DEFAULT_SEND_WINDOW, new Date(`${day}T17:30:00Z`)), day).toMatchObject({
        allowed: false,
        nextAllowedAt: new Date(`${day}T18:00:00Z`),
      });
    }
    // 12:00 UTC is 22:00 in Guam: quiet; it opens at 08:00 Guam time, 22:00 UTC the same UTC day.
    expect(sendWindowCheck("Pacific/Guam", DEFAULT_SEND_WINDOW, new Date("2026-11-27T12:00:00Z"))).toEqual({
      allowed: false,
      timeZone: "Pacific/Guam",
      nextAllowedAt: new Date("2026-11-27T22:00:00Z"),
    });
    // The same moment is 07:00 in New York... and 02:00 in Honolulu: each recipient by their own clock.
    expect(sendWindowCheck("Pacific/Honolulu", DEFAULT_SEND_WINDOW, new Date("2026-11-27T12:00:00Z"))).toMatchObject({
      allowed: false,
      nextAllowedAt: new Date("2026-11-27T18:00:00Z"),
    });
  });

  it("follows the clock across DST changes, and not in Arizona", () => {
    // Sunday 8 March 2026, clocks spring forward at 02:00 in New York: 08:00 EDT is 12:00 UTC (EST the day before: 13:00).
    expect(sendWindowCheck("America/New_York", DEFAULT_SEND_WINDOW, new Date("2026-03-08T06:00:00Z"))).toMatchObject({
      nextAllowedAt: new Date("2026-03-08T12:00:00Z"),
    });
    expect(sendWindowCheck("America/New_York", DEFAULT_SEND_WINDOW, new Date("2026-03-07T06:00:00Z"))).toMatchObject({
      nextAllowedAt: new Date("2026-03-07T13:00:00Z"),
    });
    // Sunday 1 November 2026, clocks fall back: 08:00 EST is 13:00 UTC, asked at 01:30 EDT (05:30 UTC).
    expect(sendWindowCheck("America/New_York", DEFAULT_SEND_WINDOW, new Date("2026-11-01T05:30:00Z"))).toMatchObject({
      nextAllowedAt: new Date("2026-11-01T13:00:00Z"),
    });
    // Asked late on Saturday evening (22:00 EDT, 02:00 UTC Sunday), the window opens Sunday 08:00 EST.
    expect(sendWindowCheck("America/New_York", DEFAULT_SEND_WINDOW, new Date("2026-11-01T02:00:00Z"))).toMatchObject({
      nextAllowedAt: new Date("2026-11-01T13:00:00Z"),
    });
    // Phoenix keeps MST (UTC-7) all year: 08:00 is 15:00 UTC in March and in July alike.
    for (const day of ["2026-03-09", "2026-07-15"]) {
      expect(sendWindowCheck("America/Phoenix", DEFAULT_SEND_WINDOW, new Date(`${day}T10:00:00Z`)), day).toMatchObject({
        nextAllowedAt: new Date(`${day}T15:00:00Z`),
      });
    }
  });

  it("with no known zone, is open only when it is open in both Eastern and Pacific time", () => {
    // 14:00 UTC: 09:00 in New York but 06:00 in Los Angeles; it opens at 08:00 Pacific, 16:00 UTC.
    expect(sendWindowCheck(null, DEFAULT_SEND_WINDOW, new Date("2026-11-27T14:00:00Z"))).toEqual({
      allowed: false,
      timeZone: null,
      nextAllowedAt: new Date("2026-11-27T16:00:00Z"),
    });
    expect(sendWindowCheck(null, DEFAULT_SEND_WINDOW, new Date("2026-11-27T20:00:00Z")).allowed).toBe(true);
    // 02:30 UTC: 18:30 in Los Angeles but 21:30 in New York; next is 16:00 UTC.
    expect(sendWindowCheck(null, DEFAULT_SEND_WINDOW, new Date("2026-11-28T02:30:00Z"))).toMatchObject({
      nextAllowedAt: new Date("2026-11-28T16:00:00Z"),
    });
  });

  it("honours an agency's narrower window", () => {
    const window = { start: "09:30", end: "17:00" };
    expect(sendWindowCheck("America/Chicago", window, new Date("2026-11-27T15:00:00Z"))).toMatchObject({
      nextAllowedAt: new Date("2026-11-27T15:30:00Z"),
    });
    expect(sendWindowCheck("America/Chicago", window, new Date("2026-11-27T22:59:00Z")).allowed).toBe(true);
    expect(sendWindowCheck("America/Chicago", window, new Date("2026-11-27T23:00:00Z")).allowed).toBe(false);
  });
});
