/**
 * Dates typed by clients as MM/DD/YYYY (docs/product.md#dates-of-birth). Pure and time-zone free: "today" is the UTC calendar date on
 * both sides, so the browser and the server agree (US local dates never run ahead of UTC).
 */

export type TUsDate = { year: number; month: number; day: number };

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The oldest date of birth we accept, in years before today: older is a typo, not a client. */
export const MAX_AGE_YEARS = 120;

/**
 * Auto-format a date-of-birth field as it is typed: non-digits removed, at most 8 digits kept, a slash after the
 * 2nd and the 4th digit. The slash appears once the next digit is typed ("12" stays "12", "123" becomes "12/3"):
 * a slash added eagerly would come back after every backspace and trap the cursor.
 */
export function formatDobInput(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** MM/DD/YYYY to its parts when it names a day that exists (no 02/30, 02/29 only in leap years), else null. */
export function parseUsDate(value: string): TUsDate | null {
  const match = US_DATE.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Any real calendar day as MM/DD/YYYY from 1900 to 2100 (e.g. a Medicare Part A start date, which may be in the future). */
export function isValidUsDate(value: string): boolean {
  const date = parseUsDate(value);
  return !!date && date.year >= 1900 && date.year <= 2100;
}

export function todayUtc(now: Date = new Date()): TUsDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** Negative when a is before b. */
export function compareUsDates(a: TUsDate, b: TUsDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A real calendar day, not after today and at most 120 years ago (a newborn born today is valid). */
export function isValidDob(value: string, now: Date = new Date()): boolean {
  const dob = parseUsDate(value);
  if (!dob) return false;
  const today = todayUtc(now);
  if (compareUsDates(dob, today) > 0) return false;
  return compareUsDates(dob, { ...today, year: today.year - MAX_AGE_YEARS }) >= 0;
}

/** Whole years of age on a given day (the agent sees "turning 65 on …" from this). Null for an invalid date. */
export function ageOn(dobValue: string, now: Date = new Date()): number | null {
  const dob = parseUsDate(dobValue);
  if (!dob) return null;
  const today = todayUtc(now);
  const age = today.year - dob.year;
  return today.month < dob.month || (today.month === dob.month && today.day < dob.day) ? age - 1 : age;
}
