import { ZCreateResponseResponse, ZSurveyResponse } from "@planready/contracts/surveys/responses";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { links, notifications, surveyContents, surveyResponses } from "../../src/db/schema.ts";
import { hashSurveyToken } from "../../src/modules/responses/survey-token.ts";
import { CLIENT_ADDRESS_HEADER, serverApiBridge } from "../../src/plugins/web.ts";
import type { TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, createLink, createSurveyTestApp, joinOrg, startSurvey, surveyOn, type TestSurvey } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createSurveyTestApp();
  admin = await signUp(t.app);
});

const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/responses", payload: payload as object });

describe("POST /api/responses", () => {
  it("starts a response with empty content on an active link and returns its token once", async () => {
    const link = await createLink(t.app, admin, { survey_type: "aca" });
    const response = await post({ link_url: link.url.toUpperCase(), locale: "es", integration: " health_sherpa ", no_providers: true });
    expect(response.statusCode, response.body).toBe(201);
    const created = ZCreateResponseResponse.strict().parse(response.json());
    expect(created.survey_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, created.id));
    expect(row).toMatchObject({
      link_id: link.id,
      org_id: admin.orgId,
      survey_type: "aca",
      integration: "health_sherpa",
      no_providers: true,
      locale: "es",
      status: "in_progress",
      current_question: null,
      // Only the hash is stored; the token itself is nowhere in the database.
      token_hash: hashSurveyToken(created.survey_token),
    });
    expect(JSON.stringify(row)).not.toContain(created.survey_token);
    const [content] = await t.db.select().from(surveyContents).where(eq(surveyContents.response_id, created.id));
    expect(content).toMatchObject({ id: created.content_id, data: {}, client_rev: 0 });
  });

  it("finds the link by id too, and takes the page's survey type over the link's", async () => {
    const link = await createLink(t.app, admin, { survey_type: "medicare" });
    const created = ZCreateResponseResponse.parse((await post({ link_id: link.id, survey_type: "aep_update", locale: "en" })).json());
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, created.id));
    expect(row?.survey_type).toBe("aep_update");
  });

  it("gives every response its own token", async () => {
    const link = await createLink(t.app, admin);
    const [a, b] = [await startSurvey(t.app, link), await startSurvey(t.app, link)];
    expect(a.id).not.toBe(b.id);
    expect(a.token).not.toBe(b.token);
  });

  it("answers 404 for an unknown or cancelled link", async () => {
    const link = await createLink(t.app, admin);
    await t.db.update(links).set({ status: "cancelled" }).where(eq(links.id, link.id));
    expectProblem(await post({ link_url: link.url, locale: "en" }), 404, "NOT_FOUND");
    expectProblem(await post({ link_id: "00000000-0000-4000-8000-000000000000", locale: "en" }), 404, "NOT_FOUND");
  });

  it("limits how many surveys one address starts per minute (SURVEY_START_RATE_LIMIT_MAX)", async () => {
    const limited = await createSurveyTestApp({ SURVEY_START_RATE_LIMIT_MAX: "2" });
    const link = await createLink(limited.app, await signUp(limited.app));
    // An address of its own: the counters are in the database, shared with this file's other app (as with two processes).
    const start = () =>
      limited.app.inject({
        method: "POST",
        url: "/api/responses",
        remoteAddress: "203.0.113.40",
        payload: { link_url: link.url, locale: "en" },
      });
    expect((await start()).statusCode).toBe(201);
    expect((await start()).statusCode).toBe(201);
    expectProblem(await start(), 429, "RATE_LIMITED");
  });

  it("counts a start the start page's form makes on the server against the client's address, not the server's", async () => {
    const limited = await createSurveyTestApp({ SURVEY_START_RATE_LIMIT_MAX: "2" });
    const link = await createLink(limited.app, await signUp(limited.app));
    // The server render's bridge, as the link route's action calls it (apps/web lib/api.ts `asClient`).
    const bridge = serverApiBridge(limited.app, "not-this-process-token");
    const start = (address: string) =>
      bridge({
        method: "POST",
        path: "/api/responses",
        headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address },
        body: JSON.stringify({ link_url: link.url, locale: "en" }),
      });
    const first = await start("203.0.113.41");
    expect(first.status).toBe(201);
    // The survey session cookie comes back with it, for the action to pass on.
    expect(String(first.headers["set-cookie"])).toContain("planready_survey=");
    expect((await start("203.0.113.41")).status).toBe(201);
    expect((await start("203.0.113.41")).status).toBe(429);
    expect((await start("203.0.113.42")).status).toBe(201);
  });

  it("refuses unknown fields, wrong types and a missing or double link with 400", async () => {
    const link = await createLink(t.app, admin);
    for (const body of [
      { link_url: link.url, locale: "en", status: "submitted" },
      { link_url: link.url, locale: "fr" },
      { link_url: link.url, locale: "en", no_providers: "yes" },
      { locale: "en" },
      { link_url: link.url, link_id: link.id, locale: "en" },
      { link_id: "not-a-uuid", locale: "en" },
    ]) {
      expectProblem(await post(body), 400, "VALIDATION_FAILED");
    }
    const [{ n }] = (
      await t.db.execute<{ n: number }>(
        // Nothing half-written: no response row for the refused bodies.
        `select count(*)::int as n from survey_responses where link_id = '${link.id}'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe("GET /api/responses/:id", () => {
  let s: TestSurvey;
  beforeAll(async () => {
    ({ survey: s } = await surveyOn(t, "medicare", admin));
  });

  it("returns the response with its link and empty content", async () => {
    const response = await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSurveyResponse.parse(response.json());
    expect(body).toMatchObject({
      id: s.id,
      current_question: null,
      survey_type: "medicare",
      locale: "en",
      status: "in_progress",
      submitted_at: null,
      client_rev: 0,
      link: { id: s.link.id, url: s.link.url, first_name: "Dana", agency_name: "Agency" },
      survey_content: {
        id: s.contentId,
        first_name: null,
        prescriptions_status: "not_started",
        specialist_responses: [],
        household_members: [],
        scope_of_appointment_responses: [],
      },
    });
    expect(response.json().survey_content.scope_of_appointment_selections).toEqual([]);
    // The agency's private link fields never reach the client.
    expect(response.json().link).not.toHaveProperty("org_id");
    expect(response.json().link).not.toHaveProperty("stakeholders");
  });

  it("answers 401 without a token, with an unknown token and with a malformed header", async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${"A".repeat(43)}` },
      { authorization: `Basic ${s.token}` },
      { authorization: s.token },
    ]) {
      const problem = expectProblem(await t.app.inject({ method: "GET", url: `/api/responses/${s.id}`, headers }), 401, "UNAUTHENTICATED");
      expect(problem.detail).toBe("This survey link has expired or is invalid");
    }
  });

  it("answers 404 to a token asking for another response, exactly as for a missing one", async () => {
    const other = await startSurvey(t.app, s.link);
    const theirs = expectProblem(await asSurvey(t.app, s.token, "GET", `/api/responses/${other.id}`), 404, "NOT_FOUND");
    const missing = expectProblem(
      await asSurvey(t.app, s.token, "GET", "/api/responses/00000000-0000-4000-8000-000000000000"),
      404,
      "NOT_FOUND",
    );
    expect(theirs.detail).toBe(missing.detail);
  });

  it("does not open a response with a signed-in agent's session", async () => {
    expectProblem(
      await t.app.inject({ method: "GET", url: `/api/responses/${s.id}`, headers: { cookie: admin.cookie } }),
      401,
      "UNAUTHENTICATED",
    );
  });
});

