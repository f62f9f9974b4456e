import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { TArrivalSource } from "@planready/contracts/agent-sites";
import type { Db, Tx } from "../../db/client.ts";
import { agentSiteArrivals, agentSiteDailyCounts, agentSites } from "../../db/schema.ts";

type Counter = "visits" | "starts" | "referrals";

/** Adds one to a site's counter for today (UTC) and the source. */
export async function bumpCounter(db: Db | Tx, siteId: string, source: TArrivalSource, counter: Counter): Promise<void> {
  await db
    .insert(agentSiteDailyCounts)
    .values({ site_id: siteId, day: sql`(now() at time zone 'utc')::date`, source, [counter]: 1 })
    .onConflictDoUpdate({
      target: [agentSiteDailyCounts.site_id, agentSiteDailyCounts.day, agentSiteDailyCounts.source],
      set: { [counter]: sql`${agentSiteDailyCounts[counter]} + 1` },
    });
}

/** Records that a survey started through a site; false when the response already has an arrival. */
export async function insertArrival(db: Db, responseId: string, siteId: string, source: TArrivalSource): Promise<boolean> {
  const rows = await db
    .insert(agentSiteArrivals)
    .values({ response_id: responseId, site_id: siteId, source })
    .onConflictDoNothing()
    .returning({ id: agentSiteArrivals.response_id });
  return rows.length > 0;
}

/**
 * Marks a submitted response's arrival as a referral, once: the site (live) and its agent, or undefined when the
 * survey did not come through a page or was already counted.
 */
export async function markArrivalReferred(tx: Db | Tx, responseId: string) {
  const [row] = await tx
    .update(agentSiteArrivals)
    .set({ referred_at: new Date() })
    .where(and(eq(agentSiteArrivals.response_id, responseId), isNull(agentSiteArrivals.referred_at)))
    .returning({ site_id: agentSiteArrivals.site_id, source: agentSiteArrivals.source });
  if (!row) return undefined;
  const [site] = await tx
    .select({ id: agentSites.id, org_id: agentSites.org_id, user_id: agentSites.user_id })
    .from(agentSites)
    .where(and(eq(agentSites.id, row.site_id), isNull(agentSites.deleted_at)));
  return site && { ...site, source: row.source };
}

/** A site's counters since a day (UTC, `YYYY-MM-DD`), oldest first. */
export async function listCounts(db: Db, siteId: string, since: string) {
  return db
    .select({
      day: agentSiteDailyCounts.day,
      source: agentSiteDailyCounts.source,
      visits: agentSiteDailyCounts.visits,
      starts: agentSiteDailyCounts.starts,
      referrals: agentSiteDailyCounts.referrals,
    })
    .from(agentSiteDailyCounts)
    .where(and(eq(agentSiteDailyCounts.site_id, siteId), gte(agentSiteDailyCounts.day, since)))
    .orderBy(agentSiteDailyCounts.day, agentSiteDailyCounts.source);
}
