import { z } from "zod";

export const DEFAULT_LOGIN_PATH = "/api/auth/login";
export const DEFAULT_PROFILE_PATH = "/api/auth/me";

/**
 * Only same-site paths may be a returnTo target; anything else (absolute URLs, protocol-relative
 * `//host`, backslash tricks) falls back to the dashboard. Prevents open redirects.
 */
export function safeReturnTo(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20) return fallback;
  return value;
}

/** The login URL for a protected page: returnTo holds path, query and hash. */
export function buildLoginUrl(location: { pathname: string; search?: string; hash?: string }, loginPath = DEFAULT_LOGIN_PATH): string {
  const returnTo = `${location.pathname}${location.search ?? ""}${location.hash ?? ""}`;
  return `${loginPath}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** NIST 800-63B: at least 8 characters, at most 64 counted, no composition rules, common passwords refused. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Why a new password is refused by the rules both sides can check; the server also refuses common passwords. */
export type TPasswordRuleProblem = "too_short" | "too_long" | "repeated" | "contains_email";

/**
 * The password rules that need no list: length, one character repeated, the email's local part inside it. Used by the
 * sign-up and reset forms (so the reason is shown in the reader's language before a round trip) and by the server.
 */
export function passwordRuleProblem(password: string, email?: string): TPasswordRuleProblem | null {
  if (password.length < PASSWORD_MIN) return "too_short";
  if (password.length > PASSWORD_MAX) return "too_long";
  if (/^(.)\1+$/.test(password)) return "repeated";
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 3 && password.toLowerCase().includes(local)) return "contains_email";
  return null;
}

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

export const ZSignUpForm = z.object({
  name: z.string().trim().min(1, "Enter your name").max(100),
  email: z.email("Enter a valid email address"),
  password: ZPassword,
});
export const ZSignInForm = z.object({
  email: z.email("Enter a valid email address"),
  password: z.string().min(1, "Enter your password"),
});
