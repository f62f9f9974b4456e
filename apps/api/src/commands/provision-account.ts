import type { TAppLocale } from "@planready/contracts/users";
import type { Actor } from "../core/actor.ts";
import type { AppDeps } from "../core/deps.ts";
import type { AuditOrigin } from "../modules/audit/audit.service.ts";
import { createOrgWithCustomer } from "../modules/orgs/orgs.service.ts";
import { joinThroughInvite, type InviteClaim } from "../modules/team/team.service.ts";
import { createFoundingAdmin, findUserOfIdentity } from "../modules/users/users.service.ts";

/**
 * After a new sign-in identity is created (better-auth's hook, or lazily on the first request that finds none).
 * Through an invite (the invite cookie the invite page set before the sign-up): the person joins the inviting
 * agency with the invited role, and founds nothing. Otherwise the person founds a new agency — an unnamed
 * organisation with its payment customer — and becomes its Admin. Either way speaking `locale` (the sign-up
 * request's language, `modules/users/user-locale.ts`).
 * Idempotent: an identity already provisioned returns its user.
 */
export async function provisionAccount(
  deps: Pick<AppDeps, "db" | "payments" | "log">,
  identity: { id: string; email: string },
  locale?: TAppLocale,
  through?: { invite: InviteClaim | null; origin: AuditOrigin | null },
): Promise<Actor> {
  const existing = await findUserOfIdentity(deps.db, identity.id);
  if (existing) return existing;
  if (through?.invite) {
    const joined = await joinThroughInvite(deps.db, identity, through.invite, locale, through.origin);
    if (joined) return joined;
  }
  const org = await createOrgWithCustomer(deps, { email: identity.email });
  return createFoundingAdmin(deps.db, { authId: identity.id, email: identity.email, orgId: org.id, locale });
}
