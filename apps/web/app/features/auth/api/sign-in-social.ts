import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export type TSignInSocialInput = {
  /** Where a returning user lands. */
  callbackURL: string;
  /** Where a first-time user lands (the onboarding). */
  newUserCallbackURL: string;
  /** better-auth appends ?error=<code>, e.g. account_not_linked. */
  errorCallbackURL: string;
};

/** POST /api/auth/sign-in/social: returns Google's consent URL, which the browser then opens. */
export function signInWithGoogle(input: TSignInSocialInput): Promise<{ url: string; redirect: boolean }> {
  return api("/api/auth/sign-in/social", { method: "POST", body: { provider: "google", disableRedirect: true, ...input } });
}

export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
