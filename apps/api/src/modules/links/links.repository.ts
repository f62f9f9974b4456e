import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { billingCheckouts, billingSubscriptions, linkDeliveries, links, linkStakeholders, users } from "../../db/schema.ts";
import type { LinkScope } from "./links.policy.ts";

export type LinkRow = typeof links.$inferSelect;
export type LinkDeliveryRow = typeof linkDeliveries.$inferSelect;
export type NewLink = Omit<typeof links.$inferInsert, "id" | "org_id" | "created_at" | "updated_at">;
export type LinkPatch = Partial<Pick<LinkRow, "url" | "first_name" | "last_name" | "agency_name" | "logo_image_url" | "alt_theme_color">>;

/** drizzle wraps the driver's error (as `cause`); PostgreSQL says which unique index refused the row. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint === constraint;
  }
  return false;
}

/**
 * Creates a link with its stakeholders and deliveries in one transaction. Returns null when the URL is taken
 * (whatever its case).
 */
export async function insertLink(
  db: Db,
  orgId: string,
  values: NewLink,
  stakeholderIds: string[],
  deliveries: { channel: "email" | "sms"; target: string }[],
): Promise<LinkRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .insert(links)
        .values({ ...values, org_id: orgId })
        .returning();
      if (stakeholderIds.length) {
        await tx
          .insert(linkStakeholders)
          .values(stakeholderIds.map((user_id) => ({ link_id: link!.id, user_id })))
          .onConflictDoNothing();
      }
      if (deliveries.length) {
        await tx
          .insert(linkDeliveries)
          .values(deliveries.map((d) => ({ ...d, link_id: link!.id })))
          .onConflictDoNothing();
      }
      return link!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "links_url_idx")) return null;
    throw error;
  }
}

/** Public lookup by URL, without regard to case. */
export async function findLinkByUrl(db: Db, url: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(links)
    .where(sql`lower(${links.url}) = lower(${url})`);
  return row;
}

/** How long an unpaid reservation holds its address after the last checkout activity. */
export const RESERVATION_HOLD_HOURS = 24;

/**
 * Frees an address held by an abandoned purchase: a `pending` link never paid for, with no checkout activity for
 * a day. Such a link was never live (no survey could start on it), so it is set aside under an address no one
 * can type and marked deleted; the address can then be bought or chosen again. Returns whether one was freed.
 */
export async function releaseStaleReservation(db: Db, url: string): Promise<boolean> {
  const released = await db.execute(sql`
    update ${links} set url = 'released-' || ${links.id}::text, deleted_at = now(), updated_at = now()
    where lower(${links.url}) = lower(${url}) and ${links.status} = 'pending' and ${links.deleted_at} is null
      and ${links.updated_at} < now() - make_interval(hours => ${RESERVATION_HOLD_HOURS})
      and not exists (
        select 1 from ${billingCheckouts} c
        where c.link_id = ${links.id}
          and (c.state = 'paid' or c.updated_at > now() - make_interval(hours => ${RESERVATION_HOLD_HOURS}))
      )`);
  return (released.rowCount ?? 0) > 0;
}

/** Public lookup by id (a survey starting from its link). */
export async function findLinkById(db: Db, id: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(links).where(eq(links.id, id));
  return row;
}

/** Tenant-scoped: a link the scope may see, or undefined. A deleted link is gone from the agency's view. */
export async function findScopedLink(db: Db, scope: LinkScope, id: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select({ link: links })
    .from(links)
    .where(and(eq(links.org_id, scope.orgId), eq(links.id, id), isNull(links.deleted_at), stakeholderFilter(scope)));
  return row?.link;
}

/** Tenant-scoped: the links the scope may see (deleted ones left out), oldest first. */
export async function listScopedLinks(db: Db, scope: LinkScope): Promise<Pick<LinkRow, "id" | "url">[]> {
  return db
    .select({ id: links.id, url: links.url })
    .from(links)
    .where(and(eq(links.org_id, scope.orgId), isNull(links.deleted_at), stakeholderFilter(scope)))
    .orderBy(asc(links.created_at), asc(links.url));
}

/** Tenant-scoped: the live (active) links the scope may see, oldest first. */
export async function listScopedActiveLinks(db: Db, scope: LinkScope): Promise<LinkRow[]> {
  const rows = await db
    .select({ link: links })
    .from(links)
    .where(and(eq(links.org_id, scope.orgId), eq(links.status, "active"), isNull(links.deleted_at), stakeholderFilter(scope)))
    .orderBy(asc(links.created_at), asc(links.url));
  return rows.map((r) => r.link);
}

