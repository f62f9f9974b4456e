import { LOOKUP_RESULT_LIMIT, type TDrugResult, type TDrugStrength } from "@planready/contracts/lookups";
import { z } from "zod";

/**
 * NLM Clinical Tables RxTerms API (https://clinicaltables.nlm.nih.gov/apidoc/rxterms/v3/doc.html).
 * GET /api/rxterms/v3/search?terms=…&ef=STRENGTHS_AND_FORMS,RXCUIS answers a JSON array:
 *   [total, [DISPLAY_NAME…], { STRENGTHS_AND_FORMS: [[…]…], RXCUIS: [[…]…] } | null, [[display string]…]]
 * where a display name is the drug and its route ("Atorvastatin (Oral Pill)") and, for the drug at position i,
 * STRENGTHS_AND_FORMS[i][j] ("10 mg Tab") is the product whose RxCUI is RXCUIS[i][j].
 */
export function rxtermsUrl(baseUrl: string, q: string): URL {
  const url = new URL("/api/rxterms/v3/search", baseUrl);
  url.searchParams.set("terms", q);
  url.searchParams.set("ef", "STRENGTHS_AND_FORMS,RXCUIS");
  url.searchParams.set("maxList", String(LOOKUP_RESULT_LIMIT));
  return url;
}

const ZRxTermsResponse = z.tuple([
  z.number(),
  z.array(z.string()),
  z
    .object({
      STRENGTHS_AND_FORMS: z.array(z.array(z.string()).nullable()).optional(),
      RXCUIS: z.array(z.array(z.string()).nullable()).optional(),
    })
    .nullable(),
  z.array(z.array(z.string())).nullable(),
]);

/** RxTerms' abbreviations, spelled out for people reading the pick list. */
const FORM_WORDS: Record<string, string> = {
  tab: "tablet",
  tabs: "tablets",
  cap: "capsule",
  caps: "capsules",
  soln: "solution",
  susp: "suspension",
  inhal: "inhalation",
  oint: "ointment",
  dr: "delayed-release",
  er: "extended-release",
  xr: "extended-release",
  xl: "extended-release",
  sr: "sustained-release",
};

/** "10 mg Tab" → 10 mg, tablet; "100 unt/ml Pen 3 ml" → 100 units/mL, Pen 3 ml. Unreadable text stays whole. */
export function splitStrengthAndForm(text: string): { strength: string; dosage_form: string } {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const match = /^(\d[\d.,]*(?:-\d[\d.,]*)*\s?(?:%|[a-zA-Z]+)(?:\/[\d.]*\s?[a-zA-Z]+)?)\s+(.+)$/.exec(trimmed);
  if (!match) return { strength: trimmed, dosage_form: "" };
  const strength = match[1]!.replace(/\bunt\b/g, "units").replace(/\bml\b/g, "mL");
  const form = match[2]!
    .split(" ")
    .map((word) => FORM_WORDS[word.toLowerCase()] ?? word)
    .join(" ");
  return { strength, dosage_form: form };
}

/** Maps an RxTerms answer to drug results; throws when the answer is not in RxTerms' format. */
export function mapRxTermsResponse(body: unknown): TDrugResult[] {
  const [, names, extra] = ZRxTermsResponse.parse(body);
  return names.slice(0, LOOKUP_RESULT_LIMIT).map((name, i) => {
    const forms = extra?.STRENGTHS_AND_FORMS?.[i] ?? [];
    const rxcuis = extra?.RXCUIS?.[i] ?? [];
    const strengths: TDrugStrength[] = forms.map((text, j) => {
      const rxcui = rxcuis[j];
      return { ...splitStrengthAndForm(text), ...(rxcui && /^\d+$/.test(rxcui) ? { rxcui } : {}) };
    });
    return { name: name.trim(), strengths };
  });
}
