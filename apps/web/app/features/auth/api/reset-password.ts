import { useMutation } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api";

/** POST /api/auth/reset-password: sets the new password and signs out every session of the account. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return api("/api/auth/reset-password", { method: "POST", body: input });
}

/** An unknown, used or expired reset token. */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof ApiError && error.problem?.code === "INVALID_TOKEN";
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
