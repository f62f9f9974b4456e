import { ZUser } from "@planready/contracts/users";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await signUp(t.app), await signUp(t.app)];
});

const as = (user: TestUser | null, method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

/** Moves `member` into `admin`'s organisation with the given role, as an invite would. */
async function joinOrg(member: TestUser, orgId: string, user_type: "Admin" | "Restricted-Admin" | "Agent") {
  await t.db.update(users).set({ org_id: orgId, user_type }).where(eq(users.id, member.userId));
}

describe("GET /api/users/:authId", () => {
  it("returns your own user record", async () => {
    const response = await as(alice, "GET", `/api/users/${alice.authId}`);
    expect(response.statusCode).toBe(200);
    const user = ZUser.parse(response.json());
    expect(user).toMatchObject({ id: alice.userId, auth_id: alice.authId, email: alice.email, org_id: alice.orgId, user_type: "Admin" });
  });

  it("refuses another user's authId with 403", async () => {
    expectProblem(await as(alice, "GET", `/api/users/${bob.authId}`), 403, "FORBIDDEN");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await as(null, "GET", `/api/users/${alice.authId}`), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/auth/me", () => {
  it("carries the name typed at sign-up while the first or last name is missing, for onboarding's Name step", async () => {
    const carol = await signUp(t.app, { name: "  Maria Lopez Garcia " });
    expect((await as(carol, "GET", "/api/auth/me")).json()).toMatchObject({ first_name: null, signup_name: "Maria Lopez Garcia" });
    await as(carol, "PUT", `/api/users/${carol.authId}`, { first_name: "Maria", last_name: "Lopez" });
    expect((await as(carol, "GET", "/api/auth/me")).json()).toMatchObject({ first_name: "Maria", signup_name: null });
  });
});

describe("PUT /api/users/:authId", () => {
  it("changes your names (trimmed)", async () => {
    const response = await as(alice, "PUT", `/api/users/${alice.authId}`, { first_name: "  Alice ", last_name: "Ng" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: "Alice", last_name: "Ng", tos_accepted: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, alice.userId));
    expect(row).toMatchObject({ first_name: "Alice", last_name: "Ng" });
  });

  it("records tos_accepted with the server's time, and keeps the first time on a second call", async () => {
    const before = Date.now();
    const first = await as(alice, "PUT", `/api/users/${alice.authId}`, { tos_accepted: true });
    expect(first.statusCode).toBe(200);
    const acceptedAt = first.json().tos_accepted as string;
    expect(Date.parse(acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(acceptedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await as(alice, "PUT", `/api/users/${alice.authId}`, { tos_accepted: true, first_name: "Alicia" });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ tos_accepted: acceptedAt, first_name: "Alicia" });
  });

  it("records the connecture and CRM terms separately", async () => {
    const response = await as(bob, "PUT", `/api/users/${bob.authId}`, { crm_tos_accepted: true });
    expect(response.json()).toMatchObject({ crm_tos_accepted: expect.any(String), connecture_tos_accepted: null, tos_accepted: null });
  });

  it("refuses a timestamp sent by the client: acceptance is a flag", async () => {
    expectProblem(await as(bob, "PUT", `/api/users/${bob.authId}`, { tos_accepted: "2020-01-01T00:00:00Z" }), 400, "VALIDATION_FAILED");
  });

  it("refuses unknown fields, naming them in invalidFields", async () => {
    const problem = expectProblem(
      await as(bob, "PUT", `/api/users/${bob.authId}`, { first_name: "Bob", user_type: "Admin", org_id: alice.orgId }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields?.length).toBeGreaterThan(0);
    const described = JSON.stringify(problem.invalidFields);
    expect(described).toContain("user_type");
    expect(described).toContain("org_id");
    expect(problem.invalidFields?.every((f) => f.path.startsWith("body"))).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, bob.userId));
    expect(row?.first_name).toBeNull();
  });

  it("refuses an empty name", async () => {
    const problem = expectProblem(await as(bob, "PUT", `/api/users/${bob.authId}`, { last_name: "   " }), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields).toEqual([{ path: "body.last_name", message: "Required" }]);
  });

  it("refuses changing another user with 403", async () => {
    expectProblem(await as(alice, "PUT", `/api/users/${bob.authId}`, { first_name: "Mallory" }), 403, "FORBIDDEN");
    const [row] = await t.db.select().from(users).where(eq(users.id, bob.userId));
    expect(row?.first_name).toBeNull();
  });

  it("refuses a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/users/${bob.authId}`,
      headers: { cookie: bob.cookie, "content-type": "text/plain" },
      payload: "first_name=Bob",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers["content-type"]).toMatch(/^application\/problem\+json/);
  });
});

describe("POST /api/users", () => {
  it("returns your profile (the record was created at sign-up) and is idempotent", async () => {
    const first = await as(bob, "POST", "/api/users?source=signup");
    const second = await as(bob, "POST", "/api/users");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: bob.userId, org: { id: bob.orgId } });
    expect(second.json().id).toBe(bob.userId);
    expect(await t.db.select().from(users).where(eq(users.auth_id, bob.authId))).toHaveLength(1);
  });

  it("refuses a signed-out caller", async () => {
    expectProblem(await as(null, "POST", "/api/users"), 401, "UNAUTHENTICATED");
  });
});

