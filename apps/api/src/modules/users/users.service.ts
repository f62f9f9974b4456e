import type { TAppLocale, TEmailExistsResponse, TProfile, TUpdateUserRequest, TUser } from "@planready/contracts/users";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { handOverLinks } from "../links/links.service.ts";
import { assertCanManageUsers, assertSelf } from "./users.policy.ts";
import { presentProfile, presentUser } from "./users.presenter.ts";
import {
  deleteOrgUser,
  findIdentityName,
  findProfileOrg,
  findSessionUserByToken,
  findSignInMethodsByEmail,
  findUserByAuthId,
  insertUser,
  listOrgUsers,
  updateUserById,
  type ProfileOrg,
  type SessionUserRow,
  type UserPatch,
} from "./users.repository.ts";

type UsersDeps = Pick<AppDeps, "db">;

/** What a session check found (plugins/auth.ts): the session, its identity, its user and their organisation. */
export type SessionUser = SessionUserRow;

/**
 * The session of a sign-in token with its user and what their profile shows, in one round trip
 * (docs/decisions/023-write-path-and-session-speed.md); undefined when no session has this token.
 */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  return findSessionUserByToken(db, token);
}

/** What `getProfile` would otherwise read: the organisation's facts and the sign-up name, known from the session check. */
export type ProfileFacts = { org: ProfileOrg | undefined; identityName: string | null };

/** The app user of a sign-in identity, if it was provisioned (commands/provision-account.ts). */
export async function findUserOfIdentity(db: Db, authId: string): Promise<Actor | undefined> {
  return findUserByAuthId(db, authId);
}

/**
 * The Admin who founded an agency: the app user of a new sign-in identity, speaking `locale` (`signUpLocale` of the
 * sign-up request). Idempotent per identity.
 */
export async function createFoundingAdmin(
  db: Db,
  input: { authId: string; email: string; orgId: string; locale?: TAppLocale | undefined },
): Promise<Actor> {
  return insertUser(db, {
    auth_id: input.authId,
    email: input.email,
    org_id: input.orgId,
    user_type: "Admin",
    ...(input.locale ? { locale: input.locale } : {}),
  });
}

/** A signed-in user without an organisation joins the one they just founded, as its Admin. */
export async function joinOrgAsAdmin(db: Db, userId: string, orgId: string): Promise<void> {
  await updateUserById(db, userId, { org_id: orgId, user_type: "Admin" });
}

/** The members of an organisation, oldest first. */
export async function listOrgMembers(db: Db, orgId: string): Promise<Actor[]> {
  return listOrgUsers(db, orgId);
}

/** `PUT /api/users/me/locale`: the language of the signed-in user's notifications and emails. */
export async function setUserLocale(db: Db, actor: Actor, locale: TAppLocale): Promise<{ locale: TAppLocale }> {
  if (actor.locale !== locale) await updateUserById(db, actor.id, { locale });
  return { locale };
}

/** Records the sign-in method that created the user as `sub` (e.g. `google|1234`, `credential|…`). */
export async function recordSignInMethod(db: Db, account: { userId: string; providerId: string; accountId: string }) {
  const user = await findUserByAuthId(db, account.userId);
  if (user && !user.sub) await updateUserById(db, user.id, { sub: `${account.providerId}|${account.accountId}` });
}

/** The signed-in user with their organisation; while their first or last name is missing, the name given at sign-up. */
export async function getProfile(deps: UsersDeps, actor: Actor, known?: ProfileFacts): Promise<TProfile> {
  if (known && (known.org?.id ?? null) === actor.org_id) {
    return presentProfile(actor, known.org, actor.first_name && actor.last_name ? null : known.identityName);
  }
  const [org, signupName] = await Promise.all([
    actor.org_id ? findProfileOrg(deps.db, actor.org_id) : undefined,
    actor.first_name && actor.last_name ? null : findIdentityName(deps.db, actor.auth_id),
  ]);
  return presentProfile(actor, org, signupName);
}

export function getUser(actor: Actor, authId: string): TUser {
  assertSelf(actor, authId);
  return presentUser(actor);
}

export async function updateUser(deps: UsersDeps, actor: Actor, authId: string, input: TUpdateUserRequest): Promise<TUser> {
  assertSelf(actor, authId);
  const now = new Date();
  const patch: UserPatch = {};
  if (input.first_name !== undefined) patch.first_name = input.first_name;
  if (input.last_name !== undefined) patch.last_name = input.last_name;
  // Acceptance is recorded with the server's time, and only the first time.
  if (input.tos_accepted) patch.tos_accepted = actor.tos_accepted ?? now;
  if (input.connecture_tos_accepted) patch.connecture_tos_accepted = actor.connecture_tos_accepted ?? now;
  if (input.crm_tos_accepted) patch.crm_tos_accepted = actor.crm_tos_accepted ?? now;
  if (Object.keys(patch).length === 0) return presentUser(actor);
  const row = await updateUserById(deps.db, actor.id, patch);
  return presentUser(row!);
}

/**
 * An agency admin removes another user of their own organisation. Their links (created, owned or named on) pass to
 * the admin who removes them first, so no link is left without an owner and no submission unread
 * (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md).
 */
export async function removeUser(deps: UsersDeps, actor: Actor, userId: string): Promise<void> {
  const orgId = assertCanManageUsers(actor);
  if (userId === actor.id) throw new AppError("CONFLICT", "You cannot remove yourself from the agency.");
  await handOverLinks(deps.db, { orgId, fromUserId: userId, toUserId: actor.id });
  if (!(await deleteOrgUser(deps.db, orgId, userId))) throw new AppError("NOT_FOUND", "No user with this id in your agency.");
}

/**
 * Whether the caller's own email is registered under another sign-in identity. Only a user's own email may be
 * asked about, so the call cannot be used to discover who has an account.
 */
export async function findEmailRegistrations(deps: UsersDeps, actor: Actor, email: string): Promise<TEmailExistsResponse> {
  if (email.trim().toLowerCase() !== actor.email.toLowerCase()) {
    throw new AppError("FORBIDDEN", "You can only look up your own email address.");
  }
  const methods = await findSignInMethodsByEmail(deps.db, email, actor.auth_id);
  const mapped = [...new Set(methods.map((m): "google" | "email" => (m === "google" ? "google" : "email")))];
  return { exists: mapped.length > 0, methods: mapped };
}
