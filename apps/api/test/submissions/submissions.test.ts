import { randomUUID } from "node:crypto";
import type { TLink } from "@planready/contracts/links";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import { ZSubmissionListItem, ZSubmissionListResponse, ZSubmissionStats } from "@planready/contracts/submissions";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, type TestSurvey } from "../survey/survey-helpers.ts";
import type { SubmissionCursor } from "../../src/modules/submissions/submission-cursor.ts";
import { listAndCountMatches, type SubmissionScope } from "../../src/modules/submissions/submissions.repository.ts";
import { allPages, clientFills, idsOf, listAs } from "./submission-helpers.ts";

let t: TestApp;
let admin: TestUser;
let restricted: TestUser;
let agentA: TestUser;
let agentB: TestUser;
let outsider: TestUser;
let medicareLink: TLink;
let lifeLink: TLink;
let otherOrgLink: TLink;
let rosa: TestSurvey;
let john: TestSurvey;
let maria: TestSurvey;
let foreign: TestSurvey;
let orgId: string;

beforeAll(async () => {
  t = await createSurveyTestApp();
  admin = await signUp(t.app);
  orgId = admin.orgId;
  restricted = await signUp(t.app);
  agentA = await signUp(t.app);
  agentB = await signUp(t.app);
  outsider = await signUp(t.app);
  await joinOrg(t, restricted, orgId, "Restricted-Admin");
  await joinOrg(t, agentA, orgId, "Agent");
  await joinOrg(t, agentB, orgId, "Agent");
  medicareLink = await createLink(t.app, admin, { survey_type: "medicare" });
  lifeLink = await createLink(t.app, admin, { survey_type: "life" });
  for (const [link, agent] of [
    [medicareLink, agentA],
    [lifeLink, agentB],
  ] as const) {
    const added = await asUser(t.app, admin, "POST", "/api/linkStakeholders", { link_id: link.id, user_ids: [agent.userId] });
    expect(added.statusCode, added.body).toBe(200);
  }
  otherOrgLink = await createLink(t.app, outsider, { survey_type: "medicare" });

  rosa = await clientFills(t.app, medicareLink, {
    content: { first_name: "Rosa", last_name: "Diaz", email: "rosa.diaz@example.com", phone: "(305) 555-0123", zip: "33101" },
    prescriptions: [{ drug_name: "Lisinopril", rxcui: "314076" }],
    pharmacies: [{ name: "CVS Pharmacy" }],
    screen: "confirmation",
    submit: true,
  });
  john = await clientFills(t.app, medicareLink, {
    content: { first_name: "John", last_name: "Smith", email: "jsmith@example.org", zip: "33139" },
    screen: "dob",
  });
  maria = await clientFills(t.app, lifeLink, {
    content: { first_name: "María", last_name: "López", phone: "786-555-0199", zip: "33301", dob: "02/14/1958", county: "Broward" },
    pharmacies: [{ name: "Walgreens #1234", address: "100 Las Olas Blvd, Fort Lauderdale" }],
    submit: true,
    locale: "es",
  });
  foreign = await clientFills(t.app, otherOrgLink, { content: { first_name: "Rosa", last_name: "Other" }, submit: true });
});

