import { randomUUID } from "node:crypto";
import type { TLink } from "@planready/contracts/links";
import { ZSubmissionCorrectionResponse, ZSubmissionDetail, type TSubmissionDetail } from "@planready/contracts/submissions";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { submissionCorrections, submissions, surveyContents } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, type TestSurvey } from "../survey/survey-helpers.ts";
import { clientFills, idsOf, listAs } from "./submission-helpers.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let outsider: TestUser;
let link: TLink;
let rosa: TestSurvey;
let hidden: TestSurvey;

const today = () => {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCDate()).padStart(2, "0")}/${now.getUTCFullYear()}`;
};

beforeAll(async () => {
  t = await createSurveyTestApp();
  admin = await signUp(t.app);
  agent = await signUp(t.app);
  otherAgent = await signUp(t.app);
  outsider = await signUp(t.app);
  await joinOrg(t, agent, admin.orgId, "Agent");
  await joinOrg(t, otherAgent, admin.orgId, "Agent");
  link = await createLink(t.app, admin, { survey_type: "medicare" });
  await asUser(t.app, admin, "POST", "/api/linkStakeholders", { link_id: link.id, user_ids: [agent.userId] });
  const otherLink = await createLink(t.app, admin, { survey_type: "aca" });
  rosa = await clientFills(t.app, link, {
    content: { first_name: "Rosa", last_name: "Diaz", email: "rosa@example.com", zip: "33101", current_health_ins: ["medicare_original"] },
    prescriptions: [{ drug_name: "Lisinopril", rxcui: "314076", strength: "10 mg" }],
    pharmacies: [{ name: "CVS Pharmacy" }],
    screen: "scopeOfAppointment",
  });
  const signed = await asSurvey(t.app, rosa.token, "POST", "/api/consents", {
    id: randomUUID(),
    kind: "soa",
    text_version: currentConsentVersion.soa,
    locale: "en",
    signer_role: "beneficiary",
    signer_name: "Rosa Diaz",
    products: ["part_d"],
    typed_name: "Rosa Diaz",
    date: today(),
  });
  expect(signed.statusCode, signed.body).toBe(201);
  await asSurvey(t.app, rosa.token, "PUT", `/api/responses/${rosa.id}`, { submit: true, client_rev: 50 });
  hidden = await clientFills(t.app, otherLink, { content: { first_name: "Hidden" } });
});

const detail = (user: TestUser | null, id: string) => asUser(t.app, user, "GET", `/api/responses/${id}/detail`);
const correct = (user: TestUser | null, id: string, fields: Record<string, unknown>, query = "?fromDashboard=true") =>
  asUser(t.app, user, "PUT", `/api/responses/${id}${query}`, { fields });

describe("GET /api/responses/:id/detail", () => {
  it("gives a stakeholder agent everything the client entered, with the signed consent", async () => {
    const response = await detail(agent, rosa.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSubmissionDetail.parse(response.json());
    expect(body.submission).toMatchObject({ id: rosa.id, status: "completed", first_name: "Rosa", read: false });
    expect(body).toMatchObject({ integration: null, no_providers: false, locale: "en", corrections: [] });
    expect(body.survey_content).toMatchObject({
      first_name: "Rosa",
      last_name: "Diaz",
      email: "rosa@example.com",
      current_health_ins: ["medicare_original"],
    });
    expect(body.survey_content.prescription_responses).toEqual([expect.objectContaining({ drug_name: "Lisinopril", rxcui: "314076" })]);
    expect(body.survey_content.pharmacy_responses).toEqual([expect.objectContaining({ name: "CVS Pharmacy" })]);
    expect(body.survey_content.scope_of_appointment_responses).toEqual([
      expect.objectContaining({ kind: "soa", signer_name: "Rosa Diaz", products: ["part_d"], ip: "127.0.0.1" }),
    ]);
  });

  it("is not found for an agent of other links, another organisation, an unknown id, and 401 signed out", async () => {
    expectProblem(await detail(otherAgent, rosa.id), 404, "NOT_FOUND");
    expectProblem(await detail(agent, hidden.id), 404, "NOT_FOUND");
    expectProblem(await detail(outsider, rosa.id), 404, "NOT_FOUND");
    expectProblem(await detail(admin, randomUUID()), 404, "NOT_FOUND");
    expectProblem(await detail(null, rosa.id), 401, "UNAUTHENTICATED");
    expect((await detail(admin, hidden.id)).statusCode).toBe(200);
  });
});

describe("PUT /api/responses/:id?fromDashboard=true", () => {
  it("corrects answers and records each changed field: who, when, before, after", async () => {
    const before = (await detail(agent, rosa.id)).json() as TSubmissionDetail;
    const response = await correct(agent, rosa.id, { first_name: "Rosalind", email: "rosalind@example.com", last_name: "Diaz", zip: null });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSubmissionCorrectionResponse.parse(response.json());
    const byField = Object.fromEntries(body.corrections.map((c) => [c.field, c]));
    // last_name did not change: not recorded.
    expect(Object.keys(byField).toSorted()).toEqual(["email", "first_name", "zip"]);
    expect(byField.first_name).toMatchObject({
      response_id: rosa.id,
      before: "Rosa",
      after: "Rosalind",
      corrected_by: { id: agent.userId, email: agent.email },
    });
    expect(byField.zip).toMatchObject({ before: "33101", after: null });
    expect(body.detail.survey_content).toMatchObject({ first_name: "Rosalind", email: "rosalind@example.com", zip: null });
    expect(body.detail.corrections).toHaveLength(3);
    // The list follows; the agent's correction is not client activity.
    expect(body.detail.submission).toMatchObject({ first_name: "Rosalind", zip: null, last_active_at: before.submission.last_active_at });
    expect(idsOf(await listAs(t.app, admin, admin.orgId, { searchTerm: "rosalind" }))).toEqual([rosa.id]);
    expect(idsOf(await listAs(t.app, admin, admin.orgId, { zip: "33101" }))).toEqual([]);
    const rows = await t.db.select().from(submissionCorrections).where(eq(submissionCorrections.response_id, rosa.id));
    expect(rows).toHaveLength(3);
    expect((await detail(admin, rosa.id)).json().corrections).toHaveLength(3);
  });

  it("is the only way to change a submitted survey: the client's token, even a late retry, writes nothing (decision 017)", async () => {
    const path = `/api/surveyContents/medicare/${rosa.contentId}`;
    expectProblem(await asSurvey(t.app, rosa.token, "PUT", path, { first_name: "Rosa", client_rev: 3 }), 409, "SURVEY_ALREADY_SUBMITTED");
    const [content] = await t.db.select().from(surveyContents).where(eq(surveyContents.id, rosa.contentId));
    const newer = await asSurvey(t.app, rosa.token, "PUT", path, { first_name: "Rosa Maria", client_rev: content!.client_rev + 1 });
    expectProblem(newer, 409, "SURVEY_ALREADY_SUBMITTED");
    // The screen it shows is no answer: the client still moves on to the confirmation.
    const screen = await asSurvey(t.app, rosa.token, "PUT", `/api/responses/${rosa.id}`, {
      current_question: "confirmation",
      client_rev: 10 ** 12,
    });
    expect(screen.statusCode, screen.body).toBe(200);
    expect((await asSurvey(t.app, rosa.token, "GET", `/api/responses/${rosa.id}`)).json()).toMatchObject({
      survey_content: { first_name: "Rosalind" },
    });
    const corrected = await correct(admin, rosa.id, { first_name: "Rosa Maria" });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().corrections).toEqual([expect.objectContaining({ field: "first_name", after: "Rosa Maria" })]);
  });

  it("records nothing when nothing changes, and validates the fields like the client's answers", async () => {
    const same = await correct(admin, rosa.id, { first_name: "Rosa Maria" });
    expect(same.json().corrections).toEqual([]);
    const invalid = expectProblem(await correct(admin, rosa.id, { email: "not-an-email" }), 400, "VALIDATION_FAILED");
    expect(invalid.invalidFields).toEqual([expect.objectContaining({ path: expect.stringContaining("email") })]);
    expectProblem(await correct(admin, rosa.id, {}), 400, "VALIDATION_FAILED");
    expectProblem(await correct(admin, rosa.id, { unknown_field: 1 }), 400, "VALIDATION_FAILED");
  });

  it("is refused to users who cannot see the submission, and to callers without a session", async () => {
    expectProblem(await correct(otherAgent, rosa.id, { first_name: "X" }), 404, "NOT_FOUND");
    expectProblem(await correct(outsider, rosa.id, { first_name: "X" }), 404, "NOT_FOUND");
    expectProblem(await correct(null, rosa.id, { first_name: "X" }), 401, "UNAUTHENTICATED");
    // Without fromDashboard the address is the client's: a session is not a survey token.
    const asClientRoute = await correct(admin, rosa.id, { first_name: "X" }, "");
    expectProblem(asClientRoute, 401, "UNAUTHENTICATED");
    const [row] = await t.db.select().from(submissions).where(eq(submissions.response_id, rosa.id));
    expect(row?.first_name).toBe("Rosa Maria");
  });
});
