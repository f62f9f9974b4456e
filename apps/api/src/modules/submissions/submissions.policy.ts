import { seesAgencyCounts } from "@planready/contracts/submissions";
import type { Actor } from "../../core/actor.ts";
import { assertOrgMember } from "../orgs/orgs.policy.ts";

/**
 * Who sees which submissions (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md): members of the
 * organisation only (another organisation's id is not found). A submission's client data — names, contact details,
 * answers, PDF, CSV rows — is read only by its link's owner and the stakeholders they named, whatever their role.
 * Admins and Restricted-Admins, who manage every link, also see counts and statuses for the whole agency
 * (`agencyCounts`), never the answers behind them.
 */
export function submissionScope(actor: Actor, orgId: string): { agencyCounts: boolean } {
  assertOrgMember(actor, orgId);
  return { agencyCounts: seesAgencyCounts(actor.user_type) };
}
