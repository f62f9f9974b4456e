import { splashPath } from "@planready/contracts/agent-sites";
import type { Actor } from "../core/actor.ts";
import type { Db } from "../db/client.ts";
import { createAgentSite, findOwnSite } from "../modules/agent-sites/agent-sites.service.ts";
import type { LinkRow } from "../modules/links/links.repository.ts";

/** The demo agent's page address, /splash/grace-harmon. */
export const DEMO_SITE_URL = "grace-harmon";

/**
 * The demo agent's splash page, made if missing: their name, agency, contact, a bio in both languages and two of
 * their links (Medicare first, then life). Returns its public path.
 */
export async function ensureDemoSite(db: Db, agent: Actor, agencyName: string, links: LinkRow[]): Promise<string> {
  const existing = await findOwnSite(db, agent);
  if (existing) return splashPath(existing.unique_url);
  const shown = ["medicare", "life"].flatMap((type) => links.filter((link) => link.survey_type === type).map((link) => link.id));
  const site = await createAgentSite(db, agent, {
    unique_url: DEMO_SITE_URL,
    display_name: `${agent.first_name ?? ""} ${agent.last_name ?? ""}`.trim() || "Demo Agent",
    agency_name: agencyName,
    npn: "19876543",
    licensed_states: ["FL", "GA", "AL"],
    phone: "(954) 555-0142",
    email: agent.email,
    bio_en:
      "I help people across Florida, Georgia and Alabama compare Medicare and life insurance plans, in plain words and at no cost to you.",
    bio_es:
      "Ayudo a personas en Florida, Georgia y Alabama a comparar planes de Medicare y de seguro de vida, con palabras sencillas y sin costo para usted.",
    office_hours: "Monday to Friday, 9 am to 5 pm",
    booking_url: null,
    theme_color: "green",
    link_ids: shown,
  });
  return splashPath(site.unique_url);
}
