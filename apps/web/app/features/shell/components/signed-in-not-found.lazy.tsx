import { lazy } from "react";

const SignedInNotFound = lazy(() => import("./signed-in-not-found"));

/**
 * `SignedInNotFound`, loaded on first render. A module of its own, itself loaded lazily by `routes/survey-link.tsx`:
 * the list of the frame's many files that the browser fetches with it is written here, not into the survey start
 * page's script, which must stay within its budget (bench/survey-page.mjs). A component (React cannot render a lazy
 * component as what another lazy one resolves to).
 */
export default function SignedInNotFoundLoader() {
  return <SignedInNotFound />;
}
