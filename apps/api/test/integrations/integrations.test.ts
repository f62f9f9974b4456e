import { randomUUID } from "node:crypto";
import type { TLink } from "@planready/contracts/links";
import {
  ZIntegrationDeliveriesResponse,
  ZIntegrationDetail,
  ZIntegrationsResponse,
  ZLinksForIntegrationResponse,
  ZSubmissionIntegrations,
} from "@planready/contracts/integrations";
import { ZIntegrationHandoff } from "@planready/contracts/integration-handoff";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, integrationConnections } from "../../src/db/schema.ts";
import { captureLog, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, startSurvey } from "../survey/survey-helpers.ts";
import { FAKE_CREDENTIALS, startFakePartners, type FakePartners } from "./fake-partners.ts";

let t: TestApp;
let fake: FakePartners;
let admin: TestUser;
let agent: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let agentLink: TLink;
const appLog = captureLog();

const PREFILL = "https://quote.medicare-pro.example/start";

beforeAll(async () => {
  fake = await startFakePartners();
  t = await createSurveyTestApp(
    {
      LOG_LEVEL: "info",
      CONNECTURE_DRX_API_URL: `${fake.url}/drx`,
      MEDICARE_CENTER_API_URL: `${fake.url}/mc`,
      AGENCY_BLOC_API_URL: `${fake.url}/bloc`,
      MEDICARE_PRO_PREFILL_URL: PREFILL,
      INTEGRATIONS_TIMEOUT_MS: "2000",
    },
    { logStream: appLog.stream },
  );
  [admin, agent, colleague, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
  await joinOrg(t, colleague, admin.orgId, "Agent");
  agentLink = await createLink(t.app, admin, { owner_id: agent.userId });
});
afterAll(async () => fake.close());

const connect = (user: TestUser, id: string, body: Record<string, unknown>) => asUser(t.app, user, "PUT", `/api/integrations/${id}`, body);
const drx = { settings: { client_id: FAKE_CREDENTIALS.drx.client_id }, secrets: { client_secret: FAKE_CREDENTIALS.drx.client_secret } };

let rev = 1;
/** A client submits through `link` with the integration value: contact, two drugs, a pharmacy, a doctor, a hospital. */
async function clientSubmits(link: TLink, integration: string | null, contact: Record<string, unknown> = {}) {
  const s = await startSurvey(t.app, link, { integration });
  const base = `/api/surveyContents/${link.survey_type}/${s.contentId}`;
  const ok = async (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBeLessThan(300);
  await ok(
    await asSurvey(t.app, s.token, "PUT", base, {
      first_name: "Rosa",
      last_name: "Diaz",
      email: "rosa.diaz@example.org",
      phone: "3055550142",
      dob: "03/07/1957",
      zip: "33101",
      ...contact,
      client_rev: rev++,
    }),
  );
  for (const [path, item] of [
    [
      "prescriptionResponses",
      { drug_name: "Eliquis", rxcui: "1364441", ndc: "0003-0894-21", strength: "5 mg", dosage_form: "tablet", quantity: 60 },
    ],
    ["prescriptionResponses", { drug_name: "Metformin", rxcui: "861007", quantity: 90, days_supply: 90 }],
    ["pharmacyResponses", { name: "Corner Pharmacy", npi: "1234567893", verified: true }],
    ["specialistResponses", { name: "Dr. Ana Ruiz", npi: "1245319599", is_pcp: true }],
    ["hospitalResponses", { name: "Mercy Hospital", npi: "1003000126" }],
  ] as const) {
    await ok(await asSurvey(t.app, s.token, "POST", `${base}/${path}`, { id: randomUUID(), client_rev: rev++, ...item }));
  }
  await ok(await asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { submit: true, client_rev: rev++ }));
  return s;
}

/** Runs the queued jobs, then brings retries due later forward (a fake clock for pg-boss) and runs those too. */
async function runJobsIncludingRetries(rounds = 6) {
  for (let i = 0; i < rounds; i++) {
    await t.app.jobs.runQueued();
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'integration-delivery' and state in ('created', 'retry')`,
    );
  }
}
const deliveriesOf = async (user: TestUser, id: string) =>
  ZIntegrationDeliveriesResponse.parse((await asUser(t.app, user, "GET", `/api/integrations/${id}/deliveries`)).json()).deliveries;

describe("connections: credentials encrypted, never shown back, each user's own", () => {
  it("lists every partner, not connected, and says which the server can reach", async () => {
    const list = ZIntegrationsResponse.parse((await asUser(t.app, agent, "GET", "/api/integrations")).json());
    expect(list.integrations.map((i) => [i.id, i.status, i.available])).toEqual([
      ["connecture_drx", "not_connected", true],
      ["medicare_center", "not_connected", true],
      ["medicare_pro", "not_connected", true],
      ["health_sherpa", "not_connected", false],
      ["agency_bloc", "not_connected", true],
      ["webhooks", "not_connected", true],
      ["public_api", "not_connected", true],
    ]);
    expectProblem(await connect(agent, "health_sherpa", { settings: {} }), 409, "INTEGRATION_NOT_AVAILABLE");
  });

  it("stores the secret sealed, answers only its last 4 characters, and never logs it", async () => {
    const missing = expectProblem(
      await connect(agent, "connecture_drx", { settings: drx.settings }),
      422,
      "INTEGRATION_CREDENTIALS_MISSING",
    );
    expect(missing.invalidFields?.map((f) => f.path)).toEqual(["body.secrets.client_secret"]);
    expectProblem(
      await connect(agent, "connecture_drx", { ...drx, settings: { ...drx.settings, base_url: "http://evil" } }),
      400,
      "VALIDATION_FAILED",
    );

    const response = await connect(agent, "connecture_drx", drx);
    expect(response.statusCode, response.body).toBe(200);
    const detail = ZIntegrationDetail.parse(response.json());
    expect(detail.status).toBe("connected");
    expect(detail.connection?.secrets).toEqual({ client_secret: "••••4821" });
    expect(response.body).not.toContain(FAKE_CREDENTIALS.drx.client_secret);
    const again = await asUser(t.app, agent, "GET", "/api/integrations/connecture_drx");
    expect(again.body).not.toContain(FAKE_CREDENTIALS.drx.client_secret);

    const [row] = await t.db.select().from(integrationConnections).where(eq(integrationConnections.user_id, agent.userId));
    expect(row!.secret_box).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(FAKE_CREDENTIALS.drx.client_secret);
    // Saving again without the secret keeps it.
    expect((await connect(agent, "connecture_drx", { settings: drx.settings })).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "integration.connected"));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(appLog.text()).not.toContain(FAKE_CREDENTIALS.drx.client_secret);
  });

  it("keeps one user's connection from every other user, in the agency or not", async () => {
    const colleagueView = ZIntegrationDetail.parse((await asUser(t.app, colleague, "GET", "/api/integrations/connecture_drx")).json());
    expect(colleagueView.connection).toBeNull();
    expect(ZIntegrationDetail.parse((await asUser(t.app, admin, "GET", "/api/integrations/connecture_drx")).json()).connection).toBeNull();
    expectProblem(await asUser(t.app, outsider, "DELETE", "/api/integrations/connecture_drx"), 409, "INTEGRATION_NOT_CONNECTED");
    expect((await asUser(t.app, agent, "GET", "/api/integrations/connecture_drx")).json().status).toBe("connected");
    expectProblem(
      await asUser(t.app, outsider, "GET", `/api/orgs/${admin.orgId}/links-list-for-integrations?integrationId=connecture_drx`),
      404,
      "NOT_FOUND",
    );
    expectProblem(await asUser(t.app, agent, "GET", "/api/integrations/not_a_partner"), 400, "VALIDATION_FAILED");
  });
});

describe("the links to share", () => {
  it("lists the links the agent owns with the address carrying the integration value", async () => {
    const mine = ZLinksForIntegrationResponse.parse(
      (await asUser(t.app, agent, "GET", `/api/orgs/${admin.orgId}/links-list-for-integrations?integrationId=connecture_drx`)).json(),
    );
    expect(mine.links.map((l) => l.id)).toEqual([agentLink.id]);
    expect(mine.links[0]!.share_url).toBe(`http://localhost:3000/${agentLink.url}?integration=connecture_drx`);
    const theirs = ZLinksForIntegrationResponse.parse(
      (await asUser(t.app, colleague, "GET", `/api/orgs/${admin.orgId}/links-list-for-integrations?integrationId=connecture_drx`)).json(),
    );
    expect(theirs.links).toEqual([]);
  });
});

