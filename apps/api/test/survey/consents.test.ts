import { createHash, randomUUID } from "node:crypto";
import { ZConsentRecord } from "@planready/contracts/surveys/consent-records";
import {
  canonicalConsentText,
  consentTextFor,
  currentConsentVersion,
  type TConsentFacts,
} from "@planready/contracts/surveys/consent-texts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consentRecords } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, createSurveyTestApp, surveyOn, type TestSurvey } from "./survey-helpers.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createSurveyTestApp();
  admin = await signUp(t.app);
});

const today = (now = new Date()) => {
  return `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCDate()).padStart(2, "0")}/${now.getUTCFullYear()}`;
};
const soa = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: "soa",
  text_version: currentConsentVersion.soa,
  locale: "en",
  signer_role: "beneficiary",
  signer_name: "Rosa Diaz",
  products: ["part_d", "medicare_supplement"],
  signature: "M 10 10 L 20 25 C 30 30 40 10 50 20",
  typed_name: "Rosa Diaz",
  date: today(),
  ...overrides,
});
const sign = (s: TestSurvey | null, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/consents",
    payload: body,
    headers: {
      ...(s ? { authorization: `Bearer ${s.token}` } : {}),
      "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130",
      ...headers,
    },
  });
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
/** The link of surveyOn names Dana Agent of Agency; the consumer is the signer unless a representative signs. */
const hashOf = (kind: "soa" | "aca_consent", version: string, locale: "en" | "es", consumer = "Rosa Diaz") =>
  sha256(
    canonicalConsentText(consentTextFor(kind, version, locale)!, {
      consumer_name: consumer,
      agent_name: "Dana Agent",
      agency_name: "Agency",
    }),
  );

