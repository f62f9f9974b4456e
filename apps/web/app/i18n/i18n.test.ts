import { describe, expect, it } from "vitest";
import { resolveLocale } from "./i18n";

const url = (query = "") => new URL(`https://planready.example/dashboard${query}`);

describe("resolveLocale", () => {
  it("takes the address first, then this device's cookie, then the signed-in person's language, then English", () => {
    expect(resolveLocale(url("?lng=en"), "lng=es", "es")).toBe("en");
    expect(resolveLocale(url(), "theme=dark; lng=en", "es")).toBe("en");
    expect(resolveLocale(url(), "theme=dark", "es")).toBe("es");
    expect(resolveLocale(url(), null, "es")).toBe("es");
    expect(resolveLocale(url(), null, null)).toBe("en");
    expect(resolveLocale(url("?locale=es-MX"), null)).toBe("es");
  });
});
