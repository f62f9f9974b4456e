import { describe, expect, it } from "vitest";
import { createI18n, type TLocale } from "../../../i18n/i18n";
import { resources } from "../../../i18n/resources.server";
import { newPasswordError } from "./validate";

const t = (lng: TLocale) => createI18n(lng, resources).getFixedT(lng, "auth");

describe("newPasswordError", () => {
  it("says why a password breaks a rule, in the reader's language, before any round trip", () => {
    expect(newPasswordError("short", t("en"))).toBe("Use at least 8 characters.");
    expect(newPasswordError("aaaaaaaaaa", t("en"))).toMatch(/Do not repeat one character/);
    expect(newPasswordError("maria.lopez-2026!", t("en"), "maria.lopez@example.com")).toBe(
      "Do not use your email address in your password.",
    );
    expect(newPasswordError("short", t("es"))).toBe("Use al menos 8 caracteres.");
    expect(newPasswordError("aaaaaaaaaa", t("es"))).toMatch(/No repita un solo carácter/);
    expect(newPasswordError("maria.lopez-2026!", t("es"), "maria.lopez@example.com")).toBe(
      "No use su correo electrónico en su contraseña.",
    );
  });

  it("lets a good password through (the server still checks the common-password list)", () => {
    expect(newPasswordError("a quiet harbour at dawn", t("en"), "maria@example.com")).toBeUndefined();
  });
});
