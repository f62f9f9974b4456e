import type { Actor } from "../../core/actor.ts";

/**
 * Who may read, show, hide and answer a review: only the agent it is about (the link's owner when the client left
 * it), in their agency. Not the agency's Admins, not the link's stakeholders: a review is addressed to one agent
 * (docs/decisions/032-reviews-without-gating.md, like client answers in docs/decisions/027).
 */
export function ownsReview(actor: Pick<Actor, "id" | "org_id">, review: { agent_id: string | null; org_id: string }): boolean {
  return review.agent_id !== null && review.agent_id === actor.id && review.org_id === actor.org_id;
}
