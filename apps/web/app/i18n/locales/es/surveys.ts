import consent from "./surveys/consent";
import frame from "./surveys/frame";
import lists from "./surveys/lists";
import screens from "./surveys/screens";

/**
 * The `surveys` namespace: the public survey pages. One file per area, each owning its own top-level keys so the
 * spread never collides: frame.ts → frame, titles, status…; screens.ts → screens, choices (general screens);
 * lists.ts → lists (pharmacies, prescriptions, doctors, hospitals, household, health conditions);
 * consent.ts → consent (Scope of Appointment, ACA consent). Screen titles for every screen id live in frame.ts
 * `titles` (the review summary and the page title use them too).
 */
export default {
  ...frame,
  ...screens,
  ...lists,
  ...consent,
};