describe("DELETE /api/users/:id", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await signUp(t.app);
  });

  it("lets an Admin remove another user of the same organisation", async () => {
    const agent = await signUp(t.app);
    await joinOrg(agent, admin.orgId, "Agent");
    const response = await as(admin, "DELETE", `/api/users/${agent.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await t.db.select().from(users).where(eq(users.id, agent.userId))).toHaveLength(0);
    // The removed person's session ends with them: no silent re-provisioning into a new agency.
    const me = await as(agent, "GET", "/api/auth/me");
    expect(me.statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.email, agent.email))).toHaveLength(0);
  });

  it("lets a Restricted-Admin remove users too, and refuses an Agent with 403", async () => {
    const restricted = await signUp(t.app);
    const agent = await signUp(t.app);
    await joinOrg(restricted, admin.orgId, "Restricted-Admin");
    await joinOrg(agent, admin.orgId, "Agent");
    expectProblem(await as(agent, "DELETE", `/api/users/${restricted.userId}`), 403, "FORBIDDEN");
    expectProblem(await as(agent, "DELETE", `/api/users/${admin.userId}`), 403, "FORBIDDEN");
    expect(await t.db.select().from(users).where(eq(users.org_id, admin.orgId))).toHaveLength(3);
    expect((await as(restricted, "DELETE", `/api/users/${agent.userId}`)).statusCode).toBe(200);
  });

  it("refuses to remove yourself", async () => {
    expectProblem(await as(admin, "DELETE", `/api/users/${admin.userId}`), 409, "CONFLICT");
    expect(await t.db.select().from(users).where(eq(users.id, admin.userId))).toHaveLength(1);
  });

  it("answers 404 for a user of another organisation, and leaves them alone", async () => {
    expectProblem(await as(admin, "DELETE", `/api/users/${bob.userId}`), 404, "NOT_FOUND");
    expect(await t.db.select().from(users).where(eq(users.id, bob.userId))).toHaveLength(1);
  });

  it("answers 404 for an id that does not exist", async () => {
    expectProblem(await as(admin, "DELETE", "/api/users/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
  });

  it("refuses an id that is not a UUID with 400", async () => {
    const problem = expectProblem(await as(alice, "DELETE", "/api/users/not-a-uuid"), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields?.[0]?.path).toBe("params.id");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await as(null, "DELETE", `/api/users/${bob.userId}`), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/users/email/:email", () => {
  it("answers for your own email: no other registration", async () => {
    const response = await as(alice, "GET", `/api/users/email/${encodeURIComponent(alice.email)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists: false, methods: [] });
  });

  it("ignores the case of your own email", async () => {
    const response = await as(alice, "GET", `/api/users/email/${encodeURIComponent(alice.email.toUpperCase())}`);
    expect(response.statusCode).toBe(200);
  });

  it("refuses to look up anyone else's email, registered or not", async () => {
    expectProblem(await as(alice, "GET", `/api/users/email/${encodeURIComponent(bob.email)}`), 403, "FORBIDDEN");
    expectProblem(await as(alice, "GET", "/api/users/email/nobody%40example.com"), 403, "FORBIDDEN");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await as(null, "GET", `/api/users/email/${encodeURIComponent(alice.email)}`), 401, "UNAUTHENTICATED");
  });

  it("refuses something that is not an email with 400", async () => {
    expectProblem(await as(alice, "GET", "/api/users/email/not-an-email"), 400, "VALIDATION_FAILED");
  });
});
