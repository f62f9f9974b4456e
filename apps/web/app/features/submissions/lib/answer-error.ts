import { invalidFieldPaths } from "../../../lib/problem-message";
import type { TFieldKind } from "@planready/contracts/submission-sections";

/** Answers whose rule says more than their kind does (a quantity above 0, a year not in the future, an NPI's digits). */
const answersWithOwnWords = new Set([
  "name",
  "drug_name",
  "quantity",
  "diagnosed_year",
  "npi",
  "ccn",
  "rxcui",
  "dob",
  "condition_other",
  "detail",
  "chronic_condition",
]);

/**
 * Catalog key (submissions namespace) of the words beside an answer the API refused: the answer's own when its rule
 * is particular, else its kind's ("Enter a 5-digit ZIP code."). The API's own message is English and is not shown.
 */
export function answerErrorKey(name: string, kind: TFieldKind): string {
  return answersWithOwnWords.has(name) ? `corrections.invalidAnswer.${name}` : `corrections.invalidKind.${kind.type}`;
}

/** The names of the answers the API refused (`body.fields.dob`, `body.items.0.values.quantity` → dob, quantity). */
export function refusedAnswers(error: unknown): Set<string> {
  return new Set(invalidFieldPaths(error).flatMap((path) => /\.(\w+)$/.exec(path)?.slice(1) ?? []));
}
