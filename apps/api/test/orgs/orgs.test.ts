import { ZOrg } from "@planready/contracts/orgs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orgs, paymentAccounts, users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { fetchProfile, signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, stranger] = [await signUp(t.app), await signUp(t.app)];
});

const as = (user: TestUser | null, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

const setUser = (user: TestUser, patch: Partial<typeof users.$inferInsert>) =>
  t.db.update(users).set(patch).where(eq(users.id, user.userId));

describe("GET /api/orgs/:id", () => {
  it("returns your organisation with its users, stripe part and payment part", async () => {
    const response = await as(admin, "GET", `/api/orgs/${admin.orgId}`);
    expect(response.statusCode).toBe(200);
    const org = ZOrg.parse(response.json());
    expect(org).toMatchObject({
      id: admin.orgId,
      name: null,
      links: [],
      stripe: { stripe_intent_id: null, number_failed_payment_attempts: 0 },
      payment: { stripe_customer_id: expect.stringMatching(/^cus_sandbox_/), temp_promo_code: null },
    });
    expect(org.users).toEqual([{ id: admin.userId, email: admin.email, first_name: null, last_name: null, user_type: "Admin" }]);
  });

  it("lists every member of the organisation", async () => {
    const owner = await signUp(t.app);
    const agent = await signUp(t.app);
    await setUser(agent, { org_id: owner.orgId, user_type: "Agent" });
    const org = ZOrg.parse((await as(agent, "GET", `/api/orgs/${owner.orgId}`)).json());
    expect(org.users.map((u) => u.id).toSorted()).toEqual([owner.userId, agent.userId].toSorted());
    // Members' private fields (auth ids, sign-in methods) never leave in the organisation.
    expect(JSON.stringify(org)).not.toContain(agent.authId);
  });

  it("accepts freshStripeData=true and creates a missing payment customer", async () => {
    const user = await signUp(t.app);
    await t.db.update(paymentAccounts).set({ stripe_customer_id: null }).where(eq(paymentAccounts.org_id, user.orgId));
    const response = await as(user, "GET", `/api/orgs/${user.orgId}?freshStripeData=true`);
    expect(response.statusCode).toBe(200);
    expect(response.json().payment.stripe_customer_id).toMatch(/^cus_sandbox_/);
  });

  it("answers 404 for another organisation's id, exactly as for an id that does not exist", async () => {
    const other = expectProblem(await as(admin, "GET", `/api/orgs/${stranger.orgId}`), 404, "NOT_FOUND");
    const missing = expectProblem(await as(admin, "GET", "/api/orgs/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expect(other.detail).toBe(missing.detail);
  });

  it("refuses an id that is not a UUID with 400", async () => {
    const problem = expectProblem(await as(admin, "GET", "/api/orgs/123"), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields).toEqual([{ path: "params.id", message: "Organisation ids are UUIDs" }]);
  });

  it("refuses unknown query parameters with 400", async () => {
    expectProblem(await as(admin, "GET", `/api/orgs/${admin.orgId}?include=secrets`), 400, "VALIDATION_FAILED");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await as(null, "GET", `/api/orgs/${admin.orgId}`), 401, "UNAUTHENTICATED");
  });
});

describe("PUT /api/orgs/:id", () => {
  it("lets an Admin name the agency and set its address (trimmed; apartment optional)", async () => {
    const response = await as(admin, "PUT", `/api/orgs/${admin.orgId}`, {
      name: "  Sunrise Insurance ",
      address_one: "12 Main St",
      city: "Austin",
      state: "TX",
      zip: "78701",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.orgId, name: "Sunrise Insurance", address_one: "12 Main St", address_two: null });
    const [row] = await t.db.select().from(orgs).where(eq(orgs.id, admin.orgId));
    expect(row).toMatchObject({ name: "Sunrise Insurance", city: "Austin", state: "TX", zip: "78701" });
    expect((await fetchProfile(t.app, admin.cookie))?.org?.name).toBe("Sunrise Insurance");
  });

  it("clears the apartment with null", async () => {
    await as(admin, "PUT", `/api/orgs/${admin.orgId}`, { address_two: "Suite 4" });
    const response = await as(admin, "PUT", `/api/orgs/${admin.orgId}`, { address_two: null });
    expect(response.json().address_two).toBeNull();
  });

  it("lets a Restricted-Admin change the agency", async () => {
    const owner = await signUp(t.app);
    const restricted = await signUp(t.app);
    await setUser(restricted, { org_id: owner.orgId, user_type: "Restricted-Admin" });
    expect((await as(restricted, "PUT", `/api/orgs/${owner.orgId}`, { name: "Renamed" })).statusCode).toBe(200);
  });

  it("refuses an Agent with 403 and changes nothing", async () => {
    const owner = await signUp(t.app);
    const agent = await signUp(t.app);
    await setUser(agent, { org_id: owner.orgId, user_type: "Agent" });
    expectProblem(await as(agent, "PUT", `/api/orgs/${owner.orgId}`, { name: "Agent's Agency" }), 403, "FORBIDDEN");
    const [row] = await t.db.select().from(orgs).where(eq(orgs.id, owner.orgId));
    expect(row?.name).toBeNull();
  });

  it("answers 404 for another organisation and changes nothing", async () => {
    expectProblem(await as(admin, "PUT", `/api/orgs/${stranger.orgId}`, { name: "Hijacked" }), 404, "NOT_FOUND");
    const [row] = await t.db.select().from(orgs).where(eq(orgs.id, stranger.orgId));
    expect(row?.name).toBeNull();
  });

  it("refuses an empty name with 400", async () => {
    const problem = expectProblem(await as(admin, "PUT", `/api/orgs/${admin.orgId}`, { name: "   " }), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields).toEqual([{ path: "body.name", message: "Required" }]);
  });

  it("refuses unknown fields with 400 (the stripe and payment parts are not writable)", async () => {
    const problem = expectProblem(
      await as(admin, "PUT", `/api/orgs/${admin.orgId}`, { name: "Ok", number_failed_payment_attempts: 0 }),
      400,
      "VALIDATION_FAILED",
    );
    expect(JSON.stringify(problem.invalidFields)).toContain("number_failed_payment_attempts");
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await as(null, "PUT", `/api/orgs/${admin.orgId}`, { name: "Anon" }), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/orgs", () => {
  it("answers 409 when you already belong to an organisation", async () => {
    expectProblem(await as(admin, "POST", "/api/orgs?stripeEmail=billing%40example.com"), 409, "CONFLICT");
  });

  it("founds an organisation for a user without one, with its payment customer, and makes them its Admin", async () => {
    const user = await signUp(t.app);
    await setUser(user, { org_id: null, user_type: "Agent" });
    const response = await as(user, "POST", "/api/orgs?stripeEmail=billing%40example.com&specialFirmType=fmo&utm_source=mail");
    expect(response.statusCode).toBe(201);
    const org = ZOrg.parse(response.json());
    expect(org.id).not.toBe(user.orgId);
    expect(org.payment.stripe_customer_id).toMatch(/^cus_sandbox_/);
    expect(org.users).toEqual([expect.objectContaining({ id: user.userId, user_type: "Admin" })]);
    const [row] = await t.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(row?.special_firm_type).toBe("fmo");
    const profile = await fetchProfile(t.app, user.cookie);
    expect(profile).toMatchObject({ org_id: org.id, user_type: "Admin", org: { id: org.id, user_count: 1 } });
  });

  it("refuses an invalid stripeEmail with 400", async () => {
    const user = await signUp(t.app);
    await setUser(user, { org_id: null });
    const problem = expectProblem(await as(user, "POST", "/api/orgs?stripeEmail=not-an-email"), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields?.[0]?.path).toBe("querystring.stripeEmail");
    expectProblem(await as(user, "POST", "/api/orgs"), 400, "VALIDATION_FAILED");
    expect((await fetchProfile(t.app, user.cookie))?.org_id).toBeNull();
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await as(null, "POST", "/api/orgs?stripeEmail=billing%40example.com"), 401, "UNAUTHENTICATED");
  });
});
