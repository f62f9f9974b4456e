import type { TPlanPrice } from "@planready/contracts/billing/plans";
import type { subscriptionStatuses } from "@planready/contracts/billing/api";

/**
 * The payments port. Every billing flow goes through it so the product works end to end offline (sandbox) and
 * with real money (Stripe) alike (docs/decisions/006-billing.md). The provider holds the truth: callers re-read
 * its objects rather than trusting what an event said about them.
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Creates the organisation's customer at the provider. */
  createCustomer(input: { orgId: string; email: string }): Promise<{ customerId: string }>;
  /** Looks a promotion code up; unknown, expired and inactive codes are all `valid: false`. */
  findPromoCode(input: { code: string; product?: string | undefined }): Promise<PromoCodeLookup>;

  /** The catalogue: one price per plan the provider sells (sandbox: fixed; Stripe: lookup keys `planready_<plan>`). */
  listPrices(): Promise<TPlanPrice[]>;
  /** Opens a checkout for a subscription to one price. `reference` (ours, unique) makes the call idempotent. */
  createCheckout(input: CheckoutInput): Promise<{ checkoutId: string; url: string }>;
  /** Opens the provider's page to replace the customer's card (Stripe Checkout in setup mode). Sandbox: null. */
  createCardUpdate(input: {
    customerId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ checkoutId: string; url: string } | null>;
  /** A checkout as the provider holds it now; null when it does not exist. */
  getCheckout(checkoutId: string): Promise<ProviderCheckout | null>;
  /** Closes an open checkout so it can no longer be paid (a newer one replaces it). */
  expireCheckout(checkoutId: string): Promise<void>;
  /** A completed card-update checkout: makes its card the customer's (and its subscriptions') default. */
  applyCardUpdate(checkoutId: string): Promise<void>;

  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Cancel at the end of the period paid for (true) or keep renewing (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;

  getInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string, limit?: number): Promise<ProviderInvoice[]>;
  /** Tries the customer's open invoices again with its current card; answers them as they are afterwards. */
  retryOpenInvoices(customerId: string): Promise<ProviderInvoice[]>;

  getPaymentMethod(customerId: string): Promise<ProviderPaymentMethod | null>;

  /**
   * Checks a webhook's signature on the raw body and names the objects it concerns (nothing else is taken from its
   * payload). Throws AppError VALIDATION_FAILED when the signature does not match.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;

  /** Providers that produce their events in process (the sandbox) hand them to this listener. */
  onEvent?(listener: (event: BillingEvent) => Promise<void>): void;
  /** Present on the sandbox only: what its own pages and the operator command drive. */
  readonly sandbox?: SandboxControls;
}

/**
 * `oncePerCustomer`: a first-period offer ("first month free"), which the provider would take off the first invoice
 * of every subscription: the app lets each organisation use it once, not once per link.
 */
export type PromoCodeLookup = { valid: boolean; code: string; description: string | null; oncePerCustomer: boolean };

export type CheckoutInput = {
  customerId: string;
  priceId: string;
  /** A promotion code already checked with findPromoCode. */
  promoCode: string | null;
  successUrl: string;
  cancelUrl: string;
  reference: string;
  metadata: { org_id: string; link_id: string };
};

export type ProviderCheckout = {
  id: string;
  mode: "subscription" | "setup";
  customerId: string | null;
  status: "open" | "complete" | "expired";
  /** Complete and paid (or nothing to pay). */
  paid: boolean;
  /** The decline code of the last refused card while still open (sandbox; Stripe keeps declines on its page). */
  declineCode: string | null;
  subscriptionId: string | null;
  metadata: Record<string, string>;
};

export type TSubscriptionStatus = (typeof subscriptionStatuses)[number];

export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: TSubscriptionStatus;
  priceId: string;
  /** contracts/billing/plans.ts planKey of the price, or null when the catalogue does not hold it. */
  planKey: string | null;
  amount: number;
  currency: string;
  interval: "month" | "year";
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  discountCode: string | null;
  metadata: Record<string, string>;
  createdAt: Date;
};

export type ProviderInvoice = {
  id: string;
  number: string | null;
  customerId: string;
  subscriptionId: string | null;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  amountDue: number;
  amountPaid: number;
  currency: string;
  attemptCount: number;
  description: string | null;
  createdAt: Date;
  receiptUrl: string | null;
  pdfUrl: string | null;
};

export type ProviderPaymentMethod = { brand: string; last4: string; expMonth: number; expYear: number };

/**
 * An event as the billing handler sees it: its id (processed once), its type, and which objects to re-read.
 * Stripe's webhooks and the sandbox produce the same ones.
 */
export type BillingEvent = {
  id: string;
  type: string;
  provider: "sandbox" | "stripe";
  checkoutId?: string | undefined;
  subscriptionId?: string | undefined;
  invoiceId?: string | undefined;
};

/** A test card as typed on a sandbox page (SANDBOX_CARDS decide the outcome). */
export type SandboxCardInput = { number: string; exp_month: number; exp_year: number; cvc: string };

export type SandboxDeclineCode = "card_declined" | "insufficient_funds" | "expired_card" | "incorrect_cvc" | "incorrect_number";

export type SandboxCheckoutDetails = {
  checkout: ProviderCheckout;
  priceId: string;
  promoCode: string | null;
  promoDescription: string | null;
  amount: number;
  discountAmount: number;
  currency: string;
  interval: "month" | "year";
  successUrl: string;
  cancelUrl: string;
};

export type SandboxRenewalResult = {
  subscriptionId: string;
  invoiceId: string | null;
  outcome: "paid" | "failed" | "ended";
  attemptCount: number;
};

/** What only the sandbox can do: pay its checkout page, take a card, simulate renewals, print receipts. */
export interface SandboxControls {
  describeCheckout(checkoutId: string): Promise<SandboxCheckoutDetails | null>;
  /** Pays an open checkout with a test card; a refused card leaves it open with a decline code. */
  payCheckout(checkoutId: string, card: SandboxCardInput): Promise<{ checkout: ProviderCheckout; declineCode: SandboxDeclineCode | null }>;
  /** Leaves the checkout page without paying: the checkout expires. */
  cancelCheckout(checkoutId: string): Promise<ProviderCheckout | null>;
  /** Saves a test card as the customer's card (refused cards are not saved). */
  saveCard(customerId: string, card: SandboxCardInput): Promise<{ declineCode: SandboxDeclineCode | null }>;
  /** Renews the customer's renewing subscriptions now, charging its card or not, as the operator command asks. */
  simulateRenewal(customerId: string, outcome: "failed" | "succeeded"): Promise<SandboxRenewalResult[]>;
  /** The customer an invoice belongs to, and a printable receipt page. */
  receipt(invoiceId: string): Promise<{ customerId: string; html: string } | null>;
}
