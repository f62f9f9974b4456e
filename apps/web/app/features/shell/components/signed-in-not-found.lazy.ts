import { lazy } from "react";

/**
 * `SignedInNotFound`, loaded on first render. A module of its own, itself loaded lazily by `routes/survey-link.tsx`:
 * the list of the frame's many files that the browser fetches with it is written here, not into the survey start
 * page's script, which must stay within its budget (bench/survey-page.mjs).
 */
export default lazy(() => import("./signed-in-not-found"));
