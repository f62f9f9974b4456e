import { ensureDemoTestimonial } from "../modules/reviews/reviews.service.ts";
import { SANDBOX_CARDS } from "@planready/contracts/billing/api";
import { choosePlan, planKey } from "@planready/contracts/billing/plans";
import { surveyTypes, type TSurveyType } from "@planready/contracts/surveys/content";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { createPaymentProvider } from "../integrations/payments/index.ts";
import type { AppDeps } from "../core/deps.ts";
import { openCheckout } from "../modules/billing/checkout.service.ts";
import { paySandboxCheckout } from "../modules/billing/sandbox.service.ts";
import type { LinkRow } from "../modules/links/links.repository.ts";
import { updateOrgById } from "../modules/orgs/orgs.repository.ts";
import { ensurePaymentCustomer } from "../modules/orgs/orgs.service.ts";
import type { Actor } from "../core/actor.ts";
import { updateUserById } from "../modules/users/users.repository.ts";
import { isHelp, parseOptions, UsageError } from "./cli-args.ts";
import { seedSubmissions } from "./seed-submissions.ts";
import { ensureDemoSite } from "./seed-site.ts";
import { ensureAgentLink, ensureDemoTeam } from "./seed-team.ts";
import { INVITE_COOKIE } from "@planready/contracts/team";
import { issueInvite, type InviteClaim } from "../modules/team/team.service.ts";

export type SeedCommand = { action: "seed"; submissions?: number } | { action: "help" };

/** The most submissions one run adds (the benchmark uses a million). */
export const SEED_SUBMISSIONS_MAX = 5_000_000;

/** The demo agent's sign-in. Documented in the README; passes the password policy (no "demo" in it). */
export const DEMO_EMAIL = "demo@planready.app";
export const DEMO_PASSWORD = "sunny orchard lantern 65";
export const DEMO_AGENCY = {
  name: "Sunshine Senior Benefits",
  address_one: "2400 E Las Olas Blvd",
  address_two: "Suite 210",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
};
export const DEMO_AGENT = { first_name: "Grace", last_name: "Harmon" };

/** demo-medicare, demo-aca, demo-aep-update, … */
export const demoLinkUrl = (type: TSurveyType) => `demo-${type.replaceAll("_", "-")}`;

export const SEED_USAGE = `Usage: npm run seed [-- --submissions N]

  Creates the demo agency "${DEMO_AGENCY.name}", its Admin agent (${DEMO_EMAIL}) and one active survey
  link of every type (on the sandbox payment provider, each bought with an annual subscription paid with the test
  card) and the agent's splash page /splash/grace-harmon (two of those links, a published testimonial), then prints
  the sign-in, each link's type and address and the page's address. Running it again changes nothing that exists;
  it works whether or not the server is running.

  --submissions N   also gives the agency four agents (same password, see the output) with two links each, and
                    adds N clients' submissions across all the links (names, contact details, prescriptions,
                    pharmacies; most completed, some in progress, old ones read and a few archived). Each run adds
                    N more. A million takes a few minutes.`;

export function parseSeedArgs(argv: string[]): SeedCommand {
  if (argv.some(isHelp)) return { action: "help" };
  const options = parseOptions(argv, ["submissions"]);
  const value = options.get("submissions");
  if (value === undefined) return { action: "seed" };
  const submissions = Number(value);
  if (!/^\d+$/.test(value) || submissions < 1 || submissions > SEED_SUBMISSIONS_MAX) {
    throw new UsageError(`--submissions takes a whole number from 1 to ${SEED_SUBMISSIONS_MAX.toLocaleString("en-US")}.`);
  }
  return { action: "seed", submissions };
}

/**
 * Creates what is missing of the demo agency and prints how to use it. The agent signs up through better-auth's
 * own endpoint (in-process, as a browser would), so the identity, password hash, organisation and payment customer
 * are exactly what a real sign-up makes. On the sandbox provider every demo link is bought the way an agency buys
 * one (a checkout paid with the test card), so the billing pages show real subscriptions and invoices.
 */
