import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export type TSignInEmailInput = { email: string; password: string };

/** POST /api/auth/sign-in/email (better-auth). The response sets the session cookie. */
export function signInEmail(input: TSignInEmailInput): Promise<unknown> {
  return api("/api/auth/sign-in/email", { method: "POST", body: input });
}

export function useSignInEmail() {
  return useMutation({ mutationFn: signInEmail });
}
