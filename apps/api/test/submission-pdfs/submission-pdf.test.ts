import { randomUUID } from "node:crypto";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consentRecords, submissionPdfs, surveyContents } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { answerAndSubmit, answerSurvey, CLIENT, signScopeOfAppointment, submitSurvey } from "../helpers/client-answers.ts";
import { pdfText } from "../helpers/pdf-text.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";

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
const correct = (who: TestUser, id: string, fields: Record<string, unknown>) =>
  asUser(t.app, who, "PUT", `/api/responses/${id}?fromDashboard=true`, { fields });

/** The text of the PDF `who` downloads now (asked for and made first when needed). */
async function currentPdfText(who: TestUser, id = survey.id): Promise<string> {
  await request(who, id);
  await t.app.jobs.runQueued();
  const response = await download(who, id);
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload);
}

const TODAY_EASTERN = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

describe("submission PDFs", () => {
  it("is prepared by a job after the submission, then reported as existing and downloadable", async () => {
    expect((await existing(admin)).json()).toEqual({ existing: false });
    expectProblem(await download(admin), 404, "NOT_FOUND");
    await t.app.jobs.runQueued();
    expect((await existing(admin)).json()).toEqual({ existing: true });

    const response = await download(stakeholder);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
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
    expect(text).toContain("Signed by");
    expect(text).toContain(`${CLIENT.first_name} ${CLIENT.last_name}`);
    expect(text).toContain(record!.ip);
    expect(text).toContain("Drawn signature");
  });

  it("is named after the client, the survey and the day, in ASCII and in UTF-8", async () => {
    const link = await createLink(t.app, admin, { survey_type: "medicare" });
    const maria = await startSurvey(t.app, link);
    await asSurvey(t.app, maria.token, "PUT", `/api/surveyContents/medicare/${maria.contentId}`, {
      first_name: "María",
      last_name: "López/Ñúñez",
      client_rev: 1,
    });
    await currentPdfText(admin, maria.id);
    const disposition = String((await download(admin, maria.id)).headers["content-disposition"]);
    const name = `López Ñúñez, María – Medicare – ${TODAY_EASTERN}.pdf`;
    expect(disposition).toBe(
      `attachment; filename="Lopez Nunez, Maria - Medicare - ${TODAY_EASTERN}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it("shows labels and choices in words, the survey's language, and times in the agency's zone, named", async () => {
    const correction = await correct(admin, survey.id, {
      address_one: "12 Palm Way",
      medicare_payment: "ss_deduction",
      consent_to_contact: true,
    });
    expect(correction.statusCode, correction.body).toBe(200);
    const text = await currentPdfText(admin);
    for (const words of ["Street address", "12 Palm Way", "Pays premiums by", "Social Security deduction", "Agrees to be contacted"]) {
      expect(text).toContain(words);
    }
    for (const raw of ["Address one", "Ss deduction", "ss_deduction", "Is PCP", "UTC"]) expect(text).not.toContain(raw);
    expect(text).toContain("English (the survey's language)");
    expect(text).toContain("Times are in Eastern Time (America/New_York).");
    expect(text).toMatch(/Submitted\n[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
    // A status alone is never listed against what the list holds.
    expect(text).not.toMatch(/Prescriptions status|Not started/);
  });

  it("is in the reader's own language: Spanish for an agent who reads Spanish", async () => {
    const locale = await asUser(t.app, stakeholder, "PUT", "/api/users/me/locale", { locale: "es" });
    expect(locale.statusCode, locale.body).toBe(200);
    const text = await currentPdfText(stakeholder);
    for (const words of ["Fecha de nacimiento", "Dirección", "Recetas", "Firmado por", "Las horas están en"]) expect(text).toContain(words);
    // The English reader's PDF stays English.
    expect(await currentPdfText(admin)).toContain("Street address");
    await asUser(t.app, stakeholder, "PUT", "/api/users/me/locale", { locale: "en" });
  });

  it("reuses the stored PDF: asking again answers ready and generates nothing", async () => {
    await currentPdfText(admin);
    const stored = async () => {
      const [row] = await t.db.select().from(submissionPdfs).where(eq(submissionPdfs.response_id, survey.id));
      return { key: row?.storage_key, version: row?.content_version, generated_at: row?.generated_at };
    };
    const before = await stored();
    const response = await request(admin);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ status: "ready" });
    expect(await t.app.jobs.runQueued()).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it("shows the Scope of Appointment signed after 'Submit', and a correction after that, never the PDF before", async () => {
    const link = await createLink(t.app, admin, { survey_type: "medicare" });
    const client = await startSurvey(t.app, link);
    await answerSurvey(t.app, client);
    // "Submit" comes before the consent screen: the PDF is prepared then, without a signature.
    await submitSurvey(t.app, client);
    await t.app.jobs.runQueued();
    expect((await existing(admin, client.id)).json()).toEqual({ existing: true });
    expect(pdfText((await download(admin, client.id)).rawPayload)).not.toContain("Scope of Sales Appointment Confirmation Form");

    await signScopeOfAppointment(t.app, client);
    // From the signature on, the unsigned PDF is never handed out…
    expect((await existing(admin, client.id)).json()).toEqual({ existing: false });
    expectProblem(await download(admin, client.id), 404, "NOT_FOUND");
    // …and the one made next has the signed form.
    await t.app.jobs.runQueued();
    const signed = pdfText((await download(admin, client.id)).rawPayload);
    expect(signed).toContain("Scope of Sales Appointment Confirmation Form");
    expect(signed).toContain(`${CLIENT.first_name} ${CLIENT.last_name}`);
    expect(signed).toContain("Drawn signature");

    const corrected = await correct(admin, client.id, { email: "new.address@example.org" });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expectProblem(await download(admin, client.id), 404, "NOT_FOUND");
    await t.app.jobs.runQueued();
    const after = pdfText((await download(admin, client.id)).rawPayload);
    expect(after).toContain("new.address@example.org");
    expect(after).not.toContain(CLIENT.email);
    expect(after).toContain("Scope of Sales Appointment Confirmation Form");
  });

  it("never serves a PDF older than the answers, even when no job was queued for the change", async () => {
    await currentPdfText(admin);
    // A change no code path announced (written straight to the database): the version still moves.
    await t.db
      .update(surveyContents)
      .set({ data: sql`${surveyContents.data} || '{"anything_else":"Changed behind the app"}'::jsonb` })
      .where(eq(surveyContents.response_id, survey.id));
    expect((await existing(admin)).json()).toEqual({ existing: false });
    expectProblem(await download(admin), 404, "NOT_FOUND");
    expect((await request(admin)).json()).toMatchObject({ status: "pending" });
    expect(await currentPdfText(admin)).toContain("Changed behind the app");
  });

  it("is made again after a client's write through the survey, such as a new prescription", async () => {
    // A survey still in progress: a submitted one's token writes nothing (decision 017).
    const link = await createLink(t.app, admin, { survey_type: "medicare" });
    const filling = await startSurvey(t.app, link);
    await currentPdfText(admin, filling.id);
    const added = await asSurvey(t.app, filling.token, "POST", `/api/surveyContents/medicare/${filling.contentId}/prescriptionResponses`, {
      id: randomUUID(),
      client_rev: 10,
      drug_name: "Metformin",
      strength: "500 mg",
      frequency: "twice_daily",
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await t.app.jobs.runQueued()).toBeGreaterThan(0);
    const response = await download(admin, filling.id);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain("Metformin");
    expect(text).toContain("Twice a day");
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
    expect(pdfText(response.rawPayload)).toContain("Not answered");
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
