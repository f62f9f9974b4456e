import { can } from "@planready/contracts/permissions";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../lib/app-error.ts";

const NOT_FOUND = "No agent site with this id.";

/**
 * Who reads a site: its agent, and the admins of its organisation (they manage the agency's links). Another
 * organisation's site, or a colleague's for an agent, reads exactly like a missing one.
 */
export function assertCanReadSite(actor: Actor, site: { org_id: string; user_id: string } | undefined): asserts site {
  if (!site || site.org_id !== actor.org_id) throw new AppError("NOT_FOUND", NOT_FOUND);
  if (site.user_id !== actor.id && !can(actor.user_type, "links:manage")) throw new AppError("NOT_FOUND", NOT_FOUND);
}

/** Only the site's own agent changes it (an admin may read it, never speak for the agent). */
export function assertSiteOwner(actor: Actor, site: { org_id: string; user_id: string } | undefined): asserts site {
  assertCanReadSite(actor, site);
  if (site.user_id !== actor.id) throw new AppError("FORBIDDEN", "Only the agent whose page this is can change it.");
}

/** The caller's organisation; a user without one has no site. */
export function actorOrg(actor: Actor): string {
  if (!actor.org_id) throw new AppError("NOT_FOUND", "Join an agency before making your page.");
  return actor.org_id;
}
