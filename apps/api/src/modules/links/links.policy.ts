import { can } from "@planready/contracts/permissions";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";

/**
 * Which links a reader may see: the whole organisation (`readerId` null), or only those `readerId` owns or is a
 * stakeholder of.
 */
export type LinkScope = { orgId: string; readerId: string | null };

/**
 * The links a user may read and manage: agency admins see every link of their organisation; agents only the links
 * they own or are a stakeholder of. A user without an organisation sees none (their scope matches no row).
 */
export function linkReadScope(actor: Actor): LinkScope | null {
  if (!actor.org_id) return null;
  return { orgId: actor.org_id, readerId: can(actor.user_type, "links:manage") ? null : actor.id };
}

/**
 * The links whose clients' answers a user may read (names, contact details, answers, PDF, CSV rows): only those
 * they own or are a stakeholder of, whatever their role — an Admin manages every link of the agency but reads the
 * answers of none they were not named on (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md).
 */
export function clientDataScope(actor: Actor): LinkScope | null {
  if (!actor.org_id) return null;
  return { orgId: actor.org_id, readerId: actor.id };
}

/**
 * Creating and changing links (names, address, logo, theme, deliveries, deletion) is for Admins and
 * Restricted-Admins; returns the organisation whose links they manage. Agents are refused whatever the id, so the
 * answer says nothing about which links exist.
 */
export function assertCanManageLinks(actor: Actor, action = "manage"): string {
  if (!actor.org_id || !can(actor.user_type, "links:manage")) {
    throw new AppError("FORBIDDEN", `Only agency admins can ${action} links.`);
  }
  return actor.org_id;
}

/** Giving a link another owner moves who reads its clients' answers: Admins only. */
export function assertCanChangeOwner(actor: Actor): string {
  if (!actor.org_id || !can(actor.user_type, "links:change_owner")) {
    throw new AppError("FORBIDDEN", "Only agency Admins can give a link another owner.");
  }
  return actor.org_id;
}

/** The link's owner names its stakeholders (who else reads its clients' answers); nobody else does. */
export function assertNamesStakeholders(actor: Actor, link: { owner_id: string | null }): void {
  if (link.owner_id !== actor.id) {
    throw new AppError("FORBIDDEN", "Only the link's owner names its stakeholders.");
  }
}

/** The scope in which a manager finds the link they act on: their whole organisation. */
export const manageScope = (orgId: string): LinkScope => ({ orgId, readerId: null });
