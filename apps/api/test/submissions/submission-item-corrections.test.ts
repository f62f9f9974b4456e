import { randomUUID } from "node:crypto";
import { ZSubmissionCorrectionResponse, type TSubmissionDetail } from "@planready/contracts/submissions";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { prescriptionResponses, submissionCorrections, submissionPdfs, surveyContents } from "../../src/db/schema.ts";
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
let rosa: TestSurvey;
let ben: TestSurvey;
let zoe: TestSurvey;
let household: TestSurvey;

beforeAll(async () => {
  t = await createSurveyTestApp();
  [admin, agent, otherAgent, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
  await joinOrg(t, otherAgent, admin.orgId, "Agent");
  const link = await createLink(t.app, admin, { survey_type: "medicare", stakeholder_ids: [agent.userId] });
  rosa = await clientFills(t.app, link, {
    content: { first_name: "Rosa", last_name: "Diaz" },
    prescriptions: [{ drug_name: "Lipitor", rxcui: "617312", strength: "10 mg", quantity: 30, frequency: "once_daily" }],
    pharmacies: [{ name: "CVS Pharmacy" }],
    submit: true,
  });
  ben = await clientFills(t.app, link, { content: { first_name: "Ben" }, prescriptions: [{ drug_name: "Metformin", rxcui: "861007" }] });
  zoe = await clientFills(t.app, await createLink(t.app, outsider, { survey_type: "medicare" }), {
    content: { first_name: "Zoe" },
    prescriptions: [{ drug_name: "Eliquis" }],
  });
  household = await clientFills(t.app, await createLink(t.app, admin, { survey_type: "aca" }), { content: { first_name: "Ana" } });
});

const detail = async (user: TestUser, id: string) =>
  (await asUser(t.app, user, "GET", `/api/responses/${id}/detail`)).json() as TSubmissionDetail;
const correct = (user: TestUser | null, id: string, body: Record<string, unknown>) =>
  asUser(t.app, user, "PUT", `/api/responses/${id}?fromDashboard=true`, body);
const itemsOf = (user: TestUser, id: string, items: unknown[]) => correct(user, id, { items });
const firstItem = async (survey: TestSurvey, key: "prescription_responses" | "pharmacy_responses") =>
  (await detail(admin, survey.id)).survey_content[key][0] as Record<string, unknown> & { id: string };
const auditRows = (responseId: string) =>
  t.db.select().from(submissionCorrections).where(eq(submissionCorrections.response_id, responseId));

describe("PUT /api/responses/:id?fromDashboard=true with items", () => {
  it("corrects a prescription's answers and records the item as it was and is", async () => {
    const lipitor = await firstItem(rosa, "prescription_responses");
    const response = await itemsOf(agent, rosa.id, [
      { collection: "prescription_responses", op: "update", id: lipitor.id, values: { strength: "20 mg", quantity: 30, notes: null } },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSubmissionCorrectionResponse.parse(response.json());
    expect(body.corrections).toEqual([
      expect.objectContaining({
        field: "prescription_responses",
        item_id: lipitor.id,
        before: expect.objectContaining({ id: lipitor.id, drug_name: "Lipitor", strength: "10 mg", quantity: 30 }),
        after: expect.objectContaining({ id: lipitor.id, drug_name: "Lipitor", strength: "20 mg", quantity: 30 }),
        corrected_by: expect.objectContaining({ id: agent.userId, email: agent.email }),
      }),
    ]);
    expect(body.detail.survey_content.prescription_responses).toEqual([expect.objectContaining({ id: lipitor.id, strength: "20 mg" })]);
    const rows = await auditRows(rosa.id);
    expect(rows.map((row) => ({ field: row.field, item_id: row.item_id }))).toEqual([
      { field: "prescription_responses", item_id: lipitor.id },
    ]);
    // Content-field corrections keep their shape.
    const named = await correct(agent, rosa.id, { fields: { preferred_name: "Rosie" } });
    expect(named.json().corrections).toEqual([expect.objectContaining({ field: "preferred_name", item_id: null, after: "Rosie" })]);
  });

  it("keeps the list's drug and pharmacy filters in step, without counting as client activity", async () => {
    const before = await detail(admin, rosa.id);
    const lipitor = before.survey_content.prescription_responses[0]!;
    const cvs = before.survey_content.pharmacy_responses[0]!;
    expect(idsOf(await listAs(t.app, admin, admin.orgId, { drugId: "617312" }))).toEqual([rosa.id]);
    const response = await itemsOf(admin, rosa.id, [
      { collection: "prescription_responses", op: "update", id: lipitor.id, values: { drug_name: "Atorvastatin", rxcui: "83367" } },
      { collection: "pharmacy_responses", op: "update", id: cvs.id, values: { name: "Walgreens #4411" } },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().corrections).toHaveLength(2);
    expect(idsOf(await listAs(t.app, admin, admin.orgId, { drugId: "83367" }))).toEqual([rosa.id]);
    expect(idsOf(await listAs(t.app, admin, admin.orgId, { drugId: "617312" }))).toEqual([]);
    expect(idsOf(await listAs(t.app, admin, admin.orgId, { pharmacyName: "walgreens" }))).toEqual([rosa.id]);
    expect(idsOf(await listAs(t.app, admin, admin.orgId, { pharmacyName: "cvs" }))).toEqual([]);
    expect((await detail(admin, rosa.id)).submission.last_active_at).toBe(before.submission.last_active_at);
  });

  it("adds and removes items, records null on the missing side, and a retry changes nothing", async () => {
    const doctor = randomUUID();
    const add = { collection: "specialist_responses", op: "add", id: doctor, values: { name: "Dr. Ana Ruiz", specialty: "Cardiology" } };
    const added = await itemsOf(agent, rosa.id, [add]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().corrections).toEqual([
      expect.objectContaining({ field: "specialist_responses", item_id: doctor, before: null, after: { id: doctor, ...add.values } }),
    ]);
    expect((await itemsOf(agent, rosa.id, [add])).json().corrections).toEqual([]);
    expectProblem(await itemsOf(agent, rosa.id, [{ ...add, values: { name: "Someone else" } }]), 409, "CONFLICT");

    const cvs = await firstItem(rosa, "pharmacy_responses");
    const removed = await itemsOf(agent, rosa.id, [{ collection: "pharmacy_responses", op: "remove", id: cvs.id }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().corrections).toEqual([
      expect.objectContaining({
        field: "pharmacy_responses",
        item_id: cvs.id,
        before: expect.objectContaining({ id: cvs.id }),
        after: null,
      }),
    ]);
    expect(removed.json().detail.survey_content.pharmacy_responses).toEqual([]);
    expect(idsOf(await listAs(t.app, admin, admin.orgId, { pharmacyName: "walgreens" }))).toEqual([]);
    expect((await itemsOf(agent, rosa.id, [{ collection: "pharmacy_responses", op: "remove", id: cvs.id }])).json().corrections).toEqual(
      [],
    );
    // A late retry of the client's older write cannot bring the removed pharmacy back: the submitted survey's token
    // writes nothing (decision 017).
    const late = await asSurvey(t.app, rosa.token, "POST", `/api/surveyContents/medicare/${rosa.contentId}/pharmacyResponses`, {
      id: cvs.id,
      client_rev: 3,
      name: "CVS Pharmacy",
    });
    expectProblem(late, 409, "SURVEY_ALREADY_SUBMITTED");
    expect((await detail(admin, rosa.id)).survey_content.pharmacy_responses).toEqual([]);
  });

  it("regenerates the stored PDF after an item correction", async () => {
    expect((await asUser(t.app, admin, "POST", `/api/responses/${rosa.id}/pdf`)).statusCode).toBe(202);
    await t.app.jobs.runQueued();
    const [ready] = await t.db.select().from(submissionPdfs).where(eq(submissionPdfs.response_id, rosa.id));
    expect(ready?.status).toBe("ready");
    const lipitor = await firstItem(rosa, "prescription_responses");
    await itemsOf(admin, rosa.id, [{ collection: "prescription_responses", op: "update", id: lipitor.id, values: { quantity: 90 } }]);
    expect((await asUser(t.app, admin, "GET", `/api/responses/existing-pdf/${rosa.id}`)).json()).toEqual({ existing: false });
    expect(await t.app.jobs.runQueued()).toBe(1);
    const [after] = await t.db.select().from(submissionPdfs).where(eq(submissionPdfs.response_id, rosa.id));
    expect(after?.status).toBe("ready");
    expect(after!.content_version).toBeGreaterThan(ready!.content_version!);
    expect(after!.storage_key).not.toBe(ready!.storage_key);
  });

  it("finds no item of another response or organisation, and then changes nothing at all", async () => {
    const before = await auditRows(rosa.id);
    const [content] = await t.db.select().from(surveyContents).where(eq(surveyContents.id, rosa.contentId));
    const metformin = await firstItem(ben, "prescription_responses");
    const eliquis = (await detail(outsider, zoe.id)).survey_content.prescription_responses[0]!;
    for (const id of [metformin.id, eliquis.id, randomUUID()]) {
      const refused = expectProblem(
        await correct(admin, rosa.id, {
          fields: { first_name: "Changed" },
          items: [{ collection: "prescription_responses", op: "update", id, values: { drug_name: "Changed" } }],
        }),
        404,
        "NOT_FOUND",
      );
      expect(refused.invalidFields).toEqual([expect.objectContaining({ path: "body.items.0.id" })]);
    }
    // Adding an item under an id another submission uses is refused too, and so is removing it.
    expectProblem(
      await itemsOf(admin, rosa.id, [{ collection: "prescription_responses", op: "add", id: metformin.id, values: { drug_name: "X" } }]),
      404,
      "NOT_FOUND",
    );
    expectProblem(
      await itemsOf(admin, rosa.id, [{ collection: "prescription_responses", op: "remove", id: eliquis.id }]),
      404,
      "NOT_FOUND",
    );
    // The right id under the wrong collection is not found either.
    const lipitor = await firstItem(rosa, "prescription_responses");
    expectProblem(
      await itemsOf(admin, rosa.id, [{ collection: "specialist_responses", op: "update", id: lipitor.id, values: { name: "X" } }]),
      404,
      "NOT_FOUND",
    );

    const [unchanged] = await t.db.select().from(surveyContents).where(eq(surveyContents.id, rosa.contentId));
    expect(unchanged!.data.first_name).toBe(content!.data.first_name);
    expect(await auditRows(rosa.id)).toHaveLength(before.length);
    const [benItem] = await t.db.select().from(prescriptionResponses).where(eq(prescriptionResponses.id, metformin.id));
    expect(benItem!.data.drug_name).toBe("Metformin");
    expect((await detail(outsider, zoe.id)).survey_content.prescription_responses[0]).toMatchObject({ drug_name: "Eliquis" });
  });

  it("is refused to users who cannot see the submission", async () => {
    const lipitor = await firstItem(rosa, "prescription_responses");
    const change = [{ collection: "prescription_responses", op: "update", id: lipitor.id, values: { drug_name: "X" } }];
    expectProblem(await itemsOf(otherAgent, rosa.id, change), 404, "NOT_FOUND");
    expectProblem(await itemsOf(outsider, rosa.id, change), 404, "NOT_FOUND");
    expectProblem(await correct(null, rosa.id, { items: change }), 401, "UNAUTHENTICATED");
    // Another organisation's response, even with its own item's id.
    const eliquis = (await detail(outsider, zoe.id)).survey_content.prescription_responses[0]!;
    const theirs = [{ collection: "prescription_responses", op: "update", id: eliquis.id, values: { drug_name: "X" } }];
    expectProblem(await itemsOf(admin, zoe.id, theirs), 404, "NOT_FOUND");
    expect((await detail(outsider, zoe.id)).survey_content.prescription_responses[0]).toMatchObject({ drug_name: "Eliquis" });
    // The agent sees rosa (stakeholder) but not the household survey of another link.
    expectProblem(
      await itemsOf(agent, household.id, [{ collection: "household_members", op: "remove", id: randomUUID() }]),
      404,
      "NOT_FOUND",
    );
    expect((await firstItem(rosa, "prescription_responses")).drug_name).not.toBe("X");
  });

  it("validates item changes like the client's own writes, with the field named", async () => {
    const lipitor = await firstItem(rosa, "prescription_responses");
    const update = (values: Record<string, unknown>) => [{ collection: "prescription_responses", op: "update", id: lipitor.id, values }];
    const invalid = async (items: unknown[], path: string, message?: string) => {
      const problem = expectProblem(await itemsOf(admin, rosa.id, items), 400, "VALIDATION_FAILED");
      expect(problem.invalidFields).toContainEqual(expect.objectContaining({ path, ...(message ? { message } : {}) }));
    };
    await invalid(update({ quantity: -1 }), "body.items.0.values.quantity", "Enter a quantity above 0");
    await invalid(update({ drug_name: null }), "body.items.0.values.drug_name");
    await invalid(update({ drug_name: "  " }), "body.items.0.values.drug_name", "Required");
    await invalid(update({ days_supply: 45 }), "body.items.0.values.days_supply", "Choose 30, 60 or 90 days");
    await invalid(update({}), "body.items.0.values", "Change at least one answer of the item");
    await invalid(update({ colour: "red" }), "body.items.0.values");
    await invalid(
      [{ collection: "prescription_responses", op: "add", id: randomUUID(), values: { strength: "5 mg" } }],
      "body.items.0.values.drug_name",
    );
    await invalid([{ collection: "scope_of_appointment_selections", op: "remove", id: randomUUID() }], "body.items.0.collection");
    await invalid([{ collection: "prescription_responses", op: "rename", id: lipitor.id }], "body.items.0.op");
    await invalid([...update({ quantity: 1 }), { collection: "prescription_responses", op: "remove", id: lipitor.id }], "body.items");
    // Cross-field rules: checked on the added item, and on the item as an update leaves it.
    const situation = randomUUID();
    await invalid(
      [{ collection: "do_these_apply_responses", op: "add", id: situation, values: { code: "chronic_condition" } }],
      "body.items.0.values.chronic_condition",
      "Choose a condition for 'chronic condition' (and only for it)",
    );
    const added = await itemsOf(admin, rosa.id, [
      { collection: "do_these_apply_responses", op: "add", id: situation, values: { code: "medicaid" } },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    await invalid(
      [{ collection: "do_these_apply_responses", op: "update", id: situation, values: { code: "chronic_condition" } }],
      "body.items.0.values.chronic_condition",
    );
    expectProblem(await correct(admin, rosa.id, {}), 400, "VALIDATION_FAILED");
    expectProblem(await correct(admin, rosa.id, { items: [] }), 400, "VALIDATION_FAILED");
    expect((await firstItem(rosa, "prescription_responses")).quantity).toBe(90);
  });

  it("corrects ACA household members, validated by the member schema", async () => {
    const member = randomUUID();
    const added = await itemsOf(admin, household.id, [
      { collection: "household_members", op: "add", id: member, values: { first_name: "Luis", relationship: "spouse", dob: "02/03/1980" } },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const updated = await itemsOf(admin, household.id, [
      { collection: "household_members", op: "update", id: member, values: { seeking_coverage: true } },
    ]);
    expect(updated.json().corrections).toEqual([
      expect.objectContaining({
        before: expect.not.objectContaining({ seeking_coverage: true }),
        after: expect.objectContaining({ seeking_coverage: true }),
      }),
    ]);
    expect(updated.json().detail.survey_content.household_members).toEqual([
      expect.objectContaining({ first_name: "Luis", seeking_coverage: true }),
    ]);
    const problem = expectProblem(
      await itemsOf(admin, household.id, [
        { collection: "household_members", op: "update", id: member, values: { relationship: "cousin" } },
      ]),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields).toEqual([expect.objectContaining({ path: "body.items.0.values.relationship" })]);
  });
});
