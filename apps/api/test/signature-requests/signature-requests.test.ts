import type { TLink } from "@planready/contracts/links";
import { ZSignatureRequestCreated, ZSignatureRequestView } from "@planready/contracts/signature-requests";
import { ZSubmissionDetail } from "@planready/contracts/submissions";
import { ZConsentRecord } from "@planready/contracts/surveys/consent-records";
import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consentRecords, mailOutbox, signatureRequests } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, type TestSurvey } from "../survey/survey-helpers.ts";
import { clientFills, listAs } from "../submissions/submission-helpers.ts";
import { acaBody, soaBody } from "./signature-helpers.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let outsider: TestUser;
let scopeLink: TLink;
let acaLink: TLink;

beforeAll(async () => {
  t = await createSurveyTestApp();
  admin = await signUp(t.app);
  agent = await signUp(t.app);
  otherAgent = await signUp(t.app);
  outsider = await signUp(t.app);
  await joinOrg(t, agent, admin.orgId, "Agent");
  await joinOrg(t, otherAgent, admin.orgId, "Agent");
  scopeLink = await createLink(t.app, admin, { survey_type: "scope_only", first_name: "Dana", last_name: "Agent" });
  acaLink = await createLink(t.app, admin, { survey_type: "aca_consent_only" });
  const added = await asUser(t.app, admin, "POST", "/api/linkStakeholders", { link_id: scopeLink.id, user_ids: [agent.userId] });
  expect(added.statusCode, added.body).toBe(200);
});

/** A consent-only client who completed the survey without signing. */
const declinedOn = (link: TLink, content: Record<string, unknown> = {}, locale: "en" | "es" = "en") =>
  clientFills(t.app, link, { content: { first_name: "Ana", last_name: "Ruiz", ...content }, screen: "confirmation", submit: true, locale });

const sendFor = (user: TestUser, s: TestSurvey, body: Record<string, unknown> = {}) =>
  asUser(t.app, user, "POST", `/api/responses/${s.id}/signature-request`, body);

async function sent(user: TestUser, s: TestSurvey, body: Record<string, unknown> = {}) {
  const response = await sendFor(user, s, body);
  expect(response.statusCode, response.body).toBe(201);
  const created = ZSignatureRequestCreated.parse(response.json());
  return { ...created, token: new URL(created.url).pathname.split("/").at(-1)! };
}

const withToken = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, "user-agent": "Mozilla/5.0 (iPhone) Safari/605" },
    ...(payload ? { payload } : {}),
  });

const statusOf = async (s: TestSurvey) =>
  (await listAs(t.app, admin, admin.orgId, { limit: "100" })).items.find((item) => item.id === s.id)?.signature_status;

describe("POST /api/responses/:id/signature-request", () => {
  it("gives a signing link in the response's language, for 7 days, and emails it (the agent's name and the link, no answers)", async () => {
    const s = await declinedOn(scopeLink, { email: "ana.ruiz@example.com", phone: "3055550199" }, "es");
    const before = Date.now();
    const created = await sent(admin, s);
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/sign\/[A-Za-z0-9_-]{43}\?lng=es$/);
    expect(created).toMatchObject({ locale: "es", kind: "soa", emailed_to: "ana.ruiz@example.com" });
    const days = (Date.parse(created.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, "ana.ruiz@example.com"))
      .orderBy(desc(mailOutbox.created_at));
    expect(mail).toMatchObject({ template: "signature-request.soa" });
    expect(mail!.text_body).toContain(created.url);
    expect(mail!.text_body).toContain("Dana Agent");
    expect(mail!.subject).toMatch(/Firme/);
    for (const answer of ["Ana", "Ruiz", "3055550199"])
      expect(`${mail!.subject}\n${mail!.text_body}\n${mail!.html_body}`).not.toContain(answer);

    // Only the hash is stored.
    const [row] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.response_id, s.id));
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row).toMatchObject({ requested_by: admin.userId, emailed_to: "ana.ruiz@example.com", kind: "soa" });
  });

  it("emails nothing when the survey has no email or the agent only wants the link", async () => {
    const noEmail = await declinedOn(scopeLink);
    expect((await sent(admin, noEmail)).emailed_to).toBeNull();
    const linkOnly = await declinedOn(scopeLink, { email: "only.link@example.com" });
    expect((await sent(admin, linkOnly, { send_email: false })).emailed_to).toBeNull();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, "only.link@example.com"))).toEqual([]);
  });

  it("is for whoever may see the submission: its link's agent yes; another agent, another agency, no one signed out: no", async () => {
    const s = await declinedOn(scopeLink);
    await sent(agent, s);
    expectProblem(await sendFor(otherAgent, s), 404, "NOT_FOUND");
    expectProblem(await sendFor(outsider, s), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, null, "POST", `/api/responses/${s.id}/signature-request`, {}), 401, "UNAUTHENTICATED");
  });

  it("is refused for a submission already signed, and for a survey that asks for no signature", async () => {
    const s = await declinedOn(scopeLink);
    const created = await sent(admin, s);
    expect((await withToken(created.token, "POST", "/api/signature-requests/current/consents", soaBody())).statusCode).toBe(201);
    expectProblem(await sendFor(admin, s), 409, "CONFLICT");
    const lifeLink = await createLink(t.app, admin, { survey_type: "life" });
    expectProblem(await sendFor(admin, await declinedOn(lifeLink)), 409, "CONFLICT");
  });

  it("replaces the previous link: only the newest one opens the signing screen", async () => {
    const s = await declinedOn(scopeLink);
    const first = await sent(admin, s);
    const second = await sent(admin, s);
    expectProblem(await withToken(first.token, "GET", "/api/signature-requests/current"), 401, "UNAUTHENTICATED");
    expect((await withToken(second.token, "GET", "/api/signature-requests/current")).statusCode).toBe(200);
  });
});

