import type { Config } from "../../config.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.STRIPE_SECRET_KEY
    ? createStripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE)
    : createSandboxProvider(config.SANDBOX_PROMO_CODES);
}
