import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agentSiteDeliveries, agentSiteLinks, agentSites, links } from "../../db/schema.ts";

export type AgentSiteRow = typeof agentSites.$inferSelect;
export type AgentSiteDeliveryRow = typeof agentSiteDeliveries.$inferSelect;
export type NewAgentSite = Omit<typeof agentSites.$inferInsert, "id" | "created_at" | "updated_at" | "deleted_at">;
export type AgentSitePatch = Partial<Omit<NewAgentSite, "org_id" | "user_id" | "ref_key">>;
export type SiteLinkRow = Pick<typeof links.$inferSelect, "id" | "url" | "survey_type" | "alt_theme_color">;

/** drizzle wraps the driver's error (as `cause`); PostgreSQL names the unique index that refused the row. */
function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint ?? "";
  }
  return null;
}

/** Inserts a site with its links in order; "url_taken" or "has_site" when an index refuses it. */
export async function insertAgentSite(db: Db, values: NewAgentSite, linkIds: string[]): Promise<AgentSiteRow | "url_taken" | "has_site"> {
  try {
    return await db.transaction(async (tx) => {
      const [site] = await tx.insert(agentSites).values(values).returning();
      if (linkIds.length)
        await tx.insert(agentSiteLinks).values(linkIds.map((link_id, position) => ({ site_id: site!.id, link_id, position })));
      return site!;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "agent_sites_user_idx") return "has_site";
    if (constraint !== null) return "url_taken";
    throw error;
  }
}

/** Tenant-scoped: a site of the organisation by id (deleted ones too, for the caller to decide). */
export async function findOrgSite(db: Db, orgId: string, id: string): Promise<AgentSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(agentSites)
    .where(and(eq(agentSites.org_id, orgId), eq(agentSites.id, id)));
  return row;
}

/** Tenant-scoped: the user's live site. */
export async function findUserSite(db: Db, orgId: string, userId: string): Promise<AgentSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(agentSites)
    .where(and(eq(agentSites.org_id, orgId), eq(agentSites.user_id, userId), isNull(agentSites.deleted_at)));
  return row;
}

/** Public lookup by address, without regard to case. */
export async function findSiteByUrl(db: Db, url: string): Promise<AgentSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(agentSites)
    .where(sql`lower(${agentSites.unique_url}) = lower(${url})`);
  return row;
}

export async function findSiteByRefKey(db: Db, refKey: string): Promise<AgentSiteRow | undefined> {
  const [row] = await db.select().from(agentSites).where(eq(agentSites.ref_key, refKey));
  return row;
}

/** The live site of a user (any organisation's: used for the survey share, which knows the link's owner). */
export async function findLiveSiteOfUser(db: Db, userId: string): Promise<AgentSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(agentSites)
    .where(and(eq(agentSites.user_id, userId), isNull(agentSites.deleted_at)));
  return row;
}

/** Changes a live site of the organisation; "url_taken" when the new address is another's. */
export async function updateSite(db: Db, orgId: string, id: string, patch: AgentSitePatch, linkIds?: string[]) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = Object.keys(patch).length
        ? await tx
            .update(agentSites)
            .set({ ...patch, updated_at: new Date() })
            .where(and(eq(agentSites.org_id, orgId), eq(agentSites.id, id), isNull(agentSites.deleted_at)))
            .returning()
        : await tx
            .select()
            .from(agentSites)
            .where(and(eq(agentSites.org_id, orgId), eq(agentSites.id, id), isNull(agentSites.deleted_at)));
      if (row && linkIds) {
        await tx.delete(agentSiteLinks).where(eq(agentSiteLinks.site_id, id));
        if (linkIds.length)
          await tx.insert(agentSiteLinks).values(linkIds.map((link_id, position) => ({ site_id: id, link_id, position })));
      }
      return row;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return "url_taken" as const;
    throw error;
  }
}

/** Soft delete: the page answers 410 and its address stays taken. */
export async function softDeleteSite(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(agentSites)
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where(and(eq(agentSites.org_id, orgId), eq(agentSites.id, id), isNull(agentSites.deleted_at)))
    .returning({ id: agentSites.id });
  return rows.length > 0;
}

/** The site's link ids in order, whatever the links' state. */
export async function listSiteLinkIds(db: Db, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ id: agentSiteLinks.link_id })
    .from(agentSiteLinks)
    .where(eq(agentSiteLinks.site_id, siteId))
    .orderBy(asc(agentSiteLinks.position));
  return rows.map((r) => r.id);
}

/**
 * The links a site shows: in its order, only those still live and still owned by the site's agent in the site's
 * organisation (a link handed to someone else, cancelled or deleted drops off the page by itself).
 */
export async function listShownLinks(db: Db, site: Pick<AgentSiteRow, "id" | "org_id" | "user_id">): Promise<SiteLinkRow[]> {
  return db
    .select({ id: links.id, url: links.url, survey_type: links.survey_type, alt_theme_color: links.alt_theme_color })
    .from(agentSiteLinks)
    .innerJoin(links, eq(links.id, agentSiteLinks.link_id))
    .where(
      and(
        eq(agentSiteLinks.site_id, site.id),
        eq(links.org_id, site.org_id),
        eq(links.owner_id, site.user_id),
        eq(links.status, "active"),
        isNull(links.deleted_at),
      ),
    )
    .orderBy(asc(agentSiteLinks.position));
}

/** Appends links after those the site has (one already there keeps its place). */
export async function appendSiteLinks(db: Db, siteId: string, linkIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [max] = await tx
      .select({ max: sql<number>`coalesce(max(${agentSiteLinks.position}), -1)::int` })
      .from(agentSiteLinks)
      .where(eq(agentSiteLinks.site_id, siteId));
    const start = (max?.max ?? -1) + 1;
    await tx
      .insert(agentSiteLinks)
      .values(linkIds.map((link_id, i) => ({ site_id: siteId, link_id, position: start + i })))
      .onConflictDoNothing();
  });
}

export async function removeSiteLinks(db: Db, siteId: string, linkIds: string[]): Promise<void> {
  await db.delete(agentSiteLinks).where(and(eq(agentSiteLinks.site_id, siteId), inArray(agentSiteLinks.link_id, linkIds)));
}

export async function listSiteDeliveries(db: Db, siteId: string): Promise<AgentSiteDeliveryRow[]> {
  return db.select().from(agentSiteDeliveries).where(eq(agentSiteDeliveries.site_id, siteId)).orderBy(asc(agentSiteDeliveries.created_at));
}

export async function addSiteDeliveries(db: Db, siteId: string, deliveries: { channel: "email" | "sms"; target: string }[]) {
  await db
    .insert(agentSiteDeliveries)
    .values(deliveries.map((d) => ({ ...d, site_id: siteId })))
    .onConflictDoNothing();
}

export async function removeSiteDeliveries(db: Db, siteId: string, ids: string[]): Promise<void> {
  await db.delete(agentSiteDeliveries).where(and(eq(agentSiteDeliveries.site_id, siteId), inArray(agentSiteDeliveries.id, ids)));
}
