import type { TSubmissionListResponse } from "@planready/contracts/submissions";
import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/cli-args.ts";
import { DEMO_EMAIL, DEMO_PASSWORD, parseSeedArgs, runSeed } from "../../src/cli/seed-command.ts";
import { DEMO_TEAM } from "../../src/cli/seed-team.ts";
import { links as linkTable, linkStakeholders, submissionReads, submissions, surveyResponses, users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { sessionCookie, signIn } from "../helpers/users.ts";

let t: TestApp;
const SEEDED = 400;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  await runSeed(t.db, t.config, () => {}, { submissions: SEEDED });
});

async function session(email: string) {
  const cookie = sessionCookie(await signIn(t.app, email, DEMO_PASSWORD));
  if (!cookie) throw new Error(`${email} could not sign in`);
  const me = (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json<{ id: string; org_id: string }>();
  return { cookie, userId: me.id, orgId: me.org_id };
}

const list = async (user: { cookie: string; orgId: string }, query: Record<string, string>) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/orgs/${user.orgId}/submissions?${new URLSearchParams(query).toString()}`,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSubmissionListResponse;
};

describe("npm run seed -- --submissions N", () => {
  it("reads the option", () => {
    expect(parseSeedArgs([])).toEqual({ action: "seed" });
    expect(parseSeedArgs(["--submissions", "1000000"])).toEqual({ action: "seed", submissions: 1_000_000 });
    expect(parseSeedArgs(["--submissions=25"])).toEqual({ action: "seed", submissions: 25 });
    for (const argv of [
      ["--submissions", "0"],
      ["--submissions", "1e6"],
      ["--submissions", "-3"],
      ["--submissions"],
      ["--submissions", "99999999"],
    ]) {
      expect(() => parseSeedArgs(argv), argv.join(" ")).toThrow(UsageError);
    }
  });

  it("gives the demo agency agents who see only their own links", async () => {
    const admin = await session(DEMO_EMAIL);
    for (const member of DEMO_TEAM) {
      const agent = await session(member.email);
      expect(agent.orgId).toBe(admin.orgId);
      const [user] = await t.db.select().from(users).where(eq(users.id, agent.userId));
      expect(user).toMatchObject({ user_type: "Agent", first_name: member.first_name, last_name: member.last_name });
      const links = await t.db.select().from(linkStakeholders).where(eq(linkStakeholders.user_id, agent.userId));
      expect(links).toHaveLength(member.types.length);
    }
  });

  it("adds N submissions across the links, mostly completed, with the list's data filled in", async () => {
    const admin = await session(DEMO_EMAIL);
    const [responses] = await t.db.select({ n: count() }).from(surveyResponses).where(eq(surveyResponses.org_id, admin.orgId));
    expect(responses!.n).toBe(SEEDED);
    const rows = await t.db.select().from(submissions).where(eq(submissions.org_id, admin.orgId));
    expect(rows).toHaveLength(SEEDED);
    const completed = rows.filter((r) => r.status === "submitted").length;
    expect(completed / SEEDED).toBeGreaterThan(0.55);
    expect(completed / SEEDED).toBeLessThan(0.9);
    expect(rows.every((r) => r.first_name && r.last_name && r.email && /^\d{5}$/.test(r.zip ?? ""))).toBe(true);
    expect(rows.some((r) => r.drug_ids.length > 0)).toBe(true);
    expect(rows.some((r) => r.pharmacy_names !== "")).toBe(true);
    expect(new Set(rows.map((r) => r.link_id)).size).toBeGreaterThan(10);
    // Most completed clients signed; some went on without signing; life asks for no signature.
    const statuses = (status: string) => rows.filter((r) => r.status === "submitted" && r.signature_status === status).length;
    expect(statuses("signed")).toBeGreaterThan(statuses("not_signed"));
    expect(statuses("not_signed")).toBeGreaterThan(0);
    expect(rows.filter((r) => r.survey_type === "life").every((r) => r.signature_status === "not_required")).toBe(true);

    // The Admin reads the clients of the demo links they own, not their agents' (decision 027).
    const ownLinks = await t.db.select({ id: linkTable.id }).from(linkTable).where(eq(linkTable.owner_id, admin.userId));
    const own = new Set(ownLinks.map((l) => l.id));
    const inbox = await list(admin, { limit: "100" });
    const archive = await list(admin, { folder: "archive", limit: "100" });
    expect(inbox.total + archive.total).toBe(rows.filter((r) => own.has(r.link_id)).length);
    expect(inbox.total + archive.total).toBeLessThan(SEEDED);
    // The seeded answers pass the contracts' schemas on the way out (the list's response schema checked them).
    expect(inbox.items[0]).toMatchObject({ link: { url: expect.stringMatching(/^demo-/) } });
  });

  it("marks what each user surely read (older than two weeks), only among what they can see", async () => {
    const agent = await session(DEMO_TEAM[0].email);
    const agentList = await list(agent, { limit: "100", newestDataFirst: "false" });
    expect(agentList.total).toBeGreaterThan(0);
    const reads = await t.db.select().from(submissionReads).where(eq(submissionReads.user_id, agent.userId));
    const visible = new Set(
      (
        await t.db
          .select({ id: submissions.response_id })
          .from(submissions)
          .innerJoin(linkStakeholders, and(eq(linkStakeholders.link_id, submissions.link_id), eq(linkStakeholders.user_id, agent.userId)))
      ).map((r) => r.id),
    );
    expect(reads.every((r) => visible.has(r.response_id))).toBe(true);
    const [recentRead] = await t.db
      .select({ n: count() })
      .from(submissionReads)
      .innerJoin(submissions, eq(submissions.response_id, submissionReads.response_id))
      .where(and(eq(submissionReads.user_id, agent.userId), sql`${submissions.activity_at} > now() - interval '14 days'`));
    expect(recentRead!.n).toBe(0);
  });
  it("leaves the dashboard's counters exact (the bulk load skips the trigger and recounts)", async () => {
    const admin = await session(DEMO_EMAIL);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/orgs/${admin.orgId}/submissions/stats?days=366`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<{ all_time: unknown; over_time: { completed: number; in_progress: number }[] }>();
    const counted = async (recent: boolean) =>
      (
        await t.db.execute(sql`
          select count(*) filter (where status = 'submitted')::int as completed, count(*) filter (where status <> 'submitted')::int as in_progress
          from submissions where org_id = ${admin.orgId}
            and (not ${recent} or (activity_at at time zone 'America/New_York')::date > (now() at time zone 'America/New_York')::date - 366)`)
      ).rows[0];
    expect(stats.all_time).toEqual(await counted(false));
    const chart = stats.over_time.reduce(
      (sum, day) => ({ completed: sum.completed + day.completed, in_progress: sum.in_progress + day.in_progress }),
      {
        completed: 0,
        in_progress: 0,
      },
    );
    expect(chart).toEqual(await counted(true));
  });
});
