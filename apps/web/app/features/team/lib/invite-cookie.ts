import { INVITE_COOKIE } from "@planready/contracts/team";

/**
 * Hands the invite to the sign-up that follows (email and password, or Google's callback): the API reads this
 * cookie when it creates the account and joins the inviting agency instead of founding one. Sent to the sign-in
 * endpoints only, for half an hour; the invite itself is single-use.
 */
export function rememberInviteForSignUp(inviteId: string, token: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${INVITE_COOKIE}=${encodeURIComponent(`${inviteId}.${token}`)}; Path=/api/auth; Max-Age=1800; SameSite=Lax${secure}`;
}
