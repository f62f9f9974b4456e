import { useMutation } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api";

/** POST /api/auth/reset-password: sets the new password and signs out every session of the account. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return api("/api/auth/reset-password", { method: "POST", body: input });
}

/** better-auth answers an unknown, used or expired token with 400 INVALID_TOKEN (its own body, no problem document). */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && !error.problem;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
