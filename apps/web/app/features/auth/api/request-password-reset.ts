import { useMutation } from "@tanstack/react-query";
import { paths } from "../../../config/paths";
import { api } from "../../../lib/api";

/**
 * POST /api/auth/request-password-reset. The emailed link passes through better-auth, which sends the person
 * to /reset-password?token=… (or ?error=INVALID_TOKEN). The answer is the same whether or not the account exists.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api("/api/auth/request-password-reset", { method: "POST", body: { email, redirectTo: paths.resetPassword } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
