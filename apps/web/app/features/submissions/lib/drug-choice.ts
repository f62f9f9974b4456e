/** How a drug reads in the drug filter's suggestions: "Lisinopril (29046)". */
export const drugOption = (name: string, rxcui: string) => `${name} (${rxcui})`;

/**
 * The RxCUI the drug filter's text names: a suggestion chosen ("Lisinopril (29046)") or the number typed alone;
 * empty for a name not chosen from the suggestions.
 */
export function drugIdOf(text: string): string {
  const value = text.trim();
  if (/^\d{1,12}$/.test(value)) return value;
  return /\((\d{1,12})\)$/.exec(value)?.[1] ?? "";
}
