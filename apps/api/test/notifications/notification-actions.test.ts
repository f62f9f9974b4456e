import { randomUUID } from "node:crypto";
import { ZNotification, ZNotificationPermissions, ZNotificationSummary } from "@planready/contracts/notifications";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../src/db/schema.ts";
import { notifyReferralReceived, notifyReviewReceived } from "../../src/modules/notifications/notifications.service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, joinOrg } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, agent, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
  agent = { ...agent, orgId: admin.orgId };
});

const notice = (who: TestUser, title: string) => ({
  org_id: who.orgId,
  user_id: who.userId,
  type: "announcement" as const,
  title,
  text: "Text",
});
async function insert(who: TestUser, title: string): Promise<string> {
  const [row] = await t.db.insert(notifications).values(notice(who, title)).returning();
  return row!.id;
}
const titlesOf = async (who: TestUser) =>
  (await t.db.select().from(notifications).where(eq(notifications.user_id, who.userId))).map((n) => n.title ?? "").toSorted();

describe("POST /api/notifications", () => {
  const announcement = { type: "announcement", title: "Office closed Friday", text: "We are closed on Friday." };

  it("lets an agency admin announce to every user of the agency, and to no one else", async () => {
    const response = await asUser(t.app, admin, "POST", "/api/notifications", announcement);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 2 });
    expect(await titlesOf(agent)).toContain("Office closed Friday");
    expect(await titlesOf(admin)).toContain("Office closed Friday");
    expect(await titlesOf(outsider)).not.toContain("Office closed Friday");
  });

  it("sends to the users named, with the action given", async () => {
    const response = await asUser(t.app, admin, "POST", "/api/notifications", {
      ...announcement,
      title: "Only for you",
      action_text: "Open resources",
      action_url: "/resources",
      user_ids: [agent.userId],
    });
    expect(response.json()).toEqual({ created: 1 });
    const [row] = (await t.db.select().from(notifications).where(eq(notifications.title, "Only for you"))) as [
      typeof notifications.$inferSelect,
    ];
    expect(row).toMatchObject({ user_id: agent.userId, action_url: "/resources", action_type: "same_tab", action_text: "Open resources" });
  });

  it("refuses users of another agency with 404 and sends nothing", async () => {
    const response = await asUser(t.app, admin, "POST", "/api/notifications", {
      ...announcement,
      title: "Leak",
      user_ids: [outsider.userId],
    });
    expectProblem(response, 404, "NOT_FOUND");
    expect(await titlesOf(outsider)).not.toContain("Leak");
  });

  it("refuses agents with 403 and signed-out callers with 401", async () => {
    expectProblem(await asUser(t.app, agent, "POST", "/api/notifications", announcement), 403, "FORBIDDEN");
    expectProblem(await asUser(t.app, null, "POST", "/api/notifications", announcement), 401, "UNAUTHENTICATED");
  });

  it("refuses other types with 400", async () => {
    expectProblem(
      await asUser(t.app, admin, "POST", "/api/notifications", { ...announcement, type: "payment_failed" }),
      400,
      "VALIDATION_FAILED",
    );
  });

  it.each([
    "javascript:alert(1)",
    "//evil.example",
    "/\\evil.example/login",
    "/\t/evil.example",
    "http://plain.example",
    "https://evil.example/dashboard",
    "https://localhost:3000.evil.example/",
    "data:text/html,<script>alert(1)</script>",
    "dashboard",
  ])("refuses an action leading out of the app (%s) with ANNOUNCEMENT_URL_NOT_ALLOWED and sends nothing", async (url) => {
    const title = `Out ${randomUUID().slice(0, 8)}`;
    const response = await asUser(t.app, admin, "POST", "/api/notifications", {
      ...announcement,
      title,
      action_text: "Go",
      action_url: url,
    });
    const problem = expectProblem(response, 422, "ANNOUNCEMENT_URL_NOT_ALLOWED");
    expect(problem.invalidFields?.[0]?.path).toBe("body.action_url");
    expect(await titlesOf(agent)).not.toContain(title);
  });

  it("keeps a full address of the app itself as its path", async () => {
    const title = `Own ${randomUUID().slice(0, 8)}`;
    const response = await asUser(t.app, admin, "POST", "/api/notifications", {
      ...announcement,
      title,
      action_text: "Open",
      action_url: `${t.config.publicUrl}/settings/qr-codes?x=1#top`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.title, title));
    expect(row).toMatchObject({ action_url: "/settings/qr-codes?x=1#top", action_type: "same_tab" });
  });

  it("shows an announcement stored with another site's address (from before) without its button", async () => {
    const title = `Old ${randomUUID().slice(0, 8)}`;
    await t.db.insert(notifications).values({
      org_id: admin.orgId,
      user_id: agent.userId,
      type: "announcement",
      title,
      text: "Read this",
      action_text: "Go",
      action_type: "new_tab",
      action_url: "https://evil.example/phish",
    });
    const response = await asUser(t.app, agent, "GET", `/api/notifications/byUser/${agent.userId}`);
    expect(response.statusCode, response.body).toBe(200);
    const shown = ZNotificationSummary.parse(response.json()).buckets.find((n) => n.type === "announcement" && n.title === title);
    expect(shown).toMatchObject({ action_url: null, action_type: null, action_text: null });
    expect(response.body).not.toContain("evil.example");
  });
});

