import type { TSectionStatus, TSurveyContentFieldName } from "./content.ts";
import type { TScreenId } from "./screens.ts";

/**
 * The four sections with a completion status: not started → in progress → completed or skipped. A
 * section is in progress once the client reaches one of its screens; when the client moves forward past its last
 * screen (or a rule jumps over it) it becomes completed if it holds at least one item, skipped if it holds none.
 * Going back never changes a status; coming back and leaving again recomputes it.
 */
export const sections = ["prescriptions", "pharmacies", "hospitals", "doctors"] as const;
export type TSection = (typeof sections)[number];

/** The screens of each section, in every survey type, so the pages can show "Prescriptions: completed". */
export const sectionScreens: Record<TSection, readonly TScreenId[]> = {
  prescriptions: ["introPrescriptions", "currentPrescriptions", "prescriptions"],
  pharmacies: ["preferredPharmacy", "pharmacy"],
  // The hospitals intro introduces hospitals and doctors; it belongs to the section that comes first in medicare.
  hospitals: ["introHospitals", "preferredHospitals", "connecturePreferredHospitals", "hospitals"],
  doctors: ["preferredDoctors", "connecturePreferredDoctors", "doctors"],
};

/** Where each section's status is stored on the survey content. */
export const sectionStatusField = {
  prescriptions: "prescriptions_status",
  pharmacies: "pharmacies_status",
  hospitals: "hospitals_status",
  doctors: "doctors_status",
} as const satisfies Record<TSection, TSurveyContentFieldName>;

/** Which child collection of the survey content counts a section's items. */
export const sectionItems = {
  prescriptions: "prescription_responses",
  pharmacies: "pharmacy_responses",
  hospitals: "hospital_responses",
  doctors: "specialist_responses",
} as const;

export function sectionOf(screen: TScreenId): TSection | null {
  return sections.find((section) => sectionScreens[section].includes(screen)) ?? null;
}

/** The sections a survey order contains (life: prescriptions and doctors; aca: none). */
export function sectionsIn(order: readonly TScreenId[]): TSection[] {
  return sections.filter((section) => order.some((screen) => sectionScreens[section].includes(screen)));
}

/** Reaching a section's screen: a section not started becomes in progress; any other status is kept. */
export const enterSection = (status: TSectionStatus): TSectionStatus => (status === "not_started" ? "in_progress" : status);

/** Moving forward past a section: completed with items, skipped without. */
export const leaveSection = (itemCount: number): TSectionStatus => (itemCount > 0 ? "completed" : "skipped");

export type TSectionMove = {
  order: readonly TScreenId[];
  from: TScreenId;
  to: TScreenId;
  statuses: Record<TSection, TSectionStatus>;
  itemCounts: Record<TSection, number>;
};

/**
 * The section statuses that change when the client moves from one screen to another (by Next, Back or a skip
 * rule), as a partial survey-content update. Empty when nothing changes.
 */
export function sectionStatusChanges(move: TSectionMove): Partial<Record<(typeof sectionStatusField)[TSection], TSectionStatus>> {
  const fromIndex = move.order.indexOf(move.from);
  const toIndex = move.order.indexOf(move.to);
  const changes: Partial<Record<(typeof sectionStatusField)[TSection], TSectionStatus>> = {};
  if (fromIndex < 0 || toIndex < 0) return changes;
  for (const section of sectionsIn(move.order)) {
    const indexes = move.order.flatMap((screen, i) => (sectionScreens[section].includes(screen) ? [i] : []));
    const first = Math.min(...indexes);
    const last = Math.max(...indexes);
    let next = move.statuses[section];
    if (toIndex > fromIndex && fromIndex <= last && toIndex > last) next = leaveSection(move.itemCounts[section]);
    else if (toIndex >= first && toIndex <= last) next = enterSection(next);
    if (next !== move.statuses[section]) changes[sectionStatusField[section]] = next;
  }
  return changes;
}
