import { asText } from "./as-text";
import type { TFieldKind } from "@planready/contracts/submission-sections";

/** A field's stored value as an edit form starts it: text for inputs and selects, a list for checkboxes. */
export function toFormValue(kind: TFieldKind, value: unknown): string | string[] {
  if (kind.type === "choices") return Array.isArray(value) ? value.map(asText) : [];
  if (value === null || value === undefined) return "";
  if (kind.type === "yesNo") return value === true ? "true" : value === false ? "false" : "";
  return asText(value);
}

/**
 * What a correction sends for a field, from its edit form: blank becomes null (the answer cleared), numbers and
 * yes/no become their types, lists stay lists. The API validates the result like the client's own answers.
 */
export function fromFormValue(kind: TFieldKind, input: string | string[]): unknown {
  if (kind.type === "choices") return Array.isArray(input) ? input : input ? [input] : [];
  const text = (Array.isArray(input) ? (input[0] ?? "") : input).trim();
  if (text === "") return null;
  if (kind.type === "yesNo") return text === "true";
  if (kind.type === "number" || kind.type === "dollars" || kind.type === "numberChoice") {
    const number = Number(text.replace(/[$,\s]/g, ""));
    return Number.isFinite(number) ? number : text;
  }
  return text;
}

/** Whether two field values are the same answer (so saving an unchanged field sends nothing). */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (value: unknown) => (value === "" || value === undefined || (Array.isArray(value) && value.length === 0) ? null : value);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
