import type { TErrorCode } from "@planready/contracts/errors";

/** better-auth's own error codes that people can meet, in the API's error vocabulary. */
const byAuthCode: Record<string, TErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "INVALID_CREDENTIALS",
  USER_ALREADY_EXISTS: "EMAIL_ALREADY_REGISTERED",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "EMAIL_ALREADY_REGISTERED",
  INVALID_TOKEN: "INVALID_TOKEN",
  PASSWORD_TOO_SHORT: "WEAK_PASSWORD",
  PASSWORD_TOO_LONG: "WEAK_PASSWORD",
};

export type AuthFailure = { code: TErrorCode; detail: string | undefined };

/**
 * Turns a failed better-auth JSON answer into our problem code, so every API error has one shape.
 * Returns null for answers that are not errors (or not JSON, such as OAuth redirects).
 */
export function translateAuthFailure(status: number, body: unknown): AuthFailure | null {
  if (status < 400) return null;
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  const detail = typeof message === "string" ? message : undefined;
  const known = typeof code === "string" ? byAuthCode[code] : undefined;
  if (known) return { code: known, detail: known === "INVALID_CREDENTIALS" ? "Incorrect email or password." : detail };
  if (status === 429) return { code: "RATE_LIMITED", detail: undefined };
  if (status === 401) return { code: "UNAUTHENTICATED", detail };
  if (status === 403) return { code: "FORBIDDEN", detail };
  if (status === 404) return { code: "NOT_FOUND", detail };
  if (status >= 500) return { code: "INTERNAL", detail: undefined };
  return { code: "VALIDATION_FAILED", detail };
}
