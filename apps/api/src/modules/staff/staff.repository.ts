import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { billingInvoiceStates, billingSubscriptions, links, orgs, users } from "../../db/schema.ts";

/** `%`, `_` and `\` typed into the search box are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type OrgSearchRow = { id: string; name: string | null; user_count: number; admin_email: string | null; created_at: Date };

/** Organisations whose name, or one of whose users' address, contains `q` (any case); the newest first. */
export async function searchOrgs(db: Db, q: string, limit = 50): Promise<OrgSearchRow[]> {
  const pattern = likePattern(q);
  const result = await db.execute<{
    id: string;
    name: string | null;
    user_count: number;
    admin_email: string | null;
    created_at: string;
  }>(sql`
    select o.id, o.name, o.created_at,
      (select count(*)::int from ${users} u where u.org_id = o.id) as user_count,
      (select u.email from ${users} u where u.org_id = o.id and u.user_type = 'Admin' order by u.created_at limit 1) as admin_email
    from ${orgs} o
    where o.name ilike ${pattern}
       or exists (select 1 from ${users} u where u.org_id = o.id and u.email ilike ${pattern})
    order by o.created_at desc
    limit ${limit}`);
  return result.rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

export async function findOrg(db: Db, orgId: string) {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, orgId));
  return row;
}

export async function listOrgPeople(db: Db, orgId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role: users.user_type,
      created_at: users.created_at,
    })
    .from(users)
    .where(eq(users.org_id, orgId))
    .orderBy(asc(users.created_at));
}

/** The organisation's links with their latest subscription's status: addresses and states only, no answers. */
export async function listOrgLinkStates(db: Db, orgId: string) {
  const latest = db
    .selectDistinctOn([billingSubscriptions.link_id], { link_id: billingSubscriptions.link_id, status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.org_id, orgId))
    .orderBy(billingSubscriptions.link_id, desc(billingSubscriptions.created_at))
    .as("latest");
  return db
    .select({
      id: links.id,
      url: links.url,
      survey_type: links.survey_type,
      status: links.status,
      deleted_at: links.deleted_at,
      subscription_status: latest.status,
    })
    .from(links)
    .leftJoin(latest, eq(latest.link_id, links.id))
    .where(eq(links.org_id, orgId))
    .orderBy(asc(links.created_at));
}

/** Invoices still open after at least one failed charge. */
export async function listFailedInvoices(db: Db, orgId: string) {
  return db
    .select({
      id: billingInvoiceStates.provider_invoice_id,
      attempts: billingInvoiceStates.attempt_count,
      updated_at: billingInvoiceStates.updated_at,
    })
    .from(billingInvoiceStates)
    .where(
      and(eq(billingInvoiceStates.org_id, orgId), eq(billingInvoiceStates.settlement, "open"), gt(billingInvoiceStates.attempt_count, 0)),
    )
    .orderBy(desc(billingInvoiceStates.updated_at));
}
