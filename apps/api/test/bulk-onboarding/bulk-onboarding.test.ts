import { ZBulkCheckoutResponse, ZBulkOnboardingState, type TBulkArea } from "@planready/contracts/bulk-onboarding";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { paySandbox } from "../helpers/billing.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, joinOrg } from "../survey/survey-helpers.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      API_RATE_LIMIT_MAX: "100000",
      CONNECTURE_RETURN_ORIGINS: "https://drx.connecture.com,https://*.connecture.net",
      CONNECTURE_LOGO_ORIGINS: "https://cdn.connecture.com",
    },
  });
});

const state = async (user: TestUser, area: TBulkArea) => {
  const response = await asUser(t.app, user, "GET", `/api/bulk-onboarding/${area}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZBulkOnboardingState.parse(response.json());
};

const paths = (area: TBulkArea) => {
  const base = area === "crm" ? "/crm" : "/connecturedrx";
  return { return_path: `${base}/onboarding/payment?duration=annual&x=1`, cancel_path: `${base}/onboarding/plan?x=1` };
};

async function pay(user: TestUser, area: TBulkArea, duration: "monthly" | "annual" = "annual") {
  const opened = await asUser(t.app, user, "POST", `/api/bulk-onboarding/${area}/checkout`, { duration, ...paths(area) });
  expect(opened.statusCode, opened.body).toBe(201);
  const checkout = ZBulkCheckoutResponse.parse(opened.json());
  expect((await paySandbox(t.app, user, checkout.checkout_id)).statusCode).toBe(200);
  const confirmed = await asUser(t.app, user, "PUT", `/api/stripe/intent/${checkout.checkout_id}`);
  expect(confirmed.json()).toMatchObject({ state: "paid" });
  return checkout;
}

const agentInfo = { first_name: "Rosa", last_name: "Diaz", agency_name: "Diaz Benefits", accept_terms: true };

/** Links an agent id through the emailed verification link, as the welcome page does. */
async function linkAgent(user: TestUser, agentId: string) {
  const requested = await asUser(t.app, user, "POST", "/api/rfxc/link-requests", {
    connAgentId: agentId,
    search: "?connectureReturnUrl=https%3A%2F%2Fdrx.connecture.com%2Fback&connAgentId=" + agentId + "&evil=1",
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const token = await tokenSentTo(user.email);
  const confirmed = await asUser(t.app, user, "POST", "/api/rfxc/link-requests/confirm", { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function tokenSentTo(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(desc(mailOutbox.created_at)).limit(1);
  const url = new URL(/https?:\/\/\S+\/connecturedrx\/welcome\?\S+/.exec(mail!.text_body)![0]);
  return url.searchParams.get("verifyToken")!;
}

describe("CRM onboarding guards", () => {
  it("plan until paid, agent-info until the CRM terms, then done", async () => {
    const admin = await signUp(t.app);
    expect(await state(admin, "crm")).toMatchObject({ need: "plan", paid: false, link: null });

    // Agent-info before paying is refused.
    expectProblem(await asUser(t.app, admin, "PUT", "/api/bulk-onboarding/crm/agent-info", agentInfo), 409, "CONFLICT");

    // An abandoned checkout leaves the link reserved, not paid: still the plan step; trying again reuses it.
    const first = ZBulkCheckoutResponse.parse(
      (await asUser(t.app, admin, "POST", "/api/bulk-onboarding/crm/checkout", { duration: "monthly", ...paths("crm") })).json(),
    );
    const reserved = await state(admin, "crm");
    expect(reserved).toMatchObject({ need: "plan", paid: false, link: { id: first.link_id, status: "pending", survey_type: "crm" } });

    const paid = await pay(admin, "crm");
    expect(paid.link_id).toBe(first.link_id);
    const afterPay = await state(admin, "crm");
    expect(afterPay).toMatchObject({ need: "agent-info", paid: true, link: { status: "active", stripe_plan_duration: "annual" } });

    // Paying twice is refused.
    expectProblem(
      await asUser(t.app, admin, "POST", "/api/bulk-onboarding/crm/checkout", { duration: "annual", ...paths("crm") }),
      409,
      "CONFLICT",
    );

    const saved = await asUser(t.app, admin, "PUT", "/api/bulk-onboarding/crm/agent-info", agentInfo);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      need: null,
      crm_tos_accepted: true,
      tos_accepted: true,
      link: { first_name: "Rosa", agency_name: "Diaz Benefits" },
    });
    // The CRM area's own terms do not make a Connecture user.
    expect((await state(admin, "connecture")).need).toBe("welcome");
    // The profile carries the flag the side menu reads.
    const me = (await asUser(t.app, admin, "GET", "/api/auth/me")).json();
    expect(me).toMatchObject({ crm_tos_accepted: expect.any(String), first_name: "Rosa", org: { name: "Diaz Benefits" } });
  });

  it("refuses a checkout returning anywhere but the area's own steps, and an Agent cannot pay", async () => {
    const admin = await signUp(t.app);
    const elsewhere = await asUser(t.app, admin, "POST", "/api/bulk-onboarding/crm/checkout", {
      duration: "annual",
      return_path: "/connecturedrx/onboarding/payment",
      cancel_path: "/crm/onboarding/plan",
    });
    expectProblem(elsewhere, 400, "VALIDATION_FAILED");
    const offsite = await asUser(t.app, admin, "POST", "/api/bulk-onboarding/crm/checkout", {
      duration: "annual",
      return_path: "https://evil.example/crm/onboarding/payment",
      cancel_path: "/crm/onboarding/plan",
    });
    expectProblem(offsite, 400, "VALIDATION_FAILED");
    const agent = await signUp(t.app);
    await joinOrg(t, agent, admin.orgId, "Agent");
    expectProblem(
      await asUser(t.app, agent, "POST", "/api/bulk-onboarding/crm/checkout", { duration: "annual", ...paths("crm") }),
      403,
      "FORBIDDEN",
    );
  });

  it("answers no session with 401", async () => {
    expectProblem(await asUser(t.app, null, "GET", "/api/bulk-onboarding/crm"), 401, "UNAUTHENTICATED");
    expectProblem(
      await asUser(t.app, null, "POST", "/api/bulk-onboarding/crm/checkout", { duration: "annual", ...paths("crm") }),
      401,
      "UNAUTHENTICATED",
    );
    expectProblem(await asUser(t.app, null, "PUT", "/api/bulk-onboarding/crm/agent-info", agentInfo), 401, "UNAUTHENTICATED");
  });
});

describe("Connecture onboarding guards and the agent id's verification", () => {
  it("welcome until the emailed link is opened, then plan, agent-info until names and both terms, then done", async () => {
    const admin = await signUp(t.app);
    const agentId = `AG-${admin.userId.slice(0, 8)}`;
    expect(await state(admin, "connecture")).toMatchObject({ need: "welcome", connecture_agent_id: null });
    expectProblem(
      await asUser(t.app, admin, "POST", "/api/bulk-onboarding/connecture/checkout", { duration: "annual", ...paths("connecture") }),
      409,
      "CONFLICT",
    );

    // Neither the id nor the email alone: asking links nothing until the emailed link is opened.
    const before = await asUser(t.app, null, "POST", "/api/rfxc/check-account-status", { connAgentId: agentId });
    expect(before.json()).toEqual({ has_account: false, is_you: false });
    await asUser(t.app, admin, "POST", "/api/rfxc/link-requests", {
      connAgentId: agentId,
      search: `?connAgentId=${agentId}&verifyToken=old&x=1`,
    });
    expect((await state(admin, "connecture")).need).toBe("welcome");
    const token = await tokenSentTo(admin.email);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, admin.email))
      .orderBy(desc(mailOutbox.created_at))
      .limit(1);
    // The link keeps only the partner's own parameters.
    expect(mail!.text_body).toContain(`/connecturedrx/welcome?connAgentId=${agentId}&verifyToken=`);
    expect(mail!.text_body).not.toContain("x=1");

    // Another signed-in account cannot use it; a made-up token neither.
    const other = await signUp(t.app);
    expectProblem(await asUser(t.app, other, "POST", "/api/rfxc/link-requests/confirm", { token }), 400, "INVALID_TOKEN");
    expectProblem(await asUser(t.app, admin, "POST", "/api/rfxc/link-requests/confirm", { token: "x".repeat(43) }), 400, "INVALID_TOKEN");
    expectProblem(await asUser(t.app, null, "POST", "/api/rfxc/link-requests/confirm", { token }), 401, "UNAUTHENTICATED");

    const confirmed = await asUser(t.app, admin, "POST", "/api/rfxc/link-requests/confirm", { token });
    expect(confirmed.json()).toEqual({ connecture_agent_id: agentId });
    // Recorded in the agency's audit log.
    const log = (await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/audit-log`)).json<{
      entries: { action: string; details: object }[];
    }>();
    expect(log.entries.find((e) => e.action === "connecture.agent_linked")).toMatchObject({ details: { agent_id: agentId } });
    // Once only.
    expectProblem(await asUser(t.app, admin, "POST", "/api/rfxc/link-requests/confirm", { token }), 400, "INVALID_TOKEN");
    expect(await state(admin, "connecture")).toMatchObject({ need: "plan", connecture_agent_id: agentId });
    expect((await asUser(t.app, admin, "POST", "/api/rfxc/check-account-status", { connAgentId: agentId })).json()).toEqual({
      has_account: true,
      is_you: true,
    });
    expect((await asUser(t.app, null, "POST", "/api/rfxc/check-account-status", { connAgentId: agentId })).json()).toEqual({
      has_account: true,
      is_you: false,
    });

    // The id is taken now: nobody else may ask for it.
    expectProblem(await asUser(t.app, other, "POST", "/api/rfxc/link-requests", { connAgentId: agentId }), 409, "CONFLICT");

    await pay(admin, "connecture", "monthly");
    expect(await state(admin, "connecture")).toMatchObject({ need: "agent-info", paid: true, link: { survey_type: "connecture" } });

    // The Connecture terms and the service agreement together; a missing agency name is refused.
    expectProblem(
      await asUser(t.app, admin, "PUT", "/api/bulk-onboarding/connecture/agent-info", { ...agentInfo, agency_name: "" }),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await asUser(t.app, admin, "PUT", "/api/bulk-onboarding/connecture/agent-info", { ...agentInfo, accept_terms: false }),
      400,
      "VALIDATION_FAILED",
    );
    const saved = await asUser(t.app, admin, "PUT", "/api/bulk-onboarding/connecture/agent-info", agentInfo);
    expect(saved.json()).toMatchObject({ need: null, connecture_tos_accepted: true, tos_accepted: true });
  });

  it("an account already linked to an id cannot link another", async () => {
    const admin = await signUp(t.app);
    await linkAgent(admin, `AG1-${admin.userId.slice(0, 6)}`);
    expectProblem(await asUser(t.app, admin, "POST", "/api/rfxc/link-requests", { connAgentId: "AG-OTHER-1" }), 409, "CONFLICT");
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.userId));
    expect(row!.connecture_agent_id).toBe(`AG1-${admin.userId.slice(0, 6)}`);
  });
});

