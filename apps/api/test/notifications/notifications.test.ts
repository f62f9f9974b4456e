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
  const mine = (n: Partial<NewNotification>): NewNotification => ({
    org_id: user.orgId,
    user_id: user.userId,
    type: "announcement",
    title: "Title",
    text: "Text",
    ...n,
  });
  await t.db.insert(notifications).values([
    mine({ type: "survey_submitted", title: "New submission", created_at: new Date("2026-11-01T10:00:00Z") }),
    mine({ type: "survey_submitted", title: "Older submission", created_at: new Date("2026-10-01T10:00:00Z") }),
    mine({
      type: "survey_submitted",
      title: "Read submission",
      read_at: new Date("2026-10-02T10:00:00Z"),
      created_at: new Date("2026-10-01T09:00:00Z"),
    }),
    mine({
      type: "payment_failed",
      title: "Payment failed",
      action_text: "Resolve",
      action_type: "same_tab",
      action_url: "/stripe/resolution",
      created_at: new Date("2026-11-02T10:00:00Z"),
    }),
    mine({
      type: "announcement",
      title: "Read news",
      read_at: new Date("2026-11-03T00:00:00Z"),
      created_at: new Date("2026-09-01T00:00:00Z"),
    }),
    // Someone else's: never counted or shown.
    { org_id: other.orgId, user_id: other.userId, type: "survey_submitted", title: "Not yours", text: "x" },
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
  it("lists your notifications newest first, with the unread count and action fields", async () => {
    const response = await get(user, `/api/notifications/byUser/${user.userId}`);
    expect(response.statusCode).toBe(200);
    const summary = ZNotificationSummary.parse(response.json());
    expect(summary.count).toBe(3);
    expect(summary.buckets.map((b) => b.title)).toEqual([
      "Payment failed",
      "New submission",
      "Older submission",
      "Read submission",
      "Read news",
    ]);
    expect(summary.buckets[0]).toMatchObject({
      type: "payment_failed",
      read_at: null,
      action_text: "Resolve",
      action_type: "same_tab",
      action_url: "/stripe/resolution",
      created_at: "2026-11-02T10:00:00.000Z",
    });
    expect(summary.buckets[3]?.read_at).toBe("2026-10-02T10:00:00.000Z");
    expect(JSON.stringify(summary)).not.toContain("Not yours");
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
