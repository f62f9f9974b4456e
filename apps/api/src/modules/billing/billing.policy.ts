import { can } from "@planready/contracts/permissions";
import { AppError } from "../../lib/app-error.ts";
import { assertOrgMember } from "../orgs/orgs.policy.ts";
import type { Actor } from "../../core/actor.ts";

/**
 * Billing (buying links, subscriptions, invoices, the card) is for the agency's Admins (permission org:billing):
 * a Restricted-Admin manages users and links but not billing. Another organisation's id is not found.
 */
export function assertBillingAdmin(actor: Actor, orgId: string): void {
  assertOrgMember(actor, orgId);
  if (!can(actor.user_type, "org:billing")) throw new AppError("FORBIDDEN", "Only the agency's Admin can manage billing.");
}

/** The caller's own organisation, for billing. */
export function billingOrgOf(actor: Actor): string {
  if (!actor.org_id) throw new AppError("NOT_FOUND", "You do not belong to an agency yet.");
  assertBillingAdmin(actor, actor.org_id);
  return actor.org_id;
}

/** The caller's organisation, for what any member may do (confirm a checkout, read its state). */
export function memberOrgOf(actor: Actor): string {
  if (!actor.org_id) throw new AppError("NOT_FOUND", "You do not belong to an agency yet.");
  return actor.org_id;
}
