import { randomUUID } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { consentRecords, surveyContents, surveyResponses, surveyTokenActivity } from "../../src/db/schema.ts";
import { SUBMITTED_TOKEN_READ_MS, SURVEY_TOKEN_IDLE_MS } from "../../src/modules/responses/survey-token.ts";
import type { TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { soaBody } from "../signature-requests/signature-helpers.ts";
import { asSurvey, createLink, createSurveyTestApp, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";

type SeenRoute = { method: string; url: string; auth: unknown; followsReview: boolean };

let t: TestApp;
let admin: TestUser;
const routes: SeenRoute[] = [];

beforeAll(async () => {
  const channel = diagnostics.channel("fastify.initialization");
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, auth: route.config?.auth, followsReview: route.config?.surveyAfterSubmit === true });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    t = await createSurveyTestApp();
  } finally {
    channel.unsubscribe(onInit);
  }
  admin = await signUp(t.app);
});

/** Every survey route that changes something, with its address filled in with the survey's own ids. */
function writeRoutes(s: TestSurvey) {
  const writes = routes.filter((r) => r.auth === "survey" && r.method !== "GET" && r.method !== "HEAD");
  return writes.map((route) => ({
    name: `${route.method} ${route.url}`,
    followsReview: route.followsReview,
    method: route.method as "POST" | "PUT" | "DELETE",
    url: route.url.replace(/:(\w+)/g, (_, name: string) => {
      if (name === "type") return "medicare";
      if (name === "contentId") return s.contentId;
      if (name === "id" && route.url.startsWith("/api/responses/")) return s.id;
      if (name === "id" && route.url.startsWith("/api/surveyContents/")) return s.contentId;
      return randomUUID();
    }),
  }));
}

/** A medicare survey with a name, a prescription and a signed Scope of Appointment. */
async function filledSurvey(): Promise<TestSurvey> {
  const link = await createLink(t.app, admin);
  const s = await startSurvey(t.app, link);
  const put = await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { first_name: "Rosa", client_rev: 1 });
  expect(put.statusCode, put.body).toBe(200);
  const item = await asSurvey(t.app, s.token, "POST", `/api/surveyContents/medicare/${s.contentId}/prescriptionResponses`, {
    id: randomUUID(),
    drug_name: "Lipitor",
    client_rev: 2,
  });
  expect(item.statusCode, item.body).toBe(200);
  const signed = await asSurvey(t.app, s.token, "POST", "/api/consents", soaBody());
  expect(signed.statusCode, signed.body).toBe(201);
  return s;
}

async function submit(s: TestSurvey) {
  const response = await asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { submit: true, client_rev: 10 });
  expect(response.statusCode, response.body).toBe(200);
}

/** What a client's write could change: the answers, the list items and the consents. */
async function stateOf(s: TestSurvey) {
  const [content] = await t.db.select().from(surveyContents).where(eq(surveyContents.id, s.contentId));
  const items = await t.db.execute(sql`select id, data, deleted_at from prescription_responses where survey_content_id = ${s.contentId}`);
  const consents = await t.db.select({ id: consentRecords.id }).from(consentRecords).where(eq(consentRecords.response_id, s.id));
  const [response] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, s.id));
  return { data: content?.data, items: items.rows, consents: consents.length, response };
}

const bodyFor = (method: string) => (method === "DELETE" ? undefined : {});
const query = (method: string) => (method === "DELETE" ? "?client_rev=999999999999" : "");

