import type { TLink } from "@planready/contracts/links";
import { ZSubmissionOverview, type TSubmissionStats } from "@planready/contracts/submissions";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, links, linkStakeholders, notifications } from "../../src/db/schema.ts";
import { handOverLinks } from "../../src/modules/links/links.service.ts";
import type { TestApp } from "../helpers/app.ts";
import { openCheckout } from "../helpers/billing.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, createSurveyTestApp, joinOrg, uniqueUrl, type TestSurvey } from "../survey/survey-helpers.ts";
import { clientFills, idsOf, listAs } from "./submission-helpers.ts";

/**
 * Client answers are read by a link's owner and the stakeholders the owner names, nobody else — not an Admin of
 * the same agency (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md). Every role, every door.
 */
let t: TestApp;
let founder: TestUser; // Admin who buys the agent's link (not its owner, not a stakeholder)
let plainAdmin: TestUser; // Admin on no link
let restricted: TestUser; // Restricted-Admin on no link
let agent: TestUser; // owns agentLink
let colleague: TestUser; // Agent named a stakeholder by the owner
let outsider: TestUser; // another agency's Admin
let agentLink: TLink;
let founderLink: TLink;
let rosa: TestSurvey; // on agentLink, submitted
let john: TestSurvey; // on founderLink, submitted
let orgId: string;

beforeAll(async () => {
  t = await createSurveyTestApp();
  founder = await signUp(t.app);
  orgId = founder.orgId;
  [plainAdmin, restricted, agent, colleague, outsider] = [
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
  ];
  await joinOrg(t, plainAdmin, orgId, "Admin");
  await joinOrg(t, restricted, orgId, "Restricted-Admin");
  await joinOrg(t, agent, orgId, "Agent");
  await joinOrg(t, colleague, orgId, "Agent");
  agentLink = await createLink(t.app, founder, { owner_id: agent.userId, first_name: "Ann", last_name: "Owner" });
  founderLink = await createLink(t.app, founder, {});
  const named = await asUser(t.app, agent, "POST", "/api/linkStakeholders", { link_id: agentLink.id, user_ids: [colleague.userId] });
  expect(named.statusCode, named.body).toBe(200);
  rosa = await clientFills(t.app, agentLink, {
    content: { first_name: "Rosa", last_name: "Visible", email: "rosa@example.com", zip: "33101" },
    submit: true,
  });
  john = await clientFills(t.app, founderLink, { content: { first_name: "John", last_name: "Founder" }, submit: true });
});

const detail = (who: TestUser, id: string) => asUser(t.app, who, "GET", `/api/responses/${id}/detail`);
const csvAs = async (who: TestUser) => {
  const response = await asUser(t.app, who, "GET", `/api/orgs/${orgId}/submissions.csv`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
const auditRows = (action: string, actorId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as never), eq(auditLog.actor_user_id, actorId)));

