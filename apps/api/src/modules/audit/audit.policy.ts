import { can } from "@planready/contracts/permissions";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../lib/app-error.ts";

/** An agency's audit log is read by its Admins only (`audit:read`); another agency's id is not found. */
export function assertCanReadAudit(actor: Actor, orgId: string): void {
  if (actor.org_id !== orgId) throw new AppError("NOT_FOUND", "No organisation with this id.");
  if (!can(actor.user_type, "audit:read")) throw new AppError("FORBIDDEN", "Only the agency's Admins can read its audit log.");
}