describe("a submitted survey's token", () => {
  it("writes nothing on any survey route: every write answers 409 SURVEY_ALREADY_SUBMITTED and nothing changes", async () => {
    const s = await filledSurvey();
    await submit(s);
    const before = await stateOf(s);
    // The writes that may follow the review are judged with their body in hand (below and next test); every other
    // write is refused before its body is read.
    const all = writeRoutes(s);
    expect(
      all
        .filter((route) => route.followsReview)
        .map((route) => route.name)
        .toSorted(),
    ).toEqual([
      "DELETE /api/surveyContents/:type/:contentId/scopeOfAppointmentResponses",
      "POST /api/consents",
      "POST /api/responses/:id/review",
      "POST /api/surveyContents/:type/:contentId/scopeOfAppointmentResponses",
      "PUT /api/responses/:id",
    ]);
    const writes = all.filter((route) => !route.followsReview);
    expect(writes.length).toBeGreaterThanOrEqual(25);
    for (const route of writes) {
      const response = await asSurvey(t.app, s.token, route.method, route.url + query(route.method), bodyFor(route.method));
      expect(response.statusCode, route.name).toBe(409);
      expectProblem(response, 409, "SURVEY_ALREADY_SUBMITTED");
    }
    // Real writes too, each well formed: an answer, an item, a delete, a consent, a screen, a second submit.
    const attempts = [
      asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { first_name: "Changed", client_rev: 99 }),
      asSurvey(t.app, s.token, "DELETE", `/api/surveyContents/medicare/${s.contentId}/prescriptionResponses?client_rev=99`),
      asSurvey(t.app, s.token, "POST", "/api/consents", soaBody({ signer_name: "Someone Else", typed_name: "Someone Else" })),
      asSurvey(t.app, s.token, "POST", `/api/surveyContents/medicare/${s.contentId}/scopeOfAppointmentResponses`, {
        id: randomUUID(),
        product: "part_d",
        client_rev: 99,
      }),
      asSurvey(t.app, s.token, "DELETE", `/api/surveyContents/medicare/${s.contentId}/scopeOfAppointmentResponses?client_rev=99`),
      asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { current_question: "confirmation", locale: "es", client_rev: 99 }),
      asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { submit: true, client_rev: 100 }),
    ];
    for (const response of await Promise.all(attempts)) expectProblem(response, 409, "SURVEY_ALREADY_SUBMITTED");
    expect(await stateOf(s)).toEqual(before);

    // Moving through the screens that follow the review (the consent, the confirmation) is not an answer: kept.
    const moved = await asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { current_question: "confirmation", client_rev: 101 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: "submitted", current_question: "confirmation", locale: "en" });
  });

  it("signs the consent that follows the review once (its products chosen until then), and no other after it", async () => {
    const link = await createLink(t.app, admin);
    const s = await startSurvey(t.app, link);
    await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { first_name: "Rosa", client_rev: 1 });
    await submit(s);
    const soaProducts = `/api/surveyContents/medicare/${s.contentId}/scopeOfAppointmentResponses`;
    const tick = await asSurvey(t.app, s.token, "POST", soaProducts, { id: randomUUID(), product: "part_d", client_rev: 2 });
    expect(tick.statusCode, tick.body).toBe(200);
    const consent = soaBody();
    expect((await asSurvey(t.app, s.token, "POST", "/api/consents", consent)).statusCode).toBe(201);
    const late = await asSurvey(t.app, s.token, "POST", soaProducts, { id: randomUUID(), product: "dental_vision_hearing", client_rev: 3 });
    expectProblem(late, 409, "SURVEY_ALREADY_SUBMITTED");
    expect((await asSurvey(t.app, s.token, "POST", "/api/consents", consent)).statusCode).toBe(200);
    expectProblem(await asSurvey(t.app, s.token, "POST", "/api/consents", soaBody()), 409, "SURVEY_ALREADY_SUBMITTED");
    expect((await stateOf(s)).consents).toBe(1);
  });

  it("still reads the response for the confirmation screen, for a day after the submission", async () => {
    const s = await filledSurvey();
    await submit(s);
    const read = await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: s.id, status: "submitted" });

    const later = new Date(Date.now() - SUBMITTED_TOKEN_READ_MS - 60_000);
    await t.db.update(surveyResponses).set({ submitted_at: later }).where(eq(surveyResponses.id, s.id));
    expectProblem(await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`), 401, "SURVEY_SESSION_EXPIRED");
    expectProblem(
      await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { first_name: "X", client_rev: 99 }),
      401,
      "SURVEY_SESSION_EXPIRED",
    );
  });
});

describe("an idle survey's token", () => {
  const idle = async (s: TestSurvey, ms: number) => {
    const at = new Date(Date.now() - ms);
    await t.db
      .insert(surveyTokenActivity)
      .values({ response_id: s.id, active_at: at })
      .onConflictDoUpdate({ target: surveyTokenActivity.response_id, set: { active_at: at } });
  };

  it("expires after 30 days without a write: every survey route answers 401 SURVEY_SESSION_EXPIRED and nothing changes", async () => {
    const s = await filledSurvey();
    await idle(s, SURVEY_TOKEN_IDLE_MS + 60_000);
    const before = await stateOf(s);
    expectProblem(await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`), 401, "SURVEY_SESSION_EXPIRED");
    for (const route of writeRoutes(s)) {
      const response = await asSurvey(t.app, s.token, route.method, route.url + query(route.method), bodyFor(route.method));
      expect(response.statusCode, route.name).toBe(401);
      expectProblem(response, 401, "SURVEY_SESSION_EXPIRED");
    }
    const answer = await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, {
      first_name: "Late",
      client_rev: 99,
    });
    expectProblem(answer, 401, "SURVEY_SESSION_EXPIRED");
    expect(await stateOf(s)).toEqual(before);
  });

  it("counts from the last write: a write before the 30 days renews it, a read does not", async () => {
    const s = await filledSurvey();
    await idle(s, SURVEY_TOKEN_IDLE_MS - 60 * 60_000);
    expect((await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`)).statusCode).toBe(200);
    const [untouched] = await t.db.select().from(surveyTokenActivity).where(eq(surveyTokenActivity.response_id, s.id));
    expect(Date.now() - untouched!.active_at.getTime()).toBeGreaterThan(SURVEY_TOKEN_IDLE_MS - 2 * 60 * 60_000);

    const write = await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, {
      last_name: "Diaz",
      client_rev: 50,
    });
    expect(write.statusCode, write.body).toBe(200);
    const [touched] = await t.db.select().from(surveyTokenActivity).where(eq(surveyTokenActivity.response_id, s.id));
    expect(Date.now() - touched!.active_at.getTime()).toBeLessThan(60_000);
  });

  it("counts a response started before activity was recorded from its own last change", async () => {
    const s = await filledSurvey();
    await t.db.delete(surveyTokenActivity).where(eq(surveyTokenActivity.response_id, s.id));
    await t.db.execute(sql`update survey_responses set updated_at = now() - interval '31 days' where id = ${s.id}`);
    expectProblem(await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`), 401, "SURVEY_SESSION_EXPIRED");
  });
});

