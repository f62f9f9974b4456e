import { randomUUID } from "node:crypto";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authUser, consentRecords, users } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, startSurvey, type TestSurvey } from "./survey-helpers.ts";

/**
 * Signed Scope of Appointment and ACA consents are kept 10 years from signing, whatever happens to the link, the
 * agent or the agency (docs/decisions/021-several-processes-backup-retention.md): every way of deleting those keeps
 * the records and what reading them needs (signer, text version, signature, time).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createSurveyTestApp();
});

const today = () => new Date().toLocaleDateString("en-US", { timeZone: "UTC", month: "2-digit", day: "2-digit", year: "numeric" });

async function signed(s: TestSurvey, kind: "soa" | "aca_consent") {
  const id = randomUUID();
  const response = await asSurvey(t.app, s.token, "POST", "/api/consents", {
    id,
    kind,
    text_version: currentConsentVersion[kind],
    locale: "en",
    signer_role: "beneficiary",
    signer_name: "Rosa Diaz",
    ...(kind === "soa" ? { products: ["part_d"] } : {}),
    signature: "M 10 10 L 20 25 C 30 30 40 10 50 20",
    typed_name: "Rosa Diaz",
    date: today(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

/** An agency of two admins; the first made an SOA link and an ACA link, each holding a signed consent. */
async function agencyWithConsents() {
  const admin = await signUp(t.app);
  const other = await signUp(t.app);
  await joinOrg(t, other, admin.orgId, "Admin");
  const soaLink = await createLink(t.app, admin, { survey_type: "medicare" });
  const acaLink = await createLink(t.app, admin, { survey_type: "aca" });
  const soaSurvey = await startSurvey(t.app, soaLink);
  const acaSurvey = await startSurvey(t.app, acaLink);
  const consents = [await signed(soaSurvey, "soa"), await signed(acaSurvey, "aca_consent")];
  return { admin, other, links: [soaLink, acaLink], surveys: [soaSurvey, acaSurvey], consents };
}

/** Each record is still there, readable: signer, text version, signature and time. */
async function expectKept(ids: string[]) {
  for (const id of ids) {
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, id));
    expect(row).toMatchObject({ signer_name: "Rosa Diaz", signature_svg: "M 10 10 L 20 25 C 30 30 40 10 50 20" });
    expect(row?.text_version).toMatch(/\S/);
    expect(row?.signed_at).toBeInstanceOf(Date);
  }
}

/** The agency's admin still reads the signed consents on the submission page. */
async function expectReadable(admin: TestUser, surveys: TestSurvey[], ids: string[]) {
  for (const [i, s] of surveys.entries()) {
    const detail = await asUser(t.app, admin, "GET", `/api/responses/${s.id}/detail`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(ids[i]);
  }
}

const refusal = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => "allowed",
    (error: Error & { cause?: { message?: string } }) => error.cause?.message ?? error.message,
  );

describe("consent records are kept 10 years", () => {
  it("deleting the link keeps them, and the agency still reads them", async () => {
    const { admin, links, surveys, consents } = await agencyWithConsents();
    for (const link of links) expect((await asUser(t.app, admin, "DELETE", `/api/links/${link.id}`)).statusCode).toBe(204);
    await expectKept(consents);
    await expectReadable(admin, surveys, consents);
  });

  it("removing the user who made the links keeps them, with the agent's name as it was signed", async () => {
    const { admin, other, surveys, consents } = await agencyWithConsents();
    expect((await asUser(t.app, other, "DELETE", `/api/users/${admin.userId}?handOverTo=${other.userId}`)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, admin.userId))).toEqual([]);
    await expectKept(consents);
    await expectReadable(other, surveys, consents);
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, consents[0]!));
    expect(row?.agent_name).toBe("Dana Agent");
  });

  it("deleting the organisation is refused while it holds them; deleting its admin's identity keeps them", async () => {
    const { admin, consents } = await agencyWithConsents();
    expect(await refusal(t.db.execute(sql`delete from orgs where id = ${admin.orgId}`))).toMatch(/foreign key/);
    await t.db.delete(authUser).where(eq(authUser.id, admin.authId));
    expect(await t.db.select().from(users).where(eq(users.id, admin.userId))).toEqual([]);
    await expectKept(consents);
    // Nor can the responses they belong to go, by a cascade or directly.
    expect(await refusal(t.db.execute(sql`delete from survey_responses where org_id = ${admin.orgId}`))).toMatch(/foreign key/);
    expect(await refusal(t.db.delete(consentRecords).where(eq(consentRecords.id, consents[0]!)))).toMatch(
      /immutable evidence: DELETE is not allowed before \d{4}-\d\d-\d\d \(kept 10 years from signing\)/,
    );
    expect(await refusal(t.db.execute(sql`truncate consent_records cascade`))).toMatch(/immutable evidence: TRUNCATE/);
    await expectKept(consents);
  });

  it("may be deleted once 10 years have passed since signing", async () => {
    const { consents } = await agencyWithConsents();
    const [kept] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, consents[0]!));
    const old = {
      ...kept!,
      id: randomUUID(),
      signature_request_id: null,
      signed_at: new Date(Date.now() - (10 * 365.25 + 2) * 86_400_000),
    };
    await t.db.insert(consentRecords).values(old);
    expect(await refusal(t.db.delete(consentRecords).where(eq(consentRecords.id, old.id)))).toBe("allowed");
    expect(await refusal(t.db.update(consentRecords).set({ signer_name: "X" }).where(eq(consentRecords.id, consents[0]!)))).toMatch(
      /immutable evidence: UPDATE/,
    );
    await expectKept(consents);
  });
});