describe("PUT /api/notifications/:id/read", () => {
  it("marks your notification read, then unread again", async () => {
    const id = await insert(agent, "Mark me");
    const read = await asUser(t.app, agent, "PUT", `/api/notifications/${id}/read`, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(ZNotification.parse(read.json()).read_at).toBeTruthy();
    const unread = await asUser(t.app, agent, "PUT", `/api/notifications/${id}/read`, { read: false });
    expect(unread.json().read_at).toBeNull();
  });

  it("keeps the first time read when marked read twice", async () => {
    const id = await insert(agent, "Twice");
    const first = (await asUser(t.app, agent, "PUT", `/api/notifications/${id}/read`, { read: true })).json().read_at;
    const second = (await asUser(t.app, agent, "PUT", `/api/notifications/${id}/read`, { read: true })).json().read_at;
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it("answers 404 for someone else's notification, in the same agency or another, and changes nothing", async () => {
    const id = await insert(admin, "Not the agent's");
    expectProblem(await asUser(t.app, agent, "PUT", `/api/notifications/${id}/read`, { read: true }), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, outsider, "PUT", `/api/notifications/${id}/read`, { read: true }), 404, "NOT_FOUND");
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.read_at).toBeNull();
  });

  it("refuses a signed-out caller and a bad body", async () => {
    const id = await insert(agent, "Body");
    expectProblem(await asUser(t.app, null, "PUT", `/api/notifications/${id}/read`, { read: true }), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, agent, "PUT", `/api/notifications/${id}/read`, { read: "yes" }), 400, "VALIDATION_FAILED");
    expectProblem(await asUser(t.app, agent, "PUT", "/api/notifications/nope/read", { read: true }), 400, "VALIDATION_FAILED");
  });
});

describe("PUT /api/notifications/byUser/:userId/read", () => {
  it("marks all your notifications read and leaves others' alone", async () => {
    await insert(agent, "All 1");
    await insert(agent, "All 2");
    const adminsOwn = await insert(admin, "Admin's own");
    const response = await asUser(t.app, agent, "PUT", `/api/notifications/byUser/${agent.userId}/read`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().count).toBe(0);
    expect(response.json().updated).toBeGreaterThanOrEqual(2);
    expect((await asUser(t.app, agent, "GET", `/api/notifications/byUser/count/${agent.userId}`)).json()).toEqual({ count: 0 });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, adminsOwn));
    expect(row?.read_at).toBeNull();
  });

  it("refuses another user's id with 403", async () => {
    expectProblem(await asUser(t.app, agent, "PUT", `/api/notifications/byUser/${admin.userId}/read`), 403, "FORBIDDEN");
  });
});

describe("notification permissions", () => {
  const url = (who: TestUser) => `/api/notifications/permissions/${who.userId}`;

  it("starts from the defaults: every type by email but announcements", async () => {
    const response = await asUser(t.app, agent, "GET", url(agent));
    expect(response.statusCode, response.body).toBe(200);
    expect(ZNotificationPermissions.parse(response.json()).permissions).toEqual([
      { type: "survey_submitted", email: true },
      { type: "review_received", email: true },
      { type: "referral_received", email: true },
      { type: "payment_failed", email: true },
      { type: "announcement", email: false },
      { type: "webhook_disabled", email: true },
    ]);
  });

  it("changes the types sent and keeps the others", async () => {
    const response = await asUser(t.app, agent, "PUT", url(agent), {
      permissions: [
        { type: "survey_submitted", email: false },
        { type: "announcement", email: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const permissions = new Map(ZNotificationPermissions.parse(response.json()).permissions.map((p) => [p.type, p.email]));
    expect(permissions.get("survey_submitted")).toBe(false);
    expect(permissions.get("announcement")).toBe(true);
    expect(permissions.get("payment_failed")).toBe(true);
    // Saved: read back, and someone else's are untouched.
    expect((await asUser(t.app, agent, "GET", url(agent))).json().permissions[0]).toEqual({ type: "survey_submitted", email: false });
    expect((await asUser(t.app, admin, "GET", url(admin))).json().permissions[0]).toEqual({ type: "survey_submitted", email: true });
  });

  it("refuses another user's settings with 403, signed-out callers with 401, bad bodies with 400", async () => {
    expectProblem(await asUser(t.app, agent, "GET", url(admin)), 403, "FORBIDDEN");
    expectProblem(
      await asUser(t.app, agent, "PUT", url(admin), { permissions: [{ type: "announcement", email: true }] }),
      403,
      "FORBIDDEN",
    );
    expectProblem(await asUser(t.app, null, "GET", url(agent)), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, agent, "PUT", url(agent), { permissions: [] }), 400, "VALIDATION_FAILED");
    expectProblem(
      await asUser(t.app, agent, "PUT", url(agent), { permissions: [{ type: "weather", email: true }] }),
      400,
      "VALIDATION_FAILED",
    );
  });
});

describe("notifications written by the product (no review or referral feature yet)", () => {
  it("a review: 'See review' opens the review on the agent's reviews page", async () => {
    const reviewId = "00000000-0000-4000-8000-000000000001";
    await notifyReviewReceived(t.app.deps, { orgId: agent.orgId, userId: agent.userId, reviewId });
    const summary = (await asUser(t.app, agent, "GET", `/api/notifications/byUser/${agent.userId}`)).json();
    expect(summary.buckets[0]).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      type: "review_received",
      params: {},
      read_at: null,
      action_type: "same_tab",
      action_url: `/splash-pages/reviews?review=${reviewId}`,
    });
  });

  it("a referral: 'View referral counts' goes to the splash pages", async () => {
    await notifyReferralReceived(t.app.deps, { orgId: agent.orgId, userId: agent.userId });
    const summary = (await asUser(t.app, agent, "GET", `/api/notifications/byUser/${agent.userId}`)).json();
    expect(summary.buckets[0]).toMatchObject({
      type: "referral_received",
      params: {},
      action_type: "same_tab",
      action_url: "/splash-pages",
    });
  });
});
