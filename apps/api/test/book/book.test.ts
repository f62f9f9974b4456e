import { chunkText } from "@planready/contracts/book-import";
import type { TBookClient, TBookClientPage, TBookImport, TBookMapping } from "@planready/contracts/book";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookClients, bookImportChunks, bookImports } from "../../src/db/schema.ts";
import { runBookImport } from "../../src/modules/book/book-import.job.ts";
import { bookClientsForSend, markClientOpened, markClientsSent, markClientSubmitted } from "../../src/modules/book/book.service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, startSurvey } from "../survey/survey-helpers.ts";
import { memberThroughInvite } from "../team/team-helpers.ts";
import type { Actor } from "../../src/core/actor.ts";
import { users } from "../../src/db/schema.ts";

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let colleague: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  admin = await signUp(t.app);
  owner = await memberThroughInvite(t, admin, "Agent");
  colleague = await memberThroughInvite(t, admin, "Agent");
  outsider = await signUp(t.app);
});

const HEADER = "First Name,Last Name,Email,Phone,ZIP,DOB,Plan,Consent,Consent Source,Consent Date";
const mapping: TBookMapping = {
  first_name: "First Name",
  last_name: "Last Name",
  email: "Email",
  phone: "Phone",
  zip: "ZIP",
  birth_date: "DOB",
  plan_type: "Plan",
  consent_channels: "Consent",
  consent_source: "Consent Source",
  consent_date: "Consent Date",
};

/** Uploads a file in chunks as `user`, runs the queued job, and returns the finished import. */
async function importFile(user: TestUser, text: string, chunkChars = 64): Promise<TBookImport> {
  const chunks = chunkText(text, chunkChars);
  const started = await asUser(t.app, user, "POST", "/api/book/imports", { file_name: "clients.csv", mapping, chunk_count: chunks.length });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json<{ import: TBookImport }>().import.id;
  // Out of order: the last chunk first.
  for (const seq of [...chunks.keys()].toReversed()) {
    const put = await asUser(t.app, user, "PUT", `/api/book/imports/${id}/chunks/${seq}`, { content: chunks[seq] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ import: TBookImport }>().import.status).toBe(seq === 0 ? "queued" : "uploading");
  }
  await t.app.jobs.runQueued();
  return (await asUser(t.app, user, "GET", `/api/book/imports/${id}`)).json<{ import: TBookImport }>().import;
}

