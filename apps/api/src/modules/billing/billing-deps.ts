import type { AppDeps } from "../../core/deps.ts";

/** The part of the dependency bag billing uses: the provider, return addresses, the plans' cut-over, the queue. */
export type BillingDeps = Pick<AppDeps, "db" | "log" | "payments" | "jobs" | "publicUrl" | "billingEnvironment">;
