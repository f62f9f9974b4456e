import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, webhookDeliveries, webhookEndpoints } from "../../src/db/schema.ts";
import { runWebhookDelivery } from "../../src/modules/webhooks/webhooks.service.ts";
import { emitWebhookEvent } from "../../src/modules/webhooks/webhooks.service.ts";
import type { TestApp } from "../helpers/app.ts";
import { answerAndSubmit, CLIENT } from "../helpers/client-answers.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, startSurvey } from "../survey/survey-helpers.ts";
import { memberThroughInvite } from "../team/team-helpers.ts";
import { startReceiver } from "./receiver.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await createSurveyTestApp({ WEBHOOKS_ALLOW_LOCAL_HTTP: "true" });
  admin = await signUp(t.app);
  agent = await memberThroughInvite(t, admin, "Agent");
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

async function addEndpoint(user: TestUser, events = ["survey.submitted", "survey.started", "soa.signed"], url = receiver.url) {
  const response = await asUser(t.app, user, "POST", "/api/webhooks/endpoints", { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { endpoint: { id: string }; secret: string };
}

describe("outgoing webhooks", () => {
  it("sends a client's start, SOA and submission to the link owner's endpoint, signed, without the client's answers", async () => {
    const link = await createLink(t.app, admin, { owner_id: agent.userId });
    const { endpoint, secret } = await addEndpoint(agent);
    expect(secret).toMatch(/^whsec_/);
    receiver.state.secrets = [secret];
    const listed = await asUser(t.app, agent, "GET", "/api/webhooks/endpoints");
    expect(listed.body).not.toContain(secret.slice(6));

    const before = receiver.received.length;
    const survey = await startSurvey(t.app, link);
    await answerAndSubmit(t.app, survey);
    await t.app.jobs.runQueued();

    const got = receiver.received.slice(before);
    expect(got.map((r) => r.json.type).toSorted()).toEqual(["soa.signed", "survey.started", "survey.submitted"]);
    expect(receiver.state.verified.slice(before).every((v) => v[0] === true)).toBe(true);
    for (const r of got) {
      expect(r.json.data.survey_response_id).toBe(survey.id);
      expect(r.json.data.link_url).toBe(link.url);
      expect(r.body).not.toContain(CLIENT.first_name);
      expect(r.body).not.toContain(CLIENT.email);
    }
    expect(got.find((r) => r.json.type === "survey.submitted")!.json.data.details_url).toContain(`/api/v1/submissions/${survey.id}`);

    const log = await asUser(t.app, agent, "GET", `/api/webhooks/endpoints/${endpoint.id}/attempts`);
    const attempts = log.json<{ attempts: { status_code: number; succeeded: boolean; response_excerpt: string }[] }>().attempts;
    expect(attempts).toHaveLength(3);
    expect(attempts.every((a) => a.status_code === 200 && a.succeeded && a.response_excerpt === "thanks")).toBe(true);
  });

  it("sends review.received to the reviewed agent's endpoint, with the review's id and not the client's words", async () => {
    const link = await createLink(t.app, admin, { owner_id: agent.userId });
    const { endpoint, secret } = await addEndpoint(agent, ["review.received"]);
    receiver.state.secrets = [secret];
    const survey = await startSurvey(t.app, link);
    await answerAndSubmit(t.app, survey);
    const before = receiver.received.length;
    const words = "Ana explained every plan to me patiently";
    const posted = await asSurvey(t.app, survey.token, "POST", `/api/responses/${survey.id}/review`, {
      score: 9,
      testimonial: words,
      publish_consent: true,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await t.app.jobs.runQueued();
    const got = receiver.received.slice(before).filter((r) => r.json.type === "review.received");
    expect(got).toHaveLength(1);
    expect(got[0]!.json.data.review_id).toBe(posted.json<{ id: string }>().id);
    expect(got[0]!.body).not.toContain(words);
    expect(receiver.state.verified[receiver.received.indexOf(got[0]!)]![0]).toBe(true);
    expect((await asUser(t.app, agent, "DELETE", `/api/webhooks/endpoints/${endpoint.id}`)).statusCode).toBeLessThan(300);
  });

  it("sends referral.received to the page's agent: which page, which way, which survey — nothing about the client", async () => {
    const link = await createLink(t.app, admin, { owner_id: agent.userId });
    const page = await asUser(t.app, agent, "POST", "/api/agent-sites", {
      unique_url: `page-${Date.now().toString(36)}`,
      display_name: "Ana Agent",
      link_ids: [link.id],
    });
    expect(page.statusCode, page.body).toBe(201);
    const site = page.json<{ agentSite: { id: string } }>().agentSite;
    const { endpoint, secret } = await addEndpoint(agent, ["referral.received"]);
    receiver.state.secrets = [secret];
    // A client shares the agent's page from their confirmation screen; a friend arrives by it and sends a survey.
    const share = await asUser(t.app, null, "GET", `/api/agent-sites/share-for-link/${link.url}`);
    const ref = new URL(share.json<{ share_path: string }>().share_path, "http://x").searchParams.get("ref")!;
    const friend = await startSurvey(t.app, link);
    expect((await asSurvey(t.app, friend.token, "POST", "/api/agent-site-arrivals", { ref })).json()).toEqual({ counted: true });
    const before = receiver.received.length;
    await answerAndSubmit(t.app, friend);
    await t.app.jobs.runQueued();
    const got = receiver.received.slice(before).filter((r) => r.json.type === "referral.received");
    expect(got.map((r) => r.json.data)).toEqual([{ agent_site_id: site.id, source: "client", survey_response_id: friend.id }]);
    expect(got[0]!.body).not.toContain(CLIENT.first_name);
    expect(receiver.state.verified[receiver.received.indexOf(got[0]!)]![0]).toBe(true);
    expect((await asUser(t.app, agent, "DELETE", `/api/webhooks/endpoints/${endpoint.id}`)).statusCode).toBeLessThan(300);
  });

  it("events go to the endpoints of the link's owner and the stakeholders they named, nobody else in the agency", async () => {
    const owner = await signUp(t.app);
    const named = await memberThroughInvite(t, owner, "Agent");
    const other = await memberThroughInvite(t, owner, "Agent");
    const endpoints = {
      owner: (await addEndpoint(owner, ["survey.started"])).endpoint.id,
      named: (await addEndpoint(named, ["survey.started"])).endpoint.id,
      other: (await addEndpoint(other, ["survey.started"])).endpoint.id,
    };
    await startSurvey(t.app, await createLink(t.app, owner, { stakeholder_ids: [named.userId] }));
    await startSurvey(t.app, await createLink(t.app, owner));
    const count = async (id: string) => (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, id))).length;
    expect(await count(endpoints.owner)).toBe(2);
    expect(await count(endpoints.named)).toBe(1);
    expect(await count(endpoints.other)).toBe(0);
    await t.app.jobs.runQueued();
  });

  it("sends a test, and after a rotation signs with the new and the old secret", async () => {
    const { endpoint, secret } = await addEndpoint(admin);
    const rotated = await asUser(t.app, admin, "POST", `/api/webhooks/endpoints/${endpoint.id}/rotate-secret`);
    const next = rotated.json<{ secret: string }>().secret;
    expect(next).not.toBe(secret);
    receiver.state.secrets = [secret, next];
    const test = await asUser(t.app, admin, "POST", `/api/webhooks/endpoints/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({ succeeded: true, status_code: 200, trigger: "test", event_type: "webhook.test" });
    expect(receiver.state.verified.at(-1)).toEqual([true, true]);
    expect(receiver.received.at(-1)!.headers["webhook-signature"]).toMatch(/^v1,\S+ v1,\S+$/);
  });

  it("refuses private and internal addresses in words", async () => {
    for (const url of ["https://10.0.0.1/hook", "https://169.254.169.254/latest", "http://example.com/hook", "ftp://example.com"]) {
      const response = await asUser(t.app, agent, "POST", "/api/webhooks/endpoints", { url, events: ["survey.submitted"] });
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({ code: "WEBHOOK_URL_NOT_ALLOWED" });
    }
  });

  it("the full payload is an Admin's confirmed choice, audited; then deliveries carry the answers", async () => {
    const link = await createLink(t.app, admin, { owner_id: agent.userId });
    const { endpoint, secret } = await addEndpoint(agent, ["survey.submitted"]);
    receiver.state.secrets = [secret];
    const url = `/api/webhooks/endpoints/${endpoint.id}/full-payload`;
    expect((await asUser(t.app, agent, "PUT", url, { enabled: true, confirm: true })).statusCode).toBe(403);
    expect((await asUser(t.app, admin, "PUT", url, { enabled: true })).statusCode).toBe(400);
    const confirmed = await asUser(t.app, admin, "PUT", url, { enabled: true, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ full_payload: true });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "webhook.full_payload_enabled"), eq(auditLog.target_id, endpoint.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actor_user_id).toBe(admin.userId);

    // An Admin oversees but does not redirect another's endpoint.
    const redirect = await t.app.inject({
      method: "PUT",
      url: `/api/webhooks/endpoints/${endpoint.id}`,
      headers: { cookie: admin.cookie },
      payload: { url: receiver.url },
    });
    expect(redirect.statusCode).toBe(403);

    const before = receiver.received.length;
    await answerAndSubmit(t.app, await startSurvey(t.app, link));
    await t.app.jobs.runQueued();
    // The agent's other endpoints take the event too (without answers); this one's secret signs this one's delivery.
    const index = receiver.received.findIndex(
      (r, i) => i >= before && r.json.type === "survey.submitted" && r.body.includes(CLIENT.first_name),
    );
    expect(index).toBeGreaterThanOrEqual(before);
    expect(receiver.state.verified[index]).toEqual([true]);
  });

  it("a failing receiver gets every retry on the schedule, Retry-After honoured; 5 days of failures disable the endpoint and tell its owner", async () => {
    const { endpoint, secret } = await addEndpoint(agent, ["review.received"]);
    receiver.state.secrets = [secret];
    receiver.state.answer = { status: 503, headers: { "retry-after": "3600" }, body: "down" };
    try {
      const t0 = new Date("2030-01-01T00:00:00Z");
      expect(
        await emitWebhookEvent(t.app.deps, {
          orgId: agent.orgId,
          ownerUserId: agent.userId,
          type: "review.received",
          data: { review_id: "r1" },
        }),
      ).toBe(1);
      const [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, endpoint.id));
      let now = t0;
      const gaps: number[] = [];
      for (let attempt = 1; attempt <= 8; attempt++) {
        await runWebhookDelivery(t.app.deps, { deliveryId: delivery!.id }, now);
        const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
        expect(row!.attempts).toBe(attempt);
        if (attempt === 8) {
          expect(row!.status).toBe("failed");
          expect(row!.next_attempt_at).toBeNull();
        } else {
          gaps.push(row!.next_attempt_at!.getTime() - now.getTime());
          now = row!.next_attempt_at!;
        }
      }
      const hour = 3_600_000;
      // 5 s and 5 min are shorter than the receiver's Retry-After (1 h) and 30 min too: an hour each; then the schedule.
      expect(gaps.slice(0, 3)).toEqual([hour, hour, hour]);
      expect(gaps[3]! / hour).toBeCloseTo(2, 0);
      expect(gaps[4]! / hour).toBeGreaterThan(4.4);
      expect(gaps[5]! / hour).toBeGreaterThan(8.9);
      expect(gaps[6]! / hour).toBeLessThan(11.1);
      const [still] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(still!.disabled_at).toBeNull();
      expect(still!.failing_since).toEqual(t0);

      // Five days after the first failure, the next failing attempt disables the endpoint.
      await emitWebhookEvent(t.app.deps, {
        orgId: agent.orgId,
        ownerUserId: agent.userId,
        type: "review.received",
        data: { review_id: "r2" },
      });
      const deliveries = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, endpoint.id));
      const second = deliveries.find((d) => d.id !== delivery!.id)!;
      await runWebhookDelivery(t.app.deps, { deliveryId: second.id }, new Date(t0.getTime() + 5 * 24 * hour + 1000));
      const [disabled] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(disabled!.disabled_reason).toBe("failing");
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, agent.userId), eq(notifications.type, "webhook_disabled")));
      expect(told).toHaveLength(1);
      expect(told[0]!.params).toMatchObject({ reason: "failing" });

      // A disabled endpoint receives nothing more.
      expect(await emitWebhookEvent(t.app.deps, { orgId: agent.orgId, ownerUserId: agent.userId, type: "review.received", data: {} })).toBe(
        0,
      );
    } finally {
      receiver.state.answer = { status: 200, headers: {}, body: "thanks" };
    }
  });

  it("410 Gone disables the endpoint at once; resend from the log tries again", async () => {
    const { endpoint, secret } = await addEndpoint(agent, ["referral.received"]);
    receiver.state.secrets = [secret];
    receiver.state.answer = { status: 410, headers: {}, body: "gone" };
    try {
      await emitWebhookEvent(t.app.deps, {
        orgId: agent.orgId,
        ownerUserId: agent.userId,
        type: "referral.received",
        data: { referral_id: "x" },
      });
      await t.app.jobs.runQueued();
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row!.disabled_reason).toBe("gone");
    } finally {
      receiver.state.answer = { status: 200, headers: {}, body: "thanks" };
    }
    const log = (await asUser(t.app, agent, "GET", `/api/webhooks/endpoints/${endpoint.id}/attempts`)).json() as {
      attempts: { delivery_id: string; status_code: number }[];
    };
    expect(log.attempts[0]!.status_code).toBe(410);
    const resent = await asUser(
      t.app,
      agent,
      "POST",
      `/api/webhooks/endpoints/${endpoint.id}/deliveries/${log.attempts[0]!.delivery_id}/resend`,
    );
    expect(resent.json()).toMatchObject({ succeeded: true, status_code: 200, trigger: "resend", attempt: 2 });
  });

  it("another organisation's endpoints, logs and keys are refused", async () => {
    const outsider = await signUp(t.app);
    const { endpoint } = await addEndpoint(agent, ["survey.submitted"]);
    const key = (await asUser(t.app, agent, "POST", "/api/api-keys", { name: "Zap", scopes: ["links:read"] })).json() as {
      key: { id: string };
    };
    for (const [method, url, body] of [
      ["PUT", `/api/webhooks/endpoints/${endpoint.id}`, { enabled: false }],
      ["GET", `/api/webhooks/endpoints/${endpoint.id}/attempts`, undefined],
      ["POST", `/api/webhooks/endpoints/${endpoint.id}/test`, undefined],
      ["DELETE", `/api/webhooks/endpoints/${endpoint.id}`, undefined],
      ["PUT", `/api/webhooks/endpoints/${endpoint.id}/full-payload`, { enabled: true, confirm: true }],
      ["DELETE", `/api/api-keys/${key.key.id}`, undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: outsider.cookie }, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirList = (await asUser(t.app, outsider, "GET", "/api/webhooks/endpoints")).json() as { endpoints: unknown[] };
    expect(theirList.endpoints).toHaveLength(0);
    // Within the agency, an Agent sees only their own endpoints.
    await addEndpoint(admin, ["survey.submitted"]);
    const agentList = (await asUser(t.app, agent, "GET", "/api/webhooks/endpoints")).json() as { endpoints: { owner_user_id: string }[] };
    expect(agentList.endpoints.every((e) => e.owner_user_id === agent.userId)).toBe(true);
  });
});
