import type { TAppLocale, TEmailExistsResponse, TProfile, TUpdateUserRequest, TUser } from "@planready/contracts/users";
import { AppError } from "../../lib/app-error.ts";
import { createOrgWithCustomer, type OrgDeps } from "../orgs/orgs.service.ts";
import { findOrgById } from "../orgs/orgs.repository.ts";
import { assertCanManageUsers, assertSelf } from "./users.policy.ts";
import { presentProfile, presentUser } from "./users.presenter.ts";
import {
  countOrgUsers,
  deleteOrgUser,
  findSignInMethodsByEmail,
  findUserByAuthId,
  insertUser,
  updateUserById,
  type UserPatch,
  type UserRow,
} from "./users.repository.ts";

/**
 * After a new sign-in identity is created: the person founds a new agency (an unnamed organisation with its
 * payment customer) and becomes its Admin, speaking `locale` (`signUpLocale` of the sign-up request). Idempotent.
 */
export async function provisionAccount(deps: OrgDeps, authUser: { id: string; email: string }, locale?: TAppLocale): Promise<UserRow> {
  const existing = await findUserByAuthId(deps.db, authUser.id);
  if (existing) return existing;
  const org = await createOrgWithCustomer(deps, { email: authUser.email });
  return insertUser(deps.db, {
    auth_id: authUser.id,
    email: authUser.email,
    org_id: org.id,
    user_type: "Admin",
    ...(locale ? { locale } : {}),
  });
}

/** `PUT /api/users/me/locale`: the language of the signed-in user's notifications and emails. */
export async function setUserLocale(deps: OrgDeps, actor: UserRow, locale: TAppLocale): Promise<{ locale: TAppLocale }> {
  if (actor.locale !== locale) await updateUserById(deps.db, actor.id, { locale });
  return { locale };
}

/** Records the sign-in method that created the user as `sub` (e.g. `google|1234`, `credential|…`). */
export async function recordSignInMethod(deps: OrgDeps, account: { userId: string; providerId: string; accountId: string }) {
  const user = await findUserByAuthId(deps.db, account.userId);
  if (user && !user.sub) await updateUserById(deps.db, user.id, { sub: `${account.providerId}|${account.accountId}` });
}

export async function getProfile(deps: OrgDeps, actor: UserRow): Promise<TProfile> {
  const org = actor.org_id ? await findOrgById(deps.db, actor.org_id) : undefined;
  const userCount = org ? await countOrgUsers(deps.db, org.id) : 0;
  return presentProfile(actor, org, userCount);
}

export function getUser(actor: UserRow, authId: string): TUser {
  assertSelf(actor, authId);
  return presentUser(actor);
}

export async function updateUser(deps: OrgDeps, actor: UserRow, authId: string, input: TUpdateUserRequest): Promise<TUser> {
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

/** An agency admin removes another user of their own organisation. */
export async function removeUser(deps: OrgDeps, actor: UserRow, userId: string): Promise<void> {
  const orgId = assertCanManageUsers(actor);
  if (userId === actor.id) throw new AppError("CONFLICT", "You cannot remove yourself from the agency.");
  if (!(await deleteOrgUser(deps.db, orgId, userId))) throw new AppError("NOT_FOUND", "No user with this id in your agency.");
}

/**
 * Whether the caller's own email is registered under another sign-in identity. Only a user's own email may be
 * asked about, so the call cannot be used to discover who has an account.
 */
export async function findEmailRegistrations(deps: OrgDeps, actor: UserRow, email: string): Promise<TEmailExistsResponse> {
  if (email.trim().toLowerCase() !== actor.email.toLowerCase()) {
    throw new AppError("FORBIDDEN", "You can only look up your own email address.");
  }
  const methods = await findSignInMethodsByEmail(deps.db, email, actor.auth_id);
  const mapped = [...new Set(methods.map((m): "google" | "email" => (m === "google" ? "google" : "email")))];
  return { exists: mapped.length > 0, methods: mapped };
}
