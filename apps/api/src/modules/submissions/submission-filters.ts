import type { TSubmissionFilters } from "@planready/contracts/submissions";

/** At most this many words of a search term are matched (each must appear). */
const MAX_SEARCH_WORDS = 5;

/** Escapes LIKE's wildcards so a term matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What a search term must all contain in `search_text` (lower-case names, email, phone digits). A term that looks
 * like a phone number ("(305) 555-01") is searched by its digits; other terms word by word, in any order.
 */
export function searchWords(term: string | undefined): string[] {
  const trimmed = term?.trim().toLowerCase() ?? "";
  if (!trimmed) return [];
  if (/^[\d\s().+-]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, "");
    if (digits.length >= 3) return [digits];
  }
  return [...new Set(trimmed.split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/** The `LIKE` patterns of `searchWords`, which the trigram indexes answer. */
export function searchPatterns(term: string | undefined): string[] {
  return searchWords(term).map((word) => `%${escapeLike(word)}%`);
}

/** What a pharmacy name filter looks for in `pharmacy_names` (lower-case, one name per line): part of a name. */
export function pharmacyNeedle(name: string | undefined): string | null {
  return name?.trim().toLowerCase() || null;
}

/** The `LIKE` pattern of `pharmacyNeedle`, which the trigram indexes answer. */
export function pharmacyPattern(name: string | undefined): string | null {
  const needle = pharmacyNeedle(name);
  return needle ? `%${escapeLike(needle)}%` : null;
}

const DAY_MS = 86_400_000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The time range of `startDate` and `endDate`, as `from` (inclusive) and `to` (exclusive): a date-only start is its
 * day's first moment (UTC), a date-only end covers its whole day; a date and time is that moment, and as an end
 * covers its whole millisecond (stored times have microseconds, the wire has milliseconds).
 */
export function dateRange(filters: Pick<TSubmissionFilters, "startDate" | "endDate">): { from: Date | null; to: Date | null } {
  const from = filters.startDate ? new Date(isDateOnly(filters.startDate) ? `${filters.startDate}T00:00:00Z` : filters.startDate) : null;
  if (!filters.endDate) return { from, to: null };
  const to = isDateOnly(filters.endDate) ? Date.parse(`${filters.endDate}T00:00:00Z`) + DAY_MS : Date.parse(filters.endDate) + 1;
  return { from, to: new Date(to) };
}
