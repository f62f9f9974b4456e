import { PASSWORD_MAX, PASSWORD_MIN } from "@planready/contracts/auth";
import type { TFunction } from "i18next";
import { regexes } from "zod/v4/core";

export type TFieldErrors<K extends string> = Partial<Record<K, string>>;

/** Client-side checks, mirroring the server's, so most mistakes are caught before a round trip. */
export function emailError(email: string, t: TFunction<"auth">): string | undefined {
  // The pattern z.email() checks on the server, without zod's schema machinery in the page's JavaScript.
  return regexes.email.test(email.trim()) ? undefined : t("errors.emailInvalid");
}

/** Length only: the common-password list lives on the server, which answers WEAK_PASSWORD. */
export function newPasswordError(password: string, t: TFunction<"auth">): string | undefined {
  if (password.length < PASSWORD_MIN) return t("errors.passwordTooShort");
  if (password.length > PASSWORD_MAX) return t("errors.passwordTooLong");
  return undefined;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/** After a failed submit, puts the cursor in the first field that needs fixing (its error is read with it). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