describe("GET /api/orgs/:id/submissions", () => {
  it("lists the organisation's submissions, newest activity first, with client, link, status and progress", async () => {
    const list = ZSubmissionListResponse.parse(await listAs(t.app, admin, orgId));
    expect(idsOf(list)).toEqual([maria.id, john.id, rosa.id]);
    expect(list).toMatchObject({ total: 3, total_exact: true, next_cursor: null });
    const item = ZSubmissionListItem.strict().parse(list.items.find((i) => i.id === rosa.id));
    expect(item).toMatchObject({
      first_name: "Rosa",
      last_name: "Diaz",
      email: "rosa.diaz@example.com",
      phone: "(305) 555-0123",
      zip: "33101",
      survey_type: "medicare",
      link: { id: medicareLink.id, url: medicareLink.url, first_name: "Dana", last_name: "Agent", agency_name: "Agency" },
      status: "completed",
      current_question: "confirmation",
      progress: { position: 25, total: 25, percent: 100 },
      read: false,
      archived: false,
    });
    expect(item.submitted_at).toBe(item.activity_at);
    const inProgress = list.items.find((i) => i.id === john.id)!;
    expect(inProgress).toMatchObject({
      status: "in_progress",
      submitted_at: null,
      current_question: "dob",
      progress: { position: 9, total: 25, percent: 36 },
    });
    expect(inProgress.activity_at).toBe(inProgress.last_active_at);
  });

  it("shows each user the submissions of the links they own or are a stakeholder of, whatever their role", async () => {
    // The Admin owns both links; a Restricted-Admin on neither reads none of their clients (decision 027).
    expect(idsOf(await listAs(t.app, admin, orgId))).toEqual([maria.id, john.id, rosa.id]);
    expect(await listAs(t.app, restricted, orgId)).toMatchObject({ items: [], total: 0 });
    expect(idsOf(await listAs(t.app, agentA, orgId))).toEqual([john.id, rosa.id]);
    expect(idsOf(await listAs(t.app, agentB, orgId))).toEqual([maria.id]);
    // Filtering by another agent's link shows nothing rather than that link's submissions.
    expect(await listAs(t.app, agentA, orgId, { linkId: lifeLink.id })).toMatchObject({ items: [], total: 0 });
    expect((await listAs(t.app, agentA, orgId, { searchTerm: "maría" })).items).toEqual([]);
  });

  it("answers 404 for another organisation's id and 401 without a session", async () => {
    expectProblem(await asUser(t.app, admin, "GET", `/api/orgs/${outsider.orgId}/submissions`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, null, "GET", `/api/orgs/${orgId}/submissions`), 401, "UNAUTHENTICATED");
    expect(idsOf(await listAs(t.app, outsider, outsider.orgId))).toEqual([foreign.id]);
  });

  it.each([
    [{ searchTerm: "rosa" }, () => [rosa.id]],
    [{ searchTerm: "DIAZ rosa" }, () => [rosa.id]],
    [{ searchTerm: "jsmith@example" }, () => [john.id]],
    [{ searchTerm: "(305) 555-01" }, () => [rosa.id]],
    [{ searchTerm: "7865550199" }, () => [maria.id]],
    [{ searchTerm: "maría lópez" }, () => [maria.id]],
    [{ searchTerm: "100%" }, () => []],
    [{ surveyType: "life" }, () => [maria.id]],
    [{ status: "completed" }, () => [maria.id, rosa.id]],
    [{ status: "in_progress" }, () => [john.id]],
    [{ zip: "33139" }, () => [john.id]],
    [{ drugId: "314076" }, () => [rosa.id]],
    [{ drugId: "999" }, () => []],
    [{ pharmacyName: "cvs" }, () => [rosa.id]],
    [{ pharmacyName: "WALGREENS #12" }, () => [maria.id]],
    [{ linkId: "LINK" }, () => [john.id, rosa.id]],
    [{ startDate: "2000-01-01", endDate: "TODAY" }, () => [maria.id, john.id, rosa.id]],
    [{ startDate: "TOMORROW" }, () => []],
    [{ endDate: "2000-01-01" }, () => []],
    [{ newestDataFirst: "false" }, () => [rosa.id, john.id, maria.id]],
    [{ folder: "archive" }, () => []],
  ] as [Record<string, string>, () => string[]][])("filters with %o", async (query, expected) => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const resolved = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        value === "LINK" ? medicareLink.id : value === "TODAY" ? day(0) : value === "TOMORROW" ? day(1) : value,
      ]),
    );
    const list = await listAs(t.app, admin, orgId, resolved);
    expect(idsOf(list)).toEqual(expected());
    expect(list.total).toBe(expected().length);
  });

  it("bounds dates to the moment when given a date and time", async () => {
    const list = await listAs(t.app, admin, orgId);
    const inProgress = list.items.find((i) => i.status === "in_progress")!;
    const at = inProgress.activity_at;
    expect(idsOf(await listAs(t.app, admin, orgId, { startDate: at, endDate: at }))).toEqual([inProgress.id]);
  });

  it("refuses invalid filters with the invalid fields", async () => {
    for (const query of [
      "status=done",
      "zip=123",
      "drugId=abc",
      "folder=trash",
      "limit=0",
      "limit=101",
      "startDate=yesterday",
      "surveyType=x",
      "unknown=1",
    ]) {
      const problem = expectProblem(await asUser(t.app, admin, "GET", `/api/orgs/${orgId}/submissions?${query}`), 400, "VALIDATION_FAILED");
      expect(problem.invalidFields?.length, query).toBeGreaterThan(0);
    }
  });

  it("refuses a date range that ends before it starts, on the list and the CSV, naming the end date", async () => {
    for (const path of ["submissions", "submissions.csv"]) {
      for (const query of [
        "startDate=2026-03-02&endDate=2026-03-01",
        "startDate=2026-03-02T05:00:00.000Z&endDate=2026-03-02T04:59:59.999Z",
        "startDate=2026-03-02T00:00:00Z&endDate=2026-03-01",
      ]) {
        const problem = expectProblem(await asUser(t.app, admin, "GET", `/api/orgs/${orgId}/${path}?${query}`), 400, "VALIDATION_FAILED");
        expect(problem.invalidFields, `${path}?${query}`).toEqual([
          { path: "querystring.endDate", message: "The end date is before the start date" },
        ]);
      }
    }
    // One day, as dates or as its first and last moments, is a range.
    for (const query of ["startDate=2026-03-01&endDate=2026-03-01", "startDate=2026-03-01T05:00:00Z&endDate=2026-03-02T04:59:59.999Z"]) {
      expect((await asUser(t.app, admin, "GET", `/api/orgs/${orgId}/submissions?${query}`)).statusCode, query).toBe(200);
    }
  });
});

