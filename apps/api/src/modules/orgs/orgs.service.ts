import type { TOrg, TUpdateOrgRequest } from "@planready/contracts/orgs";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.ts";
import { AppError } from "../../lib/app-error.ts";
import type { FastifyBaseLogger } from "fastify";
import { linkReadScope } from "../links/links.policy.ts";
import { listScopedLinks } from "../links/links.repository.ts";
import { listOrgUsers, updateUserById, type UserRow } from "../users/users.repository.ts";
import { assertOrgAdmin, assertOrgMember } from "./orgs.policy.ts";
import { presentOrg } from "./orgs.presenter.ts";
import { findOrgById, findPaymentAccount, insertOrg, updateOrgById, upsertPaymentAccount, type OrgRow } from "./orgs.repository.ts";

export type OrgDeps = { db: Db; payments: PaymentProvider; log: FastifyBaseLogger };

/**
 * Creates an organisation with its payment account. The provider's customer is created right away; if the
 * provider is unreachable the organisation still exists and the customer is created on the next attempt.
 */
export async function createOrgWithCustomer(
  deps: OrgDeps,
  input: { email: string; specialFirmType?: string | undefined },
): Promise<OrgRow> {
  const org = await insertOrg(deps.db, { special_firm_type: input.specialFirmType ?? null });
  await upsertPaymentAccount(deps.db, org.id, { provider: deps.payments.name });
  await ensurePaymentCustomer(deps, org.id, input.email);
  return org;
}

/** Creates the provider customer when missing; failures are logged and retried later, never lost. */
export async function ensurePaymentCustomer(deps: OrgDeps, orgId: string, email: string): Promise<string | null> {
  const account = await findPaymentAccount(deps.db, orgId);
  if (account?.stripe_customer_id) return account.stripe_customer_id;
  try {
    const { customerId } = await deps.payments.createCustomer({ orgId, email });
    await upsertPaymentAccount(deps.db, orgId, { provider: deps.payments.name, stripe_customer_id: customerId });
    return customerId;
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? { message: error.message } : {}, orgId }, "payment customer not created yet");
    return null;
  }
}

export async function getOrg(deps: OrgDeps, actor: UserRow, orgId: string, options: { freshStripeData?: boolean } = {}): Promise<TOrg> {
  assertOrgMember(actor, orgId);
  const org = await findOrgById(deps.db, orgId);
  if (!org) throw new AppError("NOT_FOUND", "No organisation with this id.");
  if (options.freshStripeData) await ensurePaymentCustomer(deps, orgId, actor.email);
  return presentOrg(org, await findPaymentAccount(deps.db, orgId), await listOrgUsers(deps.db, orgId), await visibleLinks(deps, actor));
}

/** The organisation's links the actor may see: all of them for admins, their own for agents. */
async function visibleLinks(deps: OrgDeps, actor: UserRow) {
  const scope = linkReadScope(actor);
  return scope ? listScopedLinks(deps.db, scope) : [];
}

export async function updateOrg(deps: OrgDeps, actor: UserRow, orgId: string, patch: TUpdateOrgRequest): Promise<TOrg> {
  assertOrgAdmin(actor, orgId);
  const org = await updateOrgById(deps.db, orgId, patch);
  if (!org) throw new AppError("NOT_FOUND", "No organisation with this id.");
  return presentOrg(org, await findPaymentAccount(deps.db, orgId), await listOrgUsers(deps.db, orgId), await visibleLinks(deps, actor));
}

/** `POST /orgs`: a signed-in user without an organisation founds one and becomes its Admin. */
export async function createOrgForUser(
  deps: OrgDeps,
  actor: UserRow,
  input: { stripeEmail: string; specialFirmType?: string | undefined },
): Promise<TOrg> {
  if (actor.org_id) throw new AppError("CONFLICT", "You already belong to an organisation.");
  const org = await createOrgWithCustomer(deps, { email: input.stripeEmail, specialFirmType: input.specialFirmType });
  await updateUserById(deps.db, actor.id, { org_id: org.id, user_type: "Admin" });
  // A new organisation has no links yet.
  return presentOrg(org, await findPaymentAccount(deps.db, org.id), await listOrgUsers(deps.db, org.id), []);
}