describe("submitting", () => {
  it("refuses a survey that asks questions with none answered (422 SURVEY_EMPTY) and leaves it in progress", async () => {
    const link = await createLink(t.app, admin);
    const s = await startSurvey(t.app, link);
    await asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { current_question: "dob", client_rev: 1 });
    await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { first_name: "  ", client_rev: 2 });
    const refused = await asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { submit: true, client_rev: 3 });
    expectProblem(refused, 422, "SURVEY_EMPTY");
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, s.id));
    expect(row).toMatchObject({ status: "in_progress", submitted_at: null });

    await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { first_name: "Rosa", client_rev: 4 });
    const accepted = await asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { submit: true, client_rev: 5 });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe("starting surveys on one link", () => {
  it("is limited per link over a window, counted in the database every process shares (429 SURVEY_LINK_BUSY)", async () => {
    const env = { SURVEY_START_LINK_LIMIT_MAX: "3", SURVEY_START_LINK_LIMIT_WINDOW_MINUTES: "60" };
    const [a, b] = [await createSurveyTestApp(env), await createSurveyTestApp(env)];
    const owner = await signUp(a.app);
    const [link, other] = [await createLink(a.app, owner), await createLink(a.app, owner)];
    const start = (app: FastifyInstance, url: string) =>
      app.inject({ method: "POST", url: "/api/responses", payload: { link_url: url, locale: "en" } });

    const started = await Promise.all([start(a.app, link.url), start(b.app, link.url), start(a.app, link.url)]);
    expect(started.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const busy = await start(b.app, link.url);
    expectProblem(busy, 429, "SURVEY_LINK_BUSY");
    expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
    expectProblem(await start(a.app, link.url), 429, "SURVEY_LINK_BUSY");
    // Another link of the same agency is not affected.
    expect((await start(a.app, other.url)).statusCode).toBe(201);

    // Starts older than the window no longer count.
    await a.db.execute(sql`update survey_responses set created_at = now() - interval '61 minutes' where link_id = ${link.id}`);
    expect((await start(b.app, link.url)).statusCode).toBe(201);
  });
});
