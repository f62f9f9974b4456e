import { isUsZip, usStateCode } from "@planready/contracts/us-address";

/**
 * What is wrong with a settings field, as the key of its words in the `settings` namespace (with the values they
 * need), or null when it is fine. The API checks the same rules again (contracts); these speak at the field first.
 */
export type TFieldProblem = { key: string; values?: Record<string, number | string> } | null;

export function textProblem(value: string, max: number, required = true): TFieldProblem {
  const trimmed = value.trim();
  if (required && !trimmed) return { key: "required" };
  if (trimmed.length > max) return { key: "tooLong", values: { max } };
  return null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newEmailProblem(value: string, current: string): TFieldProblem {
  const trimmed = value.trim();
  if (!trimmed) return { key: "required" };
  if (trimmed.length > 254 || !EMAIL_SHAPE.test(trimmed)) return { key: "personal.email.invalid" };
  if (trimmed.toLowerCase() === current.toLowerCase()) return { key: "personal.email.same" };
  return null;
}

/** The API's password policy says the rest (common passwords, the email in it): only length is checked here. */
export function newPasswordProblem(value: string): TFieldProblem {
  if (!value) return { key: "required" };
  if (value.length < 8) return { key: "personal.password.tooShort" };
  if (value.length > 128) return { key: "tooLong", values: { max: 128 } };
  return null;
}

export function stateProblem(value: string): TFieldProblem {
  if (!value.trim()) return { key: "required" };
  return usStateCode(value) ? null : { key: "agency.invalidState" };
}

export function zipProblem(value: string): TFieldProblem {
  if (!value.trim()) return { key: "required" };
  return isUsZip(value) ? null : { key: "agency.invalidZip" };
}

/** True when no field has a problem. */
export function allFine(problems: Record<string, TFieldProblem>): boolean {
  return Object.values(problems).every((problem) => problem === null);
}
