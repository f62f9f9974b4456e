import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { agentSites } from "./schema.ts";

/**
 * Links (`/{url}`) and agent sites (`/splash/{url}`) share one address namespace (docs/decisions/031): an address an
 * agent site has, deleted or not, is taken for links too. The database enforces it (the trigger `public_address_claim` of the agent_sites migration); this
 * read lets the links' address check say so before a write.
 */
export async function agentSiteHasAddress(db: Db, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: agentSites.id })
    .from(agentSites)
    .where(sql`lower(${agentSites.unique_url}) = lower(${url})`)
    .limit(1);
  return rows.length > 0;
}
