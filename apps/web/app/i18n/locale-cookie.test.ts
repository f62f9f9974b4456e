import { describe, expect, it } from "vitest";
import { localeCookie } from "./i18n";

describe("localeCookie", () => {
  it("is Secure on an https page", () => {
    expect(localeCookie("es", "https:")).toBe("lng=es; path=/; max-age=31536000; samesite=lax; secure");
  });

  it("is not Secure on plain http (local development), which would keep the browser from storing it", () => {
    expect(localeCookie("en", "http:")).toBe("lng=en; path=/; max-age=31536000; samesite=lax");
  });
});
