import { paths } from "../config/paths";

/** Where the sign-out form posts: POST /api/auth/logout, then the browser follows to `returnTo` (home by default). */
export function signOutAction(returnTo?: string): string {
  return returnTo ? `${paths.apiLogout}?returnTo=${encodeURIComponent(returnTo)}` : paths.apiLogout;
}

/**
 * Signs out the way the sign-out page's button does: a same-origin form POST (the API refuses one from another
 * site), so the browser navigates to the answer's address with the session cookie cleared.
 */
export function signOut(returnTo?: string): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = signOutAction(returnTo);
  form.hidden = true;
  document.body.append(form);
  form.submit();
}
