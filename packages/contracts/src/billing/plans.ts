import type { TSurveyType } from "../surveys/survey-types.ts";

/**
 * Plans (docs/product.md#plans-and-prices): the products, their labels and which plan bills a link. One fee per link per subscription period: a
 * link's survey type and duration choose its plan; the payment provider supplies each plan's price id and amount.
 * Zod-free, so the marketplace page can use it without the schema library.
 */
export const planProducts = ["traditional", "connecturedrx", "crm", "scope_only", "aca_consent_only"] as const;
export type TPlanProduct = (typeof planProducts)[number];

export const planDurations = ["monthly", "annual", "annual-paid-monthly"] as const;
export type TPlanDuration = (typeof planDurations)[number];

/** The durations each product is sold with: connecture and CRM have no annual-paid-monthly. */
export const productDurations: Record<TPlanProduct, readonly TPlanDuration[]> = {
  traditional: ["monthly", "annual", "annual-paid-monthly"],
  connecturedrx: ["monthly", "annual"],
  crm: ["monthly", "annual"],
  scope_only: ["monthly", "annual", "annual-paid-monthly"],
  aca_consent_only: ["monthly", "annual", "annual-paid-monthly"],
};

/** Products that had a 2024 plan, still billed to links created before the cut-over. */
export const legacyProducts = ["traditional", "scope_only", "aca_consent_only"] as const satisfies readonly TPlanProduct[];
export type TLegacyProduct = (typeof legacyProducts)[number];

/** A plan: a product with a duration, or a product's legacy 2024 plan. */
export type TPlan =
  | { product: TPlanProduct; duration: TPlanDuration; legacy: false }
  | { product: TLegacyProduct; duration: null; legacy: true };

/** Stable plan keys, e.g. traditional_monthly, crm_annual, scope_only_legacy_2024 (Stripe price lookup keys add a prefix). */
export type TPlanKey = string;

export function planKey(plan: TPlan): TPlanKey {
  return plan.legacy ? `${plan.product}_legacy_2024` : `${plan.product}_${plan.duration.replace(/-/g, "_")}`;
}

/** Every plan sold today and every legacy plan, in the marketplace's order. */
export const allPlans: readonly TPlan[] = [
  ...planProducts.flatMap((product) => productDurations[product].map((duration): TPlan => ({ product, duration, legacy: false }))),
  ...legacyProducts.map((product): TPlan => ({ product, duration: null, legacy: true })),
];

export function planFromKey(key: string): TPlan | null {
  return allPlans.find((plan) => planKey(plan) === key) ?? null;
}

/** The product that bills a survey type. */
export function productForSurveyType(surveyType: TSurveyType): TPlanProduct {
  switch (surveyType) {
    case "connecture":
      return "connecturedrx";
    case "crm":
      return "crm";
    case "scope_only":
      return "scope_only";
    case "aca_consent_only":
      return "aca_consent_only";
    case "medicare":
    case "aep_update":
    case "life":
    case "aca":
      return "traditional";
  }
}

/** The survey types a product's links may carry (the marketplace sells traditional as four survey types). */
export const productSurveyTypes: Record<TPlanProduct, readonly TSurveyType[]> = {
  traditional: ["medicare", "aep_update", "life", "aca"],
  connecturedrx: ["connecture"],
  crm: ["crm"],
  scope_only: ["scope_only"],
  aca_consent_only: ["aca_consent_only"],
};

export type TBillingEnvironment = "production" | "other";

/** Links created before these dates keep the legacy 2024 plan, per environment. */
export const LEGACY_CUTOVER: Record<TBillingEnvironment, string> = {
  production: "2025-01-12T00:00:00Z",
  other: "2025-01-07T00:00:00Z",
};

export type TPlanChoiceInput = {
  surveyType: TSurveyType;
  duration: TPlanDuration;
  /** When the link was created; a link not created yet counts as created now. */
  linkCreatedAt?: Date | null;
  environment: TBillingEnvironment;
  /** Connecture: bill the annual plan whatever the duration says. */
  connectureAnnual?: boolean;
};

export type TPlanChoice = { ok: true; plan: TPlan } | { ok: false; reason: "duration_not_offered" };

/**
 * Plan choice: the legacy plan for traditional, scope_only and aca_consent_only links created
 * before the cut-over; medicare, aep_update, life and aca use the traditional plan by duration; connecture uses
 * annual when the duration is annual or the flag is passed, otherwise monthly; crm has monthly and annual only.
 */
export function choosePlan(input: TPlanChoiceInput): TPlanChoice {
  const product = productForSurveyType(input.surveyType);
  const createdAt = input.linkCreatedAt ?? null;
  if (createdAt && createdAt.getTime() < Date.parse(LEGACY_CUTOVER[input.environment])) {
    const legacy = (legacyProducts as readonly TPlanProduct[]).includes(product);
    if (legacy) return { ok: true, plan: { product: product as TLegacyProduct, duration: null, legacy: true } };
  }
  if (product === "connecturedrx") {
    const annual = input.duration === "annual" || input.connectureAnnual === true;
    return { ok: true, plan: { product, duration: annual ? "annual" : "monthly", legacy: false } };
  }
  if (!productDurations[product].includes(input.duration)) return { ok: false, reason: "duration_not_offered" };
  return { ok: true, plan: { product, duration: input.duration, legacy: false } };
}

const productLabels: Record<TPlanProduct, string> = {
  traditional: "Traditional surveys",
  connecturedrx: "Connecture surveys",
  crm: "CRM surveys",
  scope_only: "Scope only surveys",
  aca_consent_only: "ACA consent only surveys",
};

const durationLabels: Record<TPlanDuration, string> = {
  monthly: "monthly",
  annual: "annual",
  "annual-paid-monthly": "annual paid monthly",
};

export function productLabel(product: TPlanProduct): string {
  return productLabels[product];
}

export function durationLabel(duration: TPlanDuration): string {
  return durationLabels[duration];
}

/** The label of a plan: "Traditional surveys (annual paid monthly)", "Scope only surveys (Legacy 2024)". */
export function planLabel(plan: TPlan): string {
  return `${productLabels[plan.product]} (${plan.legacy ? "Legacy 2024" : durationLabels[plan.duration]})`;
}

/** A price of the provider's catalogue: which plan it bills, how much, how often. */
export type TPlanPrice = {
  plan_key: TPlanKey;
  price_id: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  interval: "month" | "year";
};

/** The plan name of a price id ('Unknown' for a price id the catalogue does not hold). */
export function planNameForPriceId(priceId: string, prices: readonly TPlanPrice[]): string {
  const price = prices.find((p) => p.price_id === priceId);
  const plan = price ? planFromKey(price.plan_key) : null;
  return plan ? planLabel(plan) : "Unknown";
}

/** "$29.00 / month", "$290.00 / year" (annual paid monthly bills monthly for a year: "$26.00 / month for 12 months"). */
export function priceLabel(price: Pick<TPlanPrice, "amount" | "currency" | "interval">, plan?: TPlan | null): string {
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: price.currency.toUpperCase() }).format(price.amount / 100);
  const per = `${amount} / ${price.interval}`;
  return plan && !plan.legacy && plan.duration === "annual-paid-monthly" ? `${per} for 12 months` : per;
}
