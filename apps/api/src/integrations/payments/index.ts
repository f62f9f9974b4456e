import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox (which keeps its state in `db`). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  return config.STRIPE_SECRET_KEY
    ? createStripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE, { webhookSecret: config.STRIPE_WEBHOOK_SECRET })
    : createSandboxProvider({ db, promoCodes: config.SANDBOX_PROMO_CODES });
}