describe("paging", () => {
  let extra: string[];
  beforeAll(async () => {
    extra = [];
    for (let i = 0; i < 7; i++) {
      extra.push((await clientFills(t.app, lifeLink, { content: { first_name: `Page${i}` }, pharmacies: [{ name: "Corner Drug" }] })).id);
    }
  });

  it("walks every page with the cursor, each submission once, in order, in both directions", async () => {
    const newest = await allPages(t.app, admin, orgId, { limit: "3" });
    const everything = idsOf(await listAs(t.app, admin, orgId, { limit: "100" }));
    expect(newest).toEqual(everything);
    expect(new Set(newest).size).toBe(10);
    expect(newest.slice(0, 7)).toEqual(extra.toReversed());
    const oldest = await allPages(t.app, admin, orgId, { limit: "4", newestDataFirst: "false" });
    expect(oldest).toEqual(everything.toReversed());
    // An agent's list is merged from their links; paging it too gives each of theirs once.
    expect(await allPages(t.app, agentB, orgId, { limit: "2" })).toEqual([...extra.toReversed(), maria.id]);
  });

  it("keeps its place when new submissions arrive between pages", async () => {
    const first = await listAs(t.app, admin, orgId, { limit: "2" });
    await clientFills(t.app, lifeLink, { content: { first_name: "Late" } });
    const second = await listAs(t.app, admin, orgId, { limit: "2", cursor: first.next_cursor! });
    expect(idsOf(second)).toEqual([extra[4], extra[3]]);
  });

  it.each([{ searchTerm: "PAGE" }, { pharmacyName: " corner DRUG" }])(
    "pages a text search (%j) alike whether its matches are few (sorted) or more than it counts (read in list order)",
    async (text) => {
      const scopes: SubmissionScope[] = [
        { orgId, userId: admin.userId, linkIds: null },
        { orgId, userId: agentB.userId, linkIds: [lifeLink.id] },
      ];
      /** Every page of 2 through the repository, counting up to `cap` (7 match "page", the same 7 "corner drug"). */
      const search = async (scope: SubmissionScope, newestFirst: boolean, cap: number, offset = 0) => {
        const filters = { folder: "inbox", newestDataFirst: newestFirst, ...text } as const;
        const ids: string[] = [];
        let cursor: SubmissionCursor | null = null;
        let count: { total: number; exact: boolean } | undefined;
        for (let i = 0; i < 10; i++) {
          const found = await listAndCountMatches(
            t.db,
            scope,
            filters,
            { limit: 2, cursor, offset: cursor ? 0 : offset, newestFirst },
            cap,
          );
          count ??= { total: found.total, exact: found.exact };
          ids.push(...found.rows.map((row) => row.response_id));
          const last = found.rows.at(-1);
          if (found.rows.length < 2 || !last) break;
          cursor = { activityUs: last.activity_us, id: last.response_id, newestFirst };
        }
        return { ids, count };
      };
      for (const scope of scopes) {
        for (const newestFirst of [true, false]) {
          const sorted = await search(scope, newestFirst, 1000);
          expect(sorted.count).toEqual({ total: 7, exact: true });
          expect(sorted.ids.toSorted()).toEqual(extra.toSorted());
          const walked = await search(scope, newestFirst, 3);
          expect(walked.count).toEqual({ total: 3, exact: false });
          expect(walked.ids).toEqual(sorted.ids);
          expect((await search(scope, newestFirst, 3, 3)).ids).toEqual(sorted.ids.slice(3));
        }
      }
    },
  );

  it("supports rowsToSkip, and refuses it with a cursor, and cursors it did not make or of the other order", async () => {
    const everything = idsOf(await listAs(t.app, admin, orgId, { limit: "100" }));
    expect(idsOf(await listAs(t.app, admin, orgId, { rowsToSkip: "3", limit: "2" }))).toEqual(everything.slice(3, 5));
    const first = await listAs(t.app, admin, orgId, { limit: "2" });
    const invalid: Record<string, string>[] = [
      { cursor: first.next_cursor!, rowsToSkip: "2" },
      { cursor: "not-a-cursor" },
      { cursor: first.next_cursor!, newestDataFirst: "false" },
    ];
    for (const query of invalid) {
      expectProblem(
        await asUser(t.app, admin, "GET", `/api/orgs/${orgId}/submissions?${new URLSearchParams(query).toString()}`),
        400,
        "VALIDATION_FAILED",
      );
    }
  });
});

