import type { TPostReviewRequest, TReviewInvitation } from "@planready/contracts/reviews";
import { api } from "../../../lib/api";

/**
 * The review the confirmation screen may send (docs/decisions/032-reviews-without-gating.md). It is no answer: it is
 * sent straight through the survey token, once, never queued on the device (nothing about it stays there).
 */
export function getReviewInvitation(token: string, responseId: string): Promise<TReviewInvitation> {
  return api(`/api/responses/${encodeURIComponent(responseId)}/review`, { token });
}

export function postReview(token: string, responseId: string, body: TPostReviewRequest): Promise<{ id: string }> {
  return api(`/api/responses/${encodeURIComponent(responseId)}/review`, { method: "POST", body, token, timeoutMs: 30_000 });
}
