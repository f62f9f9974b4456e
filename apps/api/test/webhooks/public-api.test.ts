import { beforeAll, afterAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { answerAndSubmit } from "../helpers/client-answers.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, createSurveyTestApp, startSurvey } from "../survey/survey-helpers.ts";
import { memberThroughInvite } from "../team/team-helpers.ts";
import { startReceiver } from "./receiver.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let agentsSubmission: string;
let adminsSubmission: string;

beforeAll(async () => {
  t = await createSurveyTestApp({ WEBHOOKS_ALLOW_LOCAL_HTTP: "true", PUBLIC_API_RATE_LIMIT_MAX: "1000" });
  admin = await signUp(t.app);
  agent = await memberThroughInvite(t, admin, "Agent");
  receiver = await startReceiver();
  const agentsLink = await createLink(t.app, admin, { owner_id: agent.userId });
  const adminsLink = await createLink(t.app, admin);
  const a = await startSurvey(t.app, agentsLink);
  await answerAndSubmit(t.app, a);
  const b = await startSurvey(t.app, adminsLink);
  await answerAndSubmit(t.app, b);
  agentsSubmission = a.id;
  adminsSubmission = b.id;
  await t.app.jobs.runQueued();
});
afterAll(() => receiver.close());

async function createKey(user: TestUser, scopes: string[]) {
  const response = await asUser(t.app, user, "POST", "/api/api-keys", { name: "My automation", scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { key: { id: string; prefix: string }; secret: string };
}
const withKey = (key: string | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: key ? { authorization: `Bearer ${key}` } : {}, ...(payload ? { payload } : {}) });

describe("the public API", () => {
  it("reads only what the key's user may see, within the key's scopes", async () => {
    const { key, secret } = await createKey(agent, ["submissions:read"]);
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    const listed = (await asUser(t.app, agent, "GET", "/api/api-keys")).body;
    expect(listed).toContain(key.prefix);
    expect(listed).not.toContain(secret);

    const list = await withKey(secret, "GET", "/api/v1/submissions");
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json() as { items: { id: string }[] }).items.map((i) => i.id);
    expect(ids).toContain(agentsSubmission);
    expect(ids).not.toContain(adminsSubmission);
    expect((await withKey(secret, "GET", `/api/v1/submissions/${agentsSubmission}`)).statusCode).toBe(200);
    expect((await withKey(secret, "GET", `/api/v1/submissions/${adminsSubmission}`)).statusCode).toBe(404);

    const links = await withKey(secret, "GET", "/api/v1/links");
    expect(links.statusCode).toBe(403);
    expect(links.json()).toMatchObject({ code: "API_KEY_SCOPE_MISSING" });

    const after = (await asUser(t.app, agent, "GET", "/api/api-keys")).json() as { keys: { id: string; last_used_at: string | null }[] };
    expect(after.keys.find((k) => k.id === key.id)!.last_used_at).not.toBeNull();
  });

  it("refuses a revoked, unknown or missing key", async () => {
    const { key, secret } = await createKey(agent, ["submissions:read", "links:read"]);
    expect((await withKey(secret, "GET", "/api/v1/links")).statusCode).toBe(200);
    expect((await asUser(t.app, agent, "DELETE", `/api/api-keys/${key.id}`)).statusCode).toBe(200);
    expect((await withKey(secret, "GET", "/api/v1/links")).statusCode).toBe(401);
    expect((await withKey(`${key.prefix}_not-the-secret`, "GET", "/api/v1/links")).statusCode).toBe(401);
    expect((await withKey(null, "GET", "/api/v1/links")).statusCode).toBe(401);
    // A session cookie is not an API key.
    expect((await asUser(t.app, agent, "GET", "/api/v1/links")).statusCode).toBe(401);
  });

  it("another organisation's key sees nothing of this one", async () => {
    const outsider = await signUp(t.app);
    const { secret } = await createKey(outsider, ["submissions:read"]);
    expect((await withKey(secret, "GET", `/api/v1/submissions/${agentsSubmission}`)).statusCode).toBe(404);
    const list = (await withKey(secret, "GET", "/api/v1/submissions")).json() as { items: unknown[] };
    expect(list.items).toHaveLength(0);
  });

  it("REST hooks: subscribe returns an id, events arrive signed, a sample lists recent events, unsubscribe stops them", async () => {
    const { key, secret } = await createKey(agent, ["webhooks:write"]);
    const subscribed = await withKey(secret, "POST", "/api/v1/hooks", { hookUrl: receiver.url, event: "survey.submitted" });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const hook = subscribed.json() as { id: string; secret: string };
    receiver.state.secrets = [hook.secret];

    const sample = await withKey(secret, "GET", "/api/v1/hooks/sample?event=survey.submitted");
    expect(sample.statusCode).toBe(200);
    expect(sample.json<{ data: { survey_response_id: string } }[]>()[0]!.data.survey_response_id).toBe(agentsSubmission);

    const before = receiver.received.length;
    const link = await createLink(t.app, admin, { owner_id: agent.userId });
    await answerAndSubmit(t.app, await startSurvey(t.app, link));
    await t.app.jobs.runQueued();
    expect(receiver.received.slice(before).map((r) => r.json.type)).toEqual(["survey.submitted"]);
    expect(receiver.state.verified.at(-1)).toEqual([true]);

    // Another key of the same user cannot remove it; its own key can.
    const other = await createKey(agent, ["webhooks:write"]);
    expect((await withKey(other.secret, "DELETE", `/api/v1/hooks/${hook.id}`)).statusCode).toBe(404);
    expect((await withKey(secret, "DELETE", `/api/v1/hooks/${hook.id}`)).statusCode).toBe(200);
    const after = receiver.received.length;
    await answerAndSubmit(t.app, await startSurvey(t.app, link));
    await t.app.jobs.runQueued();
    expect(receiver.received.length).toBe(after);
    void key;
  });

  it("is described in the OpenAPI document with the API key scheme", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.apiKey).toBeDefined();
    expect(doc.paths["/api/v1/hooks"]!.post!.security).toEqual([{ apiKey: [] }]);
  });
});
