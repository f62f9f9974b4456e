import { describe, expect, it } from "vitest";
import { altThemeColors } from "../links.ts";
import { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from "./contrast.ts";
import {
  defaultTheme,
  type TTheme,
  THEME_TEXT_ON_DARK,
  THEME_TEXT_ON_LIGHT,
  themeCssVariables,
  themeFor,
  themeNames,
  themes,
} from "./themes.ts";

describe("contrastRatio", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBeCloseTo(4.54, 2);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
  });
  it("refuses anything but #rrggbb", () => expect(() => relativeLuminance("blue")).toThrow(/Not a #rrggbb colour/));
});

describe("themes", () => {
  const all: [string, TTheme][] = [["default", defaultTheme], ...themeNames.map((name): [string, TTheme] => [name, themes[name]])];
  it.each(all)("%s passes WCAG AA", (_, theme) => {
    for (const background of [theme.primary, theme.hover, theme.footer])
      expect(contrastRatio(THEME_TEXT_ON_DARK, background)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(THEME_TEXT_ON_LIGHT, theme.light)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(theme.primary, theme.light)).toBeGreaterThanOrEqual(AA_TEXT); // primary-coloured text on tinted cards
    expect(contrastRatio(theme.progressBar, theme.light)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrastRatio(theme.outline, "#ffffff")).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(theme.hover).not.toBe(theme.primary);
  });

  it("offers exactly the link's alt_theme_color values", () => expect([...themeNames]).toEqual([...altThemeColors]));

  it.each(themeNames)("themeFor(%s) picks it", (name) => expect(themeFor(name)).toBe(themes[name]));
  it.each([null, undefined, "", "blue", "RED"])("themeFor(%j) falls back to the default blue", (value) =>
    expect(themeFor(value)).toBe(defaultTheme),
  );

  it("exposes every colour as a CSS variable", () => {
    expect(Object.values(themeCssVariables(themes.green))).toEqual(Object.values(themes.green));
  });
});
