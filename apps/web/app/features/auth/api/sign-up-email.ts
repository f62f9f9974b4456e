import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { problemCode } from "../../../lib/problem-message";

export type TSignUpEmailInput = { name: string; email: string; password: string };

/**
 * POST /api/auth/sign-up/email (better-auth): provisions the agency of a new address; answers an address that
 * already has an account the same way (and mails its owner). Signs no one in: the form signs in next.
 */
export function signUpEmail(input: TSignUpEmailInput): Promise<unknown> {
  return api("/api/auth/sign-up/email", { method: "POST", body: input });
}

/** The email is already registered (under either sign-in method): the 'Email Already Registered' dialog. */
export function isUserAlreadyExists(error: unknown): boolean {
  return problemCode(error) === "EMAIL_ALREADY_REGISTERED";
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
