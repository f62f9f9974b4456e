import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { SANDBOX_CARDS, type TCheckoutResponse } from "@planready/contracts/billing/api";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runBillingCommand } from "../../src/cli/billing-command.ts";
import { billingInvoiceStates, billingSubscriptions, links, notifications, orgs } from "../../src/db/schema.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { card, payForLink } from "../helpers/billing.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, joinOrg } from "../survey/survey-helpers.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
});

/** A new agency (Admin and an Agent) with one paid medicare link. */
async function agencyWithLink(): Promise<{ admin: TestUser; agent: TestUser; checkout: TCheckoutResponse }> {
  const admin = await signUp(t.app);
  const agent = await signUp(t.app);
  await joinOrg(t, agent, admin.orgId, "Agent");
  const link = await createLink(t.app, admin, { stripe_plan_duration: "monthly" }, { pending: true });
  return { admin, agent, checkout: await payForLink(t.app, admin, link) };
}

async function simulate(org: string, outcome: "failed" | "succeeded") {
  const lines: string[] = [];
  await runBillingCommand(t.db, t.config, { action: "simulate-renewal", org, outcome }, (line) => lines.push(line));
  return lines;
}

const failedAttempts = async (orgId: string) =>
  (await t.db.select().from(orgs).where(eq(orgs.id, orgId)))[0]!.number_failed_payment_attempts;
const paymentNotifications = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.type, "payment_failed")));
const subscriptionOf = async (linkId: string) =>
  (await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.link_id, linkId)))[0]!;

