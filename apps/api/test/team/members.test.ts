import { ZTeam } from "@planready/contracts/team";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, authSession, links, linkStakeholders } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink } from "../survey/survey-helpers.ts";
import { memberThroughInvite } from "./team-helpers.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  admin = await signUp(t.app);
});

const team = async (user: TestUser) => ZTeam.parse((await asUser(t.app, user, "GET", `/api/orgs/${user.orgId}/members`)).json());
const setRole = (by: TestUser, who: TestUser, role: string) =>
  asUser(t.app, by, "PUT", `/api/users/${who.userId}/role`, { user_type: role });
const remove = (by: TestUser, who: TestUser, handOverTo?: TestUser) =>
  asUser(t.app, by, "DELETE", `/api/users/${who.userId}${handOverTo ? `?handOverTo=${handOverTo.userId}` : ""}`);

describe("members and roles", () => {
  it("lists members with role, status and links held, and pending invites", async () => {
    const agent = await memberThroughInvite(t, admin, "Agent");
    const listed = await team(admin);
    expect(listed.members.find((m) => m.id === agent.userId)).toMatchObject({ user_type: "Agent", status: "onboarding", link_count: 0 });
    expectProblem(await asUser(t.app, agent, "GET", `/api/orgs/${admin.orgId}/members`), 403, "FORBIDDEN");
  });

  it("makes an agent Restricted-Admin (audited); a Restricted-Admin promotes no one above themself nor changes an Admin", async () => {
    const agent = await memberThroughInvite(t, admin, "Agent");
    const promoted = await setRole(admin, agent, "Restricted-Admin");
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ id: agent.userId, user_type: "Restricted-Admin" });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.role_changed"), eq(auditLog.target_id, agent.userId)));
    expect(entry).toMatchObject({ actor_user_id: admin.userId, details: { from: "Agent", to: "Restricted-Admin" } });

    const other = await memberThroughInvite(t, admin, "Agent");
    expectProblem(await setRole(agent, other, "Admin"), 403, "ROLE_NOT_ALLOWED");
    expectProblem(await setRole(agent, admin, "Agent"), 403, "ROLE_NOT_ALLOWED");
    expect((await setRole(agent, other, "Restricted-Admin")).statusCode).toBe(200);
  });

  it("keeps the last Admin: not demoted, not removed; with two Admins one may step down", async () => {
    const boss = await signUp(t.app);
    expectProblem(await setRole(boss, boss, "Agent"), 409, "LAST_ADMIN");
    const second = await memberThroughInvite(t, boss, "Admin");
    expect((await setRole(second, boss, "Restricted-Admin")).statusCode).toBe(200);
    expectProblem(await setRole(second, second, "Agent"), 409, "LAST_ADMIN");
    expectProblem(await remove(boss, second), 403, "ROLE_NOT_ALLOWED");
  });
});

describe("removing a member", () => {
  it("hands their links over to the chosen member, ends their sessions at once and audits it", async () => {
    const agent = await memberThroughInvite(t, admin, "Agent");
    const keeper = await memberThroughInvite(t, admin, "Agent");
    const own = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    await t.db.update(links).set({ created_by: agent.userId }).where(eq(links.id, own.id));
    const shared = await createLink(t.app, admin, { stakeholder_ids: [agent.userId, keeper.userId] });
    expect((await team(admin)).members.find((m) => m.id === agent.userId)?.link_count).toBe(2);

    expectProblem(await remove(admin, agent), 422, "HANDOVER_REQUIRED");
    expectProblem(await remove(admin, agent, agent), 400, "VALIDATION_FAILED");
    expect((await asUser(t.app, agent, "GET", "/api/auth/me")).statusCode).toBe(200);

    expect((await remove(admin, agent, keeper)).statusCode).toBe(200);
    // The removed person's session fails its very next request.
    expect((await asUser(t.app, agent, "GET", `/api/links/${own.id}`)).statusCode).toBe(401);
    expect(await t.db.select().from(authSession).where(eq(authSession.userId, agent.authId))).toEqual([]);
    const [moved] = await t.db.select().from(links).where(eq(links.id, own.id));
    expect(moved?.created_by).toBe(keeper.userId);
    const holders = async (linkId: string) =>
      (await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.link_id, linkId))).map((r) => r.user_id).toSorted();
    // The creator of a link is one of its stakeholders: the admin stays, the agent's place went to the keeper.
    expect(await holders(own.id)).toEqual([admin.userId, keeper.userId].toSorted());
    expect(await holders(shared.id)).toEqual([admin.userId, keeper.userId].toSorted());
    expect((await asUser(t.app, keeper, "GET", `/api/links/${own.id}`)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.removed"), eq(auditLog.target_id, agent.userId)));
    expect(entry).toMatchObject({ actor_user_id: admin.userId, details: { links_handed_over: 2, handed_over_to: keeper.userId } });
  });

  it("removes a member without links with no hand-over; never oneself; another agency's member is not found", async () => {
    const agent = await memberThroughInvite(t, admin, "Agent");
    expect((await remove(admin, agent)).statusCode).toBe(200);
    expectProblem(await remove(admin, admin), 409, "CONFLICT");
    const stranger = await signUp(t.app);
    const theirs = await memberThroughInvite(t, stranger, "Agent");
    expectProblem(await remove(admin, theirs), 404, "NOT_FOUND");
    expectProblem(await setRole(admin, theirs, "Admin"), 404, "NOT_FOUND");
  });
});
