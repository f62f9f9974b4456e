import { can } from "@planready/contracts/permissions";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";

export type OwnScope = { orgId: string; userId: string };

/** Notifications (and the choice of which arrive by email) are personal: a user reads and changes only their own. */
export function ownScope(actor: Actor, userId: string): OwnScope {
  if (actor.id !== userId || !actor.org_id) throw new AppError("FORBIDDEN", "You can only read your own notifications.");
  return { orgId: actor.org_id, userId };
}

/** Announcements are for agency admins, to their own agency. */
export function assertCanAnnounce(actor: Actor): string {
  if (!actor.org_id || !can(actor.user_type, "users:manage")) {
    throw new AppError("FORBIDDEN", "Only agency admins can send announcements.");
  }
  return actor.org_id;
}
