/**
 * CSV (RFC 4180) that spreadsheets open safely: every field quoted when it needs to be, and a value a spreadsheet
 * would run as a formula (starting with =, +, -, @, tab or carriage return) prefixed with an apostrophe (OWASP
 * "CSV injection"). Client answers are untrusted text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
