import { ZSurveyContentFields } from "@planready/contracts/surveys/content";
import { eq } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { surveyContents, surveyResponses } from "../../src/db/schema.ts";
import { countQueries } from "../helpers/database.ts";
import type { TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, createSurveyTestApp, startSurvey, surveyOn, type TestSurvey } from "./survey-helpers.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createSurveyTestApp();
  admin = await signUp(t.app);
});

const put = (s: TestSurvey, payload: unknown, contentId = s.contentId, type = "medicare") =>
  asSurvey(t.app, s.token, "PUT", `/api/surveyContents/${type}/${contentId}`, payload);
const stored = async (s: TestSurvey) => (await t.db.select().from(surveyContents).where(eq(surveyContents.id, s.contentId)))[0]!;

describe("PUT /api/surveyContents/:type/:id", () => {
  it("saves the answers sent and returns every field", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const response = await put(s, {
      first_name: "  Rosa ",
      email: "rosa@example.com",
      current_health_ins: ["medicare_advantage", "part_d"],
      dob: "02/29/1956",
      client_rev: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Every content field, and nothing else.
    expect(Object.keys(response.json()).toSorted()).toEqual([...Object.keys(ZSurveyContentFields.shape), "stale"].toSorted());
    expect(response.json()).toMatchObject({
      id: s.contentId,
      first_name: "Rosa",
      email: "rosa@example.com",
      current_health_ins: ["medicare_advantage", "part_d"],
      dob: "02/29/1956",
      last_name: null,
      prescriptions_status: "not_started",
      client_rev: 1,
      stale: false,
    });
    expect((await stored(s)).data).toEqual({
      first_name: "Rosa",
      email: "rosa@example.com",
      current_health_ins: ["medicare_advantage", "part_d"],
      dob: "02/29/1956",
    });
  });

  it("keeps earlier answers when a later write sends other fields, and clears a field sent as null", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    await put(s, { first_name: "Rosa", last_name: "Diaz", client_rev: 1 });
    const response = await put(s, { last_name: null, city: "Miami", client_rev: 2 });
    expect(response.json()).toMatchObject({ first_name: "Rosa", last_name: null, city: "Miami", client_rev: 2 });
  });

  it("keeps the newer answer when an older write arrives late (rev 5 then rev 4), and still lands its other fields", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    await put(s, { email: "new@example.com", client_rev: 5 });
    const late = await put(s, { email: "old@example.com", phone: "(305) 555-0123", client_rev: 4 });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ email: "new@example.com", phone: "(305) 555-0123", client_rev: 5, stale: true });
    expect((await stored(s)).field_revs).toEqual({ email: 5, phone: 4 });
  });

  it("changes nothing when the same write is retried", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    await put(s, { anything_else: "Call after 5pm", client_rev: 3 });
    const before = await stored(s);
    const retry = await put(s, { anything_else: "Call after 5pm", client_rev: 3 });
    expect(retry.json()).toMatchObject({ anything_else: "Call after 5pm", stale: false });
    expect((await stored(s)).updated_at).toEqual(before.updated_at);
  });

  it("saves in one round trip: the token's look-up and the write are one statement", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    // From an address of its own: the first request takes the client's block of the shared rate limit (and clears
    // ended windows when due); the next one counts in memory.
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/surveyContents/medicare/${s.contentId}`,
        headers: { authorization: `Bearer ${s.token}` },
        payload,
        remoteAddress: "198.51.100.23",
      });
    await save({ city: "Miami", client_rev: 1 });
    let response: Awaited<ReturnType<typeof save>> | undefined;
    const queries = await countQueries(t.db, async () => {
      response = await save({ county: "Miami-Dade", client_rev: 2 });
    });
    expect(response!.json()).toMatchObject({ city: "Miami", county: "Miami-Dade", client_rev: 2, stale: false });
    expect(queries).toBe(1);
  });

  it("merges into a write that lands while it waits for the row: loses nothing, keeps the newer answer", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    await put(s, { city: "Miami", client_rev: 1 });
    // Connections of their own: the app's pool may be as small as the two requests need.
    const { connectionString } = t.db.$client.options;
    const other = new pg.Client({ connectionString });
    const watcher = new pg.Client({ connectionString });
    await other.connect();
    await watcher.connect();
    let response: Awaited<ReturnType<typeof put>>;
    try {
      // Another save holds the row: a newer city (rev 5) and a county (rev 3).
      await other.query("begin");
      await other.query(
        `update survey_contents set data = data || '{"city":"Coral Gables","county":"Miami-Dade"}',
                field_revs = field_revs || '{"city":5,"county":3}', client_rev = 5 where id = $1`,
        [s.contentId],
      );
      const saving = put(s, { city: "Hialeah", zip: "33010", client_rev: 2 });
      // The save is waiting for the row's lock before the other one commits.
      for (let i = 0; i < 100; i++) {
        const { rows } = await watcher.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%survey_contents%'",
        );
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await other.query("commit");
      response = await saving;
    } finally {
      await other.end();
      await watcher.end();
    }
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ city: "Coral Gables", county: "Miami-Dade", zip: "33010", client_rev: 5, stale: true });
    const row = await stored(s);
    expect(row.data).toEqual({ city: "Coral Gables", county: "Miami-Dade", zip: "33010" });
    expect(row.field_revs).toEqual({ city: 5, county: 3, zip: 2 });
  });

  it("accepts any survey type in the address (one content shape), but not an unknown one", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    expect((await put(s, { household_size: 3, client_rev: 1 }, s.contentId, "aca")).statusCode).toBe(200);
    expect((await put(s, { household_size: 4, client_rev: 2 }, s.contentId, "medicare")).statusCode).toBe(200);
    expectProblem(await put(s, { household_size: 5, client_rev: 3 }, s.contentId, "dental"), 400, "VALIDATION_FAILED");
  });

  it("refuses unknown fields, wrong types, invalid answers and a missing client_rev with 400, writing nothing", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const cases: [unknown, string][] = [
      [{ first_name: "Rosa", favourite_colour: "blue", client_rev: 1 }, "body"],
      [{ first_name: 42, client_rev: 1 }, "body.first_name"],
      [{ email: "not-an-email", client_rev: 1 }, "body.email"],
      [{ dob: "13/45/1950", client_rev: 1 }, "body.dob"],
      [{ current_health_ins: ["none", "part_d"], client_rev: 1 }, "body.current_health_ins"],
      [{ first_name: "Rosa" }, "body.client_rev"],
      [{ first_name: "Rosa", client_rev: 1.5 }, "body.client_rev"],
      [{ first_name: "Rosa", id: s.contentId, client_rev: 1 }, "body"],
    ];
    for (const [body, path] of cases) {
      const problem = expectProblem(await put(s, body), 400, "VALIDATION_FAILED");
      expect(
        problem.invalidFields?.map((f) => f.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await stored(s)).toMatchObject({ data: {}, client_rev: 0 });
  });

  it("still opens a survey whose stored answers the contract no longer accepts, leaving those out", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    await put(s, { first_name: "Rosa", client_rev: 1 });
    // As if the contract had dropped a field, tightened another and renamed a screen since they were saved.
    await t.db
      .update(surveyContents)
      .set({ data: { first_name: "Rosa", retired_question: "x", email: "no longer valid" } })
      .where(eq(surveyContents.id, s.contentId));
    await t.db.update(surveyResponses).set({ current_question: "oldScreen" }).where(eq(surveyResponses.id, s.id));
    const response = await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ current_question: null, survey_content: { first_name: "Rosa", email: null } });
    expect(response.json().survey_content).not.toHaveProperty("retired_question");
    expect((await stored(s)).data).toMatchObject({ retired_question: "x", email: "no longer valid" });
  });

  it("answers 401 without a token and 404 for another response's content", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const other = await startSurvey(t.app, s.link);
    expectProblem(
      await asSurvey(t.app, null, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { client_rev: 1 }),
      401,
      "UNAUTHENTICATED",
    );
    expectProblem(await put(s, { first_name: "Mallory", client_rev: 1 }, other.contentId), 404, "NOT_FOUND");
    // The response id is not a content id.
    expectProblem(await put(s, { first_name: "Mallory", client_rev: 1 }, s.id), 404, "NOT_FOUND");
    expect((await t.db.select().from(surveyContents).where(eq(surveyContents.id, other.contentId)))[0]?.data).toEqual({});
  });
});
