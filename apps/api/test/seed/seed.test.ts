import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { surveyTypes } from "@planready/contracts/surveys/content";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENCY, DEMO_EMAIL, DEMO_PASSWORD, demoLinkUrl, parseSeedArgs, runSeed } from "../../src/cli/seed-command.ts";
import { UsageError } from "../../src/cli/cli-args.ts";
import { authUser, billingSubscriptions, links, linkStakeholders, orgs, reviews, sandboxInvoices, users } from "../../src/db/schema.ts";
import { DEMO_TESTIMONIAL, publishedTestimonials } from "../../src/modules/reviews/reviews.service.ts";
import { passwordProblem } from "../../src/modules/auth/password-policy.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { signIn } from "../helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const cli = path.resolve(import.meta.dirname, "../../src/cli");
const runCommand = async (args: string[] = []) => {
  const env = { PATH: process.env.PATH ?? "", ...(await testEnv({ PUBLIC_URL: "https://demo.planready.test" })) };
  return promisify(execFile)(process.execPath, [path.join(cli, "seed.ts"), ...args], { env, cwd: path.dirname(cli) }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
};

const counts = async () => ({
  authUsers: (await t.db.select({ n: count() }).from(authUser))[0]!.n,
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  orgs: (await t.db.select({ n: count() }).from(orgs))[0]!.n,
  links: (await t.db.select({ n: count() }).from(links))[0]!.n,
  stakeholders: (await t.db.select({ n: count() }).from(linkStakeholders))[0]!.n,
  subscriptions: (await t.db.select({ n: count() }).from(billingSubscriptions))[0]!.n,
  invoices: (await t.db.select({ n: count() }).from(sandboxInvoices))[0]!.n,
  reviews: (await t.db.select({ n: count() }).from(reviews))[0]!.n,
});

describe("npm run seed", () => {
  it("creates the demo agency, its agent and one link of every type, and prints the sign-in and each link", async () => {
    const result = await runCommand();
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toContain(`  email:    ${DEMO_EMAIL}`);
    expect(lines).toContain(`  password: ${DEMO_PASSWORD}`);
    for (const type of surveyTypes) expect(lines).toContain(`${type} https://demo.planready.test/${demoLinkUrl(type)}`);
    // The demo agent's splash page, with two of their links.
    expect(lines).toContain("splash https://demo.planready.test/splash/grace-harmon");
    const page = await t.app.inject({ method: "GET", url: "/api/agent-sites/unique-url/grace-harmon" });
    expect(page.json<{ agentSite: { links: { survey_type: string }[] } }>().agentSite.links.map((l) => l.survey_type)).toEqual([
      "medicare",
      "life",
    ]);

    const [agent] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_EMAIL}`);
    expect(agent).toMatchObject({ user_type: "Admin", first_name: "Grace", last_name: "Harmon" });
    expect(agent?.tos_accepted).toBeInstanceOf(Date);
    const [org] = await t.db.select().from(orgs).where(eq(orgs.id, agent!.org_id!));
    expect(org).toMatchObject(DEMO_AGENCY);
    const demoLinks = await t.db.select().from(links).where(eq(links.org_id, org!.id));
    expect(demoLinks.map((l) => l.survey_type).toSorted()).toEqual([...surveyTypes].toSorted());
    expect(demoLinks.every((l) => l.status === "active" && l.created_by === agent!.id)).toBe(true);
    // Bought on the sandbox: each link has its annual subscription, for the billing pages to show.
    const subscriptions = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.org_id, org!.id));
    expect(subscriptions.map((s) => s.link_id ?? "").toSorted()).toEqual(demoLinks.map((l) => l.id).toSorted());
    expect(subscriptions.every((s) => s.provider === "sandbox" && s.status === "active" && s.interval === "year")).toBe(true);
    expect(lines.at(-1)).toMatch(/^Billing: each link has an annual sandbox subscription/);
    // A published testimonial for the demo agent's splash page.
    expect(await publishedTestimonials(t.db, agent!.id)).toEqual([
      { id: expect.any(String), client_name: DEMO_TESTIMONIAL.client_name, text: DEMO_TESTIMONIAL.text, date: expect.any(String) },
    ]);
  });

  it("signs the agent in with the documented password, which the password policy accepts", async () => {
    expect(passwordProblem(DEMO_PASSWORD, { email: DEMO_EMAIL })).toBeNull();
    const response = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const link = await t.app.inject({ method: "GET", url: `/api/links/url/${demoLinkUrl("aca")}` });
    expect(link.json()).toMatchObject({ survey_type: "aca", agency_name: DEMO_AGENCY.name, status: "active" });
  });

  it("buys a subscription for a demo link that has none (seeded before billing), and keeps it live", async () => {
    const [link] = await t.db
      .select()
      .from(links)
      .where(eq(links.url, demoLinkUrl("life")));
    await t.db.delete(billingSubscriptions).where(eq(billingSubscriptions.link_id, link!.id));
    await runSeed(t.db, t.config, () => {});
    const [after] = await t.db.select().from(links).where(eq(links.id, link!.id));
    expect(after!.status).toBe("active");
    expect(await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.link_id, link!.id))).toHaveLength(1);
  });

  it("duplicates nothing when run again", async () => {
    const before = await counts();
    const lines: string[] = [];
    await runSeed(t.db, t.config, (line) => lines.push(line));
    await runSeed(t.db, t.config, () => {});
    expect(await counts()).toEqual(before);
    expect(lines.filter((l) => /^\w+ http/.test(l))).toHaveLength(surveyTypes.length + 1);
  });

  it("refuses arguments, and shows help", async () => {
    expect(parseSeedArgs(["--help"])).toEqual({ action: "help" });
    expect(() => parseSeedArgs(["--force"])).toThrow(UsageError);
    const result = await runCommand(["extra"]);
    expect(result.code).toBe(64);
    expect(result.stderr).toContain("Usage: npm run seed");
  });
});
