import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { problemCode } from "../../../lib/problem-message";

/** POST /api/auth/reset-password: sets the new password and signs out every session of the account. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return api("/api/auth/reset-password", { method: "POST", body: input });
}

/** An unknown, used or expired reset token. */
export function isInvalidResetToken(error: unknown): boolean {
  return problemCode(error) === "INVALID_TOKEN";
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