describe("pushing submissions", () => {
  it("sends a test with OAuth client credentials, one token for several calls", async () => {
    const response = await asUser(t.app, agent, "POST", "/api/integrations/connecture_drx/test");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().delivery).toMatchObject({
      kind: "test",
      status: "delivered",
      attempts: [{ outcome: "delivered", http_status: 201 }],
    });
    expect(fake.received.at(-1)?.body).toMatchObject({ test: true, client: { first_name: "Test" } });
    expect((await asUser(t.app, agent, "POST", "/api/integrations/connecture_drx/test")).json().delivery.status).toBe("delivered");
    expect(fake.tokensIssued()).toBe(1);
  });

  it("delivers a submission through the integration's address with drugs by RxNorm and NDC and providers by NPI, once", async () => {
    const before = fake.received.length;
    const s = await clientSubmits(agentLink, "connecture_drx");
    await clientSubmits(agentLink, null); // not through the integration's address: not sent
    await runJobsIncludingRetries(1);
    const sent = fake.received.slice(before).filter((r) => r.partner === "drx");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toMatchObject({
      external_id: s.id,
      client: { first_name: "Rosa", last_name: "Diaz", date_of_birth: "1957-03-07", zip: "33101", phone: "3055550142" },
      medications: [
        { name: "Eliquis", rxcui: "1364441", ndc: "00003-0894-21", dose: "5 mg tablet", quantity: 60 },
        { name: "Metformin", rxcui: "861007", ndc: null, quantity: 90, days_supply: 90 },
      ],
      pharmacies: [{ npi: "1234567893", name: "Corner Pharmacy" }],
      providers: [
        { type: "doctor", npi: "1245319599", name: "Dr. Ana Ruiz" },
        { type: "hospital", npi: "1003000126", name: "Mercy Hospital" },
      ],
    });
    const log = await deliveriesOf(agent, "connecture_drx");
    expect(log[0]).toMatchObject({
      kind: "submission",
      response_id: s.id,
      status: "delivered",
      partner_ref: expect.stringMatching(/^drx-/),
    });
    // The submission's own view names the delivery.
    const own = ZSubmissionIntegrations.parse((await asUser(t.app, agent, "GET", `/api/responses/${s.id}/integrations`)).json());
    expect(own.deliveries.map((d) => d.status)).toEqual(["delivered"]);
  });

  it("retries by the partner's rules (honouring Retry-After) and logs every attempt", async () => {
    fake.failNext("/drx/v1", [503, 429], 120);
    const before = fake.received.length;
    const s = await clientSubmits(agentLink, "connecture_drx");
    await t.app.jobs.runQueued();
    let [delivery] = await deliveriesOf(agent, "connecture_drx");
    expect(delivery).toMatchObject({ response_id: s.id, status: "retrying", attempts: [{ outcome: "http_error", http_status: 503 }] });
    expect(Date.parse(delivery!.next_attempt_at!) - Date.now()).toBeGreaterThan(100_000); // Retry-After 120 s over the 60 s rule
    expect((await asUser(t.app, agent, "GET", "/api/integrations")).json().integrations[0].status).toBe("failing");
    await runJobsIncludingRetries();
    [delivery] = await deliveriesOf(agent, "connecture_drx");
    expect(delivery!.attempts.map((a) => a.outcome)).toEqual(["http_error", "rate_limited", "delivered"]);
    expect(delivery!.status).toBe("delivered");
    expect(fake.received.slice(before).filter((r) => r.partner === "drx")).toHaveLength(1);
    expect((await asUser(t.app, agent, "GET", "/api/integrations")).json().integrations[0].status).toBe("connected");
  });

  it("fetches a new token once when the partner refuses a revoked one", async () => {
    fake.revokeTokens();
    const issued = fake.tokensIssued();
    expect((await asUser(t.app, agent, "POST", "/api/integrations/connecture_drx/test")).json().delivery.status).toBe("delivered");
    expect(fake.tokensIssued()).toBe(issued + 1);
  });

  it("gives up after the partner's last attempt, and does not retry a refusal", async () => {
    expect((await connect(agent, "medicare_center", { secrets: { api_key: "wrong-key-000000" } })).statusCode).toBe(200);
    const test = (await asUser(t.app, agent, "POST", "/api/integrations/medicare_center/test")).json();
    expect(test.delivery).toMatchObject({ status: "failed", attempts: [{ outcome: "unauthorized", http_status: 401 }] });

    expect((await connect(agent, "medicare_center", { secrets: { api_key: FAKE_CREDENTIALS.medicareCenter.api_key } })).statusCode).toBe(
      200,
    );
    fake.failNext("/mc/v1", [500, 500, 500, 500, 500]);
    await clientSubmits(agentLink, "medicare_center");
    await runJobsIncludingRetries();
    const [delivery] = await deliveriesOf(agent, "medicare_center");
    expect(delivery!.status).toBe("failed");
    expect(delivery!.attempts).toHaveLength(4); // MedicareCENTER: the first try and 3 retries
    expect(delivery!.attempts[0]!.response_excerpt).toContain("partner trouble");
  });
});

