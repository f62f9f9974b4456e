import { ZAgentSigning, ZAgentSigningResponse, ZSoaAgentSignature } from "@planready/contracts/agent-signing";
import type { TLink } from "@planready/contracts/links";
import { ZSubmissionDetail } from "@planready/contracts/submissions";
import { currentEsignDisclosureVersion } from "@planready/contracts/surveys/esign-disclosure";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agentSigningVersions, auditLog, consentRecords, responseVersions, soaAgentSignatures } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { pdfText } from "../helpers/pdf-text.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { acaBody, soaBody } from "../signature-requests/signature-helpers.ts";
import { clientFills } from "../submissions/submission-helpers.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, type TestSurvey } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let otherAdmin: TestUser;
let otherAgent: TestUser;
let outsider: TestUser;
let link: TLink;

const DRAWN = "M10 100l40 -30 40 30 40 -30";
const details = (overrides: Record<string, unknown> = {}) => ({
  name: "Dana Agent",
  npn: "17654321",
  phone: "(305) 555-0142",
  agency: "Sunshine Benefits",
  plan_types: ["part_d", "medicare_advantage_and_cost"],
  signature_method: "draw",
  signature: DRAWN,
  auto_apply: false,
  ...overrides,
});

const save = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: "PUT",
    url: "/api/users/me/agent-signing",
    headers: { cookie: user.cookie, "user-agent": "Mozilla/5.0 (Macintosh) Firefox/140" },
    payload: body,
  });
