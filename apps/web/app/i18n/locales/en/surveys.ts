import frame from "./surveys/frame";
import start from "./surveys/start";

/**
 * The `surveys` namespace: the public survey pages. One file per area, each owning its own top-level keys so the
 * spread never collides: frame.ts → frame, titles, status…; start.ts → start (the start screen);
 * screens.ts → screens, errors, choices, states (general screens); lists.ts → lists (pharmacies, prescriptions,
 * doctors, hospitals, household, health conditions); consent.ts → consent (Scope of Appointment, ACA consent).
 * Screen titles for every screen id live in frame.ts `titles` (the review summary and the page title use them too).
 *
 * A page loads this file: the frame and the start screen, all the server renders. screens.ts, lists.ts and
 * consent.ts are parts of the namespace loaded in the browser with the screens that use them (catalogParts in
 * ../../i18n.ts); the server renders with every part (resources.server.ts).
 */
export default {
  ...frame,
  ...start,
};
