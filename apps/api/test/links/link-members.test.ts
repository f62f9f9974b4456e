import { ZLink } from "@planready/contracts/links";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { linkDeliveries, linkStakeholders } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, joinOrg } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let colleague: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  [admin, agent, colleague, stranger] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
  await joinOrg(t, colleague, admin.orgId, "Agent");
});

const ids = (link: { stakeholders: { user_id: string }[] }) => link.stakeholders.map((s) => s.user_id).toSorted();

describe("POST /api/linkStakeholders", () => {
  it("adds users of the agency, once each; the agent then sees the link", async () => {
    const link = await createLink(t.app, admin);
    expectProblem(await asUser(t.app, agent, "GET", `/api/links/${link.id}`), 404, "NOT_FOUND");
    const body = { link_id: link.id, user_ids: [agent.userId, agent.userId, admin.userId] };
    const response = await asUser(t.app, admin, "POST", "/api/linkStakeholders", body);
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(ZLink.parse(response.json()))).toEqual([admin.userId, agent.userId].toSorted());
    expect((await asUser(t.app, admin, "POST", "/api/linkStakeholders", body)).statusCode).toBe(200);
    expect(await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.link_id, link.id))).toHaveLength(2);
    expect((await asUser(t.app, agent, "GET", `/api/links/${link.id}`)).statusCode).toBe(200);
  });

  it("refuses users of another agency with 400 and adds none", async () => {
    const link = await createLink(t.app, admin);
    const problem = expectProblem(
      await asUser(t.app, admin, "POST", "/api/linkStakeholders", { link_id: link.id, user_ids: [colleague.userId, stranger.userId] }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields).toEqual([{ path: "body.user_ids", message: "Not a user of your agency" }]);
    expect(await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.link_id, link.id))).toHaveLength(1);
  });

  it("answers 404 for another agency's link, 403 for an agent, 401 signed out, 400 for a bad body", async () => {
    const theirs = await createLink(t.app, stranger);
    expectProblem(
      await asUser(t.app, admin, "POST", "/api/linkStakeholders", { link_id: theirs.id, user_ids: [admin.userId] }),
      404,
      "NOT_FOUND",
    );
    expect(await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.link_id, theirs.id))).toHaveLength(1);
    const mine = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    expectProblem(
      await asUser(t.app, agent, "POST", "/api/linkStakeholders", { link_id: mine.id, user_ids: [colleague.userId] }),
      403,
      "FORBIDDEN",
    );
    expectProblem(
      await asUser(t.app, null, "POST", "/api/linkStakeholders", { link_id: mine.id, user_ids: [agent.userId] }),
      401,
      "UNAUTHENTICATED",
    );
    for (const body of [
      { link_id: mine.id, user_ids: [] },
      { link_id: "nope", user_ids: [agent.userId] },
      { link_id: mine.id, user_ids: [agent.userId], x: 1 },
    ]) {
      expectProblem(await asUser(t.app, admin, "POST", "/api/linkStakeholders", body), 400, "VALIDATION_FAILED");
    }
  });
});

describe("PUT /api/linkStakeholders (removes)", () => {
  it("removes stakeholders; the agent no longer sees the link; unknown ids change nothing", async () => {
    const link = await createLink(t.app, admin, { stakeholder_ids: [agent.userId, colleague.userId] });
    const response = await asUser(t.app, admin, "PUT", "/api/linkStakeholders", {
      link_id: link.id,
      user_ids: [agent.userId, stranger.userId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(ZLink.parse(response.json()))).toEqual([admin.userId, colleague.userId].toSorted());
    expectProblem(await asUser(t.app, agent, "GET", `/api/links/${link.id}`), 404, "NOT_FOUND");
  });

  it("refuses to remove the owner, who always stays a stakeholder, with 409 (also among others)", async () => {
    const link = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    const all = expectProblem(
      await asUser(t.app, admin, "PUT", "/api/linkStakeholders", { link_id: link.id, user_ids: [admin.userId, agent.userId] }),
      409,
      "CONFLICT",
    );
    expect(all.invalidFields).toEqual([{ path: "body.user_ids", message: "The owner stays a stakeholder" }]);
    expect((await asUser(t.app, admin, "PUT", "/api/linkStakeholders", { link_id: link.id, user_ids: [agent.userId] })).statusCode).toBe(
      200,
    );
    expectProblem(
      await asUser(t.app, admin, "PUT", "/api/linkStakeholders", { link_id: link.id, user_ids: [admin.userId] }),
      409,
      "CONFLICT",
    );
    expect(await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.link_id, link.id))).toEqual([
      expect.objectContaining({ user_id: admin.userId }),
    ]);
  });

  it("leaves one stakeholder when two removals race for the last two", async () => {
    const link = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    const answers = await Promise.all([
      asUser(t.app, admin, "PUT", "/api/linkStakeholders", { link_id: link.id, user_ids: [admin.userId] }),
      asUser(t.app, admin, "PUT", "/api/linkStakeholders", { link_id: link.id, user_ids: [agent.userId] }),
    ]);
    expect(answers.map((r) => r.statusCode).toSorted((x, y) => x - y)).toEqual([200, 409]);
    expect(await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.link_id, link.id))).toHaveLength(1);
  });

  it("answers 404 for another agency's link and 403 for an agent", async () => {
    const theirs = await createLink(t.app, stranger);
    expectProblem(
      await asUser(t.app, admin, "PUT", "/api/linkStakeholders", { link_id: theirs.id, user_ids: [stranger.userId] }),
      404,
      "NOT_FOUND",
    );
    const mine = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    expectProblem(
      await asUser(t.app, agent, "PUT", "/api/linkStakeholders", { link_id: mine.id, user_ids: [agent.userId] }),
      403,
      "FORBIDDEN",
    );
  });
});

