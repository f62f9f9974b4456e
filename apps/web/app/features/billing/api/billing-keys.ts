/** Every billing query key, from one factory (invalidating `billingKeys.all` refreshes the whole area). */
export const billingKeys = {
  all: ["billing"] as const,
  prices: () => ["billing", "prices"] as const,
  checkoutState: (checkoutId: string) => ["billing", "checkout-state", checkoutId] as const,
  sandboxCheckout: (checkoutId: string) => ["billing", "sandbox-checkout", checkoutId] as const,
  subscriptions: (orgId: string) => ["billing", "subscriptions", orgId] as const,
  legacySubscriptions: (orgId: string) => ["billing", "legacy-subscriptions", orgId] as const,
  invoices: (orgId: string) => ["billing", "invoices", orgId] as const,
  paymentMethod: (orgId: string) => ["billing", "payment-method", orgId] as const,
};