/** A reader's links: those they own or are a stakeholder of (the whole organisation's when `readerId` is null). */
function stakeholderFilter(scope: LinkScope) {
  if (!scope.readerId) return undefined;
  return sql`(${links.owner_id} = ${scope.readerId} or exists (select 1 from ${linkStakeholders} where ${linkStakeholders.link_id} = ${links.id} and ${linkStakeholders.user_id} = ${scope.readerId}))`;
}

export async function listLinkStakeholderIds(db: Db, linkId: string): Promise<string[]> {
  const rows = await db
    .select({ user_id: linkStakeholders.user_id })
    .from(linkStakeholders)
    .where(eq(linkStakeholders.link_id, linkId))
    .orderBy(asc(linkStakeholders.created_at), asc(linkStakeholders.user_id));
  return rows.map((r) => r.user_id);
}

export async function listLinkDeliveries(db: Db, linkId: string): Promise<LinkDeliveryRow[]> {
  return db.select().from(linkDeliveries).where(eq(linkDeliveries.link_id, linkId)).orderBy(asc(linkDeliveries.created_at));
}

/** The ids among `userIds` that are users of `orgId`. */
export async function filterOrgUserIds(db: Db, orgId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.org_id, orgId), inArray(users.id, userIds)));
  return rows.map((r) => r.id);
}

/**
 * Tenant-scoped: changes a live (not deleted) link of `orgId`. Undefined when there is no such link; null when the
 * new URL is taken (whatever its case, by any link, deleted and pending ones included).
 */
export async function updateOrgLink(db: Db, orgId: string, id: string, patch: LinkPatch): Promise<LinkRow | null | undefined> {
  try {
    const [row] = await db
      .update(links)
      .set(patch)
      .where(and(eq(links.org_id, orgId), eq(links.id, id), isNull(links.deleted_at)))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "links_url_idx")) return null;
    throw error;
  }
}

/** Subscription states in which the provider will charge again unless cancelled (docs/decisions/006-billing.md). */
const RENEWING = ["active", "trialing", "past_due"] as const;

/**
 * Tenant-scoped soft delete, in one statement so that a subscription cannot start renewing between the check and
 * the delete: the link is marked deleted unless its subscription still renews.
 */
export async function softDeleteOrgLink(db: Db, orgId: string, id: string): Promise<"deleted" | "renewing" | "not_found"> {
  const renewing = sql`exists (select 1 from ${billingSubscriptions} where ${billingSubscriptions.link_id} = ${links.id}
    and ${inArray(billingSubscriptions.status, [...RENEWING])} and not ${billingSubscriptions.cancel_at_period_end})`;
  const live = and(eq(links.org_id, orgId), eq(links.id, id), isNull(links.deleted_at));
  const [deleted] = await db
    .update(links)
    .set({ deleted_at: new Date() })
    .where(and(live, sql`not ${renewing}`))
    .returning({ id: links.id });
  if (deleted) return "deleted";
  const [still] = await db.select({ id: links.id }).from(links).where(live);
  return still ? "renewing" : "not_found";
}

/**
 * The link a submission came in on and who is told of it: its owner and the stakeholders they named, those still
 * in the agency (someone who has since left is not told about its clients). Inside the submitting transaction.
 */
export async function findSubmissionRecipients(
  tx: Db | Tx,
  linkId: string,
  orgId: string,
): Promise<{ url: string; userIds: string[] } | undefined> {
  const [link] = await tx.select({ url: links.url, owner_id: links.owner_id }).from(links).where(eq(links.id, linkId));
  if (!link) return undefined;
  const stakeholders = await tx
    .select({ user_id: linkStakeholders.user_id })
    .from(linkStakeholders)
    .innerJoin(users, and(eq(users.id, linkStakeholders.user_id), eq(users.org_id, orgId)))
    .where(eq(linkStakeholders.link_id, linkId));
  const userIds = new Set(stakeholders.map((s) => s.user_id));
  if (link.owner_id && !userIds.has(link.owner_id) && (await filterOrgUserIds(tx as Db, orgId, [link.owner_id])).length) {
    userIds.add(link.owner_id);
  }
  return { url: link.url, userIds: [...userIds] };
}

/** Renames an unpaid (pending) link of the organisation for a purchase tried again with new names. */
export async function updatePendingLink(
  db: Db,
  orgId: string,
  linkId: string,
  patch: Pick<typeof links.$inferInsert, "survey_type" | "first_name" | "last_name" | "agency_name" | "stripe_plan_duration">,
) {
  const [row] = await db
    .update(links)
    .set(patch)
    .where(and(eq(links.org_id, orgId), eq(links.id, linkId), eq(links.status, "pending"), isNull(links.deleted_at)))
    .returning();
  return row;
}

