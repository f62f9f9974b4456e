import { and, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { linkDeliveries, links, linkStakeholders } from "../../db/schema.ts";

/**
 * Stakeholders and deliveries of one link. The callers have already found the link within the actor's
 * organisation (links.policy.ts); these functions take its id only.
 */

/** Adds users (already checked to be of the link's organisation) as stakeholders; those already there stay once. */
export async function addLinkStakeholders(db: Db, linkId: string, userIds: string[]): Promise<void> {
  await db
    .insert(linkStakeholders)
    .values(userIds.map((user_id) => ({ link_id: linkId, user_id })))
    .onConflictDoNothing();
}

/**
 * Removes stakeholders unless none would be left ("last"): someone must be notified of a link's submissions. The
 * link row is locked for the check, so two removals at once cannot each leave the other's last stakeholder.
 */
export async function removeLinkStakeholders(db: Db, linkId: string, userIds: string[]): Promise<"removed" | "last"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${links} where ${links.id} = ${linkId} for update`);
    const [left] = await tx
      .select({ n: count() })
      .from(linkStakeholders)
      .where(and(eq(linkStakeholders.link_id, linkId), notInArray(linkStakeholders.user_id, userIds)));
    if (!left?.n) return "last";
    await tx.delete(linkStakeholders).where(and(eq(linkStakeholders.link_id, linkId), inArray(linkStakeholders.user_id, userIds)));
    return "removed";
  });
}

/**
 * Adds delivery targets (one already there is kept once) unless the link would then have more than `max`
 * ("too_many"). The link row is locked like for stakeholders, so concurrent additions cannot pass the limit together.
 */
export async function addLinkDeliveries(
  db: Db,
  linkId: string,
  targets: { channel: "email" | "sms"; target: string }[],
  max: number,
): Promise<"added" | "too_many"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${links} where ${links.id} = ${linkId} for update`);
    const existing = await tx
      .select({ channel: linkDeliveries.channel, target: linkDeliveries.target })
      .from(linkDeliveries)
      .where(eq(linkDeliveries.link_id, linkId));
    const keys = new Set([...existing, ...targets].map((d) => `${d.channel}:${d.target}`));
    if (keys.size > max) return "too_many";
    await tx
      .insert(linkDeliveries)
      .values(targets.map((t) => ({ ...t, link_id: linkId })))
      .onConflictDoNothing();
    return "added";
  });
}

/** Removes deliveries of this link; ids of other links' deliveries match nothing. */
export async function removeLinkDeliveries(db: Db, linkId: string, deliveryIds: string[]): Promise<void> {
  await db.delete(linkDeliveries).where(and(eq(linkDeliveries.link_id, linkId), inArray(linkDeliveries.id, deliveryIds)));
}
