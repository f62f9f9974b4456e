import type { TAppLocale, TEmailExistsResponse, TProfile, TUpdateUserRequest, TUser, TUserType } from "@planready/contracts/users";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertSelf } from "./users.policy.ts";
import { presentProfile, presentUser } from "./users.presenter.ts";
import {
  deleteOrgUser,
  findIdentityName,
  findProfileOrg,
  findSessionUserByToken,
  findSignInMethodsByEmail,
  findUserByAuthId,
  findOrgUser,
  findUserByEmail,
  findUserByConnectureAgentId,
  insertUser,
  setConnectureAgentId,
  listOrgUsers,
  listStaffUsers,
  lockOrgAdminIds,
  setStaffByEmail,
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

/**
 * The app user follows their sign-in identity's email (a confirmed email change). Answers the user and the address
 * they had, or null when nothing changed (or the identity has no app user).
 */
export async function followIdentityEmail(db: Db, authId: string, email: string): Promise<{ user: Actor; previousEmail: string } | null> {
  const user = await findUserByAuthId(db, authId);
  if (!user || user.email.toLowerCase() === email.toLowerCase()) return null;
  const updated = await updateUserById(db, user.id, { email });
  return updated ? { user: updated, previousEmail: user.email } : null;
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

/**
 * Marks the user with this address as the product's staff, or no longer (`npm run staff`): the only way anyone
 * becomes staff. Undefined when no user has the address; `changed` false when it already was so.
 */
export async function setStaff(db: Db, email: string, isStaff: boolean): Promise<{ user: Actor; changed: boolean } | undefined> {
  const before = await findUserByEmail(db, email);
  if (!before) return undefined;
  const user = (await setStaffByEmail(db, email, isStaff)) ?? before;
  return { user, changed: before.is_staff !== isStaff };
}

/** Everyone marked as staff, by address. */
export async function listStaff(db: Db): Promise<Actor[]> {
  return listStaffUsers(db);
}

/** A member of `orgId` by id (tenant-scoped), inside the caller's transaction when given one. */
export async function findOrgMember(db: Db | Tx, orgId: string, userId: string): Promise<Actor | undefined> {
  return findOrgUser(db, orgId, userId);
}

/**
 * A person who signed up through an invite: their app user, in the inviting agency with the invited role (no
 * agency of their own). Idempotent per identity. Inside the accepting transaction.
 */
export async function createInvitedUser(
  tx: Tx,
  input: { authId: string; email: string; orgId: string; role: TUserType; locale?: TAppLocale | undefined },
): Promise<Actor> {
  return insertUser(tx, {
    auth_id: input.authId,
    email: input.email,
    org_id: input.orgId,
    user_type: input.role,
    ...(input.locale ? { locale: input.locale } : {}),
  });
}

/** A signed-in user without an organisation joins one with a role (an accepted invite). */
export async function joinOrg(tx: Tx, userId: string, orgId: string, role: TUserType): Promise<Actor> {
  return (await updateUserById(tx, userId, { org_id: orgId, user_type: role }))!;
}

/**
 * Refuses to leave `orgId` without an Admin when `userId` stops being one (a role change or a removal). Locks the
 * Admins' rows for the rest of the transaction (two Admins demoting each other are taken in turn).
 */
export async function assertAdminRemains(tx: Tx, orgId: string, userId: string): Promise<void> {
  const admins = await lockOrgAdminIds(tx, orgId);
  if (admins.length === 1 && admins[0] === userId) {
    throw new AppError("LAST_ADMIN", "The agency's last Admin cannot be removed or given another role.");
  }
}

/** Sets a member's role. Inside the caller's transaction (after `assertAdminRemains`). */
export async function setMemberRole(tx: Tx, orgId: string, userId: string, role: TUserType): Promise<Actor | undefined> {
  const member = await findOrgUser(tx, orgId, userId);
  if (!member) return undefined;
  return updateUserById(tx, userId, { user_type: role });
}

/**
 * Removes a member of `orgId` completely: their sign-in identity goes too (sessions, accounts and the app user
 * cascade), so every session of theirs fails its next request and they cannot be re-provisioned into a new agency
 * by an old cookie. False when no such member.
 */
export async function deleteOrgMember(tx: Tx, orgId: string, userId: string): Promise<boolean> {
  return deleteOrgUser(tx, orgId, userId);
}

/** The user linked to a connecture agent id, or undefined (decision 035). */
export async function findConnectureAgent(db: Db, agentId: string): Promise<Actor | undefined> {
  return findUserByConnectureAgentId(db, agentId);
}

/**
 * Links a verified connecture agent id to the user (decision 035: only after the emailed link was opened). A user
 * keeps the id they have; an id linked to another account is refused.
 */
export async function linkConnectureAgentId(db: Db | Tx, userId: string, agentId: string): Promise<Actor> {
  const outcome = await setConnectureAgentId(db, userId, agentId);
  if (outcome === "taken") throw new AppError("CONFLICT", "This Connecture agent is already linked to another account.");
  if (outcome === "other") throw new AppError("CONFLICT", "This account is already linked to another Connecture agent.");
  if (!outcome) throw new AppError("NOT_FOUND", "No such user.");
  return outcome;
}

/**
 * The agent-info step of a bulk-send area's onboarding: the user's names where missing, the service agreement
 * where not yet accepted, and the area's own terms (acceptance keeps its first time).
 */
export async function acceptAreaTerms(
  db: Db,
  actor: Actor,
  input: { area: "crm" | "connecture"; first_name: string; last_name: string },
): Promise<Actor> {
  const now = new Date();
  const patch: UserPatch = {
    first_name: actor.first_name?.trim() ? undefined : input.first_name,
    last_name: actor.last_name?.trim() ? undefined : input.last_name,
    tos_accepted: actor.tos_accepted ?? now,
  };
  if (input.area === "crm") patch.crm_tos_accepted = actor.crm_tos_accepted ?? now;
  else patch.connecture_tos_accepted = actor.connecture_tos_accepted ?? now;
  return (await updateUserById(db, actor.id, patch))!;
}
