/**
 * Answer lists and small checks the list screens need. The lists come from the zod-free contracts/choices.ts so
 * the screens' chunks stay free of zod (see screen-props.ts); item-rules.test.ts keeps the checks equal to zod's.
 */

import {
  daysSupplies,
  householdRelationships,
  lifeHealthConditions,
  otherCoverageKinds,
  prescriptionFrequencies,
} from "@planready/contracts/surveys/choices";

export { daysSupplies, householdRelationships, lifeHealthConditions, otherCoverageKinds, prescriptionFrequencies };
export type TPrescriptionFrequency = (typeof prescriptionFrequencies)[number];
export type TLifeHealthCondition = (typeof lifeHealthConditions)[number];
export type THouseholdRelationship = (typeof householdRelationships)[number];
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
