import { z } from "zod";
import { ZLink, ZLinkUrl } from "../links.ts";
import { ZSurveyType } from "../surveys/content.ts";
import { planDurations, planProducts } from "./plans.ts";

/**
 * Billing API shapes: prices, purchases, subscriptions, invoices and the card. Amounts are integers in the currency's smallest unit.
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
  /** The plan's label (planLabel), e.g. "Traditional surveys (annual paid monthly)". */
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
    /** The agent the link will belong to (a user of the agency); the buyer when left out. */
    owner_id: z.uuid("User ids are UUIDs").optional(),
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
  /** The plan's label (planLabel), or 'Unknown' for a price the catalogue does not hold. */
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

/** POST /api/stripe/subscription: cancel or resume a link's subscription. */
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
/**
 * GET /api/orgs/{id}/stripeIntentValidity: paid with a live subscription, and not locked for failed payments
 * (`payment_locked`: 3 or more failed attempts; docs/decisions/018-payment-lock.md).
 */
export const ZIntentValidityResponse = z.object({ valid: z.boolean(), payment_locked: z.boolean() });

/** GET /api/links/checkUniqueURL/{url}: whether a purchase or an edit may use this address, and if not, why. */
export const ZUniqueUrlResponse = z.object({
  unique: z.boolean(),
  url: z.string(),
  problem: z.string().nullable(),
  /** For a purchase: the address is the caller's agency's own link still waiting for payment; buying completes it. */
  own_unpaid: z.literal(true).optional(),
});

/** Test cards of the sandbox checkout (no real charge): these numbers succeed or are declined. */
export const SANDBOX_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
} as const;

/**
 * The sandbox provider's own pages on this site (added for the web billing pages; the API serves them only while the
 * provider is the sandbox, 404 otherwise). Nothing here moves money: the test cards of SANDBOX_CARDS decide.
 *
 * GET /api/sandbox/checkout/{checkoutId} (user, own organisation): what the checkout page at
 * /sandbox/checkout/{checkoutId} shows. POST /api/sandbox/checkout/{checkoutId}/pay with ZSandboxCard: a refused
 * card is not an error (200, state "declined" and a decline_code); an expired or already paid checkout answers its
 * state as it is.
 */
export const ZSandboxCheckoutParams = z.object({ checkoutId: providerId });
export const ZSandboxCheckoutResponse = z.object({
  checkout_id: z.string(),
  state: z.enum(checkoutStates),
  plan_key: z.string(),
  /** The plan's label (planLabel), e.g. "Traditional surveys (annual)". */
  plan_label: z.string(),
  /** The plan's price per interval, before any discount. */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  interval: z.enum(["month", "year"]),
  discount_code: z.string().nullable(),
  /** The promo code's description, e.g. "10% off your first year". */
  discount_description: z.string().nullable(),
  /** Taken off the first payment. */
  discount_amount: z.number().int().nonnegative(),
  /** What the card is charged today (amount − discount_amount). */
  amount_due: z.number().int().nonnegative(),
  /** The link this checkout reserved (pending until paid). */
  link_url: z.string(),
  survey_type: ZSurveyType,
  /** Where a paid checkout returns: the returnToUrl given when it was opened, with ?checkout_id=… added. */
  return_url: z.string(),
  /** Where Cancel goes: the cancelReturnUrl given when it was opened. */
  cancel_url: z.string(),
});
export type TSandboxCheckoutResponse = z.infer<typeof ZSandboxCheckoutResponse>;

/** A card typed on a sandbox page. Only the number decides the outcome (SANDBOX_CARDS); the rest is checked for form. */
export const ZSandboxCard = z
  .object({
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^[0-9]{12,19}$/, "Enter the card number")),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^[0-9]{3,4}$/, "Enter the 3 or 4 digits on the back of the card"),
    name: z.string().trim().min(1, "Required").max(100),
    postal_code: z.string().trim().min(3, "Enter the ZIP code").max(10),
  })
  .strict();
export type TSandboxCard = z.input<typeof ZSandboxCard>;

/** Why a card was refused (Stripe's decline codes); the pages put each into words. */
export const sandboxDeclineCodes = ["card_declined", "insufficient_funds", "expired_card", "incorrect_cvc", "incorrect_number"] as const;
export const ZSandboxPayResponse = z.object({
  state: z.enum(checkoutStates),
  /** Null unless the card was refused. */
  decline_code: z.enum(sandboxDeclineCodes).nullable(),
  /** Where to send the browser once paid (return_url); null otherwise. */
  redirect_url: z.string().nullable(),
});
export type TSandboxPayResponse = z.infer<typeof ZSandboxPayResponse>;