describe("AgencyBloc: one contact per client", () => {
  it("creates the contact, then updates it on a re-submission matched by email, then by phone and name", async () => {
    expect((await connect(agent, "agency_bloc", { secrets: { api_key: FAKE_CREDENTIALS.agencyBloc.api_key } })).statusCode).toBe(200);
    await clientSubmits(agentLink, "agency_bloc");
    await runJobsIncludingRetries(1);
    expect(fake.contacts).toHaveLength(1);
    await clientSubmits(agentLink, "agency_bloc", { dob: "03/08/1957" });
    await runJobsIncludingRetries(1);
    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]).toMatchObject({ date_of_birth: "1957-03-08" });
    // A new email, same phone and name: the same person.
    await clientSubmits(agentLink, "agency_bloc", { email: "rosa.new@example.org" });
    await runJobsIncludingRetries(1);
    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]!.email).toBe("rosa.new@example.org");
    // Another person on the same phone: a contact of their own.
    await clientSubmits(agentLink, "agency_bloc", { first_name: "Luis", email: "luis@example.org" });
    await runJobsIncludingRetries(1);
    expect(fake.contacts).toHaveLength(2);
    const log = await deliveriesOf(agent, "agency_bloc");
    expect(log.every((d) => d.status === "delivered")).toBe(true);
  });
});

