import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, signUpLocale } from "./user-locale.ts";

const headers = (values: Record<string, string>) => new Headers(values);

describe("localeFromAcceptLanguage", () => {
  it("takes the browser's most preferred language among English and Spanish", () => {
    expect(localeFromAcceptLanguage("es-MX,es;q=0.9,en-US;q=0.8")).toBe("es");
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.5,es;q=0.4")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.3, es;q=0.7")).toBe("es");
  });

  it("is null when neither is accepted (or q=0 refuses it)", () => {
    expect(localeFromAcceptLanguage("fr,de;q=0.5")).toBeNull();
    expect(localeFromAcceptLanguage("es;q=0")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe("signUpLocale", () => {
  it("prefers the page's language (its cookie) over the browser's", () => {
    expect(signUpLocale(headers({ cookie: "theme=dark; lng=es", "accept-language": "en-US" }))).toBe("es");
    expect(signUpLocale(headers({ cookie: "lng=en", "accept-language": "es-ES" }))).toBe("en");
  });

  it("falls back to Accept-Language, then English", () => {
    expect(signUpLocale(headers({ "accept-language": "es-419" }))).toBe("es");
    expect(signUpLocale(headers({ cookie: "lng=fr", "accept-language": "de" }))).toBe("en");
    expect(signUpLocale(undefined)).toBe("en");
  });
});