const sign = (user: TestUser, s: TestSurvey, consentId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/responses/${s.id}/soa-agent-signature`,
    headers: { cookie: user.cookie, "user-agent": "Mozilla/5.0 (iPad) Safari/605" },
    payload: { consent_id: consentId },
  });
const detailOf = async (user: TestUser, s: TestSurvey) => {
  const response = await asUser(t.app, user, "GET", `/api/responses/${s.id}/detail`);
  expect(response.statusCode, response.body).toBe(200);
  return ZSubmissionDetail.parse(response.json());
};

/** A client who completes the survey and signs the SOA; the consent's id. */
async function clientSigns(on: TLink = link, body: Record<string, unknown> = {}): Promise<{ s: TestSurvey; consentId: string }> {
  const s = await clientFills(t.app, on, { content: { first_name: "Rosa", last_name: "Diaz" }, screen: "confirmation", submit: true });
  const consent = soaBody({ esign_disclosure_version: currentEsignDisclosureVersion, ...body });
  const response = await asSurvey(t.app, s.token, "POST", "/api/consents", consent);
  expect(response.statusCode, response.body).toBe(201);
  return { s, consentId: consent.id };
}

const versionOf = async (s: TestSurvey) =>
  (await t.db.select().from(responseVersions).where(eq(responseVersions.response_id, s.id)))[0]?.version ?? 0;

beforeAll(async () => {
  t = await createSurveyTestApp();
  [admin, agent, otherAdmin, otherAgent, outsider] = [
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
  ];
  await joinOrg(t, agent, admin.orgId, "Agent");
  await joinOrg(t, otherAdmin, admin.orgId, "Admin");
  await joinOrg(t, otherAgent, admin.orgId, "Agent");
  link = await createLink(t.app, admin, { survey_type: "scope_only", stakeholder_ids: [agent.userId] });
});

describe("/api/users/me/agent-signing", () => {
  it("is empty before the first save, refuses bad fields by name, and keeps every save as a new version", async () => {
    const user = await signUp(t.app);
    expect(ZAgentSigningResponse.parse((await asUser(t.app, user, "GET", "/api/users/me/agent-signing")).json())).toEqual({
      current: null,
    });

    const bad = expectProblem(
      await save(user, details({ npn: "0123", phone: "555-0142", plan_types: [], signature: null })),
      400,
      "VALIDATION_FAILED",
    );
    expect(bad.invalidFields?.map((f) => f.path).toSorted()).toEqual(
      ["body.npn", "body.phone", "body.plan_types", "body.signature"].toSorted(),
    );
    expectProblem(await save(user, details({ npn: "12345678901" })), 400, "VALIDATION_FAILED");
    expectProblem(await save(user, details({ plan_types: ["life"] })), 400, "VALIDATION_FAILED");

    const first = await save(user, details({ npn: "1765 4321" }));
    expect(first.statusCode, first.body).toBe(201);
    expect(ZAgentSigning.parse(first.json())).toMatchObject({ version: 1, npn: "17654321", signature: DRAWN, auto_apply: false });
    const second = await save(user, details({ signature_method: "type", signature: null, auto_apply: true, agency: "" }));
    expect(ZAgentSigning.parse(second.json())).toMatchObject({ version: 2, signature_method: "type", signature: null, auto_apply: true });
    expect(ZAgentSigningResponse.parse((await asUser(t.app, user, "GET", "/api/users/me/agent-signing")).json()).current).toMatchObject({
      version: 2,
      agency: "",
    });

    const rows = await t.db.select().from(agentSigningVersions).where(eq(agentSigningVersions.user_id, user.userId));
    expect(rows.map((r) => r.version).toSorted((a, b) => a - b)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({ ip: "127.0.0.1", user_agent: "Mozilla/5.0 (Macintosh) Firefox/140" });
    // A version never changes: the database refuses it.
    await expect(t.db.execute(sql`update agent_signing_versions set npn = '1' where user_id = ${user.userId}`)).rejects.toThrow();

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor_user_id, user.userId), eq(auditLog.action, "agent_signature.saved")));
    expect(audit.map((a) => Number(a.details.version)).toSorted((a, b) => a - b)).toEqual([1, 2]);
  });

  it("needs a session", async () => {
    expectProblem(await asUser(t.app, null, "GET", "/api/users/me/agent-signing"), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, null, "PUT", "/api/users/me/agent-signing", details()), 401, "UNAUTHENTICATED");
  });
});

describe("the agent's part of the SOA", () => {
  it("is signed by one of the link's agents from the submission, beside the unchanged consent, and the PDF is made again with it and the certificate", async () => {
    const { s, consentId } = await clientSigns();
    const [consentBefore] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, consentId));
    expect(consentBefore!.esign_disclosure_version).toBe(currentEsignDisclosureVersion);

    // The PDF before the agent signs.
    await asUser(t.app, admin, "POST", `/api/responses/${s.id}/pdf`);
    await t.app.jobs.runQueued();
    const before = pdfText((await asUser(t.app, admin, "GET", `/api/responses/${s.id}/pdf`)).rawPayload);
    expect(before).toContain("The agent has not signed their part yet.");
    expect(before).toContain("Signing certificate");

    expect((await detailOf(agent, s)).agent_signing).toEqual({ may_sign: true, details_saved: false });
    expectProblem(await sign(agent, s, consentId), 409, "AGENT_SIGNING_REQUIRED");

    expect((await save(agent, details())).statusCode).toBe(201);
    // An Admin who neither owns the link nor was named on it reads nothing of its clients (decision 027); another
    // agency and other agents do not see it either.
    expectProblem(await asUser(t.app, otherAdmin, "GET", `/api/responses/${s.id}/detail`), 404, "NOT_FOUND");
    expectProblem(await sign(otherAdmin, s, consentId), 404, "NOT_FOUND");
    expectProblem(await sign(otherAgent, s, consentId), 404, "NOT_FOUND");
    expectProblem(await sign(outsider, s, consentId), 404, "NOT_FOUND");
    expectProblem(await sign(agent, s, crypto.randomUUID()), 404, "NOT_FOUND");

    const version = await versionOf(s);
    const signed = await sign(agent, s, consentId);
    expect(signed.statusCode, signed.body).toBe(201);
    expect(ZSoaAgentSignature.parse(signed.json())).toMatchObject({
      consent_id: consentId,
      mode: "signed",
      user_id: agent.userId,
      npn: "17654321",
      signature: DRAWN,
      details_version: 1,
      ip: "127.0.0.1",
      user_agent: "Mozilla/5.0 (iPad) Safari/605",
    });
    expect(await versionOf(s)).toBeGreaterThan(version);
    expectProblem(await sign(agent, s, consentId), 409, "CONFLICT");

    // The client's record is as it was.
    const [consentAfter] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, consentId));
    expect(consentAfter).toEqual(consentBefore);
    const detail = await detailOf(admin, s);
    expect(detail.soa_agent_signatures).toEqual([signed.json()]);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "soa.agent_signed"), eq(auditLog.target_id, consentId)));
    expect(audit).toEqual([
      expect.objectContaining({ actor_user_id: agent.userId, org_id: admin.orgId, details: expect.objectContaining({ mode: "signed" }) }),
    ]);

    // The PDF of the unsigned agent's part is never served again: the one made next shows both parts and the certificate.
    expectProblem(await asUser(t.app, admin, "GET", `/api/responses/${s.id}/pdf`), 404, "NOT_FOUND");
    await t.app.jobs.runQueued();
    const after = pdfText((await asUser(t.app, admin, "GET", `/api/responses/${s.id}/pdf`)).rawPayload);
    for (const words of [
      "Agent's part",
      "17654321",
      "Signed by the agent from the submission",
      "Signing certificate",
      "Dana Agent (NPN 17654321)",
      "Mozilla/5.0 (iPad) Safari/605",
      consentBefore!.text_hash,
      "Electronic-signature disclosure the client saw (esign-2026-11)",
      "By signing on this screen you agree to use an electronic signature",
    ]) {
      expect(after.replace(/\s+/g, " ")).toContain(words);
    }
    expect(after).not.toContain("The agent has not signed their part yet.");
  });

  it("is applied automatically when the client signs, for the link's agent who opted in, once", async () => {
    const autoLink = await createLink(t.app, admin, { survey_type: "scope_only", stakeholder_ids: [otherAgent.userId] });
    expect((await save(otherAgent, details({ name: "Otto Agent", auto_apply: true }))).statusCode).toBe(201);
    const { s, consentId } = await clientSigns(autoLink);
    const rows = await t.db.select().from(soaAgentSignatures).where(eq(soaAgentSignatures.response_id, s.id));
    expect(rows).toEqual([expect.objectContaining({ consent_id: consentId, user_id: otherAgent.userId, mode: "automatic" })]);
    const [shown] = (await detailOf(admin, s)).soa_agent_signatures;
    // Where the agent saved the signature and the opt-in stands for where it was signed from.
    expect(shown).toMatchObject({
      mode: "automatic",
      name: "Otto Agent",
      ip: "127.0.0.1",
      user_agent: "Mozilla/5.0 (Macintosh) Firefox/140",
    });
    expectProblem(await sign(otherAgent, s, consentId), 409, "CONFLICT");

    // Another client's ACA consent, or an SOA on a link whose agents did not opt in, gets no agent signature.
    const aca = await createLink(t.app, admin, { survey_type: "aca_consent_only", stakeholder_ids: [otherAgent.userId] });
    const client = await clientFills(t.app, aca, { content: { first_name: "Ana" }, screen: "confirmation", submit: true });
    expect((await asSurvey(t.app, client.token, "POST", "/api/consents", acaBody())).statusCode).toBe(201);
    expect(await t.db.select().from(soaAgentSignatures).where(eq(soaAgentSignatures.response_id, client.id))).toEqual([]);
    const manual = await clientSigns();
    expect(await t.db.select().from(soaAgentSignatures).where(eq(soaAgentSignatures.response_id, manual.s.id))).toEqual([]);
  });

  it("refuses a consent naming a disclosure that was never published", async () => {
    const s = await clientFills(t.app, link, { content: { first_name: "Rosa" }, screen: "confirmation", submit: true });
    expectProblem(
      await asSurvey(t.app, s.token, "POST", "/api/consents", soaBody({ esign_disclosure_version: "esign-1999-01" })),
      400,
      "VALIDATION_FAILED",
    );
  });
});
