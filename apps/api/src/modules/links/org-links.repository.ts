import { and, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { billingSubscriptions, links, linkStakeholders } from "../../db/schema.ts";
import type { LinkScope } from "./links.policy.ts";

export type OrgLinkRow = typeof links.$inferSelect & { subscription: typeof billingSubscriptions.$inferSelect | null };

/** `%`, `_` and `\` typed by a person are searched for literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Tenant-scoped: the links the scope may see that are not deleted, newest first, each with the subscription that
 * pays for it; `searchTerm` matches the address, names and agency name without regard to case.
 */
export async function listOrgLinks(db: Db, scope: LinkScope, searchTerm?: string): Promise<OrgLinkRow[]> {
  const term = searchTerm?.trim();
  const search = term
    ? or(
        ilike(links.url, likePattern(term)),
        ilike(links.first_name, likePattern(term)),
        ilike(links.last_name, likePattern(term)),
        ilike(links.agency_name, likePattern(term)),
        ilike(links.survey_type, likePattern(term)),
      )
    : undefined;
  const stakeholder = scope.readerId
    ? sql`(${links.owner_id} = ${scope.readerId} or exists (select 1 from ${linkStakeholders} where ${linkStakeholders.link_id} = ${links.id} and ${linkStakeholders.user_id} = ${scope.readerId}))`
    : undefined;
  const rows = await db
    .select({ link: links, subscription: billingSubscriptions })
    .from(links)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.link_id, links.id))
    .where(and(eq(links.org_id, scope.orgId), isNull(links.deleted_at), stakeholder, search))
    .orderBy(desc(links.created_at), links.url)
    .limit(500);
  return rows.map((r) => ({ ...r.link, subscription: r.subscription }));
}
