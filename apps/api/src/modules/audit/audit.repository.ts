import { and, count, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { auditLog, links, users } from "../../db/schema.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, "id" | "at">;

export async function insertAudit(db: Db | Tx, values: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** An organisation's entries, newest first, `before` an id for the next page. */
export async function listOrgAudit(db: Db, orgId: string, page: { before?: number; limit: number }): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.org_id, orgId), page.before ? lt(auditLog.id, page.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
}

/**
 * An organisation's entries, newest first, with what their target is called in that organisation while it exists:
 * a member's address for a user, a link's address for a link.
 */
export async function listOrgAuditWithLabels(
  db: Db,
  orgId: string,
  page: { before?: number; limit: number },
): Promise<{ row: AuditRow; targetLabel: string | null }[]> {
  const rows = await db
    .select({
      row: auditLog,
      userEmail: users.email,
      linkUrl: links.url,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(auditLog.target_type, "user"), eq(sql`${users.id}::text`, auditLog.target_id), eq(users.org_id, orgId)))
    .leftJoin(links, and(eq(auditLog.target_type, "link"), eq(sql`${links.id}::text`, auditLog.target_id), eq(links.org_id, orgId)))
    .where(and(eq(auditLog.org_id, orgId), page.before ? lt(auditLog.id, page.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
  return rows.map((r) => ({ row: r.row, targetLabel: r.userEmail ?? (r.linkUrl ? `/${r.linkUrl}` : null) }));
}

/** How many entries of these actions an organisation has since a moment (a daily limit counts its own actions). */
export async function countOrgAuditSince(db: Db | Tx, orgId: string, actions: AuditRow["action"][], since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.org_id, orgId), inArray(auditLog.action, actions), gt(auditLog.at, since)));
  return row?.n ?? 0;
}
