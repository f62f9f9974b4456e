/** A stored scalar as text (strings, numbers, booleans); anything else as JSON, never "[object Object]". */
export function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value === null || value === undefined) return "";
  return JSON.stringify(value);
}