describe("POST /api/consents", () => {
  it("records a Scope of Appointment with the server's hash of the exact text, the agent named, IP and user agent", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const body = soa();
    const response = await sign(s, body);
    expect(response.statusCode, response.body).toBe(201);
    const record = ZConsentRecord.strict().parse(response.json());
    expect(record).toMatchObject({
      id: body.id,
      survey_content_id: s.contentId,
      kind: "soa",
      text_version: currentConsentVersion.soa,
      text_hash: hashOf("soa", currentConsentVersion.soa, "en"),
      signer_role: "beneficiary",
      signer_name: "Rosa Diaz",
      products: ["part_d", "medicare_supplement"],
      signature: body.signature,
      date: body.date,
      agent_name: "Dana Agent",
      agency_name: "Agency",
      ip: "127.0.0.1",
      user_agent: "Mozilla/5.0 (Linux; Android 14) Chrome/130",
      esign_disclosure_version: null,
      agent_details: null,
    });
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, body.id));
    expect(row).toMatchObject({ response_id: s.id, signature_svg: body.signature, signed_date: body.date, ip: "127.0.0.1" });
    const content = (await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`)).json().survey_content;
    expect(content.scope_of_appointment_responses).toEqual([record]);
    expect(content.aca_consent_responses).toEqual([]);
  });

  it("records an ACA consent signed in Spanish by an authorised representative", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const body = soa({
      kind: "aca_consent",
      text_version: currentConsentVersion.aca_consent,
      locale: "es",
      products: undefined,
      signer_role: "representative",
      signer_name: "Marta Diaz",
      beneficiary_name: "Rosa Diaz",
      representative_relationship: "Daughter",
      typed_name: "Marta Diaz",
    });
    const response = await sign(s, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: "aca_consent",
      locale: "es",
      // The consumer named in the text is the beneficiary the representative signs for.
      text_hash: hashOf("aca_consent", currentConsentVersion.aca_consent, "es", "Rosa Diaz"),
      beneficiary_name: "Rosa Diaz",
      representative_relationship: "Daughter",
      products: [],
    });
    expect((await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`)).json().survey_content.aca_consent_responses).toHaveLength(1);
  });

  it("hashes the ACA consent as the client read it: their name and their agent's in the sentences", async () => {
    const { survey: s } = await surveyOn(t, "aca", admin);
    const body = soa({
      kind: "aca_consent",
      text_version: currentConsentVersion.aca_consent,
      products: undefined,
      signer_name: "Maria Lopez",
      typed_name: "Maria Lopez",
    });
    const response = await sign(s, body);
    expect(response.statusCode, response.body).toBe(201);
    const record = ZConsentRecord.parse(response.json());
    const shown = canonicalConsentText(consentTextFor("aca_consent", currentConsentVersion.aca_consent, "en")!, {
      consumer_name: "Maria Lopez",
      agent_name: "Dana Agent",
      agency_name: "Agency",
    } satisfies TConsentFacts);
    expect(shown).toContain("I, Maria Lopez, give my permission to Dana Agent of Agency (my agent)");
    expect(record.text_hash).toBe(sha256(shown));
    // The record keeps every fact the words were made of, so anyone can hash them again.
    expect(record).toMatchObject({ signer_name: "Maria Lopez", agent_name: "Dana Agent", agency_name: "Agency" });
  });

  it("still records a signature on a text version published before, hashed as it was", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const response = await sign(s, soa({ text_version: "soa-2025-01" }));
    expect(response.statusCode, response.body).toBe(201);
    // The hash of that text as published: records signed on it can still be checked against it.
    expect(response.json().text_hash).toBe("536be9b055326e9a95e3f81307c45cb19aeed0f310b99a6813aebc1984e85891");
  });

  it("accepts the typed full name alone as the signature, for people who cannot draw", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const body = soa({ signature: undefined });
    const response = await sign(s, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ signature: null, typed_name: body.typed_name });
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.response_id, s.id));
    expect(row).toMatchObject({ signature_svg: null, typed_name: body.typed_name });
  });

  it("takes a signature that waited offline for days, dated the day it was given, and keeps both times", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const givenAt = new Date(Date.now() - 4 * 86_400_000);
    const body = soa({ date: today(givenAt), device_signed_at: givenAt.toISOString() });
    const response = await sign(s, body);
    expect(response.statusCode, response.body).toBe(201);
    const record = ZConsentRecord.strict().parse(response.json());
    expect(record.device_signed_at).toBe(givenAt.toISOString());
    expect(Date.parse(record.signed_at)).toBeGreaterThan(givenAt.getTime() + 3 * 86_400_000);
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.response_id, s.id));
    expect(row).toMatchObject({ signed_date: body.date, device_signed_at: givenAt });

    const stale = soa({ date: today(givenAt) });
    expectProblem(await sign(s, stale), 400, "VALIDATION_FAILED");
    const tooOld = new Date(Date.now() - 31 * 86_400_000);
    expectProblem(await sign(s, soa({ date: today(tooOld), device_signed_at: tooOld.toISOString() })), 400, "VALIDATION_FAILED");
  });

  it("stores a retried signature once and returns the stored record, unchanged", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const body = soa();
    const first = await sign(s, body);
    const retry = await sign(s, { ...body, typed_name: "Someone Else" });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.response_id, s.id))).toHaveLength(1);
  });

  it("refuses an unknown text version with 400", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const problem = expectProblem(await sign(s, soa({ text_version: "soa-1999-01" })), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields).toEqual([{ path: "body.text_version", message: 'No soa text "soa-1999-01" in this language' }]);
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.response_id, s.id))).toEqual([]);
  });

  it("refuses incomplete signatures, unknown fields and a client-sent hash with 400", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    for (const body of [
      soa({ products: [] }),
      soa({ signature: "<svg onload=alert(1)>" }),
      soa({ signature: "" }),
      soa({ date: "01/01/2001" }),
      soa({ signer_role: "representative" }),
      soa({ text_hash: "0".repeat(64) }),
      soa({ ip: "10.0.0.1" }),
      soa({ kind: "gdpr" }),
    ]) {
      expectProblem(await sign(s, body), 400, "VALIDATION_FAILED");
    }
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.response_id, s.id))).toEqual([]);
  });

  it("answers 401 without a token, and 404 when the id is another response's record", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const { survey: other } = await surveyOn(t, "medicare", admin);
    expectProblem(await sign(null, soa()), 401, "UNAUTHENTICATED");
    const theirs = soa();
    await sign(other, theirs);
    expectProblem(await sign(s, theirs), 404, "NOT_FOUND");
  });

  it("is immutable evidence: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const body = soa();
    await sign(s, body);
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => "allowed",
        (error: Error & { cause?: { message?: string } }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(t.db.update(consentRecords).set({ signer_name: "Forged" }).where(eq(consentRecords.id, body.id)))).toBe(
      "consent_records are immutable evidence: UPDATE is not allowed",
    );
    expect(await refusal(t.db.delete(consentRecords).where(eq(consentRecords.id, body.id)))).toMatch(
      /^consent_records are immutable evidence: DELETE is not allowed before/,
    );
    expect(await refusal(t.db.execute(sql`truncate consent_records cascade`))).toMatch(/immutable evidence: TRUNCATE/);
    // Its response cannot go either (no cascade reaches the evidence).
    expect(await refusal(t.db.execute(sql`delete from survey_responses where id = ${s.id}`))).toMatch(/foreign key|immutable/);
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, body.id));
    expect(row?.signer_name).toBe("Rosa Diaz");
  });
});
