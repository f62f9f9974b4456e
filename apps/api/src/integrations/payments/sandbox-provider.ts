import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./payment-provider.ts";

/**
 * The built-in sandbox: no money moves. Customers get `cus_sandbox_…` ids; promo codes come from the
 * SANDBOX_PROMO_CODES setting (listed in the README).
 */
export function createSandboxProvider(promoCodes: Map<string, string>): PaymentProvider {
  return {
    name: "sandbox",
    async createCustomer() {
      return { customerId: `cus_sandbox_${randomBytes(9).toString("base64url")}` };
    },
    async findPromoCode({ code }) {
      const normalised = code.trim().toUpperCase();
      const description = promoCodes.get(normalised);
      return description ? { valid: true, code: normalised, description } : { valid: false, code, description: null };
    },
  };
}
