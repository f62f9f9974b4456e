import { describe, expect, it } from "vitest";
import {
  clientDisplayName,
  defaultEmailPermissions,
  formatBadgeCount,
  NOTIFICATION_DELAY_MS,
  NOTIFICATION_POLL_MS,
  notificationTypes,
  ZCreateNotificationRequest,
  ZUpdateNotificationPermissionsRequest,
} from "./notifications.ts";

describe("formatBadgeCount", () => {
  it("shows no badge for 0 (or a negative count)", () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-1)).toBeNull();
  });

  it("shows the number from 1 to 99", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(99)).toBe("99");
  });

  it("caps at 99+", () => {
    expect(formatBadgeCount(100)).toBe("99+");
    expect(formatBadgeCount(12_345)).toBe("99+");
  });
});

describe("polling constants", () => {
  it("poll at most every 30 s after a 100 ms delay", () => {
    expect(NOTIFICATION_POLL_MS).toBe(30_000);
    expect(NOTIFICATION_DELAY_MS).toBe(100);
  });
});

describe("ZCreateNotificationRequest", () => {
  const base = { type: "announcement", title: "Office closed", text: "Closed Friday." };

  it("takes an announcement with an action to a path of the app or an https address", () => {
    expect(ZCreateNotificationRequest.safeParse(base).success).toBe(true);
    expect(ZCreateNotificationRequest.safeParse({ ...base, action_text: "Open", action_url: "/resources" }).success).toBe(true);
    expect(ZCreateNotificationRequest.safeParse({ ...base, action_text: "Open", action_url: "https://example.com/a" }).success).toBe(true);
  });

  it("refuses other types, an empty or overlong action address, and an action without its text", () => {
    expect(ZCreateNotificationRequest.safeParse({ ...base, type: "survey_submitted" }).success).toBe(false);
    for (const url of ["", "   ", `/${"a".repeat(2000)}`]) {
      expect(ZCreateNotificationRequest.safeParse({ ...base, action_text: "Open", action_url: url }).success, url).toBe(false);
    }
    expect(ZCreateNotificationRequest.safeParse({ ...base, action_url: "/resources" }).success).toBe(false);
    // Where the action may lead (into the app only) is the API's check, with its own code: app-urls.ts appPath.
  });
});

describe("email permissions", () => {
  it("default to email for every type but announcements", () => {
    expect(notificationTypes.filter((type) => defaultEmailPermissions[type])).toEqual([
      "survey_submitted",
      "review_received",
      "referral_received",
      "payment_failed",
      "webhook_disabled",
    ]);
  });

  it("refuse a change naming a type twice", () => {
    const twice = {
      permissions: [
        { type: "announcement", email: true },
        { type: "announcement", email: false },
      ],
    };
    expect(ZUpdateNotificationPermissionsRequest.safeParse(twice).success).toBe(false);
  });
});

describe("clientDisplayName", () => {
  it("is the first name and the last name's initial", () => {
    expect(clientDisplayName("Maria", "Lopez")).toBe("Maria L.");
    expect(clientDisplayName("  Mary   Ann ", " de la Cruz")).toBe("Mary Ann D.");
    expect(clientDisplayName("José", "Ñúñez")).toBe("José Ñ.");
    expect(clientDisplayName("Maria", "'Olsen")).toBe("Maria O.");
  });

  it("is the first name alone without a last name, and nothing without a first name", () => {
    expect(clientDisplayName("Maria", null)).toBe("Maria");
    expect(clientDisplayName("Maria", "  ")).toBe("Maria");
    expect(clientDisplayName(null, "Lopez")).toBeUndefined();
    expect(clientDisplayName("   ", "Lopez")).toBeUndefined();
  });
});
