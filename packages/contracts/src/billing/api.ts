import { z } from "zod";
import { ZLink, ZLinkUrl } from "../links.ts";
import { ZSurveyType } from "../surveys/content.ts";
import { planDurations, planProducts } from "./plans.ts";

/**
 * Billing API shapes (spec §7 "Payments" and "Links"). Amounts are integers in the currency's smallest unit.
 * Provider ids (customers, prices, subscriptions, invoices, checkout sessions) are opaque strings.
 */
export const ZPlanProduct = z.enum(planProducts);
export const ZPlanDuration = z.enum(planDurations);

const providerId = z.string().trim().min(1).max(255);

/** GET /api/stripe/prices: the provider's catalogue, one price per plan. */
export const ZPlanPrice = z.object({
  plan_key: z.string(),
  price_id: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  interval: z.enum(["month", "year"]),
  /** The spec §9 label, e.g. "Traditional surveys (annual paid monthly)". */
  label: z.string(),
});
export type TPlanPriceResponse = z.infer<typeof ZPlanPrice>;
export const ZPlanPricesResponse = z.object({ provider: z.enum(["sandbox", "stripe"]), prices: z.array(ZPlanPrice) });

/** The link a purchase will create, named before paying. */
export const ZLinkDraft = z
  .object({
    url: ZLinkUrl,
    survey_type: ZSurveyType,
    first_name: z.string().trim().min(1, "Required").max(100, "Use at most 100 characters"),
    last_name: z.string().trim().min(1, "Required").max(100, "Use at most 100 characters"),
    agency_name: z.string().trim().max(120, "Use at most 120 characters").nullable().optional(),
    stripe_plan_duration: ZPlanDuration,
  })
  .strict();
export type TLinkDraft = z.infer<typeof ZLinkDraft>;

/** POST /api/stripe/{orgStripeId}?returnToUrl&cancelReturnUrl&priceId&discountCode, with the link draft as body. */
export const ZCheckoutParams = z.object({ orgStripeId: providerId });
/** Return addresses are paths on this site (never another host), so a checkout cannot send anyone elsewhere. */
const sitePath = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/)[^\s]*$/, "Use a path on this site, starting with /");
export const ZCheckoutQuery = z
  .object({
    returnToUrl: sitePath,
    cancelReturnUrl: sitePath,
    priceId: providerId,
    discountCode: z.string().trim().max(64).optional(),
  })
  .strict();
export const ZCheckoutResponse = z.object({
  /** Where to send the browser: the provider's checkout page, or the sandbox checkout page of this site. */
  checkout_url: z.string(),
  checkout_id: z.string(),
  /** The link reserved for this purchase (status pending until paid). */
  link_id: z.uuid(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** PUT /api/stripe/intent/{intentId}?orgStripeId: confirms a checkout on return; live once paid, exactly once. */
export const ZIntentParams = z.object({ intentId: providerId });
export const ZIntentQuery = z.object({ orgStripeId: providerId.optional() }).strict();
export const checkoutStates = ["paid", "open", "declined", "expired"] as const;
export const ZCheckoutStateResponse = z.object({
  state: z.enum(checkoutStates),
  link: ZLink.nullable(),
});
export type TCheckoutStateResponse = z.infer<typeof ZCheckoutStateResponse>;

export const subscriptionStatuses = ["active", "trialing", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired"] as const;

export const ZSubscription = z.object({
  id: z.string(),
  link_id: z.uuid().nullable(),
  link_url: z.string().nullable(),
  plan_key: z.string(),
  /** The spec §9 label, or 'Unknown' for a price the catalogue does not hold. */
  plan_label: z.string(),
  legacy: z.boolean(),
  status: z.enum(subscriptionStatuses),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  interval: z.enum(["month", "year"]),
  current_period_end: z.string().nullable(),
  /** Cancelled by the agency: ends at current_period_end (the agreement's terms), no renewal. */
  cancel_at_period_end: z.boolean(),
  discount_code: z.string().nullable(),
  created_at: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;
export const ZSubscriptionsResponse = z.object({ subscriptions: z.array(ZSubscription) });

/** POST /api/stripe/subscription (spec §7): cancel or resume a link's subscription. */
export const ZSubscriptionActionRequest = z
  .object({
    orgId: z.uuid(),
    action: z.enum(["cancel", "resume"]),
    linkId: z.uuid(),
    productName: ZPlanProduct.optional(),
    discountCode: z.string().trim().max(64).nullable().optional(),
    duration: ZPlanDuration.optional(),
  })
  .strict();
export const ZSubscriptionQuery = z.object({ product: ZPlanProduct.optional(), duration: ZPlanDuration.optional() }).strict();

export const ZInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.enum(["draft", "open", "paid", "void", "uncollectible"]),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  /** The provider's receipt page and PDF (Stripe); the sandbox serves its own from this site. */
  receipt_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
  description: z.string().nullable(),
  attempt_count: z.number().int().nonnegative(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoicesResponse = z.object({ invoices: z.array(ZInvoice) });

export const ZPaymentMethod = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export const ZPaymentMethodResponse = z.object({ payment_method: ZPaymentMethod.nullable() });

/** POST /api/stripe/payment-method/{orgId}?returnToUrl: where to update the card (provider page or sandbox page). */
export const ZPaymentMethodUpdateQuery = z.object({ returnToUrl: sitePath }).strict();
export const ZRedirectResponse = z.object({ url: z.string() });

/** GET /api/orgs/{id}/stripeIntentValidity. */
export const ZIntentValidityResponse = z.object({ valid: z.boolean() });

/** GET /api/links/checkUniqueURL/{url}: whether a purchase or an edit may use this address, and if not, why. */
export const ZUniqueUrlResponse = z.object({ unique: z.boolean(), url: z.string(), problem: z.string().nullable() });

/** Test cards of the sandbox checkout (no real charge): these numbers succeed or are declined. */
export const SANDBOX_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
} as const;
