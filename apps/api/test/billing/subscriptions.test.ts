import {
  SANDBOX_CARDS,
  ZInvoicesResponse,
  ZPaymentMethodResponse,
  ZSubscriptionActionResponse,
  ZSubscriptionsResponse,
  type TCheckoutResponse,
} from "@planready/contracts/billing/api";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { links as linksTable } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { card, openCheckout, payForLink, paySandbox } from "../helpers/billing.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, joinOrg, uniqueUrl } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let restricted: TestUser;
let stranger: TestUser;
let medicare: TCheckoutResponse;
let crm: TCheckoutResponse;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  [admin, agent, restricted, stranger] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
  await joinOrg(t, restricted, admin.orgId, "Restricted-Admin");
  const buy = async (surveyType: "medicare" | "crm", duration: "annual" | "monthly") => {
    const link = await createLink(t.app, admin, { survey_type: surveyType, stripe_plan_duration: duration }, { pending: true });
    return payForLink(t.app, admin, link);
  };
  medicare = await buy("medicare", "annual");
  crm = await buy("crm", "monthly");
});

const subscriptionsOf = async (user: TestUser, path: string) => {
  const response = await asUser(t.app, user, "GET", path);
  expect(response.statusCode, response.body).toBe(200);
  return ZSubscriptionsResponse.parse(response.json()).subscriptions;
};

