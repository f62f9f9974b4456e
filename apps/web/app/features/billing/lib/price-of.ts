import type { TPlanPriceResponse } from "@planready/contracts/billing/api";
import { planKey, type TPlan } from "@planready/contracts/billing/plans";

/** The price of a plan in the provider's catalogue, if it has one. */
export function priceOf(prices: readonly TPlanPriceResponse[] | undefined, plan: TPlan): TPlanPriceResponse | undefined {
  const key = planKey(plan);
  return prices?.find((price) => price.plan_key === key);
}