export async function runSeed(
  db: Db,
  config: Config,
  print: (line: string) => void,
  options: { submissions?: number } = {},
): Promise<void> {
  const payments = createPaymentProvider(config, db);
  // Quiet: the seed prints its own summary; warnings and errors still show.
  const app = await buildApp({ config: { ...config, LOG_LEVEL: "warn" }, db, web: "none", payments });
  const deps = app.deps;
  const demoLinks: LinkRow[] = [];
  let sitePath = "";
  try {
    const found = (await findUserByEmail(db, DEMO_EMAIL)) ?? (await signUpDemoUser(app, db, config, { email: DEMO_EMAIL, ...DEMO_AGENT }));
    if (!found.org_id) throw new Error(`${DEMO_EMAIL} has no agency; remove that user or give it one, then seed again.`);
    await updateOrgById(db, found.org_id, DEMO_AGENCY);
    const agent = (await updateUserById(db, found.id, {
      ...DEMO_AGENT,
      user_type: "Admin",
      tos_accepted: found.tos_accepted ?? new Date(),
    }))!;
    const buy = payments.sandbox ? await demoPurchase(deps, agent) : null;
    for (const type of surveyTypes)
      demoLinks.push(await ensureAgentLink({ db, agencyName: DEMO_AGENCY.name, buy }, agent, demoLinkUrl(type), type));
    // The demo agent owns a paid CRM link with their names on it: their CRM onboarding is done once its terms are
    // accepted, so the CRM area (book of business, sends) opens from the side menu.
    if (!agent.crm_tos_accepted) await updateUserById(db, agent.id, { crm_tos_accepted: new Date() });
    sitePath = await ensureDemoSite(db, agent, DEMO_AGENCY.name, demoLinks);
    // A testimonial a client consented to publish, shown on the demo agent's splash page.
    const medicare = demoLinks.find((link) => link.survey_type === "medicare") ?? demoLinks[0];
    if (medicare) await ensureDemoTestimonial(db, { orgId: agent.org_id!, linkId: medicare.id, agentId: agent.id });
    if (options.submissions) {
      const team = await ensureDemoTeam(
        {
          db,
          agencyName: DEMO_AGENCY.name,
          findUser: (email) => findUserByEmail(db, email),
          invite: async (email) => (await issueInvite(db, agent, agent.org_id!, { email, role: "Agent" }, null)).claim,
          signUp: (member, invite) => signUpDemoUser(app, db, config, member, invite),
          buy,
        },
        agent,
      );
      print(`Agents (password ${DEMO_PASSWORD}): ${team.agents.map((a) => a.email).join(", ")}`);
      print(`Adding ${options.submissions.toLocaleString("en-US")} submissions…`);
      const seedLinks = [
        ...demoLinks.map((link) => ({ id: link.id, survey_type: link.survey_type, weight: 1 })),
        ...team.links.map((link) => ({ id: link.id, survey_type: link.survey_type, weight: 4 })),
      ];
      await seedSubmissions(db, agent.org_id!, seedLinks, [agent.id, ...team.agents.map((a) => a.id)], options.submissions, print);
    }
  } finally {
    await app.close();
  }

  print(`Demo agency: ${DEMO_AGENCY.name}`);
  print(`Sign in at ${config.publicUrl}/api/auth/login`);
  print(`  email:    ${DEMO_EMAIL}`);
  print(`  password: ${DEMO_PASSWORD}`);
  print("Survey links:");
  for (const link of demoLinks) print(`${link.survey_type} ${config.publicUrl}/${link.url}`);
  print("Splash page:");
  print(`splash ${config.publicUrl}${sitePath}`);
  print(
    payments.sandbox
      ? `Billing: each link has an annual sandbox subscription, paid with the test card ${SANDBOX_CARDS.success} (no real charge).`
      : "Billing: Stripe is configured, so the demo links are live without subscriptions (no charge was made).",
  );
}

type DemoPurchase = (link: LinkRow) => Promise<void>;

/** Buys a demo link on the sandbox: a checkout for its plan, paid with the test card that succeeds. */
async function demoPurchase(deps: AppDeps, agent: Actor): Promise<DemoPurchase> {
  const customerId = await ensurePaymentCustomer(deps, agent.org_id!, agent.email);
  if (!customerId) throw new Error("the demo agency has no payment customer");
  const prices = await deps.payments.listPrices();
  return async (link) => {
    const choice = choosePlan({
      surveyType: link.survey_type,
      duration: link.stripe_plan_duration,
      linkCreatedAt: link.created_at,
      environment: deps.billingEnvironment,
    });
    const price = choice.ok ? prices.find((p) => p.plan_key === planKey(choice.plan)) : undefined;
    if (!price) throw new Error(`no sandbox price for the ${link.survey_type} link`);
    const checkout = await openCheckout(
      deps,
      agent,
      customerId,
      { returnToUrl: "/dashboard", cancelReturnUrl: "/dashboard", priceId: price.price_id },
      { link_id: link.id },
    );
    const paid = await paySandboxCheckout(deps, agent, checkout.checkout_id, {
      number: SANDBOX_CARDS.success,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 5,
      cvc: "123",
    });
    if (paid.state !== "paid") throw new Error(`the sandbox refused the demo payment (${paid.decline_code ?? paid.state})`);
  };
}

async function findUserByEmail(db: Db, email: string): Promise<Actor | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Signs a demo user up through better-auth, in process, as a browser would. */
async function signUpDemoUser(
  app: FastifyInstance,
  db: Db,
  config: Config,
  user: { email: string; first_name: string; last_name: string },
  invite?: InviteClaim,
): Promise<Actor> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: config.publicUrl, ...(invite ? { cookie: `${INVITE_COOKIE}=${invite.id}.${invite.token}` } : {}) },
    payload: { email: user.email, password: DEMO_PASSWORD, name: `${user.first_name} ${user.last_name}` },
  });
  if (response.statusCode !== 200) throw new Error(`signing ${user.email} up answered ${response.statusCode}: ${response.body}`);
  const found = await findUserByEmail(db, user.email);
  if (!found) throw new Error(`${user.email} was signed up but has no user record`);
  return found;
}
