import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orgAuditPage, recordAudit } from "../../src/modules/audit/audit.service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

function refusal(query: PromiseLike<unknown>): Promise<string> {
  return Promise.resolve(query).then(
    () => "allowed",
    (error: Error & { cause?: { message?: string } }) => error.cause?.message ?? error.message,
  );
}

describe("audit log", () => {
  it("records who did what from where, and lists an organisation's entries newest first", async () => {
    const orgId = crypto.randomUUID();
    const actor = { id: crypto.randomUUID(), email: "admin@example.com", org_id: orgId };
    const origin = { ip: "203.0.113.9", userAgent: "Mozilla/5.0" };
    await recordAudit(t.db, actor, origin, { action: "invite.created", target: { type: "invite", id: "i1" }, details: { role: "Agent" } });
    await recordAudit(t.db, actor, origin, { action: "user.role_changed", target: { type: "user", id: "u1" } });
    await recordAudit(t.db, actor, origin, { action: "staff.org_viewed", orgId: crypto.randomUUID() }, "staff");

    const page = await orgAuditPage(t.db, orgId, { limit: 10 });
    expect(page.map((e) => e.action)).toEqual(["user.role_changed", "invite.created"]);
    expect(page[1]).toMatchObject({
      actor_kind: "user",
      actor_email: "admin@example.com",
      ip: "203.0.113.9",
      target_type: "invite",
      target_id: "i1",
      details: { role: "Agent" },
    });
    const older = await orgAuditPage(t.db, orgId, { limit: 10, before: page[0]!.id });
    expect(older.map((e) => e.action)).toEqual(["invite.created"]);
  });

  it("is append-only: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    await recordAudit(t.db, null, null, { action: "staff.added", orgId: null });
    expect(await refusal(t.db.execute(sql`update audit_log set action = 'auth.sign_in'`))).toMatch(/append-only: UPDATE/);
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only: DELETE/);
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE/);
  });
});
