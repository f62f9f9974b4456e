/**
 * Survey colour themes: the default blue and five alternatives chosen per link through
 * `alt_theme_color`. Every pair the pages draw passes WCAG AA (themes.test.ts): white text on primary, hover and
 * footer; dark text on light; the progress bar against its light track and the outline against white.
 */
export type TTheme = {
  /** Buttons, selected choices, links; white text on it. */
  primary: string;
  /** Buttons under the pointer or pressed; white text on it. */
  hover: string;
  /** Tinted backgrounds (selected card, progress track, notices); dark text on it. */
  light: string;
  progressBar: string;
  /** Borders of focused inputs and selected cards, drawn on white. */
  outline: string;
  /** The 'Powered by' footer background; white text on it. */
  footer: string;
};

/** Text colours drawn on the theme colours. */
export const THEME_TEXT_ON_DARK = "#ffffff";
export const THEME_TEXT_ON_LIGHT = "#111827";

export const themeNames = ["black", "green", "magenta", "red", "orange"] as const;
export type TThemeName = (typeof themeNames)[number];

export const defaultTheme: TTheme = {
  primary: "#2563eb",
  hover: "#1d4ed8",
  light: "#eff6ff",
  progressBar: "#2563eb",
  outline: "#2563eb",
  footer: "#1e3a8a",
};

export const themes: Record<TThemeName, TTheme> = {
  black: { primary: "#111827", hover: "#374151", light: "#f3f4f6", progressBar: "#111827", outline: "#4b5563", footer: "#030712" },
  green: { primary: "#15803d", hover: "#166534", light: "#f0fdf4", progressBar: "#15803d", outline: "#15803d", footer: "#14532d" },
  magenta: { primary: "#a21caf", hover: "#86198f", light: "#fdf4ff", progressBar: "#a21caf", outline: "#a21caf", footer: "#701a75" },
  red: { primary: "#b91c1c", hover: "#991b1b", light: "#fef2f2", progressBar: "#b91c1c", outline: "#b91c1c", footer: "#7f1d1d" },
  orange: { primary: "#c2410c", hover: "#9a3412", light: "#fff7ed", progressBar: "#c2410c", outline: "#c2410c", footer: "#7c2d12" },
};

/** The theme of a link's `alt_theme_color`; missing or unknown values get the default blue. */
export function themeFor(altThemeColor: string | null | undefined): TTheme {
  return (themeNames as readonly unknown[]).includes(altThemeColor) ? themes[altThemeColor as TThemeName] : defaultTheme;
}

/** The theme as CSS custom properties, for a `style` attribute on the survey page root. */
export function themeCssVariables(theme: TTheme): Record<string, string> {
  return {
    "--survey-primary": theme.primary,
    "--survey-hover": theme.hover,
    "--survey-light": theme.light,
    "--survey-progress": theme.progressBar,
    "--survey-outline": theme.outline,
    "--survey-footer": theme.footer,
  };
}
