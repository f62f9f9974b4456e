/**
 * The payments port. Every billing flow goes through it so the product works end to end offline (sandbox) and
 * with real money (Stripe) alike. Later capabilities (checkout, subscriptions, invoices) extend this interface.
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Creates the organisation's customer at the provider. */
  createCustomer(input: { orgId: string; email: string }): Promise<{ customerId: string }>;
  /** Looks a promotion code up; unknown, expired and inactive codes are all `valid: false`. */
  findPromoCode(input: { code: string; product?: string | undefined }): Promise<PromoCodeLookup>;
}

export type PromoCodeLookup = { valid: boolean; code: string; description: string | null };
