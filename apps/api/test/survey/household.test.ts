import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { acaHouseholdMembers } from "../../src/db/schema.ts";
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

const member = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  client_rev: 1,
  first_name: "Luis",
  last_name: "Diaz",
  relationship: "spouse",
  dob: "04/12/1980",
  seeking_coverage: true,
  ...overrides,
});
const add = (s: TestSurvey, body: Record<string, unknown>, contentId = s.contentId) =>
  asSurvey(t.app, s.token, "POST", "/api/aca/surveyContents/householdMember", { survey_content_id: contentId, ...body });
const update = (s: TestSurvey, id: string, body: object) => asSurvey(t.app, s.token, "PUT", `/api/aca/surveyContents/${id}`, body);
const list = (s: TestSurvey, contentId = s.contentId) =>
  asSurvey(t.app, s.token, "GET", `/api/aca/surveyContents/householdMember/${contentId}`);
const underCoverage = (s: TestSurvey, contentId = s.contentId) =>
  asSurvey(t.app, s.token, "GET", `/api/aca/surveyContents/householdMemberUnderCoverage/${contentId}`);

describe("ACA household members", () => {
  it("adds members once per client id and lists them in the order added", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const self = member({ first_name: "Rosa", relationship: "self" });
    const spouse = member();
    const first = await add(s, self);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ ...self, survey_content_id: s.contentId, stale: false });
    await add(s, self);
    await add(s, spouse);
    const listed = await list(s);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((m: { id: string }) => m.id)).toEqual([self.id, spouse.id]);
    expect(await t.db.select().from(acaHouseholdMembers).where(eq(acaHouseholdMembers.survey_content_id, s.contentId))).toHaveLength(2);
    const response = (await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`)).json();
    expect(response.survey_content.household_members.map((m: { id: string }) => m.id)).toEqual([self.id, spouse.id]);
  });

  it("lists the members under coverage: those seeking coverage", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const [a, b, c] = [member({ seeking_coverage: true }), member({ seeking_coverage: false }), member({ seeking_coverage: null })];
    for (const m of [a, b, c]) await add(s, m);
    expect((await underCoverage(s)).json().map((m: { id: string }) => m.id)).toEqual([a.id]);
    await update(s, b.id, { seeking_coverage: true, client_rev: 2 });
    expect((await underCoverage(s)).json().map((m: { id: string }) => m.id)).toEqual([a.id, b.id]);
  });

  it("changes some answers of a member field by field (rev 5 then rev 4: rev 5 wins)", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const m = member();
    await add(s, m);
    const response = await update(s, m.id, { pregnant: false, tobacco_use: true, client_rev: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ first_name: "Luis", pregnant: false, tobacco_use: true, client_rev: 5, stale: false });
    const late = await update(s, m.id, { tobacco_use: false, income: 42000, client_rev: 4 });
    expect(late.json()).toMatchObject({ tobacco_use: true, income: 42000, client_rev: 5, stale: true });
    // A late retry of the original add does not undo the newer answers either.
    expect((await add(s, m)).json()).toMatchObject({ tobacco_use: true, income: 42000, first_name: "Luis", stale: true });
  });

  it("answers 404 to a change of a member never added or already deleted", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    expectProblem(await update(s, randomUUID(), { pregnant: true, client_rev: 1 }), 404, "NOT_FOUND");
    const m = member();
    await add(s, m);
    await asSurvey(t.app, s.token, "DELETE", `/api/aca/surveyContents/householdMember/${s.contentId}/${m.id}?client_rev=2`);
    expectProblem(await update(s, m.id, { pregnant: true, client_rev: 3 }), 404, "NOT_FOUND");
  });

  it("deletes every member written before the delete, or one member", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const [a, b, later] = [member(), member(), member({ client_rev: 9 })];
    for (const m of [a, b, later]) await add(s, m);
    const one = await asSurvey(t.app, s.token, "DELETE", `/api/aca/surveyContents/householdMember/${s.contentId}/${a.id}?client_rev=2`);
    expect(one.json()).toEqual({ ok: true });
    const all = await asSurvey(t.app, s.token, "DELETE", `/api/aca/surveyContents/householdMember/${s.contentId}?client_rev=5`);
    expect(all.json()).toEqual({ ok: true, deleted: 1 });
    expect((await list(s)).json().map((m: { id: string }) => m.id)).toEqual([later.id]);
  });

  it("refuses invalid members, unknown fields and wrong types with 400", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const m = member();
    await add(s, m);
    for (const body of [
      member({ relationship: "cousin" }),
      member({ first_name: "" }),
      member({ dob: "02/30/1980" }),
      member({ ssn: "123-45-6789" }),
      member({ client_rev: undefined }),
    ]) {
      expectProblem(await add(s, body), 400, "VALIDATION_FAILED");
    }
    expectProblem(await asSurvey(t.app, s.token, "POST", "/api/aca/surveyContents/householdMember", member()), 400, "VALIDATION_FAILED");
    expectProblem(await update(s, m.id, { first_name: null, client_rev: 2 }), 400, "VALIDATION_FAILED");
    expectProblem(await update(s, m.id, { pregnant: "maybe", client_rev: 2 }), 400, "VALIDATION_FAILED");
    expectProblem(await update(s, m.id, { pregnant: true }), 400, "VALIDATION_FAILED");
    expectProblem(await update(s, m.id, { id: m.id, pregnant: true, client_rev: 2 }), 400, "VALIDATION_FAILED");
    expect((await list(s)).json()).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const m = member();
    for (const [method, url, payload] of [
      ["POST", "/api/aca/surveyContents/householdMember", { survey_content_id: s.contentId, ...m }],
      ["PUT", `/api/aca/surveyContents/${m.id}`, { pregnant: true, client_rev: 1 }],
      ["GET", `/api/aca/surveyContents/householdMember/${s.contentId}`, undefined],
      ["GET", `/api/aca/surveyContents/householdMemberUnderCoverage/${s.contentId}`, undefined],
      ["DELETE", `/api/aca/surveyContents/householdMember/${s.contentId}?client_rev=1`, undefined],
    ] as const) {
      expectProblem(await asSurvey(t.app, null, method, url, payload), 401, "UNAUTHENTICATED");
    }
  });

  it("answers 404 to another response's content and members, changing nothing", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const other = await startSurvey(t.app, s.link);
    const theirs = member({ first_name: "Other" });
    await add(other, theirs);
    expectProblem(await add(s, member(), other.contentId), 404, "NOT_FOUND");
    expectProblem(await list(s, other.contentId), 404, "NOT_FOUND");
    expectProblem(await underCoverage(s, other.contentId), 404, "NOT_FOUND");
    expectProblem(
      await asSurvey(t.app, s.token, "DELETE", `/api/aca/surveyContents/householdMember/${other.contentId}?client_rev=9`),
      404,
      "NOT_FOUND",
    );
    expectProblem(await update(s, theirs.id, { first_name: "Mallory", client_rev: 9 }), 404, "NOT_FOUND");
    expectProblem(await add(s, { ...theirs, client_rev: 9, first_name: "Mallory" }), 404, "NOT_FOUND");
    expectProblem(
      await asSurvey(t.app, s.token, "DELETE", `/api/aca/surveyContents/householdMember/${s.contentId}/${theirs.id}?client_rev=9`),
      404,
      "NOT_FOUND",
    );
    expect((await list(other)).json()).toEqual([{ ...theirs, survey_content_id: other.contentId }]);
  });
});