describe("ConnectureDRX calls × callers", () => {
  it("no session: only the account status and the frame answer", async () => {
    expect((await asUser(t.app, null, "POST", "/api/rfxc/check-account-status", { connAgentId: "AG-X" })).statusCode).toBe(200);
    expectProblem(await asUser(t.app, null, "POST", "/api/rfxc/link-requests", { connAgentId: "AG-X" }), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, null, "POST", "/api/rfxc/link-requests/confirm", { token: "x".repeat(43) }), 401, "UNAUTHENTICATED");
  });

  it("a request is emailed to the caller's own address only, whoever else is in the agency", async () => {
    const admin = await signUp(t.app);
    const agent = await signUp(t.app);
    await joinOrg(t, agent, admin.orgId, "Agent");
    const sent = await asUser(t.app, agent, "POST", "/api/rfxc/link-requests", { connAgentId: `AG-${agent.userId.slice(0, 6)}` });
    expect(sent.json()).toEqual({ sent_to: agent.email });
    // The agency's Admin cannot use the agent's link, and the agent's id does not become the Admin's.
    const token = await tokenSentTo(agent.email);
    expectProblem(await asUser(t.app, admin, "POST", "/api/rfxc/link-requests/confirm", { token }), 400, "INVALID_TOKEN");
    expect((await state(admin, "connecture")).connecture_agent_id).toBeNull();
  });

  it("refuses an agent id that is not a plain identifier", async () => {
    const user = await signUp(t.app);
    expectProblem(await asUser(t.app, user, "POST", "/api/rfxc/link-requests", { connAgentId: "../etc" }), 400, "VALIDATION_FAILED");
    expectProblem(await asUser(t.app, null, "POST", "/api/rfxc/check-account-status", { connAgentId: "" }), 400, "VALIDATION_FAILED");
  });
});

