import outfit400 from "@fontsource/outfit/files/outfit-latin-400-normal.woff2?url";
import outfit600 from "@fontsource/outfit/files/outfit-latin-600-normal.woff2?url";
import outfit700 from "@fontsource/outfit/files/outfit-latin-700-normal.woff2?url";

const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/**
 * The survey pages' Outfit (the same files as the site's) under a family name of their own, with
 * font-display: optional: a client on a slow phone gets the system font at once and the page never jumps when
 * Outfit arrives (the site's `swap` faces moved the whole survey, which Lighthouse counts as layout shift). Outfit
 * is used whenever it is already cached or arrives within the first moment.
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
