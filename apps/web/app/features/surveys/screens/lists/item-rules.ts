/**
 * Answer lists and small checks the list screens need, copied from the contracts' zod modules so the screens'
 * chunks stay free of zod (see screen-props.ts); item-rules.test.ts keeps each copy equal to its source.
 */

/** content-items.ts prescriptionFrequencies. */
export const prescriptionFrequencies = [
  "once_daily",
  "twice_daily",
  "three_times_daily",
  "four_times_daily",
  "every_other_day",
  "weekly",
  "monthly",
  "as_needed",
  "other",
] as const;
export type TPrescriptionFrequency = (typeof prescriptionFrequencies)[number];

export const daysSupplies = [30, 60, 90] as const;

/** content-items.ts lifeHealthConditions. */
export const lifeHealthConditions = [
  "high_blood_pressure",
  "high_cholesterol",
  "diabetes_type_1",
  "diabetes_type_2",
  "heart_attack",
  "heart_disease",
  "stroke",
  "cancer",
  "copd",
  "asthma",
  "sleep_apnea",
  "kidney_disease",
  "liver_disease",
  "depression_or_anxiety",
  "bipolar_or_schizophrenia",
  "alcohol_or_drug_treatment",
  "hiv_aids",
  "dementia",
  "parkinsons",
  "multiple_sclerosis",
  "arthritis",
  "other",
] as const;
export type TLifeHealthCondition = (typeof lifeHealthConditions)[number];

/** household.ts householdRelationships and otherCoverageKinds. */
export const householdRelationships = ["self", "spouse", "child", "other_dependent"] as const;
export type THouseholdRelationship = (typeof householdRelationships)[number];
export const otherCoverageKinds = ["employer", "medicare", "medicaid_chip", "va_tricare", "individual_plan", "other"] as const;
export type TOtherCoverageKind = (typeof otherCoverageKinds)[number];

/** fields.ts isValidUsPhone: 10 digits (a leading 1 allowed), area code and exchange not starting with 0 or 1. */
export function isValidUsPhone(value: string): boolean {
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
}

export const isValidZip = (value: string) => /^\d{5}$/.test(value.trim());

/** A positive amount typed by a person ("30", "2.5", "1,000"), or null when it is not one or above `max`. */
export function parseAmount(value: string, max: number): number | null {
  const text = value.replace(/,/g, "").trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 && amount <= max ? amount : null;
}

/** Whole dollars typed as "$45,000" or "45000", or null. Zero is an answer (no income). */
export function parseDollars(value: string, max: number): number | null {
  const text = value.replace(/[$,\s]/g, "");
  if (!/^\d+$/.test(text)) return null;
  const amount = Number(text);
  return amount <= max ? amount : null;
}

/** A diagnosis year: 1900 to this year. */
export function parseYear(value: string, now: Date = new Date()): number | null {
  const text = value.trim();
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 1900 && year <= now.getUTCFullYear() ? year : null;
}

/** A look-up result's address on one line. */
export function formatAddress(place: { address_one: string; city: string; state: string; zip: string }): string {
  return `${place.address_one}, ${place.city}, ${place.state} ${place.zip}`;
}

/** Blank text is "no answer" (null), never "". */
export const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A yes/no answer (boolean, or null when not answered) as choice-card values and back. */
export const yesNo = {
  toValue: (answer: boolean | null | undefined) => (answer === true ? "yes" : answer === false ? "no" : null),
  fromValue: (value: string) => value === "yes",
};
