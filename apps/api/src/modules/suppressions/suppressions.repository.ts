import type { TMessageChannel, TSuppressionReason, TSuppressionSource } from "@planready/contracts/compliance";
import { and, desc, eq, inArray, like, lt, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { smsSent, suppressions, users } from "../../db/schema.ts";

export type SuppressionRow = typeof suppressions.$inferSelect;

/** Which of these normalized addresses are on the agency's list for the channel. */
export async function selectSuppressedAddresses(
  db: Db,
  orgId: string,
  channel: TMessageChannel,
  addresses: readonly string[],
): Promise<string[]> {
  if (addresses.length === 0) return [];
  const rows = await db
    .select({ address: suppressions.address })
    .from(suppressions)
    .where(and(eq(suppressions.org_id, orgId), eq(suppressions.channel, channel), inArray(suppressions.address, [...addresses])));
  return rows.map((row) => row.address);
}

/** Adds an entry; an address already on the list keeps its first entry. Returns the new row, or null when it was there. */
export async function insertSuppression(
  db: Db,
  entry: {
    orgId: string;
    channel: TMessageChannel;
    address: string;
    reason: TSuppressionReason;
    source: TSuppressionSource;
    detail: string | null;
    createdBy: string | null;
  },
): Promise<SuppressionRow | null> {
  const [row] = await db
    .insert(suppressions)
    .values({
      org_id: entry.orgId,
      channel: entry.channel,
      address: entry.address,
      reason: entry.reason,
      source: entry.source,
      detail: entry.detail,
      created_by: entry.createdBy,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Removes an address from the list; returns the removed row, if any. */
export async function deleteSuppression(
  db: Db,
  where: { orgId: string; channel: TMessageChannel; address: string },
): Promise<SuppressionRow | null> {
  const [row] = await db
    .delete(suppressions)
    .where(and(eq(suppressions.org_id, where.orgId), eq(suppressions.channel, where.channel), eq(suppressions.address, where.address)))
    .returning();
  return row ?? null;
}

export async function deleteSuppressionById(db: Db, orgId: string, id: string): Promise<SuppressionRow | null> {
  const [row] = await db
    .delete(suppressions)
    .where(and(eq(suppressions.org_id, orgId), eq(suppressions.id, id)))
    .returning();
  return row ?? null;
}

export type SuppressionListRow = SuppressionRow & { addedByFirst: string | null; addedByLast: string | null; addedByEmail: string | null };

/** One page of the agency's list, newest first, optionally filtered by channel and a part of the address. */
export async function selectSuppressions(
  db: Db,
  orgId: string,
  query: { channel?: TMessageChannel | undefined; search?: string | undefined; before?: Date | undefined; limit: number },
): Promise<SuppressionListRow[]> {
  const search = query.search?.trim().toLowerCase();
  const rows = await db
    .select({ row: suppressions, first: users.first_name, last: users.last_name, email: users.email })
    .from(suppressions)
    .leftJoin(users, eq(users.id, suppressions.created_by))
    .where(
      and(
        eq(suppressions.org_id, orgId),
        query.channel ? eq(suppressions.channel, query.channel) : undefined,
        search ? like(suppressions.address, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        query.before ? lt(suppressions.created_at, query.before) : undefined,
      ),
    )
    .orderBy(desc(suppressions.created_at), desc(suppressions.id))
    .limit(query.limit);
  return rows.map(({ row, first, last, email }) => ({ ...row, addedByFirst: first, addedByLast: last, addedByEmail: email }));
}

export async function findSuppressionById(db: Db, orgId: string, id: string): Promise<SuppressionRow | undefined> {
  const [row] = await db
    .select()
    .from(suppressions)
    .where(and(eq(suppressions.org_id, orgId), eq(suppressions.id, id)));
  return row;
}

/** Removes an address's entry made from the given sources only (a START removes the person's own STOP, nothing else). */
export async function deleteSuppressionFromSources(
  db: Db,
  where: { orgId: string; channel: TMessageChannel; address: string; sources: readonly TSuppressionSource[] },
): Promise<boolean> {
  const rows = await db
    .delete(suppressions)
    .where(
      and(
        eq(suppressions.org_id, where.orgId),
        eq(suppressions.channel, where.channel),
        eq(suppressions.address, where.address),
        inArray(suppressions.source, [...where.sources]),
      ),
    )
    .returning({ id: suppressions.id });
  return rows.length > 0;
}

/** Whether an address is on the agency's list for the channel. */
export async function isSuppressed(db: Db, orgId: string, channel: TMessageChannel, address: string): Promise<boolean> {
  return (await selectSuppressedAddresses(db, orgId, channel, [address])).length > 0;
}

/**
 * The agencies that texted `phone` from one of `senders` (our number, its messaging service), the most recent first:
 * a reply answers them.
 */
export async function selectOrgsThatTexted(db: Db, phone: string, senders: readonly string[]): Promise<string[]> {
  if (senders.length === 0) return [];
  const rows = await db
    .select({ orgId: smsSent.org_id, last: max(smsSent.created_at) })
    .from(smsSent)
    .where(and(eq(smsSent.to_number, phone), inArray(smsSent.from_number, [...senders])))
    .groupBy(smsSent.org_id)
    .orderBy(desc(max(smsSent.created_at)));
  return rows.map((row) => row.orgId);
}

/** The agency that sent message `providerMessageId` to `phone`, if it is one of ours. */
export async function selectOrgOfMessage(db: Db, providerMessageId: string, phone: string): Promise<string | null> {
  if (!providerMessageId) return null;
  const [row] = await db
    .select({ orgId: smsSent.org_id })
    .from(smsSent)
    .where(and(eq(smsSent.provider_message_id, providerMessageId), eq(smsSent.to_number, phone)))
    .limit(1);
  return row?.orgId ?? null;
}
