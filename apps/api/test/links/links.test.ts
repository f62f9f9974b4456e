import { ZLink, ZPublicLink } from "@planready/contracts/links";
import { ZOrg } from "@planready/contracts/orgs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { links, linkStakeholders } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, joinOrg, uniqueUrl } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [admin, stranger] = [await signUp(t.app), await signUp(t.app)];
});

describe("POST /api/links", () => {
  it("reserves a pending link for the admin's agency, lower-cased, with the creator as stakeholder (live once paid)", async () => {
    const url = uniqueUrl("Smith-Medicare").toUpperCase();
    const response = await asUser(t.app, admin, "POST", "/api/links", {
      url: `  ${url} `,
      survey_type: "aca",
      first_name: "Dana",
      last_name: "Smith",
      agency_name: "Smith Benefits",
      stripe_plan_duration: "annual",
      alt_theme_color: "green",
      deliveries: [
        { channel: "email", target: "dana@example.com" },
        { channel: "sms", target: "+1 (305) 555-0123" },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const link = ZLink.parse(response.json());
    expect(link).toMatchObject({
      url: url.toLowerCase(),
      survey_type: "aca",
      org_id: admin.orgId,
      status: "pending",
      stripe_plan_duration: "annual",
      alt_theme_color: "green",
      created_by: admin.userId,
      stakeholders: [{ user_id: admin.userId }],
    });
    expect(link.deliveries.map((d) => d.channel).toSorted()).toEqual(["email", "sms"]);
    // Not live before it is paid for: its survey page does not exist yet.
    expectProblem(await t.app.inject({ method: "GET", url: `/api/links/url/${link.url}` }), 404, "NOT_FOUND");
  });

  it("defaults the plan to monthly and leaves optional fields empty", async () => {
    const link = await createLink(t.app, admin, { first_name: undefined, last_name: undefined, agency_name: undefined });
    expect(link).toMatchObject({
      stripe_plan_duration: "monthly",
      first_name: null,
      logo_image_url: null,
      alt_theme_color: null,
      deliveries: [],
    });
  });

  it("adds colleagues of the same agency as stakeholders", async () => {
    const owner = await signUp(t.app);
    const agent = await signUp(t.app);
    await joinOrg(t, agent, owner.orgId, "Agent");
    const link = await createLink(t.app, owner, { stakeholder_ids: [agent.userId, owner.userId] });
    expect(link.stakeholders.map((s) => s.user_id).toSorted()).toEqual([owner.userId, agent.userId].toSorted());
  });

  it("refuses stakeholders from another agency with 400 and creates nothing", async () => {
    const url = uniqueUrl();
    const problem = expectProblem(
      await asUser(t.app, admin, "POST", "/api/links", { url, survey_type: "medicare", stakeholder_ids: [stranger.userId] }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.invalidFields).toEqual([{ path: "body.stakeholder_ids", message: "Not a user of your agency" }]);
    expect(await t.db.select().from(links).where(eq(links.url, url))).toEqual([]);
  });

  it("answers 409 for a URL already taken, whatever its case and whoever took it", async () => {
    const link = await createLink(t.app, stranger);
    const problem = expectProblem(
      await asUser(t.app, admin, "POST", "/api/links", { url: link.url.toUpperCase(), survey_type: "life" }),
      409,
      "CONFLICT",
    );
    expect(problem.invalidFields).toEqual([{ path: "body.url", message: "Already taken" }]);
  });

  it.each(["api", "Dashboard", "login", "signup", "survey", "splash-pages", "forgot-password", "connecturedrx"])(
    "refuses the reserved word %s with 400",
    async (url) => {
      const problem = expectProblem(
        await asUser(t.app, admin, "POST", "/api/links", { url, survey_type: "medicare" }),
        400,
        "VALIDATION_FAILED",
      );
      expect(problem.invalidFields).toEqual([{ path: "body.url", message: "This address is reserved; choose another" }]);
    },
  );

  it.each(["ab", "-leading", "trailing-", "has space", "under_score", "x".repeat(51), "émile"])(
    "refuses the URL %j with 400",
    async (url) => {
      const problem = expectProblem(
        await asUser(t.app, admin, "POST", "/api/links", { url, survey_type: "medicare" }),
        400,
        "VALIDATION_FAILED",
      );
      expect(problem.invalidFields?.[0]?.path).toBe("body.url");
    },
  );

  it("refuses unknown fields and wrong types with 400", async () => {
    const extra = expectProblem(
      await asUser(t.app, admin, "POST", "/api/links", { url: uniqueUrl(), survey_type: "medicare", org_id: stranger.orgId }),
      400,
      "VALIDATION_FAILED",
    );
    expect(JSON.stringify(extra.invalidFields)).toContain("org_id");
    const wrong = expectProblem(
      await asUser(t.app, admin, "POST", "/api/links", { url: uniqueUrl(), survey_type: "dental", alt_theme_color: "blue" }),
      400,
      "VALIDATION_FAILED",
    );
    expect(wrong.invalidFields?.map((f) => f.path).toSorted()).toEqual(["body.alt_theme_color", "body.survey_type"]);
  });

  it("refuses an Agent with 403", async () => {
    const owner = await signUp(t.app);
    const agent = await signUp(t.app);
    await joinOrg(t, agent, owner.orgId, "Agent");
    expectProblem(await asUser(t.app, agent, "POST", "/api/links", { url: uniqueUrl(), survey_type: "medicare" }), 403, "FORBIDDEN");
  });

  it("lets a Restricted-Admin create links", async () => {
    const owner = await signUp(t.app);
    const restricted = await signUp(t.app);
    await joinOrg(t, restricted, owner.orgId, "Restricted-Admin");
    const link = await createLink(t.app, restricted);
    expect(link.org_id).toBe(owner.orgId);
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await asUser(t.app, null, "POST", "/api/links", { url: uniqueUrl(), survey_type: "medicare" }), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/links/url/:url", () => {
  it("returns what a survey page needs, without regard to case", async () => {
    const logo = "/files/logos/0b8a3c1e-1f2a-4c3d-8e4f-5a6b7c8d9e0f-0123456789abcdef.png";
    const link = await createLink(t.app, admin, { survey_type: "life", alt_theme_color: "magenta", logo_image_url: logo });
    const response = await t.app.inject({ method: "GET", url: `/api/links/url/${link.url.toUpperCase()}` });
    expect(response.statusCode).toBe(200);
    expect(ZPublicLink.strict().parse(response.json())).toEqual({
      id: link.id,
      url: link.url,
      survey_type: "life",
      first_name: "Dana",
      last_name: "Agent",
      agency_name: "Agency",
      logo_image_url: logo,
      alt_theme_color: "magenta",
      status: "active",
    });
  });

  it("answers 404 for an unknown link", async () => {
    expectProblem(await t.app.inject({ method: "GET", url: "/api/links/url/no-such-link" }), 404, "NOT_FOUND");
  });

  it("answers a cancelled link with its status, and refuses to start a survey on it", async () => {
    const link = await createLink(t.app, admin);
    await t.db.update(links).set({ status: "cancelled" }).where(eq(links.id, link.id));
    const res = await t.app.inject({ method: "GET", url: `/api/links/url/${link.url}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ url: link.url, status: "cancelled" });
    const start = await t.app.inject({ method: "POST", url: "/api/responses", payload: { link_id: link.id, locale: "en" } });
    expectProblem(start, 404, "NOT_FOUND");
  });
});

describe("GET /api/links/:id", () => {
  it("returns a link of your agency with stakeholders and deliveries", async () => {
    const link = await createLink(t.app, admin, { deliveries: [{ channel: "email", target: "client@example.com" }] });
    const response = await asUser(t.app, admin, "GET", `/api/links/${link.id}`);
    expect(response.statusCode).toBe(200);
    expect(ZLink.parse(response.json())).toEqual(link);
  });

  it("answers 404 for another agency's link, exactly as for a missing one", async () => {
    const theirs = await createLink(t.app, stranger);
    const other = expectProblem(await asUser(t.app, admin, "GET", `/api/links/${theirs.id}`), 404, "NOT_FOUND");
    const missing = expectProblem(await asUser(t.app, admin, "GET", "/api/links/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expect(other.detail).toBe(missing.detail);
  });

  it("shows an agent only the links they are a stakeholder of", async () => {
    const owner = await signUp(t.app);
    const agent = await signUp(t.app);
    await joinOrg(t, agent, owner.orgId, "Agent");
    const theirs = await createLink(t.app, owner, { stakeholder_ids: [agent.userId] });
    const notTheirs = await createLink(t.app, owner);
    expect((await asUser(t.app, agent, "GET", `/api/links/${theirs.id}`)).statusCode).toBe(200);
    expectProblem(await asUser(t.app, agent, "GET", `/api/links/${notTheirs.id}`), 404, "NOT_FOUND");
    // The organisation lists the same links.
    const agentOrg = ZOrg.parse((await asUser(t.app, agent, "GET", `/api/orgs/${owner.orgId}`)).json());
    expect(agentOrg.links).toEqual([{ id: theirs.id, url: theirs.url }]);
    const ownerOrg = ZOrg.parse((await asUser(t.app, owner, "GET", `/api/orgs/${owner.orgId}`)).json());
    expect(ownerOrg.links).toEqual([
      { id: theirs.id, url: theirs.url },
      { id: notTheirs.id, url: notTheirs.url },
    ]);
  });

  it("refuses an id that is not a UUID with 400 and a signed-out caller with 401", async () => {
    expectProblem(await asUser(t.app, admin, "GET", "/api/links/123"), 400, "VALIDATION_FAILED");
    expectProblem(await asUser(t.app, null, "GET", "/api/links/00000000-0000-4000-8000-000000000000"), 401, "UNAUTHENTICATED");
  });

  it("keeps stakeholders in their own table, one row per person", async () => {
    const link = await createLink(t.app, admin);
    expect(await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.link_id, link.id))).toHaveLength(1);
  });
});