describe("PUT /api/responses/:id", () => {
  const put = (s: TestSurvey, payload: unknown, id = s.id) => asSurvey(t.app, s.token, "PUT", `/api/responses/${id}`, payload);

  it("saves the screen moved to and the language", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const response = await put(s, { current_question: "email", locale: "es", client_rev: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: s.id, current_question: "email", locale: "es", client_rev: 1, stale: false });
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, s.id));
    expect(row).toMatchObject({ current_question: "email", locale: "es" });
  });

  it("keeps the newest screen when an older write arrives late (rev 5 then rev 4)", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    await put(s, { current_question: "dob", client_rev: 5 });
    const late = await put(s, { current_question: "name", locale: "es", client_rev: 4 });
    // The language was never written before, so rev 4 still sets it; the screen stays at rev 5's.
    expect(late.json()).toMatchObject({ current_question: "dob", locale: "es", client_rev: 5, stale: true });
    const replay = await put(s, { current_question: "dob", client_rev: 5 });
    expect(replay.json()).toMatchObject({ current_question: "dob", stale: false });
  });

  it("accepts only screens of the response's survey type (with its integration variant)", async () => {
    const { survey: s } = await surveyOn(t, "life", admin);
    const problem = expectProblem(await put(s, { current_question: "medicarePayment", client_rev: 1 }), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields).toEqual([{ path: "body.current_question", message: "Not a screen of the life survey" }]);
    expect((await put(s, { current_question: "lifeDob", client_rev: 2 })).statusCode).toBe(200);

    const link = await createLink(t.app, admin, { survey_type: "medicare" });
    const connecture = await startSurvey(t.app, link, { integration: "medicare_center" });
    expect((await put(connecture, { current_question: "connecturePreferredDoctors", client_rev: 1 })).statusCode).toBe(200);
    expectProblem(await put(connecture, { current_question: "preferredDoctors", client_rev: 2 }), 400, "VALIDATION_FAILED");
  });

  it("refuses unknown screens, unknown fields and wrong types with 400", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    for (const body of [
      { current_question: "nope", client_rev: 1 },
      { current_question: "email" },
      { current_question: "email", client_rev: -1 },
      { current_question: "email", client_rev: 1, status: "submitted" },
      { submit: false, client_rev: 1 },
      { locale: "en-GB", client_rev: 1 },
    ]) {
      expectProblem(await put(s, body), 400, "VALIDATION_FAILED");
    }
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, s.id));
    expect(row).toMatchObject({ current_question: null, status: "in_progress", client_rev: 0 });
  });

  it("submits once and notifies each stakeholder once, naming the client by first name and last initial, without their answers", async () => {
    const agent = await signUp(t.app);
    await joinOrg(t, agent, admin.orgId, "Agent");
    const link = await createLink(t.app, admin, { survey_type: "aca", stakeholder_ids: [agent.userId] });
    const s = await startSurvey(t.app, link);
    await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/aca/${s.contentId}`, {
      first_name: " Rosa ",
      last_name: "delgado",
      email: "rosa.delgado@example.org",
      client_rev: 1,
    });

    const first = await put(s, { current_question: "confirmation", submit: true, client_rev: 2 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "submitted", current_question: "confirmation" });
    const submittedAt = first.json().submitted_at as string;
    expect(submittedAt).toBeTruthy();

    // A repeat changes nothing: the token only reads now (decision 017).
    expectProblem(await put(s, { submit: true, client_rev: 3 }), 409, "SURVEY_ALREADY_SUBMITTED");
    const read = await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`);
    expect(read.json()).toMatchObject({ status: "submitted", submitted_at: submittedAt });

    const rows = await t.db.select().from(notifications).where(eq(notifications.type, "survey_submitted"));
    const mine = rows.filter((n) => n.action_url === `/submissions/${s.id}`);
    expect(mine.map((n) => n.user_id).toSorted()).toEqual([admin.userId, agent.userId].toSorted());
    for (const n of mine) {
      // The type and its facts only: the words are rendered in each reader's language (decision 011).
      expect(n).toMatchObject({
        org_id: admin.orgId,
        title: null,
        text: null,
        action_text: null,
        action_type: "same_tab",
        action_url: `/submissions/${s.id}`,
      });
      expect(n.params).toEqual({ surveyType: "aca", linkUrl: link.url, clientName: "Rosa D." });
      expect(JSON.stringify(n).toLowerCase()).not.toContain("delgado");
    }
    // The agent's unread-submissions badge counts it.
    const badge = await t.app.inject({
      method: "GET",
      url: `/api/notifications/unread-submissions-count-by-user/${agent.userId}`,
      headers: { cookie: agent.cookie },
    });
    expect(badge.json()).toEqual({ unreadSubmissionCount: 1 });
  });

  it("notifies without a name when the client gave none (the words then say 'A client')", async () => {
    // A signature-only survey sent unsigned: nothing answered, and still a submission (decision 015).
    const { survey: s } = await surveyOn(t, "scope_only", admin);
    expect((await put(s, { submit: true, client_rev: 1 })).statusCode).toBe(200);
    const [n] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.action_url, `/submissions/${s.id}`));
    expect(n?.params).toEqual({ surveyType: "scope_only", linkUrl: s.link.url });
  });

  it("does not notify a stakeholder who has left the agency", async () => {
    const leaver = await signUp(t.app);
    await joinOrg(t, leaver, admin.orgId, "Agent");
    const link = await createLink(t.app, admin, { stakeholder_ids: [leaver.userId] });
    const s = await startSurvey(t.app, link);
    await joinOrg(t, leaver, (await signUp(t.app)).orgId, "Agent");
    await put(s, { submit: true, client_rev: 1 });
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, leaver.userId))),
    ).toEqual([]);
  });

  it("keeps accepting late answers after submission (nothing a client typed is lost)", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    await put(s, { submit: true, client_rev: 1 });
    const late = await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, {
      anything_else: "One more thing",
      client_rev: 2,
    });
    expect(late.json()).toMatchObject({ anything_else: "One more thing", stale: false });
  });

  it("answers 401 without a token and 404 for another response's id", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const other = await startSurvey(t.app, s.link);
    expectProblem(await asSurvey(t.app, null, "PUT", `/api/responses/${s.id}`, { submit: true, client_rev: 1 }), 401, "UNAUTHENTICATED");
    expectProblem(await put(s, { submit: true, client_rev: 1 }, other.id), 404, "NOT_FOUND");
    const [row] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, other.id));
    expect(row?.status).toBe("in_progress");
  });
});
