import { paymentFailureState, PAYMENT_LOCK_THRESHOLD } from "@planready/contracts/payments";
import { eq, inArray, sql } from "drizzle-orm";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { billingSubscriptions, links, orgs, paymentAccounts } from "../db/schema.ts";
import { createSandboxProvider } from "../integrations/payments/sandbox-provider.ts";
import { isHelp, parseOptions, UsageError } from "./cli-args.ts";

export type BillingCommand = { action: "simulate-renewal"; org: string; outcome: "failed" | "succeeded" } | { action: "help" };

export const BILLING_USAGE = `Usage: npm run billing -- simulate-renewal --org <organisation id or name> --outcome failed|succeeded

  Renews the organisation's subscriptions now, on the built-in sandbox payment provider (no real money):
  each renewing subscription's invoice is charged and fails or succeeds. A failed renewal counts one more failed
  payment attempt (3 lock the account); a subscription cancelled at its period end ends instead, and its link
  stops. The same events as Stripe's webhooks are produced and handled.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseBillingArgs(argv: string[]): BillingCommand {
  const [action, ...rest] = argv;
  if (action === undefined) throw new UsageError("Which command? simulate-renewal.");
  if (isHelp(action) || rest.some(isHelp)) return { action: "help" };
  if (action !== "simulate-renewal") throw new UsageError(`Unknown command "${action}". Use simulate-renewal.`);
  const options = parseOptions(rest, ["org", "outcome"]);
  const org = options.get("org")?.trim();
  if (!org) throw new UsageError("Name the organisation: --org <organisation id or name>.");
  const outcome = options.get("outcome");
  if (outcome !== "failed" && outcome !== "succeeded") {
    throw new UsageError(`--outcome must be failed or succeeded${outcome === undefined ? "" : ` (got "${outcome}")`}.`);
  }
  return { action, org, outcome };
}

async function findOrg(db: Db, org: string): Promise<{ id: string; name: string | null }> {
  const byId = UUID.test(org) ? await db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(eq(orgs.id, org)) : [];
  if (byId[0]) return byId[0];
  const byName = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(sql`lower(${orgs.name}) = lower(${org})`);
  if (byName.length === 1) return byName[0]!;
  if (byName.length > 1)
    throw new Error(`${byName.length} organisations are named "${org}"; use one of their ids: ${byName.map((o) => o.id).join(", ")}.`);
  throw new Error(`No organisation with the id or name "${org}".`);
}

/**
 * Simulates a renewal on the sandbox, through the app's own wiring (the provider's events go to the same handler as
 * Stripe's webhooks), then reports each subscription and the organisation's failed-payment state.
 */
export async function runBillingCommand(
  db: Db,
  config: Config,
  command: Extract<BillingCommand, { action: "simulate-renewal" }>,
  print: (line: string) => void,
): Promise<void> {
  if (config.STRIPE_SECRET_KEY) {
    throw new Error(
      "simulate-renewal works with the built-in sandbox payment provider only. STRIPE_SECRET_KEY is set, so renewals happen at Stripe: use Stripe's test clocks instead.",
    );
  }
  const org = await findOrg(db, command.org);
  const [account] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.org_id, org.id));
  const customerId = account?.stripe_customer_id;
  if (!customerId)
    throw new Error(`${org.name ?? org.id} has no payment customer yet (it is created when someone of the agency signs in).`);

  const payments = createSandboxProvider({ db, promoCodes: config.SANDBOX_PROMO_CODES });
  // Its side effects (a payment_failed email) are queued for the server's workers, not run by this short process.
  const app = await buildApp({ config: { ...config, LOG_LEVEL: "warn" }, db, web: "none", payments, jobWorkers: false });
  let results;
  try {
    await app.ready();
    results = await payments.sandbox!.simulateRenewal(customerId, command.outcome);
  } finally {
    await app.close();
  }

  const label = org.name ?? org.id;
  if (results.length === 0) {
    print(`${label} has no renewing subscription: nothing to renew.`);
    return;
  }
  const subscriptionIds = results.map((r) => r.subscriptionId);
  const linked = await db
    .select({ id: billingSubscriptions.provider_subscription_id, url: links.url })
    .from(billingSubscriptions)
    .leftJoin(links, eq(links.id, billingSubscriptions.link_id))
    .where(inArray(billingSubscriptions.provider_subscription_id, subscriptionIds));
  const urlOf = new Map(linked.map((l) => [l.id, l.url]));
  for (const result of results) {
    const what = urlOf.get(result.subscriptionId) ? `/${urlOf.get(result.subscriptionId)}` : result.subscriptionId;
    if (result.outcome === "ended") print(`${what}: cancelled at its period end, so it ended; the link is no longer active.`);
    else if (result.outcome === "paid") print(`${what}: renewed and paid (invoice ${result.invoiceId}).`);
    else print(`${what}: renewal failed (invoice ${result.invoiceId}, attempt ${result.attemptCount}).`);
  }
  const [after] = await db.select({ count: orgs.number_failed_payment_attempts }).from(orgs).where(eq(orgs.id, org.id));
  const count = after?.count ?? 0;
  const state = paymentFailureState(count);
  const meaning =
    state.kind === "locked"
      ? "the account is locked until the card is updated"
      : state.kind === "banner"
        ? "the app shows the failed-payment banner"
        : state.kind === "notice"
          ? `the app shows a notice: ${state.attemptsLeft} of ${PAYMENT_LOCK_THRESHOLD} attempts left`
          : "nothing is owed";
  print(`${label}: ${count} failed payment attempt${count === 1 ? "" : "s"}; ${meaning}.`);
}
