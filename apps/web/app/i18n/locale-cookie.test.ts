import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberLocaleCookie } from "./i18n";

/** What the page wrote to document.cookie, on a page served over `protocol`. */
function written(protocol: string, locale: "en" | "es"): string {
  const document = { cookie: "" };
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", { protocol });
  rememberLocaleCookie(locale);
  return document.cookie;
}

describe("rememberLocaleCookie", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("writes a Secure cookie on an https page", () => {
    expect(written("https:", "es")).toBe("lng=es; path=/; max-age=31536000; samesite=lax; secure");
  });

  it("writes no Secure on plain http (local development), which would keep the browser from storing it", () => {
    expect(written("http:", "en")).toBe("lng=en; path=/; max-age=31536000; samesite=lax");
  });
});
