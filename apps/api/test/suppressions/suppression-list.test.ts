import { ZSuppressionList } from "@planready/contracts/suppressions";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../src/db/schema.ts";
import { suppress, suppressedAmong } from "../../src/modules/suppressions/suppressions.service.ts";
import type { TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createSurveyTestApp, joinOrg } from "../survey/survey-helpers.ts";

let t: TestApp;
let owner: TestUser;
let colleague: TestUser;
let admin: TestUser;
let outsider: TestUser;
let seq = 0;

beforeAll(async () => {
  t = await createSurveyTestApp();
  [owner, colleague, admin, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  const agencyId = owner.orgId;
  await joinOrg(t, owner, agencyId, "Agent");
  await joinOrg(t, colleague, agencyId, "Agent");
  await joinOrg(t, admin, agencyId, "Admin");
  colleague = { ...colleague, orgId: agencyId };
  admin = { ...admin, orgId: agencyId };
});

const email = () => `listed.${seq++}@example.com`;

async function add(user: TestUser, body: Record<string, unknown>) {
  const response = await asUser(t.app, user, "POST", "/api/suppressions", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; address: string; removable: boolean; added_by: string | null }>();
}

async function list(user: TestUser | null, query = "") {
  return asUser(t.app, user, "GET", `/api/suppressions${query}`);
}

describe("GET /api/suppressions", () => {
  it("needs a session", async () => {
    expectProblem(await list(null), 401, "UNAUTHENTICATED");
  });

  it("shows the agency's list to every member (the owner, another agent, an Admin), never to another agency", async () => {
    const address = email();
    const entry = await add(owner, { channel: "email", address, note: "asked by phone" });
    for (const member of [owner, colleague, admin]) {
      const page = ZSuppressionList.parse((await list(member, `?search=${encodeURIComponent(address)}`)).json());
      expect(page.entries.map((e) => e.id)).toEqual([entry.id]);
      expect(page.entries[0]).toMatchObject({ channel: "email", reason: "opted_out", source: "agency", detail: "asked by phone" });
    }
    const theirs = ZSuppressionList.parse((await list(outsider, `?search=${encodeURIComponent(address)}`)).json());
    expect(theirs.entries).toEqual([]);
  });

  it("filters by channel and pages newest first", async () => {
    const phones = ["+15553010001", "+15553010002", "+15553010003"];
    for (const phone of phones) await add(colleague, { channel: "sms", address: phone });
    const first = ZSuppressionList.parse((await list(colleague, "?channel=sms&search=55530100&limit=2")).json());
    expect(first.entries.map((e) => e.address)).toEqual(["+15553010003", "+15553010002"]);
    expect(first.entries.every((e) => e.channel === "sms")).toBe(true);
    const next = ZSuppressionList.parse(
      (await list(colleague, `?channel=sms&search=55530100&limit=2&before=${encodeURIComponent(first.next_before!)}`)).json(),
    );
    expect(next.entries.map((e) => e.address)).toEqual(["+15553010001"]);
    expect(next.next_before).toBeNull();
  });
});

describe("POST /api/suppressions", () => {
  it("needs a session", async () => {
    expectProblem(await asUser(t.app, null, "POST", "/api/suppressions", { channel: "email", address: email() }), 401, "UNAUTHENTICATED");
  });

  it("adds to the member's own agency only, normalized, at once for every later send, and is audited without the address", async () => {
    const entry = await add(outsider, { channel: "sms", address: "(555) 301-0999" });
    expect(entry.address).toBe("+15553010999");
    expect(entry.removable).toBe(true);
    expect((await suppressedAmong(t.db, outsider.orgId, "sms", ["555-301-0999"])).size).toBe(1);
    expect((await suppressedAmong(t.db, owner.orgId, "sms", ["555-301-0999"])).size).toBe(0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "suppression.added"), eq(auditLog.target_id, entry.id)));
    expect(audit?.details).toEqual({ channel: "sms" });
  });

  it("refuses an address not of the channel (400) and one already listed (409)", async () => {
    expectProblem(
      await asUser(t.app, owner, "POST", "/api/suppressions", { channel: "sms", address: "not a phone" }),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await asUser(t.app, owner, "POST", "/api/suppressions", { channel: "email", address: "+15552010000" }),
      400,
      "VALIDATION_FAILED",
    );
    const address = email();
    await add(owner, { channel: "email", address });
    expectProblem(
      await asUser(t.app, colleague, "POST", "/api/suppressions", { channel: "email", address: address.toUpperCase() }),
      409,
      "CONFLICT",
    );
  });
});

describe("DELETE /api/suppressions/{id}", () => {
  it("needs a session", async () => {
    const entry = await add(owner, { channel: "email", address: email() });
    expectProblem(await asUser(t.app, null, "DELETE", `/api/suppressions/${entry.id}`), 401, "UNAUTHENTICATED");
  });

  it("answers 404 to another agency, 403 to another agent, and lets the owner remove their entry", async () => {
    const entry = await add(owner, { channel: "email", address: email() });
    expectProblem(await asUser(t.app, outsider, "DELETE", `/api/suppressions/${entry.id}`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, colleague, "DELETE", `/api/suppressions/${entry.id}`), 403, "FORBIDDEN");
    const seenByColleague = ZSuppressionList.parse((await list(colleague, `?search=${encodeURIComponent(entry.address)}`)).json());
    expect(seenByColleague.entries[0]?.removable).toBe(false);
    const removed = await asUser(t.app, owner, "DELETE", `/api/suppressions/${entry.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await suppressedAmong(t.db, owner.orgId, "email", [entry.address])).size).toBe(0);
  });

  it("lets an Admin remove any entry the agency made", async () => {
    const entry = await add(colleague, { channel: "email", address: email() });
    expect((await asUser(t.app, admin, "DELETE", `/api/suppressions/${entry.id}`)).statusCode).toBe(200);
  });

  it("keeps what the person asked for themselves, even against an Admin (409)", async () => {
    const address = email();
    await suppress(t.db, { orgId: owner.orgId, channel: "email", address, reason: "opted_out", source: "email_one_click" });
    const page = ZSuppressionList.parse((await list(admin, `?search=${encodeURIComponent(address)}`)).json());
    expect(page.entries[0]).toMatchObject({ source: "email_one_click", added_by: null, removable: false });
    expectProblem(await asUser(t.app, admin, "DELETE", `/api/suppressions/${page.entries[0]!.id}`), 409, "SUPPRESSION_RECIPIENT_REQUEST");
    expect((await suppressedAmong(t.db, owner.orgId, "email", [address])).size).toBe(1);
  });
});
