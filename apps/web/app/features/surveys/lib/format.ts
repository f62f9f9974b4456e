/**
 * What survey fields look like while they are typed. Pure: the screens format as the client types and save the
 * value only once it is valid (contracts' validators), so an unfinished answer never reaches the server.
 */

/** A US phone number as typed: "(305) 555-0123", built from at most 10 digits (a leading 1 is dropped). */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (digits.length > 10 && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A ZIP code as typed: digits and one dash, at most ZIP+4. */
export function formatZipInput(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** Whole dollars from what was typed ("$250,000" → 250000); null when there are no digits. */
export function parseDollars(raw: string): number | null {
  const digits = raw.replace(/[^\d]/g, "").replace(/^0+(?=\d)/, "");
  if (!digits) return null;
  const value = Number(digits.slice(0, 12));
  return Number.isSafeInteger(value) ? value : null;
}

/** Dollars with thousands separators, as typed back into the box ("250,000"). */
export function formatDollarsInput(value: number | null | undefined): string {
  return value == null ? "" : value.toLocaleString("en-US");
}

/** A blank answer is no answer: the API stores null. */
export function blankToNull(value: string): string | null {
  return value.trim() === "" ? null : value;
}