describe("failed renewals (sandbox, npm run billing -- simulate-renewal)", () => {
  it("count the invoice's attempts: notice, banner, lock; the Admins are told each time with 'Resolve'", async () => {
    const { admin, agent, checkout } = await agencyWithLink();
    const first = await simulate(admin.orgId, "failed");
    expect(first[0]).toMatch(/^\/link-[\w-]+: renewal failed \(invoice in_sandbox_[\w-]+, attempt 1\)\.$/);
    expect(first[1]).toMatch(/1 failed payment attempt; the app shows a notice: 2 of 3 attempts left\.$/);
    expect(await failedAttempts(admin.orgId)).toBe(1);
    expect((await subscriptionOf(checkout.link_id)).status).toBe("past_due");

    expect((await simulate(admin.orgId, "failed")).at(-1)).toMatch(/2 failed payment attempts; the app shows the failed-payment banner\.$/);
    expect((await simulate(admin.orgId, "failed")).at(-1)).toMatch(
      /3 failed payment attempts; the account is locked until the card is updated\.$/,
    );
    expect(await failedAttempts(admin.orgId)).toBe(3);

    const told = await paymentNotifications(admin.userId);
    expect(told).toHaveLength(3);
    // 'Resolve' in each Admin's language: the type, the attempt count and the limit are stored (decision 011).
    expect(told.every((n) => n.action_url === "/stripe/resolution" && n.action_type === "same_tab" && n.text === null)).toBe(true);
    expect(told.map((n) => n.params).toSorted((a, b) => Number(a.attempts) - Number(b.attempts))).toEqual([
      { attempts: 1, limit: 3 },
      { attempts: 2, limit: 3 },
      { attempts: 3, limit: 3 },
    ]);
    expect(await paymentNotifications(agent.userId)).toHaveLength(0);
    // What the app reads for the payment-failure states.
    const me = await asUser(t.app, admin, "GET", "/api/auth/me");
    expect(me.json().org.number_failed_payment_attempts).toBe(3);
    // One invoice, three attempts: one row of invoice state.
    const states = await t.db.select().from(billingInvoiceStates).where(eq(billingInvoiceStates.org_id, admin.orgId));
    expect(states.filter((s) => s.settlement === "open")).toEqual([expect.objectContaining({ attempt_count: 3 })]);

    // Updating the card retries what is owed: paid, the count clears, the subscription is active again.
    const saved = await asUser(t.app, admin, "POST", `/api/sandbox/payment-method/${admin.orgId}`, card(SANDBOX_CARDS.success));
    expect(saved.json()).toMatchObject({ saved: true, number_failed_payment_attempts: 0 });
    expect(await failedAttempts(admin.orgId)).toBe(0);
    expect((await subscriptionOf(checkout.link_id)).status).toBe("active");
    expect(await paymentNotifications(admin.userId)).toHaveLength(3);
    const invoices = (await asUser(t.app, admin, "GET", `/api/stripe/invoices/${admin.orgId}`)).json().invoices as { status: string }[];
    expect(invoices.map((i) => i.status)).toEqual(["paid", "paid"]);
  });

  it("a successful renewal pays, moves the period on, and clears what failed before", async () => {
    const { admin, checkout } = await agencyWithLink();
    const periodEnd = (await subscriptionOf(checkout.link_id)).current_period_end!;
    await simulate(admin.orgId, "failed");
    expect(await failedAttempts(admin.orgId)).toBe(1);
    const lines = await simulate(admin.orgId, "succeeded");
    expect(lines[0]).toMatch(/renewed and paid/);
    expect(lines.at(-1)).toMatch(/0 failed payment attempts; nothing is owed\.$/);
    expect(await failedAttempts(admin.orgId)).toBe(0);
    expect((await subscriptionOf(checkout.link_id)).current_period_end!.getTime()).toBeGreaterThan(periodEnd.getTime());
  });

  it("ends a subscription cancelled at its period end: the link is cancelled and its page says so", async () => {
    const { admin, checkout } = await agencyWithLink();
    const cancel = await asUser(t.app, admin, "POST", "/api/stripe/subscription", {
      orgId: admin.orgId,
      linkId: checkout.link_id,
      action: "cancel",
    });
    expect(cancel.statusCode).toBe(200);
    const lines = await simulate(admin.orgId, "succeeded");
    expect(lines[0]).toMatch(/cancelled at its period end, so it ended; the link is no longer active\.$/);
    const [link] = await t.db.select().from(links).where(eq(links.id, checkout.link_id));
    expect(link!.status).toBe("cancelled");
    expect((await t.app.inject({ method: "GET", url: `/api/links/url/${link!.url}` })).json()).toMatchObject({ status: "cancelled" });
    expect(await subscriptionOf(checkout.link_id)).toMatchObject({ status: "canceled" });
    const listed = (await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links`)).json().links[0];
    expect(listed).toMatchObject({ status: "cancelled", subscription_status: "canceled", next_renewal_at: null });
    expect(listed.ends_at).toEqual(expect.any(String));
    // An ended subscription cannot be resumed; nothing is left to renew.
    const resume = await asUser(t.app, admin, "POST", "/api/stripe/subscription", {
      orgId: admin.orgId,
      linkId: checkout.link_id,
      action: "resume",
    });
    expect(resume.statusCode).toBe(409);
    expect((await simulate(admin.orgId, "failed"))[0]).toMatch(/has no renewing subscription/);
    expect((await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/stripeIntentValidity`)).json()).toEqual({
      valid: false,
      payment_locked: false,
    });
  });

  it("finds the organisation by name, without regard to case, and says clearly what it cannot do", async () => {
    const { admin } = await agencyWithLink();
    const name = `Renewal Agency ${admin.orgId.slice(0, 8)}`;
    await t.db.update(orgs).set({ name }).where(eq(orgs.id, admin.orgId));
    expect((await simulate(name.toUpperCase(), "failed")).at(-1)).toBe(
      `${name}: 1 failed payment attempt; the app shows a notice: 2 of 3 attempts left.`,
    );
    await expect(simulate("No Such Agency", "failed")).rejects.toThrow('No organisation with the id or name "No Such Agency".');
    await expect(
      runBillingCommand(
        t.db,
        { ...t.config, STRIPE_SECRET_KEY: "sk_test_x" },
        { action: "simulate-renewal", org: admin.orgId, outcome: "failed" },
        () => {},
      ),
    ).rejects.toThrow(/sandbox payment provider only/);
  });
});

describe("npm run billing as an operator runs it", () => {
  const cli = path.resolve(import.meta.dirname, "../../src/cli");
  const run = async (args: string[], env: Record<string, string> = {}) => {
    const all = { PATH: process.env.PATH ?? "", ...(await testEnv(env)) };
    return promisify(execFile)(process.execPath, [path.join(cli, "billing.ts"), ...args], { env: all, cwd: path.dirname(cli) }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );
  };

  // Each starts a node process that loads the whole app: give a busy machine time.
  it("simulates a failed renewal and reports it", { timeout: 60_000 }, async () => {
    const { admin } = await agencyWithLink();
    const result = await run(["simulate-renewal", "--org", admin.orgId, "--outcome", "failed"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/renewal failed/);
    expect(await failedAttempts(admin.orgId)).toBe(1);
  });

  it("exits 64 with the usage on bad arguments, and 1 with the reason on Stripe", { timeout: 60_000 }, async () => {
    const bad = await run(["simulate-renewal", "--org", "x", "--outcome", "maybe"]);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain("Usage: npm run billing -- simulate-renewal");
    const stripe = await run(["simulate-renewal", "--org", "x", "--outcome", "failed"], { STRIPE_SECRET_KEY: "sk_test_cli" });
    expect(stripe.code).toBe(1);
    expect(stripe.stderr).toMatch(/sandbox payment provider only/);
  });
});