/**
 * GET /api/stripe/payment-method/{orgId}: the organisation's card (ZPaymentMethodResponse).
 * The sandbox's card page is /sandbox/payment-method?returnTo=<site path> (the url POST /api/stripe/payment-method/
 * {orgId}?returnToUrl answers with). POST /api/sandbox/payment-method/{orgId} with ZSandboxCard saves the card and
 * retries the organisation's open invoices with it; a refused card is 200 with saved false and a decline_code.
 */
export const ZSandboxPaymentMethodResponse = z.object({
  saved: z.boolean(),
  decline_code: z.enum(sandboxDeclineCodes).nullable(),
  payment_method: ZPaymentMethod.nullable(),
  /** The organisation's failed attempts after the retry (0 once every owed invoice is paid). */
  number_failed_payment_attempts: z.number().int().nonnegative(),
});
export type TSandboxPaymentMethodResponse = z.infer<typeof ZSandboxPaymentMethodResponse>;

// ── Added by the billing back end ───────────────────────────────────────────────────────────────────────────

/**
 * Provider pages return to returnToUrl with this query parameter added (Stripe Checkout, the sandbox checkout page,
 * Stripe's card-update page): the page then confirms it with PUT /api/stripe/intent/{checkout_id}.
 */
export const CHECKOUT_RETURN_PARAM = "checkout_id";

/** The sandbox checkout page of this site (checkout_url of a sandbox purchase). */
export const sandboxCheckoutPath = (checkoutId: string) => `/sandbox/checkout/${encodeURIComponent(checkoutId)}`;
/** The sandbox card page (the url of POST /api/stripe/payment-method/{orgId} on the sandbox), with ?returnTo=. */
export const SANDBOX_PAYMENT_METHOD_PATH = "/sandbox/payment-method";

/**
 * POST /api/stripe/{orgStripeId} body: the link to create (ZLinkDraft), or `{ link_id }` of a link of the caller's
 * organisation still pending (made by POST /api/links, or an earlier checkout that was not paid).
 */
export const ZExistingLinkCheckout = z.object({ link_id: z.uuid("Link ids are UUIDs") }).strict();
export const ZCheckoutRequest = z.union([ZLinkDraft, ZExistingLinkCheckout]);
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

/** Path parameters naming the organisation: /api/stripe/subscription/{orgId}, /api/stripe/payment-method/{orgId}. */
export const ZOrgIdParams = z.object({ orgId: z.uuid("Organisation ids are UUIDs") });
/** /api/stripe/subscription/all/{id}, /legacy/{id}, /api/stripe/invoices/{id}: the organisation's id. */
export const ZBillingOrgParams = z.object({ id: z.uuid("Organisation ids are UUIDs") });

/** POST /api/stripe/subscription answers with the subscription as the provider now holds it. */
export const ZSubscriptionActionResponse = z.object({ subscription: ZSubscription });
export type TSubscriptionActionResponse = z.infer<typeof ZSubscriptionActionResponse>;

/** POST /api/webhooks/stripe: 200 once the event is handled (or was already); `duplicate` when it was. */
export const ZWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** GET /api/orgs/{id}/links?searchTerm: matches the address, names and agency name, without regard to case. */
export const ZOrgLinksQuery = z.object({ searchTerm: z.string().trim().max(100).optional() }).strict();

/**
 * One link of GET /api/orgs/{id}/links (not deleted; agents see only the links they own or are a stakeholder of), newest
 * first, with its plan and what happens next: `next_renewal_at` while it renews, `ends_at` once cancelled (the end
 * of the period paid for) or ended.
 */
export const ZOrgLink = ZLink.pick({
  id: true,
  url: true,
  survey_type: true,
  first_name: true,
  last_name: true,
  agency_name: true,
  logo_image_url: true,
  alt_theme_color: true,
  status: true,
  stripe_plan_duration: true,
  created_at: true,
  created_by: true,
  owner_id: true,
}).extend({
  /** The subscription's plan key; for a link not paid yet, the plan it will be billed (choosePlan); null if unknown. */
  plan_key: z.string().nullable(),
  /** The label of that plan (planLabel), 'Unknown' for a price the catalogue does not hold. */
  plan_label: z.string(),
  subscription_id: z.string().nullable(),
  subscription_status: z.enum(subscriptionStatuses).nullable(),
  cancel_at_period_end: z.boolean(),
  next_renewal_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type TOrgLink = z.infer<typeof ZOrgLink>;
export const ZOrgLinksResponse = z.object({ links: z.array(ZOrgLink) });
export type TOrgLinksResponse = z.infer<typeof ZOrgLinksResponse>;