describe("GET /api/stripe/subscription/:orgId", () => {
  it("lists the running subscriptions with link, plan label, amount and next period end", async () => {
    const subscriptions = await subscriptionsOf(admin, `/api/stripe/subscription/${admin.orgId}`);
    expect(subscriptions.map((s) => s.plan_label).toSorted()).toEqual(["CRM surveys (monthly)", "Traditional surveys (annual)"]);
    const sub = subscriptions.find((s) => s.link_id === medicare.link_id)!;
    expect(sub).toMatchObject({
      status: "active",
      legacy: false,
      amount: 29000,
      currency: "usd",
      interval: "year",
      cancel_at_period_end: false,
    });
    expect(sub.link_url).toMatch(/^link-/);
    expect(Date.parse(sub.current_period_end!)).toBeGreaterThan(Date.now());
  });

  it("filters by product and duration", async () => {
    expect((await subscriptionsOf(admin, `/api/stripe/subscription/${admin.orgId}?product=crm`)).map((s) => s.plan_key)).toEqual([
      "crm_monthly",
    ]);
    expect(await subscriptionsOf(admin, `/api/stripe/subscription/${admin.orgId}?product=crm&duration=annual`)).toEqual([]);
    expectProblem(await asUser(t.app, admin, "GET", `/api/stripe/subscription/${admin.orgId}?product=weekly`), 400, "VALIDATION_FAILED");
  });

  it("is for the agency's Admins: agents and Restricted-Admins get 403, another organisation 404", async () => {
    expectProblem(await asUser(t.app, agent, "GET", `/api/stripe/subscription/${admin.orgId}`), 403, "FORBIDDEN");
    expectProblem(await asUser(t.app, restricted, "GET", `/api/stripe/subscription/${admin.orgId}`), 403, "FORBIDDEN");
    expectProblem(await asUser(t.app, stranger, "GET", `/api/stripe/subscription/${admin.orgId}`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, null, "GET", `/api/stripe/subscription/${admin.orgId}`), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/stripe/subscription/all/:id and /legacy/:id", () => {
  it("lists every subscription, re-read from the provider; none are legacy here", async () => {
    const all = await subscriptionsOf(admin, `/api/stripe/subscription/all/${admin.orgId}`);
    expect(all).toHaveLength(2);
    expect(await subscriptionsOf(admin, `/api/stripe/subscription/legacy/${admin.orgId}`)).toEqual([]);
    expectProblem(await asUser(t.app, stranger, "GET", `/api/stripe/subscription/all/${admin.orgId}`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, agent, "GET", `/api/stripe/subscription/legacy/${admin.orgId}`), 403, "FORBIDDEN");
  });
});

describe("POST /api/stripe/subscription", () => {
  const act = (user: TestUser, body: Record<string, unknown>) => asUser(t.app, user, "POST", "/api/stripe/subscription", body);

  it("cancels at the period end (the link stays live until then) and resumes", async () => {
    const cancelled = await act(admin, { orgId: admin.orgId, linkId: medicare.link_id, action: "cancel" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { subscription } = ZSubscriptionActionResponse.parse(cancelled.json());
    expect(subscription).toMatchObject({ link_id: medicare.link_id, status: "active", cancel_at_period_end: true });
    const listed = (await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links`))
      .json()
      .links.find((l: { id: string }) => l.id === medicare.link_id);
    expect(listed).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      next_renewal_at: null,
      ends_at: subscription.current_period_end,
    });

    const resumed = ZSubscriptionActionResponse.parse(
      (await act(admin, { orgId: admin.orgId, linkId: medicare.link_id, action: "resume" })).json(),
    );
    expect(resumed.subscription.cancel_at_period_end).toBe(false);
  });

  it("is for Admins of the organisation only", async () => {
    expectProblem(await act(agent, { orgId: admin.orgId, linkId: medicare.link_id, action: "cancel" }), 403, "FORBIDDEN");
    expectProblem(await act(restricted, { orgId: admin.orgId, linkId: medicare.link_id, action: "cancel" }), 403, "FORBIDDEN");
    expectProblem(await act(stranger, { orgId: admin.orgId, linkId: medicare.link_id, action: "cancel" }), 404, "NOT_FOUND");
    // The stranger's own organisation does not hold this link.
    expectProblem(await act(stranger, { orgId: stranger.orgId, linkId: medicare.link_id, action: "cancel" }), 404, "NOT_FOUND");
  });

  it("answers 404 for a link without a subscription and 400 for an unknown action", async () => {
    const pending = await createLink(t.app, admin, {}, { pending: true });
    expectProblem(await act(admin, { orgId: admin.orgId, linkId: pending.id, action: "cancel" }), 404, "NOT_FOUND");
    expectProblem(await act(admin, { orgId: admin.orgId, linkId: medicare.link_id, action: "pause" }), 400, "VALIDATION_FAILED");
  });
});

describe("GET /api/stripe/invoices/:id and the sandbox receipt", () => {
  it("lists the paid first invoices with a printable receipt of this site", async () => {
    const response = await asUser(t.app, admin, "GET", `/api/stripe/invoices/${admin.orgId}`);
    expect(response.statusCode).toBe(200);
    const { invoices } = ZInvoicesResponse.parse(response.json());
    expect(invoices).toHaveLength(2);
    const annual = invoices.find((i) => i.amount_due === 29000)!;
    expect(annual).toMatchObject({
      status: "paid",
      amount_paid: 29000,
      currency: "usd",
      attempt_count: 1,
      description: "Traditional surveys (annual)",
    });
    expect(annual.number).toMatch(/^SBX-/);
    expect(annual.receipt_url).toBe(`/api/sandbox/invoices/${annual.id}/receipt`);
    expect(annual.pdf_url).toBe(`${annual.receipt_url}?print=true`);

    const receipt = await asUser(t.app, admin, "GET", annual.receipt_url!);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toMatch(/^text\/html/);
    expect(receipt.body).toContain(annual.number!);
    expect(receipt.body).toContain("$290.00");
    expect(receipt.body).toContain("no real charge");
    expect(receipt.body).toContain("VISA ending in 4242");
    expect(receipt.body).not.toContain(admin.email);
    expect((await asUser(t.app, admin, "GET", annual.pdf_url!)).statusCode).toBe(200);
    expectProblem(await asUser(t.app, stranger, "GET", annual.receipt_url!), 404, "NOT_FOUND");
  });

  it("is for Admins of the organisation only", async () => {
    expectProblem(await asUser(t.app, agent, "GET", `/api/stripe/invoices/${admin.orgId}`), 403, "FORBIDDEN");
    expectProblem(await asUser(t.app, stranger, "GET", `/api/stripe/invoices/${admin.orgId}`), 404, "NOT_FOUND");
  });
});

describe("the payment method", () => {
  it("reads the card of the last payment", async () => {
    const response = await asUser(t.app, admin, "GET", `/api/stripe/payment-method/${admin.orgId}`);
    expect(ZPaymentMethodResponse.parse(response.json())).toEqual({
      payment_method: { brand: "visa", last4: "4242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
    });
    const fresh = await signUp(t.app);
    expect((await asUser(t.app, fresh, "GET", `/api/stripe/payment-method/${fresh.orgId}`)).json()).toEqual({ payment_method: null });
    expectProblem(await asUser(t.app, stranger, "GET", `/api/stripe/payment-method/${admin.orgId}`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, agent, "GET", `/api/stripe/payment-method/${admin.orgId}`), 403, "FORBIDDEN");
  });

  it("sends the sandbox to its card page, keeping where to return", async () => {
    const response = await asUser(
      t.app,
      admin,
      "POST",
      `/api/stripe/payment-method/${admin.orgId}?returnToUrl=${encodeURIComponent("/stripe/resolution?from=banner")}`,
    );
    expect(response.json()).toEqual({ url: "/sandbox/payment-method?returnTo=%2Fstripe%2Fresolution%3Ffrom%3Dbanner" });
    expectProblem(
      await asUser(t.app, admin, "POST", `/api/stripe/payment-method/${admin.orgId}?returnToUrl=https://evil.example`),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(await asUser(t.app, restricted, "POST", `/api/stripe/payment-method/${admin.orgId}?returnToUrl=/x`), 403, "FORBIDDEN");
  });

  it("keeps the card when a new one is refused, and replaces it with one that works", async () => {
    const save = (user: TestUser, number: string) =>
      asUser(t.app, user, "POST", `/api/sandbox/payment-method/${admin.orgId}`, card(number, { exp_year: 2099 }));
    const refused = await save(admin, SANDBOX_CARDS.declined);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      saved: false,
      decline_code: "card_declined",
      payment_method: { last4: "4242" },
      number_failed_payment_attempts: 0,
    });
    const saved = await save(admin, SANDBOX_CARDS.success);
    expect(saved.json()).toMatchObject({ saved: true, decline_code: null, payment_method: { last4: "4242", exp_year: 2099 } });
    expectProblem(await save(stranger, SANDBOX_CARDS.success), 404, "NOT_FOUND");
    expectProblem(await save(agent, SANDBOX_CARDS.success), 403, "FORBIDDEN");
  });
});

describe("GET /api/orgs/:id/links", () => {
  it("lists the links with plan, status, created date and next renewal; agents see their own only", async () => {
    const pending = await createLink(
      t.app,
      admin,
      { url: uniqueUrl("zz-pending"), survey_type: "scope_only", stripe_plan_duration: "annual-paid-monthly" },
      { pending: true },
    );
    const response = await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links`);
    expect(response.statusCode).toBe(200);
    const { links } = response.json() as { links: Record<string, unknown>[] };
    const paid = links.find((l) => l.id === crm.link_id)!;
    expect(paid).toMatchObject({
      survey_type: "crm",
      status: "active",
      plan_key: "crm_monthly",
      plan_label: "CRM surveys (monthly)",
      subscription_status: "active",
      ends_at: null,
    });
    expect(Date.parse(paid.next_renewal_at as string)).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect(links.find((l) => l.id === pending.id)).toMatchObject({
      status: "pending",
      plan_key: "scope_only_annual_paid_monthly",
      plan_label: "Scope only surveys (annual paid monthly)",
      subscription_id: null,
      next_renewal_at: null,
    });

    // Agents: only the links they are a stakeholder of.
    expect((await asUser(t.app, agent, "GET", `/api/orgs/${admin.orgId}/links`)).json()).toEqual({ links: [] });
    const shared = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    const agentLinks = (await asUser(t.app, agent, "GET", `/api/orgs/${admin.orgId}/links`)).json().links as { id: string }[];
    expect(agentLinks.map((l) => l.id)).toEqual([shared.id]);
  });

  it("searches the address and names without regard to case, and treats % literally", async () => {
    const named = await createLink(t.app, admin, { url: uniqueUrl("harbor-view"), first_name: "Marisol" });
    const byUrl = (await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links?searchTerm=HARBOR`)).json().links as { id: string }[];
    expect(byUrl.map((l) => l.id)).toEqual([named.id]);
    const byName = (await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links?searchTerm=marisol`)).json().links as {
      id: string;
    }[];
    expect(byName.map((l) => l.id)).toEqual([named.id]);
    expect((await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links?searchTerm=%25`)).json()).toEqual({ links: [] });
  });

  it("leaves deleted links out; another organisation is 404", async () => {
    const gone = await createLink(t.app, admin);
    await t.db.update(linksTable).set({ deleted_at: new Date() }).where(eq(linksTable.id, gone.id));
    const listed = (await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links`)).json().links as { id: string }[];
    expect(listed.map((l) => l.id)).not.toContain(gone.id);
    expect(listed.map((l) => l.id)).toContain(crm.link_id);
    expectProblem(await asUser(t.app, stranger, "GET", `/api/orgs/${admin.orgId}/links`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, null, "GET", `/api/orgs/${admin.orgId}/links`), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links?page=2`), 400, "VALIDATION_FAILED");
  });
});

describe("buying after a decline", () => {
  it("keeps the link pending until a card works", async () => {
    const link = await createLink(t.app, admin, {}, { pending: true });
    const opened = (
      await openCheckout(t.app, admin, { link_id: link.id }, { surveyType: "medicare", duration: "monthly" })
    ).json() as TCheckoutResponse;
    expect((await paySandbox(t.app, admin, opened.checkout_id, SANDBOX_CARDS.declined)).json().state).toBe("declined");
    expect((await paySandbox(t.app, admin, opened.checkout_id)).json().state).toBe("paid");
  });
});
