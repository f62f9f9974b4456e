import type { TLink } from "@planready/contracts/links";
import { choosePlan } from "@planready/contracts/billing/plans";
import { useCreateCheckout } from "../api/create-checkout";
import { usePrices } from "../api/get-prices";
import { priceOf } from "../lib/price-of";

/**
 * Pays again for a link still pending (its checkout expired or was declined): a new checkout for the same link and
 * plan, so its address stays the agent's. Null while what it needs (the price, the payment customer) is missing.
 */
export function useRetryCheckout(
  link: Pick<TLink, "id" | "status" | "survey_type" | "stripe_plan_duration"> | null,
  orgStripeId: string | null,
) {
  const prices = usePrices();
  const checkout = useCreateCheckout();
  const choice = link ? choosePlan({ surveyType: link.survey_type, duration: link.stripe_plan_duration, environment: "other" }) : null;
  const price = choice?.ok ? priceOf(prices.data?.prices, choice.plan) : undefined;
  if (!link || link.status !== "pending" || !price || !orgStripeId) return null;
  return {
    retry: () =>
      checkout.mutate(
        { orgStripeId, priceId: price.price_id, discountCode: null, draft: { link_id: link.id } },
        { onSuccess: (result) => window.location.assign(result.checkout_url) },
      ),
    isPending: checkout.isPending || checkout.isSuccess,
    isError: checkout.isError,
  };
}
