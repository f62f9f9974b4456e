import type { TAppLocale } from "@planready/contracts/users";
import type { Actor } from "../core/actor.ts";
import type { AppDeps } from "../core/deps.ts";
import { createOrgWithCustomer } from "../modules/orgs/orgs.service.ts";
import { createFoundingAdmin, findUserOfIdentity } from "../modules/users/users.service.ts";

/**
 * After a new sign-in identity is created (better-auth's hook, or lazily on the first request that finds none): the
 * person founds a new agency — an unnamed organisation with its payment customer — and becomes its Admin, speaking
 * `locale` (the sign-up request's language, `modules/users/user-locale.ts`).
 * Idempotent: an identity already provisioned returns its user.
 */
export async function provisionAccount(
  deps: Pick<AppDeps, "db" | "payments" | "log">,
  identity: { id: string; email: string },
  locale?: TAppLocale,
): Promise<Actor> {
  const existing = await findUserOfIdentity(deps.db, identity.id);
  if (existing) return existing;
  const org = await createOrgWithCustomer(deps, { email: identity.email });
  return createFoundingAdmin(deps.db, { authId: identity.id, email: identity.email, orgId: org.id, locale });
}
