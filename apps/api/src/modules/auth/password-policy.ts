import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX, PASSWORD_MIN, passwordRuleProblem, type TPasswordRuleProblem } from "@planready/contracts/auth";

const common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

/**
 * NIST SP 800-63B: length over composition. At least 8 characters, no composition rules, and passwords
 * found in lists of commonly used or breached passwords refused. Returns the reason, or null when acceptable.
 */
const reasons: Record<TPasswordRuleProblem, string> = {
  too_short: `Use at least ${PASSWORD_MIN} characters.`,
  too_long: `Use at most ${PASSWORD_MAX} characters.`,
  repeated: "Do not repeat one character. A short phrase is easy to remember and hard to guess.",
  contains_email: "Do not use your email address in your password.",
};

export function passwordProblem(password: string, context: { email?: string | undefined } = {}): string | null {
  const rule = passwordRuleProblem(password, context.email);
  if (rule) return reasons[rule];
  if (common.has(password.toLowerCase())) return "This password is too common. Choose one that is harder to guess, such as a short phrase.";
  return null;
}
