import { can } from "@planready/contracts/permissions";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Who may do what with webhook endpoints and API keys (docs/decisions/033-webhooks-and-public-api.md). An endpoint
 * belongs to one user and receives what that user may see (links they own or are a stakeholder of): only its owner
 * changes where it sends or what, sends a test or resends — an Admin moving its address would redirect clients'
 * data the Admin may not read. The agency's Admins oversee every endpoint: they read them and their log (no client
 * answers there), disable them, and are the ones who confirm the full payload.
 */
export const NOT_FOUND_ENDPOINT = "There is no webhook endpoint with this id.";

export function requireOrg(actor: Actor): string {
  if (!actor.org_id) throw new AppError("NOT_FOUND", NOT_FOUND_ENDPOINT);
  return actor.org_id;
}

export const oversees = (actor: Actor) => can(actor.user_type, "integrations:full_payload");

export function assertOwnsEndpoint(actor: Actor, endpoint: { owner_user_id: string }): void {
  if (endpoint.owner_user_id === actor.id) return;
  if (oversees(actor)) throw new AppError("FORBIDDEN", "Only the person who added this endpoint can change where it sends or what.");
  throw new AppError("NOT_FOUND", NOT_FOUND_ENDPOINT);
}

export function assertOverseesEndpoint(actor: Actor, endpoint: { owner_user_id: string }): void {
  if (endpoint.owner_user_id !== actor.id && !oversees(actor)) throw new AppError("NOT_FOUND", NOT_FOUND_ENDPOINT);
}

/** Client answers in a payload: only an Admin turns it on, and only by confirming it. */
export function assertMayEnableFullPayload(actor: Actor, confirm: boolean): void {
  if (!oversees(actor)) throw new AppError("FORBIDDEN", "Only an Admin of the agency can send clients' answers to an endpoint.");
  if (!confirm) {
    throw new AppError("VALIDATION_FAILED", "Confirm that this endpoint receives clients' answers.", [
      { path: "body.confirm", message: "Confirm that this endpoint receives clients' answers" },
    ]);
  }
}