describe("the hand-off file and the pre-filled partner", () => {
  it("downloads for the link's owner only, and builds the Open in Medicare Pro address", async () => {
    const s = await clientSubmits(agentLink, null);
    const response = await asUser(t.app, agent, "GET", `/api/responses/${s.id}/handoff`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toContain("attachment");
    const handoff = ZIntegrationHandoff.parse(response.json());
    expect(handoff.drugs.map((d) => d.rxnorm)).toEqual(["1364441", "861007"]);
    // An Admin of the agency who is not named on the link, a colleague and another agency: not found.
    for (const user of [admin, colleague, outsider]) {
      expectProblem(await asUser(t.app, user, "GET", `/api/responses/${s.id}/handoff`), 404, "NOT_FOUND");
      expectProblem(await asUser(t.app, user, "GET", `/api/responses/${s.id}/integrations`), 404, "NOT_FOUND");
    }

    expect((await connect(agent, "medicare_pro", { settings: { agent_code: "A-77" } })).statusCode).toBe(200);
    const own = ZSubmissionIntegrations.parse((await asUser(t.app, agent, "GET", `/api/responses/${s.id}/integrations`)).json());
    const open = new URL(own.open_links[0]!.url);
    expect(`${open.origin}${open.pathname}`).toBe(PREFILL);
    expect(Object.fromEntries(open.searchParams)).toMatchObject({
      first_name: "Rosa",
      dob: "1957-03-07",
      zip: "33101",
      rxcui: "1364441,861007",
      ndc: "00003-0894-21",
      pharmacy_npi: "1234567893",
      provider_npi: "1245319599,1003000126",
      agent: "A-77",
    });
    const test = (await asUser(t.app, agent, "POST", "/api/integrations/medicare_pro/test")).json();
    expect(test).toMatchObject({ delivery: null, open_url: expect.stringContaining(PREFILL) });
  });

  it("disconnects: the credentials go, the log stays", async () => {
    expect((await asUser(t.app, agent, "DELETE", "/api/integrations/medicare_center")).statusCode).toBe(204);
    const detail = ZIntegrationDetail.parse((await asUser(t.app, agent, "GET", "/api/integrations/medicare_center")).json());
    expect(detail.connection).toBeNull();
    expect((await deliveriesOf(agent, "medicare_center")).length).toBeGreaterThan(0);
    expect(appLog.text()).not.toContain(FAKE_CREDENTIALS.agencyBloc.api_key);
    expect(appLog.text()).not.toContain("rosa.diaz@example.org");
  });
});
