import { can } from "@planready/contracts/permissions";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";

/** A user reads only their own organisation. Another organisation's id is refused as not found. */
export function assertOrgMember(actor: Actor, orgId: string): void {
  if (actor.org_id !== orgId) throw new AppError("NOT_FOUND", "No organisation with this id.");
}

/** Organisation writes are for Admins (Admin and Restricted-Admin) of that organisation. */
export function assertOrgAdmin(actor: Actor, orgId: string): void {
  assertOrgMember(actor, orgId);
  if (!can(actor.user_type, "org:update")) throw new AppError("FORBIDDEN", "Only agency admins can change the agency.");
}
