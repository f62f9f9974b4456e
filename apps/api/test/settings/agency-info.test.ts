import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, orgs, users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const put = (user: TestUser, orgId: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/orgs/${orgId}`, headers: { cookie: user.cookie }, payload });

const orgAudits = (orgId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.org_id, orgId), eq(auditLog.action, "org.updated")));

describe("agency information: the US address", () => {
  it("keeps a state typed by name or in lower case as its postal code, and takes ZIP+4", async () => {
    const admin = await signUp(t.app);
    const response = await put(admin, admin.orgId, { state: "texas", zip: "78701-1234" });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(orgs).where(eq(orgs.id, admin.orgId));
    expect(row).toMatchObject({ state: "TX", zip: "78701-1234" });
  });

  it("refuses a state that is not one and a ZIP code of another shape, naming both fields", async () => {
    const admin = await signUp(t.app);
    const problem = expectProblem(await put(admin, admin.orgId, { state: "Ontario", zip: "K1A 0B1" }), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields?.map((f) => f.path).toSorted()).toEqual(["body.state", "body.zip"]);
  });
});

describe("agency information: who may change it, and the audit log", () => {
  it("audits a change as org.updated with the fields that changed, and nothing for a save that changes nothing", async () => {
    const admin = await signUp(t.app);
    expect((await put(admin, admin.orgId, { name: "Sunrise Insurance", city: "Austin" })).statusCode).toBe(200);
    expect((await put(admin, admin.orgId, { name: "Sunrise Insurance" })).statusCode).toBe(200);
    const entries = await orgAudits(admin.orgId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_user_id: admin.userId,
      target_type: "org",
      target_id: admin.orgId,
      details: { fields: "name,city" },
    });
  });

  it("lets a Restricted-Admin change it, and refuses an Agent with 403 (nothing audited)", async () => {
    const admin = await signUp(t.app);
    const restricted = await signUp(t.app);
    const agent = await signUp(t.app);
    await t.db.update(users).set({ org_id: admin.orgId, user_type: "Restricted-Admin" }).where(eq(users.id, restricted.userId));
    await t.db.update(users).set({ org_id: admin.orgId, user_type: "Agent" }).where(eq(users.id, agent.userId));
    expect((await put(restricted, admin.orgId, { name: "Renamed" })).statusCode).toBe(200);
    expectProblem(await put(agent, admin.orgId, { name: "Agent's name" }), 403, "FORBIDDEN");
    expect((await orgAudits(admin.orgId)).map((e) => e.actor_user_id)).toEqual([restricted.userId]);
  });

  it("answers 404 for another agency", async () => {
    const admin = await signUp(t.app);
    const stranger = await signUp(t.app);
    expectProblem(await put(stranger, admin.orgId, { name: "Mine now" }), 404, "NOT_FOUND");
  });
});
