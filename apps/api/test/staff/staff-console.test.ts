import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "../../src/cli/staff-command.ts";
import { auditLog, billingInvoiceStates, links, notifications, orgs, users } from "../../src/db/schema.ts";
import { createSupportMessage } from "../../src/modules/support/support.service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let staff: TestUser;
let admin: TestUser;
let other: TestUser;

const as = (user: TestUser | null, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? { cookie: user.cookie } : {} });

const entries = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action}`)
    .orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  [staff, admin, other] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await t.db.update(orgs).set({ name: "Sunrise Benefits Group" }).where(eq(orgs.id, admin.orgId));
  await runStaffCommand(t.db, { action: "add", email: staff.email.toUpperCase() }, () => {});
});

/** Every route of the console, with a body it accepts. */
const consoleRoutes = (): [method: "GET" | "PUT" | "POST", url: string, body?: object][] => [
  ["GET", "/api/internal/me"],
  ["GET", "/api/internal/maintenance"],
  ["PUT", "/api/internal/maintenance", { mode: "off" }],
  ["POST", "/api/internal/announcements", { title: "Hello", text: "News" }],
  ["GET", "/api/internal/orgs?q=sunrise"],
  ["GET", `/api/internal/orgs/${admin.orgId}`],
  ["GET", "/api/internal/support?status=open"],
  ["GET", "/api/internal/support/00000000-0000-4000-8000-000000000000"],
  ["POST", "/api/internal/support/00000000-0000-4000-8000-000000000000/close"],
];

describe("npm run staff", () => {
  it("adds, lists and removes staff by address (any case), each change audited; an unknown address is refused", async () => {
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    await runStaffCommand(t.db, { action: "add", email: other.email }, print);
    await runStaffCommand(t.db, { action: "add", email: other.email }, print);
    await runStaffCommand(t.db, { action: "list" }, print);
    await runStaffCommand(t.db, { action: "remove", email: other.email }, print);
    expect(lines[0]).toBe(`${other.email} is now staff: they can open /internal.`);
    expect(lines[1]).toMatch(/already is staff: nothing changed/);
    expect(lines.slice(2, 4).toSorted()).toEqual([staff.email, other.email].toSorted());
    expect(lines.at(-1)).toBe(`${other.email} is no longer staff.`);
    const [row] = await t.db.select({ is_staff: users.is_staff }).from(users).where(eq(users.id, other.userId));
    expect(row!.is_staff).toBe(false);

    const added = (await entries("staff.added")).filter((e) => e.target_id === other.userId);
    const removed = (await entries("staff.removed")).filter((e) => e.target_id === other.userId);
    expect(added).toHaveLength(1);
    expect(removed).toHaveLength(1);
    expect(added[0]).toMatchObject({ actor_kind: "system", org_id: null, details: { email: other.email } });

    await expect(runStaffCommand(t.db, { action: "add", email: "nobody@example.com" }, print)).rejects.toThrow(/sign up first/);
  });

  it("is the only way to become staff: sign-up never is", async () => {
    expect(admin.profile).not.toHaveProperty("is_staff", true);
    const [row] = await t.db.select({ is_staff: users.is_staff }).from(users).where(eq(users.id, admin.userId));
    expect(row!.is_staff).toBe(false);
  });
});

describe("the console's API /api/internal/*", () => {
  it("answers 404 (as an unknown address) to a signed-out caller and to any signed-in user who is not staff", async () => {
    for (const [method, url, body] of consoleRoutes()) {
      for (const caller of [null, admin]) {
        const problem = expectProblem(await as(caller, method, url, body), 404, "NOT_FOUND");
        expect(problem.detail, `${method} ${url}`).toBe("There is no API endpoint at this address.");
      }
    }
  });

  it("is open to staff, whose routes the payment lock never closes", async () => {
    await t.db.update(orgs).set({ number_failed_payment_attempts: 3 }).where(eq(orgs.id, staff.orgId));
    try {
      expect((await as(staff, "GET", "/api/internal/me")).json()).toEqual({ email: staff.email });
      expect((await as(staff, "GET", "/api/internal/maintenance")).statusCode).toBe(200);
    } finally {
      await t.db.update(orgs).set({ number_failed_payment_attempts: 0 }).where(eq(orgs.id, staff.orgId));
    }
  });

  it("switches maintenance on, upcoming and off as the CLI does, and the public status follows; each change audited", async () => {
    const on = await as(staff, "PUT", "/api/internal/maintenance", { mode: "on", description: "Upgrading the database" });
    expect(on.json()).toMatchObject({ mode: "on", description: "Upgrading the database" });
    expect((await as(null, "GET", "/api/maintenance")).json()).toEqual({ active: true, data: { description: "Upgrading the database" } });

    const upcoming = await as(staff, "PUT", "/api/internal/maintenance", { mode: "upcoming", description: "Saturday 2am–3am ET" });
    expect(upcoming.json()).toMatchObject({ mode: "upcoming", description: "Saturday 2am–3am ET" });
    expect((await as(null, "GET", "/api/maintenance")).json()).toEqual({ active: false, data: null });
    expect((await as(null, "GET", "/api/maintenance/upcoming")).json()).toMatchObject({ upcoming: true });

    expectProblem(await as(staff, "PUT", "/api/internal/maintenance", { mode: "upcoming" }), 400, "VALIDATION_FAILED");

    expect((await as(staff, "PUT", "/api/internal/maintenance", { mode: "off" })).json()).toEqual({
      mode: "off",
      description: null,
      since: null,
    });
    expect((await as(null, "GET", "/api/maintenance/upcoming")).json()).toEqual({ upcoming: false, data: null });

    const changes = (await entries("staff.maintenance_changed")).filter((e) => e.actor_user_id === staff.userId);
    expect(changes.map((e) => e.details.mode)).toEqual(expect.arrayContaining(["on", "upcoming", "off"]));
    expect(changes[0]).toMatchObject({ actor_kind: "staff", actor_email: staff.email, org_id: null });
  });

  it("sends an announcement to every user of every agency, leading into the app only", async () => {
    const refused = await as(staff, "POST", "/api/internal/announcements", {
      title: "Read this",
      text: "Elsewhere",
      action_text: "Open",
      action_url: "https://evil.example.com/x",
    });
    expectProblem(refused, 422, "ANNOUNCEMENT_URL_NOT_ALLOWED");

    const sent = await as(staff, "POST", "/api/internal/announcements", {
      title: "New resources",
      text: "The AEP guide is out.",
      action_text: "Read it",
      action_url: "/resources",
    });
    expect(sent.statusCode).toBe(201);
    const everyone = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.org_id} is not null`);
    expect(sent.json()).toEqual({ created: everyone.length });
    for (const user of [admin, other, staff]) {
      const bell = await as(user, "GET", `/api/notifications/byUser/${user.userId}`);
      expect(bell.json().buckets[0]).toMatchObject({
        type: "announcement",
        title: "New resources",
        text: "The AEP guide is out.",
        action_url: "/resources",
      });
    }
    const [entry] = (await entries("staff.announcement_sent")).slice(-1);
    expect(entry).toMatchObject({ actor_kind: "staff", details: { recipients: everyone.length } });
  });

  it("finds agencies by name or a user's address and shows people, links and payments — never client answers", async () => {
    const byName = (await as(staff, "GET", "/api/internal/orgs?q=SUNRISE%20benefits")).json();
    expect(byName.orgs.map((o: { id: string }) => o.id)).toEqual([admin.orgId]);
    expect(byName.orgs[0]).toMatchObject({ name: "Sunrise Benefits Group", user_count: 1, admin_email: admin.email });
    const byEmail = (await as(staff, "GET", `/api/internal/orgs?q=${encodeURIComponent(admin.email.slice(0, 12))}`)).json();
    expect(byEmail.orgs.map((o: { id: string }) => o.id)).toContain(admin.orgId);
    expect((await as(staff, "GET", "/api/internal/orgs?q=%25%25")).json().orgs).toEqual([]);

    await t.db.insert(links).values({ org_id: admin.orgId, url: "sunrise-medicare", survey_type: "medicare", created_by: admin.userId });
    await t.db.update(orgs).set({ number_failed_payment_attempts: 2 }).where(eq(orgs.id, admin.orgId));
    await t.db
      .insert(billingInvoiceStates)
      .values({ org_id: admin.orgId, provider_invoice_id: "in_failed_1", attempt_count: 2, settlement: "open" });

    const detail = await as(staff, "GET", `/api/internal/orgs/${admin.orgId}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.users).toEqual([expect.objectContaining({ id: admin.userId, email: admin.email, role: "Admin" })]);
    expect(body.links).toEqual([
      expect.objectContaining({ url: "sunrise-medicare", status: "active", deleted: false, subscription_status: null }),
    ]);
    expect(body.payments).toEqual({
      failed_attempts: 2,
      state: "banner",
      failed_invoices: [expect.objectContaining({ id: "in_failed_1", attempts: 2 })],
    });
    expect(Object.keys(body).toSorted()).toEqual(["created_at", "id", "links", "name", "payments", "users"]);

    const viewed = (await entries("staff.org_viewed")).filter((e) => e.target_id === admin.orgId);
    expect(viewed[0]).toMatchObject({ actor_kind: "staff", org_id: admin.orgId, actor_email: staff.email });
    expectProblem(await as(staff, "GET", "/api/internal/orgs/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
  });

  it("lists open messages, reads one, closes it (audited once), and lists it with the closed ones", async () => {
    const message = await createSupportMessage(
      t.db,
      { id: admin.userId, email: admin.email, org_id: admin.orgId },
      { subject: "Can't find my QR code", body: "Where is it?" },
    );
    const open = (await as(staff, "GET", "/api/internal/support")).json();
    expect(open.messages.map((m: { id: string }) => m.id)).toContain(message.id);
    const read = (await as(staff, "GET", `/api/internal/support/${message.id}`)).json();
    expect(read).toMatchObject({
      subject: "Can't find my QR code",
      body: "Where is it?",
      email: admin.email,
      org_name: "Sunrise Benefits Group",
      status: "open",
    });

    const closed = (await as(staff, "POST", `/api/internal/support/${message.id}/close`)).json();
    expect(closed).toMatchObject({ status: "closed", closed_by_email: staff.email });
    await as(staff, "POST", `/api/internal/support/${message.id}/close`);
    expect((await as(staff, "GET", "/api/internal/support?status=open")).json().messages.map((m: { id: string }) => m.id)).not.toContain(
      message.id,
    );
    expect((await as(staff, "GET", "/api/internal/support?status=closed")).json().messages.map((m: { id: string }) => m.id)).toContain(
      message.id,
    );
    const audited = (await entries("staff.support_message_closed")).filter((e) => e.target_id === message.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ org_id: admin.orgId, actor_kind: "staff" });
  });

  it("does not tell outsiders about itself in the OpenAPI document", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.body).not.toContain("/api/internal");
  });
});

describe("notifications stay personal after an announcement", () => {
  it("stores one row per user, in that user's agency", async () => {
    const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, admin.userId));
    expect(rows.filter((r) => r.type === "announcement").every((r) => r.org_id === admin.orgId)).toBe(true);
  });
});
