import type { TChangePasswordRequest, TSetPasswordRequest, TSignInMethods } from "@planready/contracts/settings";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { findUserOfIdentity, followIdentityEmail } from "../users/users.service.ts";
import type { Auth } from "./auth.ts";
import { confirmNewEmail, emailChangedNotice } from "./auth.emails.ts";
import { findAccountProviders } from "./auth.repository.ts";
import { passwordProblem } from "./password-policy.ts";

/** Where the link of an email change lands (with `&error=…` when it failed): the Personal Information page. */
export const EMAIL_CHANGE_RETURN = "/settings/personal-info?email=changed";

/** better-auth's error code of a refused call (`INVALID_PASSWORD`…), or null for anything else. */
function authCode(error: unknown): string | null {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === "string" ? body.code : null;
}

/** How the signed-in user can sign in: a password, Google; and whether this server offers Google at all. */
export async function getSignInMethods(db: Db, actor: Actor, googleAvailable: boolean): Promise<TSignInMethods> {
  const accounts = await findAccountProviders(db, actor.auth_id);
  return {
    password: accounts.some((a) => a.providerId === "credential" && a.hasPassword),
    google: accounts.some((a) => a.providerId === "google"),
    googleAvailable,
  };
}

function assertStrongPassword(password: string, email: string): void {
  const problem = passwordProblem(password, { email });
  if (problem) throw new AppError("WEAK_PASSWORD", problem, [{ path: "body.newPassword", message: problem }]);
}

/**
 * Changes the password after checking the current one; every other session of the user ends and this one is
 * replaced by a new session, whose cookies are returned. Audited as `auth.password_changed`.
 */
export async function changePassword(
  auth: Auth,
  db: Db,
  actor: Actor,
  origin: AuditOrigin,
  headers: Headers,
  input: TChangePasswordRequest,
): Promise<string[]> {
  assertStrongPassword(input.newPassword, actor.email);
  let answer: { headers: Headers };
  try {
    answer = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    const code = authCode(error);
    if (code === "INVALID_PASSWORD") {
      throw new AppError("INVALID_CREDENTIALS", "The current password is not right.", [
        { path: "body.currentPassword", message: "The current password is not right." },
      ]);
    }
    if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") throw new AppError("CONFLICT", "This account has no password yet: set one instead.");
    throw error;
  }
  await recordAudit(db, actor, origin, {
    action: "auth.password_changed",
    target: { type: "user", id: actor.id },
    details: { other_sessions_ended: true },
  });
  return answer.headers.getSetCookie();
}

/** A first password for someone who signed up with Google (then both ways sign in). Audited as `auth.password_changed`. */
export async function setFirstPassword(
  auth: Auth,
  db: Db,
  actor: Actor,
  origin: AuditOrigin,
  headers: Headers,
  input: TSetPasswordRequest,
): Promise<void> {
  assertStrongPassword(input.newPassword, actor.email);
  try {
    await auth.api.setPassword({ body: { newPassword: input.newPassword }, headers });
  } catch (error) {
    if (authCode(error) === "PASSWORD_ALREADY_SET")
      throw new AppError("CONFLICT", "This account already has a password: change it instead.");
    throw error;
  }
  await recordAudit(db, actor, origin, {
    action: "auth.password_changed",
    target: { type: "user", id: actor.id },
    details: { first_password: true },
  });
}

/**
 * Asks for an email change: a link goes to the new address (better-auth's change-email), the account keeps its
 * address until it is followed. An address that already has an account is answered the same way and mailed nothing,
 * so the form tells no one who has an account.
 */
export async function requestEmailChange(auth: Auth, actor: Actor, headers: Headers, newEmail: string): Promise<void> {
  if (newEmail.trim().toLowerCase() === actor.email.toLowerCase()) {
    throw new AppError("VALIDATION_FAILED", "This is already your email address.", [
      { path: "body.newEmail", message: "This is already your email address." },
    ]);
  }
  await auth.api.changeEmail({ body: { newEmail: newEmail.trim(), callbackURL: EMAIL_CHANGE_RETURN }, headers });
}

type MailDeps = Pick<AppDeps, "db" | "mailer" | "log">;

function logMailFailure(deps: MailDeps, what: string) {
  return (error: unknown) => {
    // Only the error's code: a mail server's message may quote the address.
    deps.log.error({ code: (error as { code?: unknown }).code ?? "unknown" }, `The ${what} email could not be sent.`);
  };
}

/** better-auth's hook: mails the confirmation link to the new address, in the user's language. */
export async function mailEmailChangeLink(deps: MailDeps, change: { authId: string; newEmail: string; url: string }): Promise<void> {
  const user = await findUserOfIdentity(deps.db, change.authId);
  if (!user || user.email.toLowerCase() === change.newEmail.toLowerCase()) return;
  // Not awaited: the answer takes as long whether or not the new address already has an account.
  void deps.mailer
    .send(confirmNewEmail({ to: change.newEmail, url: change.url, locale: user.locale }))
    .catch(logMailFailure(deps, "email change confirmation"));
}

/**
 * better-auth's hook after its identity changed: once a confirmed email change moved it, the app user follows, the
 * change is audited (`auth.email_changed`, with the old and new address) and the old address is told.
 */
export async function completeEmailChange(
  deps: MailDeps & { supportEmail: string },
  identity: { id: string; email: string },
  headers: Headers | undefined,
): Promise<void> {
  const changed = await followIdentityEmail(deps.db, identity.id, identity.email);
  if (!changed) return;
  const agent = headers?.get("user-agent");
  const origin: AuditOrigin = headers
    ? { ip: headers.get("x-planready-client-ip"), userAgent: agent ? agent.slice(0, 300) : null }
    : { ip: null, userAgent: null };
  await recordAudit(deps.db, changed.user, origin, {
    action: "auth.email_changed",
    target: { type: "user", id: changed.user.id },
    details: { from: changed.previousEmail, to: changed.user.email },
  });
  void deps.mailer
    .send(
      emailChangedNotice({
        to: changed.previousEmail,
        newEmail: changed.user.email,
        support: deps.supportEmail,
        locale: changed.user.locale,
      }),
    )
    .catch(logMailFailure(deps, "email changed notice"));
}