describe("POST /api/linkDeliveries", () => {
  it("adds email addresses (without regard to case) and phone numbers, once each", async () => {
    const link = await createLink(t.app, admin);
    const response = await asUser(t.app, admin, "POST", "/api/linkDeliveries", {
      link_id: link.id,
      deliveries: [
        { channel: "email", target: " Client@Example.com " },
        { channel: "email", target: "client@example.com" },
        { channel: "sms", target: "+1 (305) 555-0123" },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = ZLink.parse(response.json());
    expect(updated.deliveries.map(({ channel, target }) => ({ channel, target }))).toEqual([
      { channel: "email", target: "client@example.com" },
      { channel: "sms", target: "+1 (305) 555-0123" },
    ]);
  });

  it("refuses bad addresses and numbers with 400, naming the field", async () => {
    const link = await createLink(t.app, admin);
    const problem = expectProblem(
      await asUser(t.app, admin, "POST", "/api/linkDeliveries", {
        link_id: link.id,
        deliveries: [
          { channel: "email", target: "not-an-email" },
          { channel: "sms", target: "call me" },
        ],
      }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields?.map((f) => f.message)).toEqual(["Enter a valid email address", "Enter a valid phone number"]);
  });

  it("keeps a link to at most 50 targets", async () => {
    const link = await createLink(t.app, admin);
    const batch = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ channel: "email" as const, target: `c${from + i}@example.com` }));
    expect((await asUser(t.app, admin, "POST", "/api/linkDeliveries", { link_id: link.id, deliveries: batch(0, 45) })).statusCode).toBe(
      200,
    );
    // c40…c50: five already there, six new would make 51.
    const problem = expectProblem(
      await asUser(t.app, admin, "POST", "/api/linkDeliveries", { link_id: link.id, deliveries: batch(40, 11) }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.detail).toMatch(/at most 50/);
    expect(await t.db.select().from(linkDeliveries).where(eq(linkDeliveries.link_id, link.id))).toHaveLength(45);
    // c40…c49: the five already there do not count twice, so this makes exactly 50.
    expect((await asUser(t.app, admin, "POST", "/api/linkDeliveries", { link_id: link.id, deliveries: batch(40, 10) })).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(linkDeliveries).where(eq(linkDeliveries.link_id, link.id))).toHaveLength(50);
  });

  it("answers 404 for another agency's link and 403 for an agent", async () => {
    const theirs = await createLink(t.app, stranger);
    const body = { link_id: theirs.id, deliveries: [{ channel: "email", target: "x@example.com" }] };
    expectProblem(await asUser(t.app, admin, "POST", "/api/linkDeliveries", body), 404, "NOT_FOUND");
    const mine = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    expectProblem(await asUser(t.app, agent, "POST", "/api/linkDeliveries", { ...body, link_id: mine.id }), 403, "FORBIDDEN");
  });
});

describe("PUT /api/linkDeliveries (removes)", () => {
  it("removes the named deliveries of the link only", async () => {
    const link = await createLink(t.app, admin, {
      deliveries: [
        { channel: "email", target: "a@example.com" },
        { channel: "sms", target: "+13055550123" },
      ],
    });
    const other = await createLink(t.app, admin, { deliveries: [{ channel: "email", target: "b@example.com" }] });
    const [first] = link.deliveries;
    const response = await asUser(t.app, admin, "PUT", "/api/linkDeliveries", {
      link_id: link.id,
      delivery_ids: [first!.id, other.deliveries[0]!.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZLink.parse(response.json()).deliveries.map((d) => d.id)).toEqual([link.deliveries[1]!.id]);
    expect(await t.db.select().from(linkDeliveries).where(eq(linkDeliveries.link_id, other.id))).toHaveLength(1);
  });

  it("answers 404 for another agency's link, whose deliveries stay", async () => {
    const theirs = await createLink(t.app, stranger, { deliveries: [{ channel: "email", target: "c@example.com" }] });
    expectProblem(
      await asUser(t.app, admin, "PUT", "/api/linkDeliveries", { link_id: theirs.id, delivery_ids: [theirs.deliveries[0]!.id] }),
      404,
      "NOT_FOUND",
    );
    expect(await t.db.select().from(linkDeliveries).where(eq(linkDeliveries.link_id, theirs.id))).toHaveLength(1);
    expectProblem(
      await asUser(t.app, null, "PUT", "/api/linkDeliveries", { link_id: theirs.id, delivery_ids: [] }),
      401,
      "UNAUTHENTICATED",
    );
  });
});