async function clients(user: TestUser, query = ""): Promise<TBookClientPage> {
  const response = await asUser(t.app, user, "GET", `/api/book/clients${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TBookClientPage>();
}

async function actorOf(user: TestUser): Promise<Actor> {
  const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
  return row!;
}

describe("importing a file", () => {
  let imp: TBookImport;
  beforeAll(async () => {
    const text = [
      `\uFEFF${HEADER}`,
      `Ana,Ruiz,ANA@example.com,(305) 555-0142,33101,3/7/1950,MAPD,email;sms,written,2025-10-01`,
      `Ben,Cole,not-an-email,,33101,1/2/1948,PDP,email,written,2025-10-01`,
      `Cara,Diaz,,555-0100,33101,,,,,`,
      `,,nobody@example.com,,,,,,,`,
      `Dan,Eng,dan@example.com,,ABCDE,2/30/1950,Banana,email,,`,
      `"Ana",,ana@example.com,,02134,,Med Supp,,,`,
      `Eve,Fox,eve@example.com,305.555.0199,2134,45292,Final expense,,,`,
    ].join("\r\n");
    imp = await importFile(owner, text);
  });

  it("runs to the end in the job and counts what happened to every row", () => {
    expect(imp).toMatchObject({ status: "done", total_rows: 7, processed_rows: 7, imported: 3, merged: 1, rejected: 3 });
    expect(imp.not_sendable).toBe(2);
  });

  it("keeps the reasons of every rejected row and dropped field, by row", async () => {
    const response = await asUser(t.app, owner, "GET", `/api/book/imports/${imp.id}/problems`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ problems: unknown[] }>().problems).toEqual([
      { row: 2, field: "email", problem: "invalid_email", rejected: true },
      { row: 3, field: "phone", problem: "invalid_phone", rejected: true },
      { row: 4, field: null, problem: "missing_name", rejected: true },
      { row: 5, field: "zip", problem: "invalid_zip", rejected: false },
      { row: 5, field: "birth_date", problem: "invalid_birth_date", rejected: false },
      { row: 5, field: "plan_type", problem: "unknown_plan_type", rejected: false },
      { row: 5, field: "consent_source", problem: "incomplete_consent", rejected: false },
    ]);
  });

  it("merges a duplicate row into the earlier client and stores normalised values; the chunks are gone", async () => {
    const page = await clients(owner);
    expect(page.total).toBe(3);
    const ana = page.items.find((c) => c.email === "ana@example.com")!;
    expect(ana).toMatchObject({
      first_name: "Ana",
      last_name: "Ruiz",
      phone: "+13055550142",
      zip: "02134",
      birth_date: "1950-03-07",
      plan_type: "medicare_supplement",
      consent_channels: ["email", "sms"],
      consent_source: "written",
      consent_date: "2025-10-01",
      status: "never_sent",
    });
    expect(page.items.find((c) => c.first_name === "Eve")).toMatchObject({
      zip: "02134",
      birth_date: "2024-01-01",
      plan_type: "life",
      consent_channels: [],
    });
    expect(await t.db.select().from(bookImportChunks).where(eq(bookImportChunks.import_id, imp.id))).toEqual([]);
  });

  it("a second file merges into the book instead of adding the same people again; the mapping is remembered", async () => {
    const again = await importFile(
      owner,
      `${HEADER}\nAna,Ruiz,ana@example.com,,,,,email,verbal,2026-01-05\nZed,Young,zed@example.com,,,,,,,`,
    );
    expect(again).toMatchObject({ imported: 1, merged: 1, rejected: 0 });
    const page = await clients(owner);
    expect(page.total).toBe(4);
    expect(page.items.find((c) => c.email === "ana@example.com")).toMatchObject({
      consent_channels: ["email", "sms"],
      consent_source: "verbal",
      consent_date: "2026-01-05",
      zip: "02134",
    });
    expect((await asUser(t.app, owner, "GET", "/api/book/mapping")).json()).toEqual({ mapping });
    expect((await asUser(t.app, colleague, "GET", "/api/book/mapping")).json()).toEqual({ mapping: {} });
    // The agency's audit log says an import happened (kinds and counts only, no file name).
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "book.import_started"), eq(auditLog.target_id, again.id)));
    expect(entry).toMatchObject({ actor_user_id: owner.userId, org_id: admin.orgId, target_type: "book_import" });
    expect(JSON.stringify(entry!.details)).not.toContain("clients.csv");
  });

  it("an upload left unfinished for an hour is dropped when the agent starts another", async () => {
    const [stale] = await t.db
      .insert(bookImports)
      .values({
        org_id: admin.orgId,
        owner_id: owner.userId,
        file_name: "left.csv",
        mapping,
        chunk_count: 3,
        created_at: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning();
    await t.db.insert(bookImportChunks).values({ import_id: stale!.id, seq: 0, content: `${HEADER}\n` });
    const fresh = await asUser(t.app, owner, "POST", "/api/book/imports", { file_name: "new.csv", mapping, chunk_count: 2 });
    expect(fresh.statusCode).toBe(201);
    const [after] = await t.db.select().from(bookImports).where(eq(bookImports.id, stale!.id));
    expect(after).toMatchObject({ status: "failed", error: "upload_abandoned" });
    expect(await t.db.select().from(bookImportChunks).where(eq(bookImportChunks.import_id, stale!.id))).toEqual([]);
    // The one just started is not touched.
    const id = fresh.json<{ import: TBookImport }>().import.id;
    expect((await asUser(t.app, owner, "GET", `/api/book/imports/${id}`)).json<{ import: TBookImport }>().import.status).toBe("uploading");
  });

  it("a file over 200,000 rows fails with its reason and leaves nothing behind", async () => {
    const [row] = await t.db
      .insert(bookImports)
      .values({ org_id: admin.orgId, owner_id: colleague.userId, file_name: "huge.csv", mapping, chunk_count: 1, status: "queued" })
      .returning();
    await t.db
      .insert(bookImportChunks)
      .values({ import_id: row!.id, seq: 0, content: `${HEADER}\n${"A,B,a@example.com,,,,,,,\n".repeat(200_001)}` });
    await runBookImport({ db: t.db, log: t.app.log }, { importId: row!.id });
    const [done] = await t.db.select().from(bookImports).where(eq(bookImports.id, row!.id));
    expect(done).toMatchObject({ status: "failed", error: "too_many_rows", total_rows: 200_001, imported: 0 });
    expect(await t.db.select().from(bookImportChunks).where(eq(bookImportChunks.import_id, row!.id))).toEqual([]);
  });

  it("a job retried after a crash goes on from the last batch it committed", async () => {
    const header = `${HEADER}\n`;
    const rows = Array.from({ length: 5000 }, (_, i) => `R${i},Batch,r${i}@example.com,,,,,,,`).join("\n");
    const [row] = await t.db
      .insert(bookImports)
      .values({ org_id: admin.orgId, owner_id: colleague.userId, file_name: "big.csv", mapping, chunk_count: 1, status: "queued" })
      .returning();
    await t.db.insert(bookImportChunks).values({ import_id: row!.id, seq: 0, content: header + rows });
    // As if a first run had committed the first 2,000 rows, then died.
    await t.db.update(bookImports).set({ status: "running", processed_rows: 2000, imported: 2000 }).where(eq(bookImports.id, row!.id));
    await runBookImport({ db: t.db, log: t.app.log }, { importId: row!.id });
    const [done] = await t.db.select().from(bookImports).where(eq(bookImports.id, row!.id));
    expect(done).toMatchObject({ status: "done", total_rows: 5000, processed_rows: 5000, imported: 5000 });
    // Only the rows after the committed batch were written by the second run.
    expect((await clients(colleague, "?q=Batch")).total).toBe(3000);
  });
});

describe("the book's filters and paging", () => {
  let filterer: TestUser;
  beforeAll(async () => {
    filterer = await signUp(t.app);
    await importFile(
      filterer,
      [
        HEADER,
        "Amy,Able,amy@example.com,,33101,1950-03-01,MAPD,email,written,2025-01-01",
        "Bob,Baker,bob@example.com,,33101,1951-04-01,PDP,email,written,2025-01-01",
        "Cy,Cole,cy@example.com,,90210,1952-03-09,MAPD,email,written,2025-01-01",
        "Di,Dunn,di@example.com,,90210,1953-12-01,Med Supp,,,",
      ].join("\n"),
      4096,
    );
  });

  it("filters by plan type, ZIP, birthday month and name, and pages", async () => {
    expect((await clients(filterer, "?plan_type=medicare_advantage")).items.map((c) => c.first_name)).toEqual(["Amy", "Cy"]);
    expect((await clients(filterer, "?zip=90210")).items.map((c) => c.first_name)).toEqual(["Cy", "Di"]);
    expect((await clients(filterer, "?birth_month=3")).items.map((c) => c.first_name)).toEqual(["Amy", "Cy"]);
    expect((await clients(filterer, "?q=bak")).items.map((c) => c.first_name)).toEqual(["Bob"]);
    const second = await clients(filterer, "?page=2&page_size=3");
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.items.map((c) => c.first_name)).toEqual(["Di"]);
    expectProblem(await asUser(t.app, filterer, "GET", "/api/book/clients?birth_month=13"), 400, "VALIDATION_FAILED");
  });

  it("follows each client through a send: sent, opened (the submission linked), submitted; a new send starts afresh", async () => {
    const actor = await actorOf(filterer);
    const all = await bookClientsForSend(t.db, actor, {});
    expect(all.map((c) => c.first_name)).toEqual(["Amy", "Bob", "Cy", "Di"]);
    expect(all[3]!.consent_channels).toEqual([]);
    const [amy, bob, cy] = all;
    const sendId = "00000000-0000-4000-8000-000000000001";
    expect(await markClientsSent(t.db, [amy!.id, bob!.id, cy!.id], sendId)).toBe(3);

    const link = await createLink(t.app, filterer);
    const survey = await startSurvey(t.app, link);
    expect(await markClientOpened(t.db, bob!.id, survey.id)).toBe(true);
    const other = await startSurvey(t.app, link);
    await markClientOpened(t.db, cy!.id, other.id);
    await t.db.transaction(async (tx) => expect(await markClientSubmitted(tx, other.id)).toBe(1));

    const status = async (s: string) => (await clients(filterer, `?status=${s}`)).items.map((c) => c.first_name);
    expect(await status("never_sent")).toEqual(["Di"]);
    expect(await status("sent_not_started")).toEqual(["Amy"]);
    expect(await status("started")).toEqual(["Bob"]);
    expect(await status("completed")).toEqual(["Cy"]);
    const cyRow: TBookClient = (await clients(filterer, "?status=completed")).items[0]!;
    expect(cyRow).toMatchObject({ response_id: other.id, status: "completed" });
    expect(cyRow.submitted_at).not.toBeNull();
    expect((await bookClientsForSend(t.db, actor, { status: "started" })).map((c) => c.id)).toEqual([bob!.id]);
    expect((await bookClientsForSend(t.db, actor, { ids: [amy!.id, "00000000-0000-4000-8000-0000000000ff"] })).map((c) => c.id)).toEqual([
      amy!.id,
    ]);

    // A reminder of the same send keeps where Bob is; another send starts his status afresh.
    await markClientsSent(t.db, [bob!.id], sendId);
    expect(await status("started")).toEqual(["Bob"]);
    await markClientsSent(t.db, [bob!.id], "00000000-0000-4000-8000-000000000002");
    expect(await status("sent_not_started")).toEqual(["Amy", "Bob"]);
    // A submission not from a send marks nothing.
    await t.db.transaction(async (tx) => expect(await markClientSubmitted(tx, survey.id)).toBe(0));
  });

  it("sends read only the actor's own book: a colleague, the agency's Admin and another organisation get nothing", async () => {
    for (const someone of [colleague, admin, outsider]) {
      const actor = await actorOf(someone);
      const theirs = await bookClientsForSend(t.db, actor, { q: "Amy" });
      expect(theirs).toEqual([]);
    }
  });
});

describe("who may call each book route", () => {
  let imp: TBookImport;
  let clientId: string;
  beforeAll(async () => {
    const started = await asUser(t.app, owner, "POST", "/api/book/imports", { file_name: "x.csv", mapping, chunk_count: 2 });
    imp = started.json<{ import: TBookImport }>().import;
    clientId = (await clients(owner, "?q=Ana")).items[0]!.id;
  });

  const routes = () => [
    { method: "GET" as const, url: "/api/book/clients" },
    { method: "GET" as const, url: "/api/book/mapping" },
    { method: "GET" as const, url: "/api/book/imports" },
    { method: "POST" as const, url: "/api/book/imports", body: { file_name: "y.csv", mapping, chunk_count: 1 } },
    { method: "PUT" as const, url: `/api/book/imports/${imp.id}/chunks/0`, body: { content: `${HEADER}\n` } },
    { method: "GET" as const, url: `/api/book/imports/${imp.id}` },
    { method: "GET" as const, url: `/api/book/imports/${imp.id}/problems` },
  ];

  it("no session: 401 everywhere", async () => {
    for (const r of routes()) expectProblem(await asUser(t.app, null, r.method, r.url, r.body), 401, "UNAUTHENTICATED");
  });

  it("another organisation, another agent, and the agency's Admin: another's import reads as missing, lists as empty", async () => {
    for (const someone of [outsider, colleague, admin]) {
      for (const r of routes().filter((x) => x.url.includes(imp.id)))
        expectProblem(await asUser(t.app, someone, r.method, r.url, r.body), 404, "NOT_FOUND");
      const list = await clients(someone, "?q=Ana");
      expect(list.items.map((c) => c.id)).not.toContain(clientId);
      expect(list.total).toBe(0);
      const imports = (await asUser(t.app, someone, "GET", "/api/book/imports")).json<{ imports: TBookImport[] }>().imports;
      expect(imports.map((i) => i.id)).not.toContain(imp.id);
    }
    // Their chunk did not land in the owner's import.
    expect(await t.db.select().from(bookImportChunks).where(eq(bookImportChunks.import_id, imp.id))).toEqual([]);
  });

  it("the owner: each route answers", async () => {
    for (const r of routes()) {
      const response = await asUser(t.app, owner, r.method, r.url, r.body);
      expect(response.statusCode, `${r.method} ${r.url} ${response.body}`).toBeLessThan(300);
    }
    expect((await clients(owner, "?q=Ana")).items.map((c) => c.id)).toContain(clientId);
    // A chunk number past the file's is refused; a finished upload takes no more.
    expectProblem(await asUser(t.app, owner, "PUT", `/api/book/imports/${imp.id}/chunks/2`, { content: "x" }), 400, "VALIDATION_FAILED");
    await asUser(t.app, owner, "PUT", `/api/book/imports/${imp.id}/chunks/1`, { content: "Zoe,Ng,zoe@example.com,,,,,,,\n" });
    expectProblem(await asUser(t.app, owner, "PUT", `/api/book/imports/${imp.id}/chunks/1`, { content: "x" }), 409, "CONFLICT");
    await t.app.jobs.runQueued();
    const [row] = await t.db.select().from(bookClients).where(eq(bookClients.email, "zoe@example.com"));
    expect(row?.owner_id).toBe(owner.userId);
  });
});

describe("removing a client from the book", () => {
  let remover: TestUser;
  let ids: string[];
  beforeAll(async () => {
    remover = await memberThroughInvite(t, admin, "Agent");
    await importFile(remover, [HEADER, "Gil,Gray,gil@example.com,,,,,,,", "Hal,Hunt,hal@example.com,,,,,,,"].join("\n"), 4096);
    ids = (await clients(remover)).items.map((c) => c.id);
    expect(ids).toHaveLength(2);
  });

  it("nobody but the owner removes it: no session 401; another organisation, another agent, the agency's Admin 404", async () => {
    const [gil] = ids;
    expectProblem(await asUser(t.app, null, "DELETE", `/api/book/clients/${gil}`), 401, "UNAUTHENTICATED");
    for (const someone of [outsider, colleague, admin])
      expectProblem(await asUser(t.app, someone, "DELETE", `/api/book/clients/${gil}`), 404, "NOT_FOUND");
    expect((await clients(remover)).items.map((c) => c.id)).toEqual(ids);
    expectProblem(await asUser(t.app, remover, "DELETE", "/api/book/clients/not-a-uuid"), 400, "VALIDATION_FAILED");
  });

  it("the owner removes it: 204, the client is gone, the audit log names ids only, and it is not found again", async () => {
    const [gil, hal] = ids;
    const removed = await asUser(t.app, remover, "DELETE", `/api/book/clients/${gil}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await clients(remover)).items.map((c) => c.id)).toEqual([hal]);
    expect(await t.db.select().from(bookClients).where(eq(bookClients.id, gil!))).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "book.client_removed"), eq(auditLog.target_id, gil!)));
    expect(audit).toMatchObject({ actor_user_id: remover.userId, target_type: "book_client", org_id: remover.orgId });
    expect(JSON.stringify(audit)).not.toContain("gil@");
    expect(JSON.stringify(audit)).not.toContain("Gil");
    expectProblem(await asUser(t.app, remover, "DELETE", `/api/book/clients/${gil}`), 404, "NOT_FOUND");
  });
});
