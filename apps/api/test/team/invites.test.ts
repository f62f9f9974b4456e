import { ZInviteLookup, ZTeam } from "@planready/contracts/team";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, invites, orgs } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, uniqueEmail, type TestUser } from "../helpers/users.ts";
import { asUser } from "../survey/survey-helpers.ts";
import { invite, inviteLinkSentTo, memberThroughInvite, signUpThroughInvite } from "./team-helpers.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  admin = await signUp(t.app, { name: "Alma Admin" });
  await asUser(t.app, admin, "PUT", `/api/orgs/${admin.orgId}`, { name: "Sunrise Insurance" });
  await asUser(t.app, admin, "PUT", `/api/users/${admin.authId}`, { first_name: "Alma", last_name: "Reyes" });
});

const lookup = async (id: string, token?: string) =>
  ZInviteLookup.parse((await t.app.inject({ method: "GET", url: `/api/invites/${id}${token ? `?token=${token}` : ""}` })).json());
const auditOf = (orgId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.org_id, orgId), eq(auditLog.action, action as never)));

describe("inviting", () => {
  it("emails a link in the chosen language that a new person signs up through, joining with the role and founding nothing", async () => {
    const email = uniqueEmail("ana");
    const sent = await invite(t.app, admin, email.toUpperCase(), "Agent", { locale: "es" });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      resent: false,
      invite: { email, role: "Agent", locale: "es", invited_by: "Alma Reyes", expired: false },
    });
    const link = await inviteLinkSentTo(t, email);
    expect(link.subject).toBe("Le invitaron a unirse a Sunrise Insurance en PlanReady");
    expect(link.text).toContain("Alma Reyes le invitó");
    expect(link.url).toContain("lng=es");

    expect(await lookup(link.id, link.token)).toMatchObject({
      valid: true,
      org_name: "Sunrise Insurance",
      email,
      role: "Agent",
      inviter_name: "Alma Reyes",
    });
    const orgsBefore = (await t.db.select().from(orgs)).length;
    const agent = await signUpThroughInvite(t.app, link, email);
    expect(agent.orgId).toBe(admin.orgId);
    expect(agent.profile).toMatchObject({ user_type: "Agent", org: { name: "Sunrise Insurance", user_count: 2 } });
    expect((await t.db.select().from(orgs)).length).toBe(orgsBefore);
    // Single use: the link is spent.
    expect(await lookup(link.id, link.token)).toEqual({ valid: false });
    expect(await auditOf(admin.orgId, "invite.accepted")).toEqual(
      expect.arrayContaining([expect.objectContaining({ actor_user_id: agent.userId, target_id: link.id })]),
    );
    expect(await auditOf(admin.orgId, "invite.created")).toEqual(
      expect.arrayContaining([expect.objectContaining({ actor_user_id: admin.userId, target_id: link.id })]),
    );
  });

  it("writes in the inviter's language when none is chosen", async () => {
    const email = uniqueEmail();
    await invite(t.app, admin, email, "Agent");
    expect((await inviteLinkSentTo(t, email)).subject).toBe("You're invited to join Sunrise Insurance on PlanReady");
  });

  it("updates the pending invite when the address is invited again: new role, a new link, the old one dead", async () => {
    const email = uniqueEmail();
    await invite(t.app, admin, email, "Agent");
    const first = await inviteLinkSentTo(t, email);
    await t.db
      .update(invites)
      .set({ expires_at: new Date(Date.now() + 60_000) })
      .where(eq(invites.id, first.id));
    const again = await invite(t.app, admin, email, "Restricted-Admin");
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ resent: true, invite: { id: first.id, role: "Restricted-Admin" } });
    expect(new Date(again.json().invite.expires_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const second = await inviteLinkSentTo(t, email);
    expect(second.token).not.toBe(first.token);
    expect(await lookup(first.id, first.token)).toEqual({ valid: false });
    expect(await lookup(second.id, second.token)).toMatchObject({ valid: true, role: "Restricted-Admin" });
    expect(await t.db.select().from(invites).where(eq(invites.email, email))).toHaveLength(1);
    expect(await auditOf(admin.orgId, "invite.resent")).toEqual(expect.arrayContaining([expect.objectContaining({ target_id: first.id })]));
  });

  it("expires after 7 days; a sign-up through an expired link founds its own agency instead", async () => {
    const email = uniqueEmail();
    await invite(t.app, admin, email, "Agent");
    const link = await inviteLinkSentTo(t, email);
    await t.db
      .update(invites)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invites.id, link.id));
    expect(await lookup(link.id, link.token)).toEqual({ valid: false });
    const person = await signUpThroughInvite(t.app, link, email);
    expect(person.orgId).not.toBe(admin.orgId);
    expect(person.profile.user_type).toBe("Admin");
  });

  it("answers valid false, and nothing else, on any failure", async () => {
    const email = uniqueEmail();
    await invite(t.app, admin, email, "Agent");
    const link = await inviteLinkSentTo(t, email);
    expect(await lookup(link.id)).toEqual({ valid: false });
    expect(await lookup(link.id, "x".repeat(43))).toEqual({ valid: false });
    expect(await lookup("not-an-id", link.token)).toEqual({ valid: false });
    expect(await lookup(crypto.randomUUID(), link.token)).toEqual({ valid: false });
    const odd = await t.app.inject({ method: "GET", url: `/api/invites/${link.id}?token=${"y".repeat(500)}&other=1` });
    expect(odd.statusCode).toBe(200);
    expect(odd.json()).toEqual({ valid: false });
  });

  it("revokes a pending invite: its link stops working and the revocation is audited", async () => {
    const email = uniqueEmail();
    await invite(t.app, admin, email, "Agent");
    const link = await inviteLinkSentTo(t, email);
    expect((await asUser(t.app, admin, "DELETE", `/api/invites/${link.id}`)).statusCode).toBe(200);
    expect(await lookup(link.id, link.token)).toEqual({ valid: false });
    expectProblem(await asUser(t.app, admin, "DELETE", `/api/invites/${link.id}`), 404, "NOT_FOUND");
    expect(await auditOf(admin.orgId, "invite.revoked")).toEqual(expect.arrayContaining([expect.objectContaining({ target_id: link.id })]));
    const team = ZTeam.parse((await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/members`)).json());
    expect(team.invites.map((i) => i.email)).not.toContain(email);
  });

  it("refuses inviting a member, a role above one's own, and from another agency", async () => {
    const ra = await memberThroughInvite(t, admin, "Restricted-Admin");
    expectProblem(await invite(t.app, admin, ra.email, "Agent"), 409, "CONFLICT");
    expectProblem(await invite(t.app, ra, uniqueEmail(), "Admin"), 403, "ROLE_NOT_ALLOWED");
    expect((await invite(t.app, ra, uniqueEmail(), "Restricted-Admin")).statusCode).toBe(201);
    const stranger = await signUp(t.app);
    expectProblem(
      await asUser(t.app, stranger, "POST", `/api/orgs/${admin.orgId}/invites`, { email: uniqueEmail(), role: "Agent" }),
      404,
      "NOT_FOUND",
    );
    // A Restricted-Admin cannot revoke an Admin's invite.
    const email = uniqueEmail();
    await invite(t.app, admin, email, "Admin");
    const link = await inviteLinkSentTo(t, email);
    expectProblem(await asUser(t.app, ra, "DELETE", `/api/invites/${link.id}`), 403, "ROLE_NOT_ALLOWED");
  });

  it("sends at most 50 invites per agency per day", async () => {
    const boss = await signUp(t.app);
    for (let i = 0; i < 50; i++) expect((await invite(t.app, boss, uniqueEmail(`many${i}`), "Agent")).statusCode).toBe(201);
    expectProblem(await invite(t.app, boss, uniqueEmail(), "Agent"), 429, "INVITE_LIMIT_REACHED");
    // Another agency is not held back.
    expect((await invite(t.app, admin, uniqueEmail(), "Agent")).statusCode).toBe(201);
  });
});

describe("POST /api/users/invite/{inviteId}", () => {
  it("tells a person signed in to another agency, and moves nothing", async () => {
    const email = uniqueEmail();
    await invite(t.app, admin, email, "Agent");
    const link = await inviteLinkSentTo(t, email);
    const elsewhere = await signUp(t.app);
    expectProblem(
      await asUser(t.app, elsewhere, "POST", `/api/users/invite/${link.id}`, { token: link.token }),
      409,
      "INVITE_OTHER_ORGANISATION",
    );
    const me = await asUser(t.app, elsewhere, "GET", "/api/auth/me");
    expect(me.json()).toMatchObject({ org_id: elsewhere.orgId, user_type: "Admin" });
    expect(await lookup(link.id, link.token)).toMatchObject({ valid: true });
  });

  it("lets a member of the inviting agency use it up without changing their role; refuses a wrong token", async () => {
    const agent = await memberThroughInvite(t, admin, "Agent");
    const email = uniqueEmail();
    await invite(t.app, admin, email, "Admin");
    const link = await inviteLinkSentTo(t, email);
    expectProblem(await asUser(t.app, agent, "POST", `/api/users/invite/${link.id}`, { token: "z".repeat(43) }), 400, "INVALID_TOKEN");
    const accepted = await asUser(t.app, agent, "POST", `/api/users/invite/${link.id}`, { token: link.token });
    expect(accepted.json()).toEqual({ org_id: admin.orgId, role: "Agent", joined: false });
    expect(await lookup(link.id, link.token)).toEqual({ valid: false });
  });
});
