import type { TLink } from "@planready/contracts/links";
import { signatureKindFor } from "@planready/contracts/signature-requests";
import { ZSubmissionStats } from "@planready/contracts/submissions";
import { surveyTypes } from "@planready/contracts/surveys/survey-types";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, type TestSurvey } from "../survey/survey-helpers.ts";
import { clientFills, idsOf, listAs } from "../submissions/submission-helpers.ts";
import { soaBody } from "./signature-helpers.ts";

let t: TestApp;
let admin: TestUser;
let orgId: string;
let scopeLink: TLink;
let medicareLink: TLink;
let lifeLink: TLink;
/** Completed, declined to sign. */
let declined: TestSurvey;
/** Completed and signed in the survey. */
let signed: TestSurvey;
/** Still filling the survey: not signed yet. */
let filling: TestSurvey;
/** A life survey: nothing to sign. */
let life: TestSurvey;

beforeAll(async () => {
  t = await createSurveyTestApp();
  admin = await signUp(t.app);
  orgId = admin.orgId;
  scopeLink = await createLink(t.app, admin, { survey_type: "scope_only" });
  medicareLink = await createLink(t.app, admin, { survey_type: "medicare" });
  lifeLink = await createLink(t.app, admin, { survey_type: "life" });
  declined = await clientFills(t.app, scopeLink, {
    content: { first_name: "Ana", last_name: "Ruiz" },
    screen: "confirmation",
    submit: true,
  });
  signed = await clientFills(t.app, medicareLink, { content: { first_name: "Rosa", last_name: "Diaz" }, screen: "wrapThis", submit: true });
  const sign = await asSurvey(t.app, signed.token, "POST", "/api/consents", soaBody());
  expect(sign.statusCode, sign.body).toBe(201);
  filling = await clientFills(t.app, medicareLink, { content: { first_name: "Juan" }, screen: "dob" });
  life = await clientFills(t.app, lifeLink, { content: { first_name: "Lee" }, screen: "confirmation", submit: true });
});

describe("a submission's signature state", () => {
  it("asks for the consent whose screen the survey type shows, in the database as in the contracts", async () => {
    for (const type of surveyTypes) {
      const result = await t.db.execute(sql`select submissions_signature_kind(${type}) as kind`);
      expect((result.rows[0] as { kind: string | null }).kind, type).toBe(signatureKindFor(type));
    }
    expect(signatureKindFor("scope_only")).toBe("soa");
    expect(signatureKindFor("aca_consent_only")).toBe("aca_consent");
    expect(signatureKindFor("life")).toBeNull();
  });

  it("is in the list: completed but not signed, signed once the consent is recorded, not required for life", async () => {
    const items = new Map((await listAs(t.app, admin, orgId, { limit: "100" })).items.map((item) => [item.id, item]));
    expect(items.get(declined.id)).toMatchObject({ status: "completed", signature_status: "not_signed" });
    expect(items.get(signed.id)).toMatchObject({ status: "completed", signature_status: "signed" });
    expect(items.get(filling.id)).toMatchObject({ status: "in_progress", signature_status: "not_signed" });
    expect(items.get(life.id)).toMatchObject({ status: "completed", signature_status: "not_required" });
  });

  it("filters the list (signature=signed|not_signed|not_required), with the other filters", async () => {
    const ids = async (query: Record<string, string>) => idsOf(await listAs(t.app, admin, orgId, query)).toSorted();
    expect(await ids({ signature: "not_signed" })).toEqual([declined.id, filling.id].toSorted());
    expect(await ids({ signature: "not_signed", status: "completed" })).toEqual([declined.id]);
    expect(await ids({ signature: "signed" })).toEqual([signed.id]);
    expect(await ids({ signature: "not_required" })).toEqual([life.id]);
    const bad = await asUser(t.app, admin, "GET", `/api/orgs/${orgId}/submissions?signature=maybe`);
    expect(bad.statusCode).toBe(400);
  });

  it("counts completed inbox submissions without their signature for the dashboard", async () => {
    const stats = async () =>
      ZSubmissionStats.parse((await asUser(t.app, admin, "GET", `/api/orgs/${orgId}/submissions/stats`)).json()).unsigned;
    expect(await stats()).toBe(1);
    const archived = await asUser(t.app, admin, "PUT", `/api/orgs/${orgId}/submissions/archive`, { ids: [declined.id], archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await stats()).toBe(0);
    await asUser(t.app, admin, "PUT", `/api/orgs/${orgId}/submissions/archive`, { ids: [declined.id], archived: false });
    expect(await stats()).toBe(1);
  });

  it("is in the CSV, in words: the Scope of Appointment and ACA consent columns", async () => {
    const csv = await asUser(t.app, admin, "GET", `/api/orgs/${orgId}/submissions.csv`);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain(",Scope of Appointment,ACA consent,");
    const row = (id: string) => rows.find((line) => line.startsWith(`${id},`)) ?? "";
    expect(row(declined.id)).toContain(",Not signed,Not asked,");
    expect(row(signed.id)).toContain(",Signed,Not asked,");
    expect(row(life.id)).toContain(",Not asked,Not asked,");
  });

  it("is what submissions_rebuild derives from the consents", async () => {
    const snapshot = async () =>
      (await t.db.execute(sql`select response_id, signature_status from submissions where org_id = ${orgId} order by response_id`)).rows;
    const maintained = await snapshot();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local planready.skip_submission_sync = 'on'`);
      await tx.execute(sql`update submissions set signature_status = 'not_required' where org_id = ${orgId}`);
    });
    expect(await snapshot()).not.toEqual(maintained);
    await t.db.execute(sql`select submissions_rebuild(${orgId}::uuid)`);
    expect(await snapshot()).toEqual(maintained);
  });
});
