import outfit400 from "@fontsource/outfit/files/outfit-latin-400-normal.woff2?url";
import outfit600 from "@fontsource/outfit/files/outfit-latin-600-normal.woff2?url";
import outfit700 from "@fontsource/outfit/files/outfit-latin-700-normal.woff2?url";

import { createContext } from "react";

const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/**
 * The survey pages' Outfit (the same files as the site's) under a family name of their own, with
 * font-display: optional: a client on a slow phone gets the system font at once and the page never jumps when
 * Outfit arrives (the site's `swap` faces moved the whole survey, which Lighthouse counts as layout shift). Outfit
 * is used whenever it is already cached or arrives within the first moment.
 *
 * A device's first survey page declares no Outfit at all, so the fonts do not compete with the page for a slow
 * connection before its first paint (decision 022): once the page has run, the files are fetched into the cache and
 * a cookie (`planready_survey_fonts`, no survey data) tells the server to declare them from the next page on.
 */
export const SURVEY_FONT_FAMILY = '"Outfit Survey", ui-sans-serif, system-ui, sans-serif';

export const surveyFontFaces = [
  [400, outfit400],
  [600, outfit600],
  [700, outfit700],
]
  .map(
    ([weight, url]) =>
      `@font-face{font-family:"Outfit Survey";font-style:normal;font-display:optional;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${LATIN}}`,
  )
  .join("");

export const SURVEY_FONTS_COOKIE = "planready_survey_fonts";

/** Whether this device already fetched the survey fonts (its request's `Cookie` header). */
export function hasSurveyFonts(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.trim() === `${SURVEY_FONTS_COOKIE}=1`);
}

/** Whether the survey frame declares Outfit: true but on a device's first survey page (the survey routes set it). */
export const SurveyFontsContext = createContext(true);

/** Fetches the survey fonts into this device's cache and remembers it, for the next page (the browser is idle). */
let keeping = false;
export function keepSurveyFontsForNextVisit(): void {
  if (keeping) return;
  keeping = true;
  const fetches = [outfit400, outfit600, outfit700].map((url) => fetch(url).then((response) => response.arrayBuffer()));
  void Promise.all(fetches)
    .then(() => {
      const secure = window.location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${SURVEY_FONTS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
      return undefined;
    })
    .catch(() => undefined);
}
