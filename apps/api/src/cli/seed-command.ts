import { surveyTypes, type TSurveyType } from "@planready/contracts/surveys/content";
import { sql } from "drizzle-orm";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { findLinkByUrl, insertLink, type LinkRow } from "../modules/links/links.repository.ts";
import { updateOrgById } from "../modules/orgs/orgs.repository.ts";
import { updateUserById, type UserRow } from "../modules/users/users.repository.ts";
import { isHelp, UsageError } from "./cli-args.ts";

export type SeedCommand = { action: "seed" } | { action: "help" };

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

export const SEED_USAGE = `Usage: npm run seed

  Creates the demo agency "${DEMO_AGENCY.name}", its Admin agent (${DEMO_EMAIL}) and one active survey
  link of every type, then prints the sign-in and each link's type and address. Running it again changes nothing
  that exists; it works whether or not the server is running.`;

export function parseSeedArgs(argv: string[]): SeedCommand {
  if (argv.some(isHelp)) return { action: "help" };
  if (argv.length) throw new UsageError(`Unexpected argument "${argv[0]}". The seed takes no arguments.`);
  return { action: "seed" };
}

/**
 * Creates what is missing of the demo agency and prints how to use it. The agent signs up through better-auth's
 * own endpoint (in-process, as a browser would), so the identity, password hash, organisation and payment customer
 * are exactly what a real sign-up makes.
 */
export async function runSeed(db: Db, config: Config, print: (line: string) => void): Promise<void> {
  const agent = (await findUserByEmail(db, DEMO_EMAIL)) ?? (await signUpDemoAgent(db, config));
  if (!agent.org_id) throw new Error(`${DEMO_EMAIL} has no agency; remove that user or give it one, then seed again.`);
  await updateOrgById(db, agent.org_id, DEMO_AGENCY);
  await updateUserById(db, agent.id, {
    ...DEMO_AGENT,
    user_type: "Admin",
    tos_accepted: agent.tos_accepted ?? new Date(),
  });

  const links: LinkRow[] = [];
  for (const type of surveyTypes) links.push(await ensureDemoLink(db, agent, type));

  print(`Demo agency: ${DEMO_AGENCY.name}`);
  print(`Sign in at ${config.publicUrl}/api/auth/login`);
  print(`  email:    ${DEMO_EMAIL}`);
  print(`  password: ${DEMO_PASSWORD}`);
  print("Survey links:");
  for (const link of links) print(`${link.survey_type} ${config.publicUrl}/${link.url}`);
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

async function signUpDemoAgent(db: Db, config: Config): Promise<UserRow> {
  // Quiet: the seed prints its own summary; warnings and errors still show.
  const app = await buildApp({ config: { ...config, LOG_LEVEL: "warn" }, db, web: "none" });
  try {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: config.publicUrl },
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD, name: `${DEMO_AGENT.first_name} ${DEMO_AGENT.last_name}` },
    });
    if (response.statusCode !== 200) throw new Error(`signing the demo agent up answered ${response.statusCode}: ${response.body}`);
  } finally {
    await app.close();
  }
  const agent = await findUserByEmail(db, DEMO_EMAIL);
  if (!agent) throw new Error("the demo agent was signed up but has no user record");
  return agent;
}

async function ensureDemoLink(db: Db, agent: UserRow, type: TSurveyType): Promise<LinkRow> {
  const url = demoLinkUrl(type);
  const existing = await findLinkByUrl(db, url);
  if (existing) {
    if (existing.org_id !== agent.org_id) throw new Error(`The link address /${url} belongs to another agency; free it and seed again.`);
    return existing;
  }
  const created = await insertLink(
    db,
    agent.org_id!,
    {
      url,
      survey_type: type,
      ...DEMO_AGENT,
      agency_name: DEMO_AGENCY.name,
      stripe_plan_duration: "annual",
      created_by: agent.id,
    },
    [agent.id],
    [],
  );
  // Taken between the look-up and the insert (two seeds at once): the other one created it.
  return created ?? (await findLinkByUrl(db, url))!;
}