describe("a signing link's token", () => {
  it("shows what the signing screen needs and nothing else", async () => {
    const s = await declinedOn(acaLink, { email: "secret@example.com", phone: "3055550111", zip: "33101" }, "es");
    const created = await sent(admin, s, { send_email: false });
    const response = await withToken(created.token, "GET", "/api/signature-requests/current");
    expect(response.statusCode, response.body).toBe(200);
    const view = ZSignatureRequestView.strict().parse(response.json());
    expect(view).toMatchObject({
      response_id: s.id,
      content_id: s.contentId,
      survey_type: "aca_consent_only",
      kind: "aca_consent",
      locale: "es",
      client: { first_name: "Ana", last_name: "Ruiz" },
      link: { id: acaLink.id, first_name: "Dana", last_name: "Agent", agency_name: "Agency" },
      signed: null,
    });
    for (const answer of ["secret@example.com", "3055550111", "33101"]) expect(response.body).not.toContain(answer);
  });

  it("cannot read or write the survey's answers, and a survey token cannot sign through it", async () => {
    const s = await declinedOn(scopeLink);
    const { token } = await sent(admin, s);
    expectProblem(await withToken(token, "GET", `/api/responses/${s.id}`), 401, "UNAUTHENTICATED");
    expectProblem(
      await withToken(token, "PUT", `/api/surveyContents/scope_only/${s.contentId}`, { first_name: "X", client_rev: 1 }),
      401,
      "UNAUTHENTICATED",
    );
    expectProblem(
      await withToken(token, "PUT", `/api/responses/${s.id}`, { current_question: "surveyStart", client_rev: 1 }),
      401,
      "UNAUTHENTICATED",
    );
    expectProblem(await withToken(token, "POST", "/api/consents", soaBody()), 401, "UNAUTHENTICATED");
    expectProblem(await asSurvey(t.app, s.token, "GET", "/api/signature-requests/current"), 401, "UNAUTHENTICATED");
    expectProblem(await asSurvey(t.app, s.token, "POST", "/api/signature-requests/current/consents", soaBody()), 401, "UNAUTHENTICATED");
    expect(await statusOf(s)).toBe("not_signed");
  });

  it("records the consent on its own submission, once, as evidence naming the request; the status becomes signed", async () => {
    const s = await declinedOn(scopeLink);
    const other = await declinedOn(scopeLink);
    const created = await sent(admin, s);
    await sent(admin, other);
    expect(await statusOf(s)).toBe("not_signed");

    const body = soaBody({ signer_name: "Ana Ruiz", typed_name: "Ana Ruiz", products: ["part_d", "medicare_supplement"] });
    const signedNow = await withToken(created.token, "POST", "/api/signature-requests/current/consents", body);
    expect(signedNow.statusCode, signedNow.body).toBe(201);
    const record = ZConsentRecord.parse(signedNow.json());
    expect(record).toMatchObject({
      id: body.id,
      survey_content_id: s.contentId,
      kind: "soa",
      signer_name: "Ana Ruiz",
      agent_name: "Dana Agent",
    });

    expect(await statusOf(s)).toBe("signed");
    expect(await statusOf(other)).toBe("not_signed");
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, body.id));
    const [request] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.response_id, s.id));
    expect(row).toMatchObject({
      response_id: s.id,
      signature_request_id: request!.id,
      ip: "127.0.0.1",
      user_agent: "Mozilla/5.0 (iPhone) Safari/605",
    });
    const detail = ZSubmissionDetail.parse((await asUser(t.app, admin, "GET", `/api/responses/${s.id}/detail`)).json());
    expect(detail.submission.signature_status).toBe("signed");
    expect(detail.survey_content.scope_of_appointment_responses.map((r) => r.id)).toEqual([body.id]);

    // A retry is answered with the stored record; a second signature through the same link is refused.
    expect((await withToken(created.token, "POST", "/api/signature-requests/current/consents", body)).statusCode).toBe(200);
    expectProblem(await withToken(created.token, "POST", "/api/signature-requests/current/consents", soaBody()), 409, "CONFLICT");
    const view = ZSignatureRequestView.parse((await withToken(created.token, "GET", "/api/signature-requests/current")).json());
    expect(view.signed?.id).toBe(body.id);
  });

  it("records only the consent it asks for", async () => {
    const s = await declinedOn(acaLink);
    const { token } = await sent(admin, s);
    expectProblem(await withToken(token, "POST", "/api/signature-requests/current/consents", soaBody()), 400, "VALIDATION_FAILED");
    expect((await withToken(token, "POST", "/api/signature-requests/current/consents", acaBody())).statusCode).toBe(201);
    expect(await statusOf(s)).toBe("signed");
  });

  it("expires", async () => {
    const s = await declinedOn(scopeLink);
    const { token } = await sent(admin, s);
    await t.db.execute(sql`update signature_requests set expires_at = now() - interval '1 second' where response_id = ${s.id}`);
    expectProblem(await withToken(token, "GET", "/api/signature-requests/current"), 401, "UNAUTHENTICATED");
    expectProblem(await withToken(token, "POST", "/api/signature-requests/current/consents", soaBody()), 401, "UNAUTHENTICATED");
    expect(await statusOf(s)).toBe("not_signed");
  });
});
