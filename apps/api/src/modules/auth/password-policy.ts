import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX, PASSWORD_MIN } from "@planready/contracts/auth";

const common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

/**
 * NIST SP 800-63B: length over composition. At least 8 characters, no composition rules, and passwords
 * found in lists of commonly used or breached passwords refused. Returns the reason, or null when acceptable.
 */
export function passwordProblem(password: string, context: { email?: string | undefined } = {}): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const lowered = password.toLowerCase();
  if (common.has(lowered)) return "This password is too common. Choose one that is harder to guess, such as a short phrase.";
  if (/^(.)\1+$/.test(password)) return "Do not repeat one character. A short phrase is easy to remember and hard to guess.";
  const local = context.email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 3 && lowered.includes(local)) return "Do not use your email address in your password.";
  return null;
}
