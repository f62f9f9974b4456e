import { randomUUID } from "node:crypto";
import type { TItemCollection } from "@planready/contracts/surveys/responses";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  doTheseApplyResponses,
  hospitalResponses,
  lifeHealthConditionResponses,
  pharmacyResponses,
  prescriptionResponses,
  scopeOfAppointmentResponses,
  specialistResponses,
} from "../../src/db/schema.ts";
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

/** For each collection: its table, a valid item, a changed version of it, and an invalid one. */
const collections = {
  specialistResponses: {
    table: specialistResponses,
    // Picked from the registry's answer.
    item: { name: "Dr. Ana Ruiz", specialty: "Cardiology", is_pcp: false, npi: "1234567893", verified: true },
    changed: { name: "Dr. Ana Ruiz-Lopez", specialty: "Cardiology" },
    invalid: { name: "Dr. Ruiz", npi: "12345" },
  },
  hospitalResponses: {
    table: hospitalResponses,
    // Typed by the client: not checked against the registry.
    item: { name: "Mercy Hospital", address: "3663 S Miami Ave, Miami, FL", verified: false },
    changed: { name: "Mercy Hospital Miami" },
    invalid: { name: "" },
  },
  pharmacyResponses: {
    table: pharmacyResponses,
    item: { name: "CVS Pharmacy", phone: "(305) 555-0123", is_mail_order: false },
    changed: { name: "Walgreens" },
    invalid: { name: "CVS", phone: "123" },
  },
  prescriptionResponses: {
    table: prescriptionResponses,
    item: { drug_name: "Lisinopril", rxcui: "314076", strength: "10 mg", frequency: "once_daily", days_supply: 30, verified: true },
    changed: { drug_name: "Lisinopril", strength: "20 mg", frequency: "once_daily", days_supply: 90 },
    invalid: { drug_name: "Lisinopril", days_supply: 45 },
  },
  doTheseApplyResponses: {
    table: doTheseApplyResponses,
    item: { code: "chronic_condition", chronic_condition: "diabetes" },
    changed: { code: "extra_help_lis" },
    invalid: { code: "chronic_condition" },
  },
  lifeHealthConditionResponses: {
    table: lifeHealthConditionResponses,
    item: { condition: "high_blood_pressure", diagnosed_year: 2015, treatment: "Lisinopril daily" },
    changed: { condition: "high_blood_pressure", diagnosed_year: 2014 },
    invalid: { condition: "other" },
  },
} satisfies Record<TItemCollection, unknown>;

type Case = (typeof collections)[TItemCollection];
const base = (s: TestSurvey, name: string, contentId = s.contentId, type = "medicare") =>
  `/api/surveyContents/${type}/${contentId}/${name}`;
const rows = (c: Case, s: TestSurvey) => t.db.select().from(c.table).where(eq(c.table.survey_content_id, s.contentId));
const getContent = async (s: TestSurvey) => (await asSurvey(t.app, s.token, "GET", `/api/responses/${s.id}`)).json().survey_content;

