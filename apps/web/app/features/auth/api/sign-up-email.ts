import { useMutation } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api";

export type TSignUpEmailInput = { name: string; email: string; password: string };

/** POST /api/auth/sign-up/email (better-auth); signs the new user in (autoSignIn) and provisions the agency. */
export function signUpEmail(input: TSignUpEmailInput): Promise<unknown> {
  return api("/api/auth/sign-up/email", { method: "POST", body: input });
}

/**
 * better-auth answers an existing email with 422 and its own { code, message } body (not a problem document),
 * so only its message tells it apart from its other 422, FAILED_TO_CREATE_USER.
 */
export function isUserAlreadyExists(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && !error.problem && /already exists/i.test(error.message);
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
