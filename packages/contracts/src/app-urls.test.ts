import { describe, expect, it } from "vitest";
import { appPath, isStoredLogoUrl, storedLogoOrNull } from "./app-urls.ts";

const STORED = "/files/logos/0b8a3c1e-1f2a-4c3d-8e4f-5a6b7c8d9e0f-0123456789abcdef.png";

describe("isStoredLogoUrl", () => {
  it("accepts a logo the app stored", () => {
    expect(isStoredLogoUrl(STORED)).toBe(true);
    expect(storedLogoOrNull(STORED)).toBe(STORED);
  });

  it.each([
    "https://cdn.example.com/logo.png",
    "//cdn.example.com/logo.png",
    `https://app.example.com${STORED}`,
    "/files/logos/../session-secret",
    `${STORED}?x=1`,
    "/files/logos/logo.png",
    "/favicon.svg",
    "data:image/png;base64,AAAA",
    "",
  ])("refuses %s", (url) => {
    expect(isStoredLogoUrl(url)).toBe(false);
    expect(storedLogoOrNull(url)).toBeNull();
  });

  it("treats no logo as none", () => {
    expect(storedLogoOrNull(null)).toBeNull();
    expect(storedLogoOrNull(undefined)).toBeNull();
  });
});

describe("appPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["  /settings/qr-codes?x=1#top ", "/settings/qr-codes?x=1#top"],
    ["/a/../submissions", "/submissions"],
  ])("keeps the app's path %s", (url, path) => {
    expect(appPath(url)).toBe(path);
  });

  it("turns a full address on the app's origin into its path, and only with that origin", () => {
    expect(appPath("https://app.example.com/dashboard?tab=1", "https://app.example.com")).toBe("/dashboard?tab=1");
    expect(appPath("https://app.example.com/dashboard")).toBeNull();
    expect(appPath("http://app.example.com/dashboard", "https://app.example.com")).toBeNull();
    expect(appPath("https://app.example.com.evil.example/", "https://app.example.com")).toBeNull();
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example/x",
    "/\t/evil.example/x",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "mailto:a@example.com",
    "dashboard",
    "",
    "   ",
  ])("refuses %j, which would leave the app", (url) => {
    expect(appPath(url, "https://app.example.com")).toBeNull();
  });
});