/**
 * Tenant-scoped: gives a live link another owner in one transaction — the new owner becomes a stakeholder, the
 * previous one stops being one. Undefined when there is no such link.
 */
export async function setLinkOwner(
  db: Db,
  orgId: string,
  linkId: string,
  previousOwnerId: string | null,
  ownerId: string,
): Promise<LinkRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(links)
      .set({ owner_id: ownerId })
      .where(and(eq(links.org_id, orgId), eq(links.id, linkId), isNull(links.deleted_at)))
      .returning();
    if (!row) return undefined;
    if (previousOwnerId && previousOwnerId !== ownerId) {
      await tx.delete(linkStakeholders).where(and(eq(linkStakeholders.link_id, linkId), eq(linkStakeholders.user_id, previousOwnerId)));
    }
    await tx.insert(linkStakeholders).values({ link_id: linkId, user_id: ownerId }).onConflictDoNothing();
    return row;
  });
}

/**
 * Moves what a member holds of the organisation's links to another member: the links they created (`created_by`),
 * those they own (`owner_id`; the new owner becomes a stakeholder of them) and their place among each link's
 * stakeholders (the other member is added where they were not one already).
 * Deleted links too, so no submission is left without someone who sees it. Returns how many links changed hands.
 */
export async function moveUserLinks(tx: Db | Tx, input: { orgId: string; fromUserId: string; toUserId: string }): Promise<number> {
  const created = await tx
    .update(links)
    .set({ created_by: input.toUserId })
    .where(and(eq(links.org_id, input.orgId), eq(links.created_by, input.fromUserId)))
    .returning({ id: links.id });
  // The links they own pass to the new owner, who is a stakeholder of them (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md).
  const owned = await tx
    .update(links)
    .set({ owner_id: input.toUserId })
    .where(and(eq(links.org_id, input.orgId), eq(links.owner_id, input.fromUserId)))
    .returning({ id: links.id });
  if (owned.length > 0) {
    await tx
      .insert(linkStakeholders)
      .values(owned.map((row) => ({ link_id: row.id, user_id: input.toUserId })))
      .onConflictDoNothing();
  }
  const held = await tx
    .select({ link_id: linkStakeholders.link_id })
    .from(linkStakeholders)
    .innerJoin(links, and(eq(links.id, linkStakeholders.link_id), eq(links.org_id, input.orgId)))
    .where(eq(linkStakeholders.user_id, input.fromUserId));
  const heldIds = held.map((row) => row.link_id);
  if (heldIds.length > 0) {
    await tx
      .insert(linkStakeholders)
      .values(heldIds.map((link_id) => ({ link_id, user_id: input.toUserId })))
      .onConflictDoNothing();
    await tx
      .delete(linkStakeholders)
      .where(and(eq(linkStakeholders.user_id, input.fromUserId), inArray(linkStakeholders.link_id, heldIds)));
  }
  return new Set([...created.map((row) => row.id), ...owned.map((row) => row.id), ...heldIds]).size;
}

/** How many of the organisation's links (deleted ones included) each member created, owns or is a stakeholder of. */
export async function countLinksByMember(db: Db | Tx, orgId: string): Promise<Map<string, number>> {
  const result = await db.execute<{ user_id: string; n: number }>(sql`
    select user_id, count(distinct link_id)::int as n from (
      select created_by as user_id, id as link_id from links where org_id = ${orgId} and created_by is not null
      union all
      select owner_id as user_id, id as link_id from links where org_id = ${orgId} and owner_id is not null
      union all
      select s.user_id, s.link_id from link_stakeholders s join links l on l.id = s.link_id where l.org_id = ${orgId}
    ) held group by user_id`);
  return new Map(result.rows.map((row) => [row.user_id, row.n]));
}

/**
 * Tenant-scoped: the link of a bulk-send area (survey type crm or connecture) owned by `ownerId` (any owner when
 * null) that the scope may see — a live one before a reserved one, then the oldest.
 */
export async function findScopedAreaLink(
  db: Db,
  scope: LinkScope,
  surveyType: "crm" | "connecture",
  ownerId: string | null,
): Promise<LinkRow | undefined> {
  const [row] = await db
    .select({ link: links })
    .from(links)
    .where(
      and(
        eq(links.org_id, scope.orgId),
        eq(links.survey_type, surveyType),
        isNull(links.deleted_at),
        ownerId ? eq(links.owner_id, ownerId) : undefined,
        stakeholderFilter(scope),
      ),
    )
    .orderBy(sql`case ${links.status} when 'active' then 0 when 'pending' then 1 else 2 end`, asc(links.created_at))
    .limit(1);
  return row?.link;
}
