import { can } from "@planready/contracts/permissions";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";

/** Which links a reader may see: the whole organisation, or (agents) only those they are a stakeholder of. */
export type LinkScope = { orgId: string; stakeholderId: string | null };

/**
 * The links a user may read: agency admins see every link of their organisation; agents only the links they are
 * a stakeholder of. A user without an organisation sees none (their scope matches no row).
 */
export function linkReadScope(actor: Actor): LinkScope | null {
  if (!actor.org_id) return null;
  return { orgId: actor.org_id, stakeholderId: can(actor.user_type, "links:manage") ? null : actor.id };
}

/**
 * Creating and changing links (names, address, logo, theme, stakeholders, deliveries, deletion) is for Admins and
 * Restricted-Admins; returns the organisation whose links they manage. Agents are refused whatever the id, so the
 * answer says nothing about which links exist.
 */
export function assertCanManageLinks(actor: Actor, action = "manage"): string {
  if (!actor.org_id || !can(actor.user_type, "links:manage")) {
    throw new AppError("FORBIDDEN", `Only agency admins can ${action} links.`);
  }
  return actor.org_id;
}

/** The scope in which a manager finds the link they act on: their whole organisation. */
export const manageScope = (orgId: string): LinkScope => ({ orgId, stakeholderId: null });
