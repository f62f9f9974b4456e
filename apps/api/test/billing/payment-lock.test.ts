import diagnostics from "node:diagnostics_channel";
import { SANDBOX_CARDS } from "@planready/contracts/billing/api";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { runBillingCommand } from "../../src/cli/billing-command.ts";
import { loadConfig } from "../../src/config.ts";
import { orgs, paymentAccounts } from "../../src/db/schema.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { card, payForLink, priceFor } from "../helpers/billing.ts";
import { connectTestDb, onFileCleanup } from "../helpers/database.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp } from "../helpers/users.ts";
import { clientFills, idsOf, listAs } from "../submissions/submission-helpers.ts";
import { asSurvey, asUser, createLink, joinOrg, startSurvey, uniqueUrl } from "../survey/survey-helpers.ts";

type SeenRoute = { method: string; url: string; auth: unknown; payment: unknown };

let t: TestApp;
const routes: SeenRoute[] = [];

beforeAll(async () => {
  // Every route buildApp registers, with its declarations (as platform/routes.test.ts sees them).
  const channel = diagnostics.channel("fastify.initialization");
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, auth: route.config?.auth, payment: route.config?.payment });
    });
  };
  channel.subscribe(onInit);
  try {
    t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000", SURVEY_START_RATE_LIMIT_MAX: "100000" } });
  } finally {
    channel.unsubscribe(onInit);
  }
});

/** Three failed renewals, the way the sandbox produces them: the organisation is locked. */
async function lock(orgId: string) {
  for (let i = 0; i < 3; i++)
    await runBillingCommand(t.db, t.config, { action: "simulate-renewal", org: orgId, outcome: "failed" }, () => {});
  const [org] = await t.db.select().from(orgs).where(eq(orgs.id, orgId));
  expect(org!.number_failed_payment_attempts).toBe(3);
}

/** An agency (Admin and Agent) with a paid link and one submitted survey, then locked for failed payments. */
async function lockedAgency() {
  const admin = await signUp(t.app);
  const agent = await signUp(t.app);
  await joinOrg(t, agent, admin.orgId, "Agent");
  const pending = await createLink(t.app, admin, { stripe_plan_duration: "monthly" }, { pending: true });
  await payForLink(t.app, admin, pending);
  const link = { ...pending, status: "active" as const };
  const before = await clientFills(t.app, link, { content: { first_name: "Before" }, submit: true });
  await lock(admin.orgId);
  return { admin, agent, link, before };
}

const locked = (response: Parameters<typeof expectProblem>[0]) => expectProblem(response, 402, "PAYMENT_REQUIRED");

/** The routes that resolve payment, and nothing else, stay open to a locked organisation. */
const RESOLVING = [
  "GET /api/stripe/prices",
  "PUT /api/stripe/intent/:intentId",
  "GET /api/stripe/invoices/:id",
  "GET /api/stripe/payment-method/:orgId",
  "POST /api/stripe/payment-method/:orgId",
  "GET /api/orgs/:id/stripeIntentValidity",
  "POST /api/sandbox/payment-method/:orgId",
  "GET /api/sandbox/invoices/:invoiceId/receipt",
  "PUT /api/users/me/locale",
];

