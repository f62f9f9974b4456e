/**
 * The current_health_ins choices that can only be held by someone enrolled in Medicare: Original Medicare,
 * Medicare Advantage and Medigap all require Parts A and B, and a Part D plan requires A or B. Medicaid, VA and
 * TRICARE do not by themselves imply Medicare. A module of its own so that the survey's navigation (on the survey
 * start page) does not bring every answer list with it; choices.ts re-exports it.
 */
export const medicareCoverageChoices = ["medicare_original", "medicare_advantage", "medicare_supplement", "part_d"] as const;
