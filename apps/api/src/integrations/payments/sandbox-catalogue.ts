import { allPlans, planKey, type TPlan, type TPlanPrice } from "@planready/contracts/billing/plans";

/**
 * The sandbox's fixed price list (USD cents). Made-up amounts of the right order for a per-link subscription; no
 * money moves. Annual paid monthly costs less per month than monthly; legacy 2024 plans bill yearly.
 */
const amounts: Record<string, number> = {
  traditional_monthly: 2900,
  traditional_annual: 29000,
  traditional_annual_paid_monthly: 2500,
  connecturedrx_monthly: 3900,
  connecturedrx_annual: 39000,
  crm_monthly: 4900,
  crm_annual: 49000,
  scope_only_monthly: 1500,
  scope_only_annual: 15000,
  scope_only_annual_paid_monthly: 1300,
  aca_consent_only_monthly: 1500,
  aca_consent_only_annual: 15000,
  aca_consent_only_annual_paid_monthly: 1300,
  traditional_legacy_2024: 19900,
  scope_only_legacy_2024: 9900,
  aca_consent_only_legacy_2024: 9900,
};

const intervalOf = (plan: TPlan): "month" | "year" => (plan.legacy || plan.duration === "annual" ? "year" : "month");

export const sandboxPriceId = (key: string) => `price_sandbox_${key}`;

export const SANDBOX_PRICES: readonly TPlanPrice[] = allPlans.map((plan) => {
  const key = planKey(plan);
  return { plan_key: key, price_id: sandboxPriceId(key), amount: amounts[key] ?? 0, currency: "usd", interval: intervalOf(plan) };
});

export function sandboxPrice(priceId: string): TPlanPrice | undefined {
  return SANDBOX_PRICES.find((p) => p.price_id === priceId);
}

/**
 * A sandbox code whose words speak of the first period ("First month free", "10% off your first year") is a
 * welcome offer: once per organisation (docs/product.md#promo-codes), as a Stripe coupon that applies once.
 */
export function isFirstPeriodOffer(description: string): boolean {
  return /\bfirst\b/i.test(description);
}

/** How much a promo code takes off the first invoice: "10% off …" is 10%, "… free" is everything, else nothing. */
export function promoPercent(description: string | null): number {
  if (!description) return 0;
  const percent = /(\d{1,3})\s*%/.exec(description);
  if (percent) return Math.min(100, Number(percent[1]));
  return /\bfree\b/i.test(description) ? 100 : 0;
}
