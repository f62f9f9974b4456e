import { can } from "@planready/contracts/permissions";
import type { Actor } from "../../core/actor.ts";
import { assertOrgMember } from "../orgs/orgs.policy.ts";

/**
 * Who sees which submissions: members of the organisation only (another organisation's id is not found);
 * Admins and Restricted-Admins every submission of it, agents those of the links they are a stakeholder of —
 * the same rule as for the links themselves (links.policy.ts).
 */
export function submissionScope(actor: Actor, orgId: string): { agent: boolean } {
  assertOrgMember(actor, orgId);
  return { agent: !can(actor.user_type, "links:manage") };
}
