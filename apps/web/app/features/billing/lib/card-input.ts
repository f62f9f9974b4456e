/**
 * The card form of the sandbox pages: what a person types, formatted as they type and checked before sending. The
 * sandbox decides the outcome from the number alone; these checks only catch typing mistakes early, like a real
 * checkout does.
 */
export type TCardForm = { number: string; expiry: string; cvc: string; name: string; postalCode: string };
export type TCardField = keyof TCardForm;
export type TCardIssue = "required" | "number" | "expiry" | "expired" | "cvc" | "postalCode";

export const emptyCardForm: TCardForm = { number: "", expiry: "", cvc: "", name: "", postalCode: "" };

const digits = (value: string) => value.replace(/\D/g, "");

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1230" → "12 / 30"; a first digit above 1 is a month of its own ("4" → "04 / "). */
export function formatExpiry(value: string): string {
  let d = digits(value).slice(0, 4);
  if (/^[2-9]$/.test(d)) d = `0${d}`;
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function formatCvc(value: string): string {
  return digits(value).slice(0, 4);
}

export function formatPostalCode(value: string): string {
  return digits(value).slice(0, 5);
}

/** The Luhn checksum every card number carries, so a mistyped digit is caught before paying. */
export function passesLuhn(number: string): boolean {
  const d = digits(number);
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return d.length > 0 && sum % 10 === 0;
}

/** Month and four-digit year of "MM / YY", or null when it is not a month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const d = digits(expiry);
  if (d.length !== 4) return null;
  const month = Number(d.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(d.slice(2)) };
}

/** Every problem of the form, by field; empty when it can be sent. `now` decides whether the card has expired. */
export function cardIssues(form: TCardForm, now: Date): Partial<Record<TCardField, TCardIssue>> {
  const issues: Partial<Record<TCardField, TCardIssue>> = {};
  const number = digits(form.number);
  if (!number) issues.number = "required";
  else if (number.length < 12 || !passesLuhn(number)) issues.number = "number";
  const expiry = parseExpiry(form.expiry);
  if (!form.expiry.trim()) issues.expiry = "required";
  else if (!expiry) issues.expiry = "expiry";
  else if (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)) {
    issues.expiry = "expired";
  }
  if (!form.cvc) issues.cvc = "required";
  else if (!/^\d{3,4}$/.test(form.cvc)) issues.cvc = "cvc";
  if (!form.name.trim()) issues.name = "required";
  if (!form.postalCode) issues.postalCode = "required";
  else if (!/^\d{5}$/.test(form.postalCode)) issues.postalCode = "postalCode";
  return issues;
}

/** The body of a sandbox card request (contracts ZSandboxCard), from a form without issues. */
export function cardPayload(form: TCardForm) {
  const expiry = parseExpiry(form.expiry) ?? { month: 0, year: 0 };
  return {
    number: digits(form.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: form.cvc,
    name: form.name.trim(),
    postal_code: form.postalCode,
  };
}
