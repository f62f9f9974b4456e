import { can } from "@planready/contracts/permissions";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";

/** A user reads and edits only themself (identified by auth id). */
export function assertSelf(actor: Actor, authId: string): void {
  if (actor.auth_id !== authId) throw new AppError("FORBIDDEN", "You can only read and change your own account.");
}

export function assertCanManageUsers(actor: Actor): string {
  if (!actor.org_id || !can(actor.user_type, "users:manage")) {
    throw new AppError("FORBIDDEN", "Only agency admins can manage users.");
  }
  return actor.org_id;
}
