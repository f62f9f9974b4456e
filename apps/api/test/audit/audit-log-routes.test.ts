import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../src/db/schema.ts";
import { recordAudit } from "../../src/modules/audit/audit.service.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { GOOD_PASSWORD, sessionCookie, signIn, signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let outsider: TestUser;

const read = (user: TestUser | null, orgId: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/orgs/${orgId}/audit-log${query}`, headers: user ? { cookie: user.cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  [admin, agent, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  // The agent joins the admin's agency (as an invite would make them).
  await t.db.update(users).set({ org_id: admin.orgId, user_type: "Agent" }).where(eq(users.id, agent.userId));
});

describe("sign-in and sign-out are audited", () => {
  it("records each sign-in with its method, address and browser, never the password or the token", async () => {
    const response = await signIn(t.app, admin.email, GOOD_PASSWORD, { "user-agent": "AuditTest/1.0" });
    const cookie = sessionCookie(response)!;
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'auth.sign_in' and ${auditLog.actor_user_id} = ${admin.userId}`)
      .orderBy(auditLog.id);
    expect(rows.length).toBeGreaterThanOrEqual(2); // the sign-in after sign-up, and this one
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      org_id: admin.orgId,
      actor_email: admin.email,
      actor_kind: "user",
      user_agent: "AuditTest/1.0",
      details: { method: "password" },
    });
    expect(last.ip).toBeTruthy();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(GOOD_PASSWORD);
    expect(stored).not.toContain(cookie.split("=")[1]!.split(".")[0]!);
  });

  it("records nothing for a failed sign-in", async () => {
    const before = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'auth.sign_in'`);
    const failed = await signIn(t.app, admin.email, "not the password at all");
    expect(failed.statusCode).toBe(401);
    const after = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'auth.sign_in'`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("records a sign-out through the app's sign-out address", async () => {
    const session = sessionCookie(await signIn(t.app, outsider.email, GOOD_PASSWORD))!;
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: session, origin: TEST_ORIGIN } });
    expect(out.statusCode).toBe(303);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'auth.sign_out' and ${auditLog.actor_user_id} = ${outsider.userId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ org_id: outsider.orgId, target_type: "user", target_id: outsider.userId });
  });
});

describe("GET /api/orgs/{id}/audit-log", () => {
  it("is for the agency's Admins: 401 signed out, 403 for an Agent, 404 for another agency's Admin", async () => {
    expectProblem(await read(null, admin.orgId), 401, "UNAUTHENTICATED");
    expectProblem(await read(agent, admin.orgId), 403, "FORBIDDEN");
    expectProblem(await read(outsider, admin.orgId), 404, "NOT_FOUND");
  });

  it("lists the agency's entries newest first, pages back with `before`, and names members and links", async () => {
    const origin = { ip: "198.51.100.7", userAgent: "Mozilla/5.0" };
    for (let i = 0; i < 3; i++) {
      await recordAudit(t.db, { id: admin.userId, email: admin.email, org_id: admin.orgId }, origin, {
        action: "user.role_changed",
        target: { type: "user", id: agent.userId },
        details: { step: i },
      });
    }
    await recordAudit(t.db, { id: outsider.userId, email: outsider.email, org_id: outsider.orgId }, origin, { action: "org.updated" });

    const first = await read(admin, admin.orgId, "?limit=2");
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.entries.map((e: { details: { step: number } }) => e.details.step)).toEqual([2, 1]);
    expect(page.entries[0]).toMatchObject({ actor_email: admin.email, target_label: agent.email, ip: "198.51.100.7" });
    expect(page.next_before).toBe(page.entries[1].id);

    const all: { id: number; org_id?: string; action: string }[] = [];
    let before: number | null = null;
    do {
      const next: { entries: typeof all; next_before: number | null } = (
        await read(admin, admin.orgId, `?limit=2${before ? `&before=${before}` : ""}`)
      ).json();
      all.push(...next.entries);
      before = next.next_before;
    } while (before);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));
    expect(all.map((e) => e.action)).not.toContain("org.updated");
    expect(all.map((e) => e.action)).toContain("auth.sign_in");
  });

  it("offers no way to change or remove an entry", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"] as const) {
      const response = await t.app.inject({ method, url: `/api/orgs/${admin.orgId}/audit-log`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, method).toBeGreaterThanOrEqual(404);
    }
  });
});