describe("read state and the unread badge", () => {
  const unread = async (user: TestUser) => {
    const response = await asUser(t.app, user, "GET", `/api/notifications/unread-submissions-count-by-user/${user.userId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ unreadSubmissionCount: number }>().unreadSubmissionCount;
  };
  const markRead = (user: TestUser, ids: string[], read: boolean, org = orgId) =>
    asUser(t.app, user, "PUT", `/api/orgs/${org}/submissions/read`, { ids, read });

  it("counts completed inbox submissions each user can see and has not read", async () => {
    expect(await unread(admin)).toBe(2);
    expect(await unread(agentA)).toBe(1);
    expect(await unread(agentB)).toBe(1);
    expect((await markRead(admin, [rosa.id, john.id], true)).json()).toEqual({ updated: 2 });
    expect((await markRead(admin, [rosa.id], true)).json()).toEqual({ updated: 0 });
    expect(await unread(admin)).toBe(1);
    // Read state is per user.
    expect(await unread(agentA)).toBe(1);
    const list = await listAs(t.app, admin, orgId, { status: "completed" });
    expect(list.items.map((i) => [i.id, i.read])).toEqual([
      [maria.id, false],
      [rosa.id, true],
    ]);
    expect((await listAs(t.app, agentA, orgId)).items.every((i) => !i.read)).toBe(true);
    expect((await markRead(admin, [rosa.id], false)).json()).toEqual({ updated: 1 });
    expect(await unread(admin)).toBe(2);
  });

  it("changes nothing when one id is not visible, and refuses another user's badge", async () => {
    expectProblem(await markRead(agentA, [rosa.id, maria.id], true), 404, "NOT_FOUND");
    expect(await unread(agentA)).toBe(1);
    expectProblem(await markRead(admin, [foreign.id], true), 404, "NOT_FOUND");
    expectProblem(await markRead(admin, [rosa.id], true, outsider.orgId), 404, "NOT_FOUND");
    expectProblem(await markRead(admin, [], true), 400, "VALIDATION_FAILED");
    expectProblem(
      await asUser(t.app, admin, "GET", `/api/notifications/unread-submissions-count-by-user/${agentA.userId}`),
      403,
      "FORBIDDEN",
    );
  });
});

describe("archive", () => {
  const archive = (user: TestUser, ids: string[], archived: boolean, org = orgId) =>
    asUser(t.app, user, "PUT", `/api/orgs/${org}/submissions/archive`, { ids, archived });

  it("moves one or many to the archive folder and back, for the whole organisation", async () => {
    expect((await archive(agentA, [rosa.id, john.id], true)).json()).toEqual({ updated: 2 });
    expect(idsOf(await listAs(t.app, admin, orgId, { folder: "archive" }))).toEqual([john.id, rosa.id]);
    expect(idsOf(await listAs(t.app, admin, orgId))).not.toContain(rosa.id);
    expect((await listAs(t.app, admin, orgId, { folder: "archive" })).items.every((i) => i.archived)).toBe(true);
    const badge = await asUser(t.app, agentA, "GET", `/api/notifications/unread-submissions-count-by-user/${agentA.userId}`);
    expect(badge.json()).toEqual({ unreadSubmissionCount: 0 });
    expect((await archive(admin, [rosa.id], false)).json()).toEqual({ updated: 1 });
    expect((await archive(admin, [john.id, john.id], false)).json()).toEqual({ updated: 1 });
    expect((await listAs(t.app, admin, orgId, { folder: "archive" })).items).toEqual([]);
  });

  it("changes nothing when one id is another agent's or another organisation's", async () => {
    expectProblem(await archive(agentA, [rosa.id, maria.id], true), 404, "NOT_FOUND");
    expectProblem(await archive(admin, [foreign.id], true), 404, "NOT_FOUND");
    expectProblem(await archive(outsider, [foreign.id], true, orgId), 404, "NOT_FOUND");
    expect((await listAs(t.app, admin, orgId, { folder: "archive" })).items).toEqual([]);
    expect((await listAs(t.app, outsider, outsider.orgId, { folder: "archive" })).items).toEqual([]);
  });
});

/** The rows of a CSV body (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const text = body.replace(/^\uFEFF/, "");
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(field);
      field = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

describe("GET /api/orgs/:id/submissions.csv", () => {
  const csv = (user: TestUser, query: Record<string, string> = {}, org = orgId) =>
    asUser(t.app, user, "GET", `/api/orgs/${org}/submissions.csv?${new URLSearchParams(query).toString()}`);

  it("exports the filtered list for people: the columns an agent works from, in words, times in the agency's zone", async () => {
    const response = await csv(admin, { status: "completed" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual([
      "Submission id",
      "First name",
      "Last name",
      "Date of birth",
      "Email",
      "Phone",
      "Street address",
      "City",
      "State",
      "ZIP code",
      "County",
      "Language",
      "Survey",
      "Link",
      "Agent",
      "Status",
      "Progress (%)",
      "Medicines (name, strength, how often)",
      "Pharmacies",
      "Doctors (NPI)",
      "Hospitals (NPI)",
      "Scope of Appointment",
      "ACA consent",
      "Signed (America/New_York)",
      "Started (America/New_York)",
      "Submitted (America/New_York)",
      "Last active (America/New_York)",
      "Archived",
    ]);
    expect(rows).toHaveLength(2);
    const byName = Object.fromEntries(rows.map((row) => [row[1], Object.fromEntries(header!.map((h, i) => [h, row[i]]))]));
    expect(byName["María"]).toMatchObject({
      "Submission id": maria.id,
      "Last name": "López",
      "Date of birth": "02/14/1958",
      Phone: "786-555-0199",
      County: "Broward",
      Language: "Spanish",
      Survey: "Life",
      Link: `/${lifeLink.url}`,
      Status: "Completed",
      "Progress (%)": "100",
      Pharmacies: "Walgreens #1234, 100 Las Olas Blvd, Fort Lauderdale",
      "Scope of Appointment": "Not asked",
      "ACA consent": "Not asked",
      Archived: "No",
    });
    expect(byName["María"]!["Submitted (America/New_York)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byName["Rosa"]).toMatchObject({
      Email: "rosa.diaz@example.com",
      Language: "English",
      Survey: "Medicare",
      "Medicines (name, strength, how often)": "Lisinopril",
      Pharmacies: "CVS Pharmacy",
      "Scope of Appointment": "Not signed",
    });
  });

  it("writes medicines, doctors and hospitals with their details, signatures with their time, in Spanish for a Spanish reader", async () => {
    const client = await clientFills(t.app, medicareLink, {
      content: { first_name: "Inés", last_name: "Vega", address_one: "12 Palm Way", address_two: "Apt 3", city: "Tampa", state: "FL" },
      prescriptions: [
        { drug_name: "Metformin", strength: "500 mg", frequency: "twice_daily" },
        { drug_name: "Lisinopril", strength: "10 mg", frequency: "once_daily" },
      ],
    });
    for (const [path, body] of [
      ["specialistResponses", { name: "Dr. Ada Cruz", npi: "1234567893", is_pcp: true }],
      ["hospitalResponses", { name: "Tampa General Hospital", npi: "1932102084" }],
    ] as const) {
      const added = await asSurvey(t.app, client.token, "POST", `/api/surveyContents/medicare/${client.contentId}/${path}`, {
        id: randomUUID(),
        client_rev: 900,
        ...body,
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
    }
    const signed = await asSurvey(t.app, client.token, "POST", "/api/consents", {
      id: randomUUID(),
      kind: "soa",
      text_version: currentConsentVersion.soa,
      locale: "en",
      signer_role: "beneficiary",
      signer_name: "Inés Vega",
      products: ["part_d"],
      typed_name: "Inés Vega",
      date: "11/26/2026",
    });
    expect(signed.statusCode, signed.body).toBe(201);
    await asUser(t.app, admin, "PUT", "/api/users/me/locale", { locale: "es" });
    const [header, row] = csvRows((await csv(admin, { searchTerm: "Vega" })).body);
    await asUser(t.app, admin, "PUT", "/api/users/me/locale", { locale: "en" });
    const values = Object.fromEntries(header!.map((h, i) => [h, row![i]]));
    expect(values).toMatchObject({
      Dirección: "12 Palm Way, Apt 3",
      Ciudad: "Tampa",
      Idioma: "Inglés",
      Estado: "En curso",
      "Medicamentos (nombre, concentración, frecuencia)": "Metformin 500 mg, Dos veces al día; Lisinopril 10 mg, Una vez al día",
      "Médicos (NPI)": "Dr. Ada Cruz (NPI 1234567893)",
      "Hospitales (NPI)": "Tampa General Hospital (NPI 1932102084)",
      "Alcance de la cita": "Firmado",
      "Consentimiento ACA": "No se pide",
    });
    expect(values["Firmado (America/New_York)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("neutralises formulas and quotes commas, quotes and line breaks", async () => {
    const evil = await clientFills(t.app, medicareLink, {
      content: { first_name: '=HYPERLINK("http://evil.example","click")', last_name: "O'Neil, Jr.", anything_else: "x" },
    });
    const response = await csv(admin, { searchTerm: "hyperlink" });
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .filter((line) => !line.startsWith("Submission id"));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(`${evil.id},"'=HYPERLINK(""http://evil.example"",""click"")","O'Neil, Jr.",`)).toBe(true);
  });

  it("exports only what the caller may see", async () => {
    const response = await csv(agentB);
    const body = response.body;
    expect(body).toContain(maria.id);
    expect(body).not.toContain(rosa.id);
    expectProblem(await csv(admin, {}, outsider.orgId), 404, "NOT_FOUND");
    expectProblem(await csv(admin, { zip: "1" }), 400, "VALIDATION_FAILED");
  });
});

describe("client activity", () => {
  it("moves an in-progress submission to the top when the client writes, and follows deleted prescriptions", async () => {
    const before = await listAs(t.app, admin, orgId, { status: "in_progress", limit: "100" });
    const last = before.items.at(-1)!;
    expect(last.id).toBe(john.id);
    const put = await asSurvey(t.app, john.token, "PUT", `/api/surveyContents/medicare/${john.contentId}`, {
      zip: "33140",
      client_rev: 10_000,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await listAs(t.app, admin, orgId, { status: "in_progress" });
    expect(after.items[0]).toMatchObject({ id: john.id, zip: "33140" });
    expect(Date.parse(after.items[0]!.last_active_at)).toBeGreaterThan(Date.parse(last.last_active_at));

    const itemId = crypto.randomUUID();
    const base = `/api/surveyContents/medicare/${john.contentId}/prescriptionResponses`;
    await asSurvey(t.app, john.token, "POST", base, { id: itemId, client_rev: 10_001, drug_name: "Metformin", rxcui: "860975" });
    expect(idsOf(await listAs(t.app, admin, orgId, { drugId: "860975" }))).toEqual([john.id]);
    const deleted = await asSurvey(t.app, john.token, "DELETE", `${base}/${itemId}?client_rev=10002`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(idsOf(await listAs(t.app, admin, orgId, { drugId: "860975" }))).toEqual([]);
  });
});

describe("the submission center's rows", () => {
  it("are what submissions_rebuild derives from the answers (the triggers and the rebuild agree)", async () => {
    const columns = sql`response_id, org_id, link_id, survey_type, status, created_at, submitted_at, first_name, last_name, email, phone, zip, search_text, drug_ids, pharmacy_names, signature_status, archived`;
    const snapshot = async () =>
      (await t.db.execute(sql`select ${columns} from submissions where org_id = ${orgId} order by response_id`)).rows;
    const maintained = await snapshot();
    expect(maintained.length).toBeGreaterThan(10);
    await t.db.execute(sql`select submissions_rebuild(${orgId}::uuid)`);
    expect(await snapshot()).toEqual(maintained);
  });
});

describe("GET /api/orgs/:id/submissions/stats", () => {
  const stats = (user: TestUser, query = "", org = orgId) => asUser(t.app, user, "GET", `/api/orgs/${org}/submissions/stats${query}`);

  it("counts everything the user can see: all time, this week and month, by type, by link and per day", async () => {
    const response = await stats(admin, "?timeZone=America/Chicago&days=7");
    expect(response.statusCode, response.body).toBe(200);
    const body = ZSubmissionStats.parse(response.json());
    const inbox = await listAs(t.app, admin, orgId, { limit: "100" });
    const archived = await listAs(t.app, admin, orgId, { folder: "archive", limit: "100" });
    const all = [...inbox.items, ...archived.items];
    const completed = all.filter((i) => i.status === "completed").length;
    expect(body.all_time).toEqual({ completed, in_progress: all.length - completed });
    // Everything here happened today.
    expect(body.this_week).toEqual(body.all_time);
    expect(body.this_month).toEqual(body.all_time);
    expect(body.over_time).toHaveLength(7);
    expect(body.over_time.at(-1)).toMatchObject(body.all_time);
    expect(body.over_time.slice(0, 6).every((d) => d.completed + d.in_progress === 0)).toBe(true);
    expect(body.by_survey_type.map((b) => b.survey_type).toSorted()).toEqual(["life", "medicare"]);
    expect(body.by_link.map((b) => b.link.id).toSorted()).toEqual([lifeLink.id, medicareLink.id].toSorted());
    expect(body.unread).toBe(all.filter((i) => i.status === "completed" && !i.read && !i.archived).length);
  });

  it("shows an agent only their links, and refuses another organisation and a bad time zone", async () => {
    const body = ZSubmissionStats.parse((await stats(agentA)).json());
    expect(body.by_link.map((b) => b.link.id)).toEqual([medicareLink.id]);
    expect(body.over_time).toHaveLength(30);
    expectProblem(await stats(admin, "", outsider.orgId), 404, "NOT_FOUND");
    expectProblem(await stats(admin, "?timeZone=Mars/Olympus"), 400, "VALIDATION_FAILED");
  });

  const statsOf = async (user: TestUser, query = "") => {
    const response = await stats(user, query);
    expect(response.statusCode, response.body).toBe(200);
    return ZSubmissionStats.parse(response.json());
  };

  /** The counters the triggers keep, then the same recounted from the rows: they must agree. */
  const keptAndRecounted = async () => {
    const read = async () => ({
      groups: (
        await t.db.execute(
          sql`select link_id, survey_type, status, n from submission_counts where org_id = ${orgId} and n <> 0 order by 1, 2, 3`,
        )
      ).rows,
      periods: (
        await t.db.execute(
          sql`select link_id, period_start, status, n from submission_activity_counts where org_id = ${orgId} and n <> 0 order by 1, 2, 3`,
        )
      ).rows,
    });
    const kept = await read();
    await t.db.execute(sql`select submission_counts_rebuild(${orgId}::uuid)`);
    return { kept, recounted: await read() };
  };

  it("stays exact as a response starts, is completed, archived and restored, and its link is deleted", async () => {
    const link = await createLink(t.app, admin, { survey_type: "life" });
    const before = await statsOf(admin);
    const ana = await clientFills(t.app, link, { content: { first_name: "Ana", last_name: "Ruiz" } });
    const started = await statsOf(admin);
    expect(started.all_time).toEqual({ ...before.all_time, in_progress: before.all_time.in_progress + 1 });
    expect(started.this_week).toEqual({ ...before.this_week, in_progress: before.this_week.in_progress + 1 });
    expect(started.by_link.find((b) => b.link.id === link.id)).toMatchObject({ completed: 0, in_progress: 1 });

    // A client's write moves its time, within today: nothing changes.
    const put = await asSurvey(t.app, ana.token, "PUT", `/api/surveyContents/life/${ana.contentId}`, { zip: "33140", client_rev: 20_000 });
    expect(put.statusCode, put.body).toBe(200);
    expect(await statsOf(admin)).toEqual(started);

    const submit = await asSurvey(t.app, ana.token, "PUT", `/api/responses/${ana.id}`, { submit: true, client_rev: 20_001 });
    expect(submit.statusCode, submit.body).toBe(200);
    const completed = await statsOf(admin);
    expect(completed.all_time).toEqual({ completed: before.all_time.completed + 1, in_progress: before.all_time.in_progress });
    expect(completed.over_time.at(-1)).toEqual({ ...before.over_time.at(-1)!, completed: before.over_time.at(-1)!.completed + 1 });
    expect(completed.by_link.find((b) => b.link.id === link.id)).toMatchObject({ completed: 1, in_progress: 0 });
    expect(completed.by_survey_type.find((b) => b.survey_type === "life")!.completed).toBe(
      before.by_survey_type.find((b) => b.survey_type === "life")!.completed + 1,
    );
    expect(completed.unread).toBe(before.unread + 1);

    // Both folders count; only the unread badge is the inbox's.
    const archive = (archived: boolean) =>
      asUser(t.app, admin, "PUT", `/api/orgs/${orgId}/submissions/archive`, { ids: [ana.id], archived });
    expect((await archive(true)).json()).toEqual({ updated: 1 });
    expect(await statsOf(admin)).toEqual({ ...completed, unread: completed.unread - 1 });
    expect((await archive(false)).json()).toEqual({ updated: 1 });
    expect(await statsOf(admin)).toEqual(completed);

    // A deleted link's submissions stay, and so do their counts.
    const deleted = await asUser(t.app, admin, "DELETE", `/api/links/${link.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await statsOf(admin)).toEqual(completed);

    const { kept, recounted } = await keptAndRecounted();
    expect(kept.groups.length).toBeGreaterThan(2);
    expect(kept).toEqual(recounted);
  });

  it("puts each submission on its day in the caller's time zone, also where days start off the whole hour", async () => {
    const visible = async (user: TestUser) => {
      const inbox = await listAs(t.app, user, orgId, { limit: "100" });
      const archived = await listAs(t.app, user, orgId, { folder: "archive", limit: "100" });
      return [...inbox.items, ...archived.items].map((item) => item.id);
    };
    const adminIds = await visible(admin);
    const agentIds = await visible(agentA);
    expect(agentIds.length).toBeGreaterThan(1);
    for (const timeZone of ["America/Chicago", "Asia/Kolkata", "Asia/Kathmandu", "America/St_Johns", "Pacific/Chatham"]) {
      // Around the zone's last midnight: just before (yesterday there), on it and just after (today); and the day before.
      const offsets = ["-1 microsecond", "0 seconds", "14 minutes 59 seconds", "-14 minutes", "-1 day -1 microsecond"];
      for (const [i, id] of adminIds.entries()) {
        await t.db.execute(sql`
          update submissions set activity_at =
            ((now() at time zone ${timeZone})::date::timestamp at time zone ${timeZone}) + ${offsets[i % offsets.length]!}::interval
          where response_id = ${id}`);
      }
      for (const [user, ids] of [
        [admin, adminIds],
        [agentA, agentIds],
      ] as const) {
        const body = await statsOf(user, `?timeZone=${timeZone}&days=3`);
        const expected = (
          await t.db.execute(sql`
            select to_char((activity_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
              count(*) filter (where status = 'submitted')::int as completed, count(*) filter (where status <> 'submitted')::int as in_progress
            from submissions where response_id = any(${`{${ids.join(",")}}`}::uuid[]) group by 1`)
        ).rows;
        const days = body.over_time.filter((d) => d.completed + d.in_progress > 0);
        expect(days, `${timeZone} as ${user.email}`).toEqual(expected.toSorted((a, b) => String(a.date).localeCompare(String(b.date))));
        // The day before yesterday, yesterday (just before midnight) and today.
        if (user === admin) expect(days.length, timeZone).toBe(3);
      }
    }
    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
  });
});
