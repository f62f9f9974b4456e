import { paymentFailureState } from "@planready/contracts/payments";
import type { TOrg, TUpdateOrgRequest } from "@planready/contracts/orgs";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { listVisibleLinks } from "../links/links.service.ts";
import { joinOrgAsAdmin, listOrgMembers } from "../users/users.service.ts";
import { assertOrgAdmin, assertOrgMember } from "./orgs.policy.ts";
import { presentOrg } from "./orgs.presenter.ts";
import {
  findFailedPaymentCount,
  findOrgById,
  findPaymentAccount,
  insertOrg,
  updateOrgById,
  upsertPaymentAccount,
  type OrgRow,
} from "./orgs.repository.ts";

type OrgDeps = Pick<AppDeps, "db" | "payments" | "log">;

/** An organisation and its payment account as stored, for the modules that bill it (billing, payments). */
export { findOrgById, findPaymentAccount };

/** The organisation's customer at the payment provider, or null while it is not created yet. */
export async function findPaymentCustomerId(db: Db, orgId: string): Promise<string | null> {
  return (await findPaymentAccount(db, orgId))?.stripe_customer_id ?? null;
}

/** Whether the organisation is locked for failed payments (docs/decisions/018-payment-lock.md). */
export async function isPaymentLocked(db: Db, orgId: string): Promise<boolean> {
  return paymentFailureState(await findFailedPaymentCount(db, orgId)).kind === "locked";
}

/** Keeps a valid promo code on the organisation's payment account (`temp_promo_code`) for its next purchase. */
export async function rememberPromoCode(db: Db, orgId: string, provider: string, code: string): Promise<void> {
  await upsertPaymentAccount(db, orgId, { provider, temp_promo_code: code });
}

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

export async function getOrg(deps: OrgDeps, actor: Actor, orgId: string, options: { freshStripeData?: boolean } = {}): Promise<TOrg> {
  assertOrgMember(actor, orgId);
  const org = await findOrgById(deps.db, orgId);
  if (!org) throw new AppError("NOT_FOUND", "No organisation with this id.");
  if (options.freshStripeData) await ensurePaymentCustomer(deps, orgId, actor.email);
  return presentOrg(
    org,
    await findPaymentAccount(deps.db, orgId),
    await listOrgMembers(deps.db, orgId),
    await listVisibleLinks(deps.db, actor),
  );
}

/**
 * An agency admin changes the agency's name or address (the state kept as its postal code). A change is audited as
 * `org.updated`, naming the fields that changed (not their values).
 */
export async function updateOrg(
  deps: OrgDeps,
  actor: Actor,
  orgId: string,
  patch: TUpdateOrgRequest,
  origin: AuditOrigin | null = null,
): Promise<TOrg> {
  assertOrgAdmin(actor, orgId);
  const before = await findOrgById(deps.db, orgId);
  const org = before ? await updateOrgById(deps.db, orgId, patch) : undefined;
  if (!before || !org) throw new AppError("NOT_FOUND", "No organisation with this id.");
  const changed = (Object.keys(patch) as (keyof TUpdateOrgRequest)[]).filter((key) => patch[key] !== undefined && before[key] !== org[key]);
  if (changed.length) {
    await recordAudit(deps.db, actor, origin, {
      action: "org.updated",
      target: { type: "org", id: orgId },
      details: { fields: changed.join(",") },
    });
  }
  return presentOrg(
    org,
    await findPaymentAccount(deps.db, orgId),
    await listOrgMembers(deps.db, orgId),
    await listVisibleLinks(deps.db, actor),
  );
}

/** `POST /orgs`: a signed-in user without an organisation founds one and becomes its Admin. */
export async function createOrgForUser(
  deps: OrgDeps,
  actor: Actor,
  input: { stripeEmail: string; specialFirmType?: string | undefined },
): Promise<TOrg> {
  if (actor.org_id) throw new AppError("CONFLICT", "You already belong to an organisation.");
  const org = await createOrgWithCustomer(deps, { email: input.stripeEmail, specialFirmType: input.specialFirmType });
  await joinOrgAsAdmin(deps.db, actor.id, org.id);
  // A new organisation has no links yet.
  return presentOrg(org, await findPaymentAccount(deps.db, org.id), await listOrgMembers(deps.db, org.id), []);
}

/** Gives an organisation without a name the one typed during a bulk-send area's onboarding; a named one keeps its own. */
export async function nameUnnamedOrg(db: Db, orgId: string, name: string): Promise<void> {
  const org = await findOrgById(db, orgId);
  if (org && !org.name?.trim()) await updateOrgById(db, orgId, { name });
}
