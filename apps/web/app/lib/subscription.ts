import type { TSubscriptionActionResponse } from "@planready/contracts/billing/api";
import { api } from "./api";

export type TSubscriptionAction = { orgId: string; linkId: string; action: "cancel" | "resume" };

/**
 * POST /api/stripe/subscription: cancel a link's subscription (it stays live until the end of the period paid for,
 * per the agreement) or take the cancellation back before then. Used by Payment Settings and the links page.
 */
export function updateSubscription(input: TSubscriptionAction): Promise<TSubscriptionActionResponse> {
  return api<TSubscriptionActionResponse>("/api/stripe/subscription", { method: "POST", body: input });
}
