import { passwordRuleProblem, type TPasswordRuleProblem } from "@planready/contracts/auth";
import type { TFunction } from "../../../i18n/translator";
import { regexes } from "zod/v4/core";

export type TFieldErrors<K extends string> = Partial<Record<K, string>>;

/** Client-side checks, mirroring the server's, so most mistakes are caught before a round trip. */
export function emailError(email: string, t: TFunction<"auth">): string | undefined {
  // The pattern z.email() checks on the server, without zod's schema machinery in the page's JavaScript.
  return regexes.email.test(email.trim()) ? undefined : t("errors.emailInvalid");
}

const passwordRuleKeys = {
  too_short: "errors.passwordTooShort",
  too_long: "errors.passwordTooLong",
  repeated: "errors.passwordRepeated",
  contains_email: "errors.passwordContainsEmail",
} as const satisfies Record<TPasswordRuleProblem, string>;

/**
 * The server's password rules that need no list, in the reader's language; the common-password list lives on the
 * server, which answers WEAK_PASSWORD (then the password is too common).
 */
export function newPasswordError(password: string, t: TFunction<"auth">, email?: string): string | undefined {
  const problem = passwordRuleProblem(password, email);
  return problem ? t(passwordRuleKeys[problem]) : undefined;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/** After a failed submit, puts the cursor in the first field that needs fixing (its error is read with it). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
