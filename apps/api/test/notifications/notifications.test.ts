import { beforeAll, describe, expect, it } from "vitest";
import { ZNotificationSummary } from "@planready/contracts/notifications";
import { notifications } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let user: TestUser;
let other: TestUser;

type NewNotification = typeof notifications.$inferInsert;

beforeAll(async () => {
  t = await createTestApp();
  [user, other] = [await signUp(t.app), await signUp(t.app)];
  const mine = (n: Partial<NewNotification>): NewNotification => ({ org_id: user.orgId, user_id: user.userId, type: "announcement", ...n });
  const submitted = (linkUrl: string) => ({ type: "survey_submitted" as const, params: { surveyType: "medicare", linkUrl } });
  await t.db.insert(notifications).values([
    mine({ ...submitted("new"), created_at: new Date("2026-11-01T10:00:00Z") }),
    mine({ ...submitted("older"), created_at: new Date("2026-10-01T10:00:00Z") }),
    mine({ ...submitted("read"), read_at: new Date("2026-10-02T10:00:00Z"), created_at: new Date("2026-10-01T09:00:00Z") }),
    mine({
      type: "payment_failed",
      params: { attempts: 1, limit: 3 },
      action_type: "same_tab",
      action_url: "/stripe/resolution",
      created_at: new Date("2026-11-02T10:00:00Z"),
    }),
    mine({
      type: "announcement",
      title: "Read news",
      text: "Text",
      read_at: new Date("2026-11-03T00:00:00Z"),
      created_at: new Date("2026-09-01T00:00:00Z"),
    }),
    // Someone else's: never counted or shown.
    { org_id: other.orgId, user_id: other.userId, ...submitted("not-yours") },
  ]);
});

const get = (who: TestUser | null, url: string) => t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });

describe("GET /api/notifications/byUser/count/:userId", () => {
  it("counts your unread notifications", async () => {
    const response = await get(user, `/api/notifications/byUser/count/${user.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3 });
  });

  it("refuses another user's id with 403", async () => {
    expectProblem(await get(user, `/api/notifications/byUser/count/${other.userId}`), 403, "FORBIDDEN");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await get(null, `/api/notifications/byUser/count/${user.userId}`), 401, "UNAUTHENTICATED");
  });

  it("refuses an id that is not a UUID with 400", async () => {
    expectProblem(await get(user, "/api/notifications/byUser/count/me"), 400, "VALIDATION_FAILED");
  });
});

describe("GET /api/notifications/byUser/:userId", () => {
  it("lists your notifications newest first, with the unread count, type, parameters and action fields", async () => {
    const response = await get(user, `/api/notifications/byUser/${user.userId}`);
    expect(response.statusCode).toBe(200);
    const summary = ZNotificationSummary.parse(response.json());
    expect(summary.count).toBe(3);
    // The type and its facts, rendered by the reader in their language; an announcement's own words.
    expect(
      summary.buckets.map((b) => (b.type === "announcement" ? b.title : b.type === "survey_submitted" ? b.params.linkUrl : b.type)),
    ).toEqual(["payment_failed", "new", "older", "read", "Read news"]);
    expect(summary.buckets[1]).toMatchObject({ params: { surveyType: "medicare", linkUrl: "new" } });
    expect(summary.buckets[1]).not.toHaveProperty("title");
    expect(summary.buckets[4]).toMatchObject({ type: "announcement", title: "Read news", text: "Text", action_text: null });
    expect(summary.buckets[0]).toEqual({
      id: expect.any(String),
      type: "payment_failed",
      params: { attempts: 1, limit: 3 },
      read_at: null,
      action_type: "same_tab",
      action_url: "/stripe/resolution",
      created_at: "2026-11-02T10:00:00.000Z",
    });
    expect(summary.buckets[3]?.read_at).toBe("2026-10-02T10:00:00.000Z");
    expect(JSON.stringify(summary)).not.toContain("not-yours");
  });

  it("is empty for a user with no notifications", async () => {
    expect((await get(other, `/api/notifications/byUser/${other.userId}`)).json().count).toBe(1);
    const fresh = await signUp(t.app);
    expect((await get(fresh, `/api/notifications/byUser/${fresh.userId}`)).json()).toEqual({ count: 0, buckets: [] });
  });

  it("refuses another user's id with 403", async () => {
    expectProblem(await get(other, `/api/notifications/byUser/${user.userId}`), 403, "FORBIDDEN");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await get(null, `/api/notifications/byUser/${user.userId}`), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/notifications/unread-submissions-count-by-user/:userId", () => {
  it("counts unread submissions, not notifications (submissions/submissions.test.ts covers the count itself)", async () => {
    // This user has unread survey_submitted notifications but no submissions.
    const response = await get(user, `/api/notifications/unread-submissions-count-by-user/${user.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadSubmissionCount: 0 });
  });

  it("refuses another user's id with 403", async () => {
    expectProblem(await get(user, `/api/notifications/unread-submissions-count-by-user/${other.userId}`), 403, "FORBIDDEN");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await get(null, `/api/notifications/unread-submissions-count-by-user/${user.userId}`), 401, "UNAUTHENTICATED");
  });
});
