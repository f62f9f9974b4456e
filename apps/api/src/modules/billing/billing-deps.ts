import type { TBillingEnvironment } from "@planready/contracts/billing/plans";
import type { OrgDeps } from "../orgs/orgs.service.ts";

/** What billing needs besides the database, the provider and the log. */
export type BillingDeps = OrgDeps & {
  /** PUBLIC_URL: providers on another site (Stripe) return the browser to it. */
  publicUrl: string;
  /** Which legacy cut-over date applies: production's, or the other environments'. */
  environment: TBillingEnvironment;
};

/** Production's cut-over applies when the server runs in production (NODE_ENV=production), the other one elsewhere. */
export function billingEnvironment(nodeEnv: string): TBillingEnvironment {
  return nodeEnv === "production" ? "production" : "other";
}
