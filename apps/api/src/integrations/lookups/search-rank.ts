import { LOOKUP_RESULT_LIMIT } from "@planready/contracts/lookups";

/** Lower case, accents removed, anything but letters and digits turned into single spaces. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function words(text: string): string[] {
  const normal = normalize(text);
  return normal ? normal.split(" ") : [];
}

/** The searchable text of one candidate: what it is called, and what else describes it (city, specialty…). */
export type SearchText = { primary: string; secondary?: string };

/**
 * How well a query matches a candidate, 0 for no match. Every query word must match the start of a word of the
 * candidate (a word inside a longer word counts too, weakly, from four letters on: "statin"). Matches in the name
 * weigh more than matches in the description; a name that is, or starts with, the whole query comes first.
 */
export function matchScore(query: string, text: SearchText): number {
  const tokens = words(query);
  if (tokens.length === 0) return 0;
  const primary = words(text.primary);
  const secondary = words(text.secondary ?? "");
  let score = 0;
  for (const token of tokens) {
    let best = 0;
    for (const word of primary) {
      if (word === token) best = Math.max(best, 4);
      else if (word.startsWith(token)) best = Math.max(best, 3);
      else if (token.length >= 4 && word.includes(token)) best = Math.max(best, 1);
    }
    for (const word of secondary) {
      if (word === token) best = Math.max(best, 2);
      else if (word.startsWith(token)) best = Math.max(best, 1.5);
    }
    if (best === 0) return 0;
    score += best;
  }
  const name = primary.join(" ");
  const phrase = tokens.join(" ");
  if (name === phrase) score += 10;
  else if (name.startsWith(phrase)) score += 5;
  return score;
}

/** How close a place is to the ZIP code the client gave: 2 the same ZIP, 1 the same area (first three digits). */
export function zipProximity(candidateZip: string, zip: string | undefined): number {
  if (!zip) return 0;
  if (candidateZip === zip) return 2;
  return candidateZip.slice(0, 3) === zip.slice(0, 3) ? 1 : 0;
}

export type Scored<T> = { item: T; score: number; proximity?: number; name: string };

/**
 * Best first: by match score, then nearness, then shorter names (the plain drug before its combinations), then
 * alphabetically. At most LOOKUP_RESULT_LIMIT.
 */
export function rank<T>(candidates: Scored<T>[], limit = LOOKUP_RESULT_LIMIT): T[] {
  return candidates
    .filter((c) => c.score > 0)
    .toSorted(
      (a, b) =>
        b.score - a.score || (b.proximity ?? 0) - (a.proximity ?? 0) || a.name.length - b.name.length || a.name.localeCompare(b.name, "en"),
    )
    .slice(0, limit)
    .map((c) => c.item);
}

/** Words people put before a doctor's name that are not part of it. */
const DOCTOR_TITLES = new Set(["dr", "doctor"]);

/** "Dr. Smith" searches for Smith; a query that is only a title is kept as it is. */
export function withoutTitles(q: string): string {
  const kept = words(q).filter((word) => !DOCTOR_TITLES.has(word));
  return kept.length ? kept.join(" ") : q;
}