describe("the payment lock (3 or more failed payments)", () => {
  it("is declared on the routes that resolve payment only; every other signed-in route answers 402 PAYMENT_REQUIRED", async () => {
    const userRoutes = routes.filter((r) => r.url.startsWith("/api") && r.auth === "user" && r.method !== "HEAD");
    const resolving = userRoutes.filter((r) => r.payment === "resolves").map((r) => `${r.method} ${r.url}`);
    expect(resolving.toSorted()).toEqual(RESOLVING.toSorted());

    const { admin } = await lockedAgency();
    const lockedRoutes = userRoutes.filter((r) => r.payment !== "resolves");
    expect(lockedRoutes.length).toBeGreaterThanOrEqual(40);
    for (const route of lockedRoutes) {
      // The lock answers before the input is validated, whatever the ids.
      const path = route.url.replace(/:id\b/g, admin.orgId).replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
      // The dashboard's correction route is told from the client's by its query (a route constraint).
      const url = route.method === "PUT" && route.url === "/api/responses/:id" ? `${path}?fromDashboard=true` : path;
      const response = await asUser(t.app, admin, route.method as "GET", url);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(402);
      locked(response);
    }
  });

  it("closes the submission list, its CSV, the PDF and corrections, to Admins and agents alike", async () => {
    const { admin, agent, before } = await lockedAgency();
    for (const user of [admin, agent]) {
      locked(await asUser(t.app, user, "GET", `/api/orgs/${admin.orgId}/submissions`));
      locked(await asUser(t.app, user, "GET", `/api/orgs/${admin.orgId}/submissions.csv`));
      locked(await asUser(t.app, user, "GET", `/api/orgs/${admin.orgId}/submissions/stats`));
      locked(await asUser(t.app, user, "GET", `/api/responses/${before.id}/detail`));
      locked(await asUser(t.app, user, "POST", `/api/responses/${before.id}/pdf`));
      locked(await asUser(t.app, user, "GET", `/api/responses/${before.id}/pdf`));
      locked(await asUser(t.app, user, "PUT", `/api/responses/${before.id}?fromDashboard=true`, { fields: { first_name: "Changed" } }));
    }
  });

  it("closes link creation and new checkouts", async () => {
    const { admin } = await lockedAgency();
    const draft = { url: uniqueUrl(), survey_type: "medicare", first_name: "Dana", last_name: "Agent", agency_name: "Agency" };
    locked(await asUser(t.app, admin, "POST", "/api/links", draft));
    const [account] = await t.db.select().from(paymentAccounts).where(eq(paymentAccounts.org_id, admin.orgId));
    const query = new URLSearchParams({
      returnToUrl: "/marketplace/payment",
      cancelReturnUrl: "/marketplace",
      priceId: await priceFor(t.app, admin, "medicare", "monthly"),
    });
    locked(await asUser(t.app, admin, "POST", `/api/stripe/${account!.stripe_customer_id}?${query.toString()}`, draft));
    locked(await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links`));
  });

  it("keeps open what the resolution page needs; stripeIntentValidity says locked; the card update unlocks", async () => {
    const { admin, agent, link, before } = await lockedAgency();
    const me = await asUser(t.app, agent, "GET", "/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().org.number_failed_payment_attempts).toBe(3);
    expect((await asUser(t.app, admin, "GET", "/api/stripe/prices")).statusCode).toBe(200);
    expect((await asUser(t.app, admin, "GET", `/api/stripe/invoices/${admin.orgId}`)).statusCode).toBe(200);
    expect((await asUser(t.app, admin, "GET", `/api/stripe/payment-method/${admin.orgId}`)).statusCode).toBe(200);
    expect((await asUser(t.app, agent, "PUT", "/api/users/me/locale", { locale: "es" })).statusCode).toBe(200);
    const validity = () => asUser(t.app, agent, "GET", `/api/orgs/${admin.orgId}/stripeIntentValidity`);
    expect((await validity()).json()).toEqual({ valid: false, payment_locked: true });

    // Clients are not punished: the link's page opens and answers keep arriving while the agency is locked.
    expect((await t.app.inject({ method: "GET", url: `/api/links/url/${link.url}` })).json()).toMatchObject({ status: "active" });
    const during = await clientFills(t.app, link, { content: { first_name: "During" }, submit: true });
    const started = await startSurvey(t.app, link);
    expect((await asSurvey(t.app, started.token, "GET", `/api/responses/${started.id}`)).statusCode).toBe(200);

    const saved = await asUser(t.app, admin, "POST", `/api/sandbox/payment-method/${admin.orgId}`, card(SANDBOX_CARDS.success));
    expect(saved.json()).toMatchObject({ saved: true, number_failed_payment_attempts: 0 });
    expect((await validity()).json()).toEqual({ valid: true, payment_locked: false });
    // Once the card is fixed, the answers that arrived while locked are there.
    const list = await listAs(t.app, admin, admin.orgId);
    expect(idsOf(list)).toEqual(expect.arrayContaining([before.id, during.id]));
    expect((await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/submissions.csv`)).statusCode).toBe(200);
  });

  it("does not lock at 2 failed payments (the banner), nor another agency", async () => {
    const admin = await signUp(t.app);
    const other = await signUp(t.app);
    await t.db.update(orgs).set({ number_failed_payment_attempts: 2 }).where(eq(orgs.id, admin.orgId));
    await t.db.update(orgs).set({ number_failed_payment_attempts: 3 }).where(eq(orgs.id, other.orgId));
    expect((await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/submissions`)).statusCode).toBe(200);
    locked(await asUser(t.app, other, "GET", `/api/orgs/${other.orgId}/submissions`));
  });
});

describe("config.payment", () => {
  it.each([
    { auth: "survey", payment: "resolves" },
    { auth: "user", payment: "sometimes" },
  ])("refuses to start with $payment on a $auth route", async (config) => {
    const app = await buildApp({ config: loadConfig(await testEnv()), db: await connectTestDb(), web: "none" });
    onFileCleanup(() => app.close().catch(() => {}));
    const start = async () => {
      await app.register(async (plugin) => {
        plugin.get("/api/odd-declaration", { config: config as never }, async () => ({ ok: true }));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/config\.payment/);
  });
});