describe.each(Object.entries(collections) as [TItemCollection, Case][])("/api/surveyContents/:type/:contentId/%s", (name, c) => {
  let s: TestSurvey;
  beforeAll(async () => {
    ({ survey: s } = await surveyOn(t, name === "lifeHealthConditionResponses" ? "life" : "medicare", admin));
  });
  const post = (body: object, survey = s, contentId?: string) => asSurvey(t.app, survey.token, "POST", base(survey, name, contentId), body);
  const put = (id: string, body: object, survey = s) => asSurvey(t.app, survey.token, "PUT", `${base(survey, name)}/${id}`, body);
  const del = (id: string, rev: number, survey = s, contentId?: string) =>
    asSurvey(t.app, survey.token, "DELETE", `${base(survey, name, contentId)}/${id}?client_rev=${rev}`);

  it("adds an item by its client id, once however often the POST is retried", async () => {
    const id = randomUUID();
    const first = await post({ id, client_rev: 1, ...c.item });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id, client_rev: 1, survey_content_id: s.contentId, ...c.item, stale: false });
    const retry = await post({ id, client_rev: 1, ...c.item });
    expect(retry.json()).toMatchObject({ id, stale: false });
    expect((await rows(c, s)).filter((r) => r.id === id)).toHaveLength(1);
    expect((await getContent(s))[collectionKey(name)]).toContainEqual({ id, client_rev: 1, survey_content_id: s.contentId, ...c.item });
  });

  it("replaces an item with PUT, and keeps the newer one when an older write arrives late (rev 5 then rev 4)", async () => {
    const id = randomUUID();
    await post({ id, client_rev: 1, ...c.item });
    const changed = await put(id, { id, client_rev: 5, ...c.changed });
    expect(changed.statusCode, changed.body).toBe(200);
    // A whole-item write: fields it does not carry are cleared.
    expect(changed.json()).toEqual({ id, client_rev: 5, survey_content_id: s.contentId, ...c.changed, stale: false });
    const late = await put(id, { id, client_rev: 4, ...c.item });
    expect(late.json()).toEqual({ id, client_rev: 5, survey_content_id: s.contentId, ...c.changed, stale: true });
    const latePost = await post({ id, client_rev: 2, ...c.item });
    expect(latePost.json()).toMatchObject({ ...c.changed, stale: true });
  });

  it("creates the item when a PUT arrives before its POST", async () => {
    const id = randomUUID();
    expect((await put(id, { id, client_rev: 3, ...c.item })).statusCode).toBe(200);
    expect((await post({ id, client_rev: 2, ...c.changed })).json()).toMatchObject({ ...c.item, stale: true });
  });

  it("refuses a PUT whose body names another id, an invalid item and unknown fields with 400, writing nothing", async () => {
    const id = randomUUID();
    const mismatch = expectProblem(await put(id, { id: randomUUID(), client_rev: 1, ...c.item }), 400, "VALIDATION_FAILED");
    expect(mismatch.invalidFields).toEqual([{ path: "body.id", message: "Must match the id in the address" }]);
    expectProblem(await post({ id, client_rev: 1, ...c.invalid }), 400, "VALIDATION_FAILED");
    expectProblem(await post({ id, client_rev: 1, ...c.item, diagnosis_secret: "x" }), 400, "VALIDATION_FAILED");
    expectProblem(await post({ id: "123", client_rev: 1, ...c.item }), 400, "VALIDATION_FAILED");
    expectProblem(await post({ id, ...c.item }), 400, "VALIDATION_FAILED");
    expect((await rows(c, s)).filter((r) => r.id === id)).toEqual([]);
  });

  it("deletes an item; deleting it again, or a missing item, also answers 200", async () => {
    const id = randomUUID();
    await post({ id, client_rev: 1, ...c.item });
    expect((await del(id, 2)).json()).toEqual({ ok: true });
    expect((await del(id, 3)).statusCode).toBe(200);
    expect((await del(randomUUID(), 4)).statusCode).toBe(200);
    expect((await getContent(s))[collectionKey(name)].map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it("does not bring a deleted item back when an older write arrives late, but a newer write does", async () => {
    const id = randomUUID();
    await post({ id, client_rev: 1, ...c.item });
    await del(id, 3);
    expect((await put(id, { id, client_rev: 2, ...c.changed })).json()).toMatchObject({ stale: true });
    expect((await getContent(s))[collectionKey(name)].map((i: { id: string }) => i.id)).not.toContain(id);
    // Deleted before it was ever seen: the late POST stays deleted too.
    const unseen = randomUUID();
    await del(unseen, 7);
    await post({ id: unseen, client_rev: 6, ...c.item });
    expect((await getContent(s))[collectionKey(name)].map((i: { id: string }) => i.id)).not.toContain(unseen);
    // A newer write is a new answer.
    expect((await post({ id, client_rev: 8, ...c.item })).json()).toMatchObject({ ...c.item, client_rev: 8, stale: false });
  });

  it("keeps an item whose newer write came after a late delete", async () => {
    const id = randomUUID();
    await post({ id, client_rev: 5, ...c.item });
    expect((await del(id, 4)).statusCode).toBe(200);
    expect((await getContent(s))[collectionKey(name)].map((i: { id: string }) => i.id)).toContain(id);
  });

  it("deletes every item written before the delete-all, and keeps later ones", async () => {
    const { survey: own } = await surveyOn(t, "medicare", admin);
    const [a, b, later] = [randomUUID(), randomUUID(), randomUUID()];
    await post({ id: a, client_rev: 1, ...c.item }, own);
    await post({ id: b, client_rev: 2, ...c.changed }, own);
    await post({ id: later, client_rev: 9, ...c.item }, own);
    const response = await asSurvey(t.app, own.token, "DELETE", `${base(own, name)}?client_rev=5`);
    expect(response.json()).toEqual({ ok: true, deleted: 2 });
    expect((await getContent(own))[collectionKey(name)].map((i: { id: string }) => i.id)).toEqual([later]);
    expect((await asSurvey(t.app, own.token, "DELETE", `${base(own, name)}?client_rev=10`)).json()).toEqual({ ok: true, deleted: 1 });
    expectProblem(await asSurvey(t.app, own.token, "DELETE", base(own, name)), 400, "VALIDATION_FAILED");
  });

  it("answers 401 without a token", async () => {
    const id = randomUUID();
    expectProblem(await asSurvey(t.app, null, "POST", base(s, name), { id, client_rev: 1, ...c.item }), 401, "UNAUTHENTICATED");
    expectProblem(await asSurvey(t.app, null, "DELETE", `${base(s, name)}?client_rev=1`), 401, "UNAUTHENTICATED");
  });

  it("answers 404 to another response's content and to another content's item, changing nothing", async () => {
    const other = await startSurvey(t.app, s.link);
    const theirs = randomUUID();
    await post({ id: theirs, client_rev: 1, ...c.item }, other);
    // Our token, their content id.
    expectProblem(await post({ id: randomUUID(), client_rev: 1, ...c.item }, s, other.contentId), 404, "NOT_FOUND");
    expectProblem(await asSurvey(t.app, s.token, "DELETE", `${base(s, name, other.contentId)}?client_rev=9`), 404, "NOT_FOUND");
    expectProblem(await del(theirs, 9, s, other.contentId), 404, "NOT_FOUND");
    // Our content, their item's id.
    expectProblem(await post({ id: theirs, client_rev: 9, ...c.changed }), 404, "NOT_FOUND");
    expectProblem(await put(theirs, { id: theirs, client_rev: 9, ...c.changed }), 404, "NOT_FOUND");
    expectProblem(await del(theirs, 9), 404, "NOT_FOUND");
    expect((await getContent(other))[collectionKey(name)]).toEqual([
      { id: theirs, client_rev: 1, survey_content_id: other.contentId, ...c.item },
    ]);
  });
});

function collectionKey(name: TItemCollection): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

describe("whether an item is the registry's record (verified)", () => {
  it("keeps verified as written, and refuses a provider marked verified without the NPI the registry gave", async () => {
    const { survey } = await surveyOn(t, "medicare", admin);
    const post = (name: string, body: object) => asSurvey(t.app, survey.token, "POST", base(survey, name), body);
    const typed = { id: randomUUID(), client_rev: 1, name: "Corner Drugs", verified: false };
    expect((await post("pharmacyResponses", typed)).json()).toMatchObject({ verified: false });
    const refused = expectProblem(
      await post("specialistResponses", { id: randomUUID(), client_rev: 1, name: "Dr. Ana Ruiz", verified: true }),
      400,
      "VALIDATION_FAILED",
    );
    expect(refused.invalidFields?.map((f) => f.path)).toEqual(["body.npi"]);
    expectProblem(
      await post("hospitalResponses", { id: randomUUID(), client_rev: 1, name: "Mercy", verified: "yes" }),
      400,
      "VALIDATION_FAILED",
    );
    const stored = (await getContent(survey)).pharmacy_responses;
    expect(stored).toEqual([expect.objectContaining({ name: "Corner Drugs", verified: false })]);
  });
});

describe("/api/surveyContents/:type/:contentId/scopeOfAppointmentResponses (add only, plus delete-all)", () => {
  it("records ticked products once per id, lists them, and clears them", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const path = base(s, "scopeOfAppointmentResponses");
    const [a, b] = [randomUUID(), randomUUID()];
    expect((await asSurvey(t.app, s.token, "POST", path, { id: a, client_rev: 1, product: "part_d" })).json()).toEqual({
      id: a,
      client_rev: 1,
      survey_content_id: s.contentId,
      product: "part_d",
      stale: false,
    });
    await asSurvey(t.app, s.token, "POST", path, { id: a, client_rev: 1, product: "part_d" });
    await asSurvey(t.app, s.token, "POST", path, { id: b, client_rev: 2, product: "medicare_supplement" });
    expect(
      await t.db.select().from(scopeOfAppointmentResponses).where(eq(scopeOfAppointmentResponses.survey_content_id, s.contentId)),
    ).toHaveLength(2);
    expect((await getContent(s)).scope_of_appointment_selections.map((i: { product: string }) => i.product)).toEqual([
      "part_d",
      "medicare_supplement",
    ]);
    expect((await asSurvey(t.app, s.token, "DELETE", `${path}?client_rev=3`)).json()).toEqual({ ok: true, deleted: 2 });
    expect((await getContent(s)).scope_of_appointment_selections).toEqual([]);
  });

  it("has no PUT or single DELETE, and refuses unknown products", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const path = base(s, "scopeOfAppointmentResponses");
    const id = randomUUID();
    expectProblem(await asSurvey(t.app, s.token, "PUT", `${path}/${id}`, { id, client_rev: 1, product: "part_d" }), 404, "NOT_FOUND");
    expectProblem(await asSurvey(t.app, s.token, "DELETE", `${path}/${id}?client_rev=1`), 404, "NOT_FOUND");
    expectProblem(await asSurvey(t.app, s.token, "POST", path, { id, client_rev: 1, product: "cruise" }), 400, "VALIDATION_FAILED");
  });

  it("answers 401 without a token and 404 for another response's content", async () => {
    const { survey: s } = await surveyOn(t, "medicare", admin);
    const other = await startSurvey(t.app, s.link);
    const body = { id: randomUUID(), client_rev: 1, product: "part_d" };
    expectProblem(await asSurvey(t.app, null, "POST", base(s, "scopeOfAppointmentResponses"), body), 401, "UNAUTHENTICATED");
    expectProblem(await asSurvey(t.app, s.token, "POST", base(s, "scopeOfAppointmentResponses", other.contentId), body), 404, "NOT_FOUND");
  });
});
