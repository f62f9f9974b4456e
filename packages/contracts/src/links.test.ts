import { describe, expect, it } from "vitest";
import { linkUrlProblem, normalizeLinkUrl, RESERVED_LINK_URLS, ZCreateLinkRequest, ZLinkUrl } from "./links.ts";

describe("link URLs", () => {
  it.each(["abc", "smith-medicare", "a1-b2-c3", "2025-aep", "x".repeat(50)])("accepts %j", (url) => {
    expect(linkUrlProblem(url)).toBeNull();
  });

  it("lower-cases and trims before checking", () => {
    expect(normalizeLinkUrl("  Smith-Medicare ")).toBe("smith-medicare");
    expect(ZLinkUrl.parse(" Smith-Medicare")).toBe("smith-medicare");
  });

  it.each([
    ["ab", "Use 3 to 50 characters"],
    ["x".repeat(51), "Use 3 to 50 characters"],
    ["-abc", "Use only letters, digits and dashes, not starting or ending with a dash"],
    ["abc-", "Use only letters, digits and dashes, not starting or ending with a dash"],
    ["a b c", "Use only letters, digits and dashes, not starting or ending with a dash"],
    ["a_b_c", "Use only letters, digits and dashes, not starting or ending with a dash"],
    ["señor", "Use only letters, digits and dashes, not starting or ending with a dash"],
    ["a/b/c", "Use only letters, digits and dashes, not starting or ending with a dash"],
  ])("refuses %j: %s", (url, message) => {
    expect(linkUrlProblem(url)).toBe(message);
  });

  it("refuses every first path segment the app uses, in any case", () => {
    for (const word of [
      "api",
      "dashboard",
      "login",
      "logout",
      "signup",
      "about",
      "demo",
      "troubleshoot",
      "fulfillment",
      "privacy",
      "terms",
      "resources",
      "submissions",
      "marketplace",
      "splash",
      "splash-pages",
      "integrations",
      "settings",
      "stripe",
      "connecturedrx",
      "crm",
      "onboarding",
      "survey",
      "internal",
      "forgot-password",
      "reset-password",
      "assets",
      "favicon.svg",
    ]) {
      expect(RESERVED_LINK_URLS.has(word), word).toBe(true);
    }
    expect(linkUrlProblem("Dashboard")).toBe("This address is reserved; choose another");
    expect(linkUrlProblem("survey")).toBe("This address is reserved; choose another");
  });

  it("keeps the reserved list to valid-looking lower-case words", () => {
    for (const word of RESERVED_LINK_URLS) expect(word).toBe(word.toLowerCase());
  });
});

describe("ZCreateLinkRequest", () => {
  it("defaults the plan duration to monthly", () => {
    expect(ZCreateLinkRequest.parse({ url: "abc", survey_type: "aca" })).toEqual({
      url: "abc",
      survey_type: "aca",
      stripe_plan_duration: "monthly",
    });
  });

  it("bounds a logo address's length; which addresses are allowed is the API's check (isStoredLogoUrl)", () => {
    const logo = (logo_image_url: string) => ZCreateLinkRequest.safeParse({ url: "abc", survey_type: "aca", logo_image_url }).success;
    expect(logo("/files/logos/0b8a3c1e-1f2a-4c3d-8e4f-5a6b7c8d9e0f-0123456789abcdef.png")).toBe(true);
    expect(logo(`/files/logos/${"a".repeat(2000)}`)).toBe(false);
  });

  it("refuses unknown fields", () => {
    expect(ZCreateLinkRequest.safeParse({ url: "abc", survey_type: "aca", status: "cancelled" }).success).toBe(false);
  });
});
