import type { TSurveyType } from "@planready/contracts/surveys/content";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { links, orgs } from "../db/schema.ts";
import { findLinkSubscription } from "../modules/billing/billing.repository.ts";
import { findLinkByUrl, insertLink, type LinkRow } from "../modules/links/links.repository.ts";
import type { Actor } from "../core/actor.ts";
import type { InviteClaim } from "../modules/team/team.service.ts";
import { updateUserById } from "../modules/users/users.repository.ts";

/** The demo agency's agents (role Agent), each with two links of their own; they see only those links' submissions. */
export const DEMO_TEAM = [
  { email: "marcus.bell@planready.app", first_name: "Marcus", last_name: "Bell", types: ["medicare", "aep_update"] },
  { email: "priya.shah@planready.app", first_name: "Priya", last_name: "Shah", types: ["medicare", "aca"] },
  { email: "luis.ortega@planready.app", first_name: "Luis", last_name: "Ortega", types: ["connecture", "life"] },
  { email: "hannah.kim@planready.app", first_name: "Hannah", last_name: "Kim", types: ["crm", "scope_only"] },
] as const satisfies readonly { email: string; first_name: string; last_name: string; types: readonly TSurveyType[] }[];

type TeamMember = { email: string; first_name: string; last_name: string };

/** What the team needs from the main seed (seed-command.ts), passed in so the two files do not import each other. */
export type TeamSeedDeps = {
  db: Db;
  agencyName: string;
  findUser: (email: string) => Promise<Actor | undefined>;
  /** The demo Admin invites an address as an Agent (the team service's invite, not emailed): its link's id and token. */
  invite: (email: string) => Promise<InviteClaim>;
  /** Signs a person up as a browser does, through the invite's link when given one. */
  signUp: (member: TeamMember, invite?: InviteClaim) => Promise<Actor>;
  /** Buys a pending link on the sandbox; null when links are simply made live. */
  buy: ((link: LinkRow) => Promise<void>) | null;
};

/**
 * The agents of the demo agency and their links, created when missing. The demo Admin invites each agent, who signs
 * up through the invite and so joins the demo agency as an Agent, founding nothing. An agent seeded before invites
 * existed (in an agency of their own) is moved into the demo agency and the empty agency removed.
 */
export async function ensureDemoTeam(deps: TeamSeedDeps, admin: Actor): Promise<{ agents: Actor[]; links: LinkRow[] }> {
  const { db } = deps;
  const orgId = admin.org_id!;
  const agents: Actor[] = [];
  const teamLinks: LinkRow[] = [];
  for (const member of DEMO_TEAM) {
    let user = (await deps.findUser(member.email)) ?? (await deps.signUp(member, await deps.invite(member.email)));
    if (user.org_id === orgId && !user.tos_accepted) {
      user = (await updateUserById(db, user.id, {
        first_name: member.first_name,
        last_name: member.last_name,
        tos_accepted: new Date(),
      }))!;
    }
    if (user.org_id !== orgId) {
      const ownOrg = user.org_id;
      user = (await updateUserById(db, user.id, {
        org_id: orgId,
        user_type: "Agent",
        first_name: member.first_name,
        last_name: member.last_name,
        tos_accepted: new Date(),
      }))!;
      if (ownOrg) await db.delete(orgs).where(eq(orgs.id, ownOrg));
    }
    agents.push(user);
    for (const type of member.types) {
      const url = `demo-${member.first_name.toLowerCase()}-${type.replaceAll("_", "-")}`;
      teamLinks.push(await ensureAgentLink(deps, user, url, type));
    }
  }
  return { agents, links: teamLinks };
}

/**
 * An agent's seeded link, created if missing, showing the agent's names and the agency. On the sandbox a link
 * without a subscription (new, or seeded before billing existed) is bought; otherwise it is simply live.
 */
export async function ensureAgentLink(
  { db, agencyName, buy }: Pick<TeamSeedDeps, "db" | "agencyName" | "buy">,
  agent: Actor,
  url: string,
  type: TSurveyType,
): Promise<LinkRow> {
  let link = await findLinkByUrl(db, url);
  if (link && link.org_id !== agent.org_id) throw new Error(`The link address /${url} belongs to another agency; free it and seed again.`);
  if (!link) {
    const created = await insertLink(
      db,
      agent.org_id!,
      {
        url,
        survey_type: type,
        first_name: agent.first_name,
        last_name: agent.last_name,
        agency_name: agencyName,
        stripe_plan_duration: "annual",
        status: buy ? "pending" : "active",
        created_by: agent.id,
        owner_id: agent.id,
      },
      [agent.id],
      [],
    );
    // Taken between the look-up and the insert (two seeds at once): the other one created it.
    link = created ?? (await findLinkByUrl(db, url))!;
  }
  if (buy && !(await findLinkSubscription(db, agent.org_id!, link.id))) {
    if (link.status !== "pending") await db.update(links).set({ status: "pending" }).where(eq(links.id, link.id));
    await buy({ ...link, status: "pending" });
  }
  return (await findLinkByUrl(db, url))!;
}
