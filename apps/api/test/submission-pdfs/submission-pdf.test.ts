import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consentRecords, submissionPdfs } from "../../src/db/schema.ts";
import { invalidateSubmissionPdf } from "../../src/modules/submission-pdfs/submission-pdfs.service.ts";
import type { TestApp } from "../helpers/app.ts";
import { answerAndSubmit, CLIENT } from "../helpers/client-answers.ts";
import { pdfText } from "../helpers/pdf-text.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, createSurveyTestApp, joinOrg, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let stakeholder: TestUser;
let otherAgent: TestUser;
let outsider: TestUser;
let survey: TestSurvey;

beforeAll(async () => {
  t = await createSurveyTestApp();
  [admin, stakeholder, otherAgent, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, stakeholder, admin.orgId, "Agent");
  await joinOrg(t, otherAgent, admin.orgId, "Agent");
  const link = await createLink(t.app, admin, { survey_type: "medicare", stakeholder_ids: [stakeholder.userId] });
  survey = await startSurvey(t.app, link);
  await answerAndSubmit(t.app, survey);
});

const existing = (who: TestUser | null, id = survey.id) => asUser(t.app, who, "GET", `/api/responses/existing-pdf/${id}`);
const download = (who: TestUser | null, id = survey.id) => asUser(t.app, who, "GET", `/api/responses/${id}/pdf`);
const request = (who: TestUser | null, id = survey.id) => asUser(t.app, who, "POST", `/api/responses/${id}/pdf`);

describe("submission PDFs", () => {
  it("is prepared by a job after the submission, then reported as existing and downloadable", async () => {
    expect((await existing(admin)).json()).toEqual({ existing: false });
    expectProblem(await download(admin), 404, "NOT_FOUND");
    await t.app.jobs.runQueued();
    expect((await existing(admin)).json()).toEqual({ existing: true });

    const response = await download(stakeholder);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="submission-medicare-[0-9a-f]{8}\.pdf"$/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-8).toString()).toContain("%%EOF");
    expect(pdf.length).toBeLessThan(200_000);

    const text = pdfText(pdf);
    // Everything the client entered, by section…
    for (const answer of [CLIENT.first_name, CLIENT.last_name, CLIENT.email, CLIENT.anything_else, CLIENT.drug]) {
      expect(text).toContain(answer);
    }
    expect(text).toContain("Prescriptions");
    // …and the signed Scope of Appointment with its evidence.
    const [record] = await t.db.select().from(consentRecords).where(eq(consentRecords.response_id, survey.id));
    expect(text).toContain("Scope of Sales Appointment Confirmation Form");
    expect(text).toContain(`${currentConsentVersion.soa} (en)`);
    expect(text).toContain(record!.text_hash);
    expect(text).toContain(`${CLIENT.first_name} ${CLIENT.last_name} (beneficiary)`);
    expect(text).toContain(record!.ip);
    expect(text).toContain("Drawn signature");
  });

  it("reuses the stored PDF: asking again answers ready and generates nothing", async () => {
    const stored = async () => {
      const [row] = await t.db.select().from(submissionPdfs).where(eq(submissionPdfs.response_id, survey.id));
      return { key: row?.storage_key, generation: row?.generation, generated_at: row?.generated_at };
    };
    const before = await stored();
    const response = await request(admin);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ status: "ready" });
    expect(await t.app.jobs.runQueued()).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it("is regenerated after invalidateSubmissionPdf (a dashboard correction), and not offered meanwhile", async () => {
    const [before] = await t.db.select().from(submissionPdfs).where(eq(submissionPdfs.response_id, survey.id));
    await invalidateSubmissionPdf(t.app.deps, survey.id);
    expect((await existing(admin)).json()).toEqual({ existing: false });
    expectProblem(await download(admin), 404, "NOT_FOUND");
    expect(await t.app.jobs.runQueued()).toBe(1);
    const [after] = await t.db.select().from(submissionPdfs).where(eq(submissionPdfs.response_id, survey.id));
    expect(after).toMatchObject({ status: "ready", generation: before!.generation + 1 });
    expect(after!.storage_key).not.toBe(before!.storage_key);
    expect((await download(admin)).statusCode).toBe(200);
  });

  it("is generated on request for a submission without one (an in-progress response too)", async () => {
    const link = await createLink(t.app, admin, { survey_type: "life" });
    const fresh = await startSurvey(t.app, link);
    const asked = await request(admin, fresh.id);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ status: "pending", generated_at: null });
    await t.app.jobs.runQueued();
    const response = await download(admin, fresh.id);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain("No answers yet.");
  });

  it("is for people who can see the submission: not an agent of another link, nor another agency (404)", async () => {
    for (const who of [otherAgent, outsider]) {
      expectProblem(await existing(who), 404, "NOT_FOUND");
      expectProblem(await download(who), 404, "NOT_FOUND");
      expectProblem(await request(who), 404, "NOT_FOUND");
    }
    for (const call of [existing, download, request]) expectProblem(await call(null), 401, "UNAUTHENTICATED");
    expectProblem(await existing(admin, "not-a-uuid"), 400, "VALIDATION_FAILED");
    expectProblem(await download(admin, "00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
  });
});