describe("a link bought for an agent", () => {
  it("belongs to the agent named at purchase: they are its owner and first stakeholder, the buyer is neither", () => {
    expect(agentLink.owner_id).toBe(agent.userId);
    expect(agentLink.created_by).toBe(founder.userId);
    expect(agentLink.stakeholders.map((s) => s.user_id)).toEqual([agent.userId]);
    expect(founderLink.owner_id).toBe(founder.userId);
  });

  it("is named an owner in the marketplace's checkout too (the buyer by default; a user of the agency only)", async () => {
    const plan = { surveyType: "medicare" as const, duration: "monthly" as const };
    const draft = { survey_type: "medicare", first_name: "Ann", last_name: "Owner", stripe_plan_duration: "monthly" };
    const forAgent = await openCheckout(t.app, founder, { ...draft, url: uniqueUrl(), owner_id: agent.userId }, plan);
    expect(forAgent.statusCode, forAgent.body).toBe(201);
    const [bought] = await t.db.select().from(links).where(eq(links.id, forAgent.json<{ link_id: string }>().link_id));
    expect(bought).toMatchObject({ owner_id: agent.userId, created_by: founder.userId });
    const own = await openCheckout(t.app, founder, { ...draft, url: uniqueUrl() }, plan);
    const [mine] = await t.db.select().from(links).where(eq(links.id, own.json<{ link_id: string }>().link_id));
    expect(mine?.owner_id).toBe(founder.userId);
    const stranger = await openCheckout(t.app, founder, { ...draft, url: uniqueUrl(), owner_id: outsider.userId }, plan);
    expect(expectProblem(stranger, 400, "VALIDATION_FAILED").invalidFields).toEqual([
      { path: "body.owner_id", message: "Not a user of your agency" },
    ]);
  });

  it("lets a Restricted-Admin create it for an agent, who then names its stakeholders (nobody else may)", async () => {
    const response = await asUser(t.app, restricted, "POST", "/api/links", {
      url: uniqueUrl(),
      survey_type: "life",
      owner_id: agent.userId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const link = response.json<TLink>();
    expect(link).toMatchObject({ owner_id: agent.userId, stakeholders: [{ user_id: agent.userId }] });
    // The buyer does not name stakeholders of a link someone else owns.
    expectProblem(
      await asUser(t.app, restricted, "POST", "/api/links", {
        url: uniqueUrl(),
        survey_type: "life",
        owner_id: agent.userId,
        stakeholder_ids: [restricted.userId],
      }),
      400,
      "VALIDATION_FAILED",
    );
    for (const who of [restricted, plainAdmin, founder]) {
      expectProblem(
        await asUser(t.app, who, "POST", "/api/linkStakeholders", { link_id: link.id, user_ids: [who.userId] }),
        403,
        "FORBIDDEN",
      );
    }
    // An agent on no link of it does not learn it exists.
    expectProblem(
      await asUser(t.app, colleague, "POST", "/api/linkStakeholders", { link_id: link.id, user_ids: [colleague.userId] }),
      404,
      "NOT_FOUND",
    );
    // The owner stays a stakeholder.
    expectProblem(
      await asUser(t.app, agent, "PUT", "/api/linkStakeholders", { link_id: link.id, user_ids: [agent.userId] }),
      409,
      "CONFLICT",
    );
    expect(await auditRows("link.stakeholders_changed", agent.userId)).toHaveLength(1);
  });

  it("is listed with its owner to every manager of the agency, and to the agents on it", async () => {
    for (const who of [founder, plainAdmin, restricted, agent, colleague]) {
      const response = await asUser(t.app, who, "GET", `/api/orgs/${orgId}/links`);
      const listed = response.json<{ links: { id: string; owner_id: string | null }[] }>().links.find((l) => l.id === agentLink.id);
      expect(listed, who.email).toMatchObject({ owner_id: agent.userId });
    }
  });
});

describe("the client's answers", () => {
  it("are in the list of the owner and the stakeholder, and of no Admin who is neither", async () => {
    expect(idsOf(await listAs(t.app, agent, orgId))).toEqual([rosa.id]);
    expect(idsOf(await listAs(t.app, colleague, orgId))).toEqual([rosa.id]);
    expect(idsOf(await listAs(t.app, founder, orgId))).toEqual([john.id]);
    expect(await listAs(t.app, plainAdmin, orgId)).toMatchObject({ items: [], total: 0 });
    expect(await listAs(t.app, restricted, orgId)).toMatchObject({ items: [], total: 0 });
    // Not through a filter on the link, nor a search for the name.
    expect(await listAs(t.app, founder, orgId, { linkId: agentLink.id })).toMatchObject({ items: [], total: 0 });
    expect(await listAs(t.app, plainAdmin, orgId, { searchTerm: "rosa" })).toMatchObject({ items: [], total: 0 });
    expectProblem(await asUser(t.app, outsider, "GET", `/api/orgs/${orgId}/submissions`), 404, "NOT_FOUND");
  });

  it("open in detail for the owner and the stakeholder (audited), and are 404 to every other role", async () => {
    for (const who of [agent, colleague]) {
      const response = await detail(who, rosa.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ survey_content: { first_name: string } }>().survey_content.first_name).toBe("Rosa");
    }
    for (const who of [founder, plainAdmin, restricted, outsider]) expectProblem(await detail(who, rosa.id), 404, "NOT_FOUND");
    const [viewed] = await auditRows("submission.viewed", agent.userId);
    expect(viewed).toMatchObject({ org_id: orgId, target_type: "submission", target_id: rosa.id });
    expect(await auditRows("submission.viewed", plainAdmin.userId)).toEqual([]);
  });

  it("are in the owner's PDF (audited) and 404 to an Admin who is not a stakeholder", async () => {
    for (const who of [founder, plainAdmin, restricted, outsider]) {
      expectProblem(await asUser(t.app, who, "GET", `/api/responses/existing-pdf/${rosa.id}`), 404, "NOT_FOUND");
      expectProblem(await asUser(t.app, who, "POST", `/api/responses/${rosa.id}/pdf`), 404, "NOT_FOUND");
      expectProblem(await asUser(t.app, who, "GET", `/api/responses/${rosa.id}/pdf`), 404, "NOT_FOUND");
    }
    expect((await asUser(t.app, agent, "POST", `/api/responses/${rosa.id}/pdf`)).statusCode).toBe(202);
    await t.app.jobs.runQueued();
    const pdf = await asUser(t.app, agent, "GET", `/api/responses/${rosa.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await auditRows("submission.exported_pdf", agent.userId)).toHaveLength(1);
  });

  it("are rows of the owner's CSV (audited), never of a plain Admin's", async () => {
    expect(await csvAs(agent)).toContain("Rosa");
    const adminCsv = await csvAs(plainAdmin);
    expect(adminCsv).not.toContain("Rosa");
    expect(adminCsv.trim().split("\n")).toHaveLength(1);
    expect(await csvAs(founder)).not.toContain("Rosa");
    expect(await auditRows("submission.exported_csv", plainAdmin.userId)).toHaveLength(1);
  });

  it("are corrected by the owner (audited) and by no one else", async () => {
    const body = { fields: { last_name: "Visible-Lopez" } };
    expectProblem(await asUser(t.app, founder, "PUT", `/api/responses/${rosa.id}?fromDashboard=true`, body), 404, "NOT_FOUND");
    const fixed = await asUser(t.app, agent, "PUT", `/api/responses/${rosa.id}?fromDashboard=true`, body);
    expect(fixed.statusCode, fixed.body).toBe(200);
    const [corrected] = await auditRows("submission.corrected", agent.userId);
    expect(corrected).toMatchObject({ target_id: rosa.id });
    expect(JSON.stringify(corrected?.details)).not.toContain("Lopez");
  });

  it("are announced (survey_submitted) to the owner and the stakeholder only", async () => {
    const rows = await t.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "survey_submitted"),
          inArray(
            notifications.user_id,
            [founder, plainAdmin, restricted, agent, colleague].map((u) => u.userId),
          ),
        ),
      );
    const told = rows.map((r) => r.user_id);
    expect(told.filter((id) => id === agent.userId)).toHaveLength(1);
    expect(told.filter((id) => id === colleague.userId)).toHaveLength(1);
    // The founder is told of John (their own link) only.
    expect(told.filter((id) => id === founder.userId)).toHaveLength(1);
    expect(told).not.toContain(plainAdmin.userId);
    expect(told).not.toContain(restricted.userId);
  });
});

describe("the agency-wide view", () => {
  it("gives Admins and Restricted-Admins every link's counts and statuses, with its owner, and no client data", async () => {
    for (const who of [plainAdmin, restricted]) {
      const response = await asUser(t.app, who, "GET", `/api/orgs/${orgId}/submissions/overview`);
      expect(response.statusCode, response.body).toBe(200);
      const overview = ZSubmissionOverview.parse(response.json());
      const row = overview.links.find((l) => l.link.id === agentLink.id);
      expect(row).toMatchObject({ completed: 1, in_progress: 0, readable: false, owner: { id: agent.userId } });
      expect(overview.total.completed).toBe(2);
      expect(overview.not_readable.completed).toBe(2);
      expect(response.body).not.toContain("Rosa");
    }
    const agents = ZSubmissionOverview.parse((await asUser(t.app, agent, "GET", `/api/orgs/${orgId}/submissions/overview`)).json());
    expect(agents.links.every((l) => l.readable)).toBe(true);
    expect(agents.links.map((l) => l.link.id)).not.toContain(founderLink.id);
    expectProblem(await asUser(t.app, outsider, "GET", `/api/orgs/${orgId}/submissions/overview`), 404, "NOT_FOUND");
  });

  it("counts the whole agency on an Admin's dashboard, and an agent's own links on theirs", async () => {
    const stats = async (who: TestUser) =>
      (await asUser(t.app, who, "GET", `/api/orgs/${orgId}/submissions/stats`)).json<TSubmissionStats>();
    expect((await stats(plainAdmin)).all_time.completed).toBe(2);
    expect((await stats(plainAdmin)).unread).toBe(0);
    expect((await stats(agent)).all_time.completed).toBe(1);
    expect((await stats(colleague)).by_link.map((l) => l.link.id)).toEqual([agentLink.id]);
  });
});

describe("changing a link's owner", () => {
  it("is for Admins only, audited, and moves who reads the answers", async () => {
    const change = (who: TestUser, ownerId: string) => asUser(t.app, who, "PUT", `/api/links/${agentLink.id}/owner`, { owner_id: ownerId });
    expectProblem(await change(restricted, restricted.userId), 403, "FORBIDDEN");
    expectProblem(await change(agent, colleague.userId), 403, "FORBIDDEN");
    // Another agency's Admin does not learn the link exists.
    expectProblem(await change(outsider, outsider.userId), 404, "NOT_FOUND");
    expectProblem(await change(plainAdmin, outsider.userId), 400, "VALIDATION_FAILED");
    const changed = await change(plainAdmin, plainAdmin.userId);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TLink>().owner_id).toBe(plainAdmin.userId);
    const [audited] = await auditRows("link.owner_changed", plainAdmin.userId);
    expect(audited).toMatchObject({ target_id: agentLink.id, details: { from_user_id: agent.userId, to_user_id: plainAdmin.userId } });
    // The new owner reads the answers; the previous one no longer does; the stakeholder they named still does.
    expect((await detail(plainAdmin, rosa.id)).statusCode).toBe(200);
    expectProblem(await detail(agent, rosa.id), 404, "NOT_FOUND");
    expect((await detail(colleague, rosa.id)).statusCode).toBe(200);
    // Back to the agent for the hand-over below.
    expect((await change(founder, agent.userId)).statusCode).toBe(200);
  });

  it("hands every link of a leaving agent over: owner, creator and stakeholder rows", async () => {
    const ownLink = await createLink(t.app, founder, { owner_id: colleague.userId });
    const moved = await handOverLinks(t.db, { orgId, fromUserId: agent.userId, toUserId: colleague.userId });
    // The link of the tests above, the one a Restricted-Admin made for them and the one bought for them.
    expect(moved).toBe(3);
    const [row] = await t.db.select().from(links).where(eq(links.id, agentLink.id));
    expect(row?.owner_id).toBe(colleague.userId);
    const stakeholders = await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.link_id, agentLink.id));
    expect(stakeholders.map((s) => s.user_id)).toEqual([colleague.userId]);
    expectProblem(await detail(agent, rosa.id), 404, "NOT_FOUND");
    expect((await detail(colleague, rosa.id)).statusCode).toBe(200);
    const [untouched] = await t.db.select().from(links).where(eq(links.id, ownLink.id));
    expect(untouched?.owner_id).toBe(colleague.userId);
    // Handing over to the same person changes nothing.
    expect(await handOverLinks(t.db, { orgId, fromUserId: colleague.userId, toUserId: colleague.userId })).toBe(0);
  });
});