describe("GET /api/rfxc/frame", () => {
  it("keeps a return address and a logo only from the allowed origins", async () => {
    const q = (returnUrl: string, logoUrl: string) => `/api/rfxc/frame?${new URLSearchParams({ returnUrl, logoUrl }).toString()}`;
    expect((await asUser(t.app, null, "GET", q("https://drx.connecture.com/agents", "https://cdn.connecture.com/l.png"))).json()).toEqual({
      return_url: "https://drx.connecture.com/agents",
      logo_url: "https://cdn.connecture.com/l.png",
      return_url_refused: false,
    });
    expect((await asUser(t.app, null, "GET", q("https://evil.example/", "https://evil.example/l.png"))).json()).toEqual({
      return_url: null,
      logo_url: null,
      return_url_refused: true,
    });
    expect((await asUser(t.app, null, "GET", "/api/rfxc/frame")).json()).toEqual({
      return_url: null,
      logo_url: null,
      return_url_refused: false,
    });
  });

  it("lets the allowed logo origins through the pages' image policy", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/rfxc/frame" });
    expect(page.headers["content-security-policy"]).toContain("img-src 'self' data: blob: https://cdn.connecture.com");
  });
});

describe("area links: each route × (no session, another organisation, another agent, owner)", () => {
  let owner: TestUser;
  let admin: TestUser;
  let otherAgent: TestUser;
  let stranger: TestUser;
  let crmLinkId: string;
  let connectureLinkId: string;
  const agentId = "AG-LINKS-1";

  beforeAll(async () => {
    admin = await signUp(t.app);
    owner = await signUp(t.app);
    otherAgent = await signUp(t.app);
    stranger = await signUp(t.app);
    // The owner pays as the agency's Admin, then becomes an agent of it; the Admin stays.
    await joinOrg(t, owner, admin.orgId, "Admin");
    await linkAgent(owner, agentId);
    crmLinkId = (await pay(owner, "crm")).link_id;
    connectureLinkId = (await pay(owner, "connecture")).link_id;
    await joinOrg(t, owner, admin.orgId, "Agent");
    await joinOrg(t, otherAgent, admin.orgId, "Agent");
  });

  const routes = () => [
    { url: `/api/links/connecture/${agentId}`, id: connectureLinkId },
    { url: `/api/links/crm/${owner.userId}`, id: crmLinkId },
    { url: `/api/links/crm/org/${admin.orgId}`, id: crmLinkId },
  ];

  it("no session: 401", async () => {
    for (const route of routes()) expectProblem(await asUser(t.app, null, "GET", route.url), 401, "UNAUTHENTICATED");
  });

  it("another organisation: 404", async () => {
    for (const route of routes()) expectProblem(await asUser(t.app, stranger, "GET", route.url), 404, "NOT_FOUND");
  });

  it("another agent of the agency: 404 (not their link)", async () => {
    for (const route of routes()) expectProblem(await asUser(t.app, otherAgent, "GET", route.url), 404, "NOT_FOUND");
  });

  it("the owner, and the agency's Admin, read it", async () => {
    for (const reader of [owner, admin]) {
      for (const route of routes()) {
        const response = await asUser(t.app, reader, "GET", route.url);
        expect(response.statusCode, `${route.url}: ${response.body}`).toBe(200);
        expect(response.json()).toMatchObject({ id: route.id, status: "active" });
      }
    }
  });

  it("404 when there is none (the page reads it as null)", async () => {
    const lonely = await signUp(t.app);
    expectProblem(await asUser(t.app, lonely, "GET", `/api/links/crm/org/${lonely.orgId}`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, lonely, "GET", `/api/links/crm/${lonely.userId}`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, lonely, "GET", "/api/links/connecture/NOBODY-1"), 404, "NOT_FOUND");
  });
});

describe("onboarding state routes × callers", () => {
  it("each caller reads and changes only their own state", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await joinOrg(t, b, a.orgId, "Agent");
    await pay(a, "crm");
    // Another agent of the same agency does not see the owner's link as theirs.
    expect(await state(b, "crm")).toMatchObject({ need: "plan", link: null });
    expectProblem(await asUser(t.app, b, "PUT", "/api/bulk-onboarding/crm/agent-info", agentInfo), 409, "CONFLICT");
    // Another organisation likewise.
    const stranger = await signUp(t.app);
    expect(await state(stranger, "crm")).toMatchObject({ need: "plan", link: null });
    expect(await state(a, "crm")).toMatchObject({ need: "agent-info", paid: true });
  });
});
