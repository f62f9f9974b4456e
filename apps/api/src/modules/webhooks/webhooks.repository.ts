import { and, arrayContains, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { apiKeys, users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from "../../db/schema.ts";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EndpointWithOwner = EndpointRow & { owner_first_name: string | null; owner_last_name: string | null };
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type MessageRow = typeof webhookMessages.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

async function selectEndpoints(db: Db | Tx, where: ReturnType<typeof and>): Promise<EndpointWithOwner[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, owner_first_name: users.first_name, owner_last_name: users.last_name })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.owner_user_id))
    .where(where)
    .orderBy(desc(webhookEndpoints.created_at));
  return rows.map((row) => ({ ...row.endpoint, owner_first_name: row.owner_first_name, owner_last_name: row.owner_last_name }));
}

/** The organisation's endpoints, or only one user's. */
export function listEndpoints(db: Db, orgId: string, ownerUserId: string | null): Promise<EndpointWithOwner[]> {
  return selectEndpoints(
    db,
    and(eq(webhookEndpoints.org_id, orgId), ownerUserId ? eq(webhookEndpoints.owner_user_id, ownerUserId) : undefined),
  );
}

export async function findEndpoint(db: Db | Tx, orgId: string, id: string): Promise<EndpointWithOwner | undefined> {
  const [row] = await selectEndpoints(db, and(eq(webhookEndpoints.org_id, orgId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertEndpoint(db: Db | Tx, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Db | Tx,
  orgId: string,
  id: string,
  patch: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(patch)
    .where(and(eq(webhookEndpoints.org_id, orgId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db | Tx, orgId: string, id: string, apiKeyId?: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.org_id, orgId),
        eq(webhookEndpoints.id, id),
        apiKeyId ? eq(webhookEndpoints.api_key_id, apiKeyId) : undefined,
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The enabled endpoints of these users in the organisation that take this event. */
export function findSubscribedEndpoints(db: Db | Tx, orgId: string, userIds: string[], type: string): Promise<EndpointRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.org_id, orgId),
        inArray(webhookEndpoints.owner_user_id, userIds),
        isNull(webhookEndpoints.disabled_at),
        arrayContains(webhookEndpoints.events, [type] as never),
      ),
    );
}

/** Whether any enabled endpoint of the organisation takes this event (one indexed look-up before the recipients'). */
export async function orgHasEndpointsFor(db: Db | Tx, orgId: string, type: string): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.org_id, orgId),
        isNull(webhookEndpoints.disabled_at),
        arrayContains(webhookEndpoints.events, [type] as never),
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertMessage(db: Db | Tx, values: typeof webhookMessages.$inferInsert): Promise<void> {
  await db.insert(webhookMessages).values(values);
}

export async function insertDeliveries(db: Db | Tx, values: (typeof webhookDeliveries.$inferInsert)[]): Promise<DeliveryRow[]> {
  if (values.length === 0) return [];
  return db.insert(webhookDeliveries).values(values).returning();
}

/** A delivery with its message and endpoint, for its job. */
export async function findDeliveryForSending(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, message: webhookMessages, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.message_id))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

export async function findDelivery(db: Db, orgId: string, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.org_id, orgId), eq(webhookDeliveries.id, id)));
  return row;
}

export async function updateDelivery(db: Db | Tx, id: string, patch: Partial<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  await db.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(db: Db | Tx, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

/** The endpoint's latest attempts, newest first, with their message's id and type. */
export async function listAttempts(db: Db, orgId: string, endpointId: string, limit: number) {
  return db
    .select({ attempt: webhookAttempts, message_id: webhookMessages.id, event_type: webhookMessages.type })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.delivery_id))
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.message_id))
    .where(and(eq(webhookAttempts.org_id, orgId), eq(webhookAttempts.endpoint_id, endpointId)))
    .orderBy(desc(webhookAttempts.attempted_at), desc(webhookAttempts.attempt))
    .limit(limit);
}

/** How many of the user's endpoints are enabled, and how many of those are failing. */
export async function endpointCounts(db: Db, orgId: string, userId: string): Promise<{ enabled: number; failing: number }> {
  const [row] = await db
    .select({
      enabled: sql<number>`count(*) filter (where ${webhookEndpoints.disabled_at} is null)::int`,
      failing: sql<number>`count(*) filter (where ${webhookEndpoints.disabled_at} is null and ${webhookEndpoints.failing_since} is not null
        or ${webhookEndpoints.disabled_reason} in ('gone', 'failing'))::int`,
    })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.org_id, orgId), eq(webhookEndpoints.owner_user_id, userId)));
  return row ?? { enabled: 0, failing: 0 };
}

export async function insertApiKey(db: Db | Tx, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export function listApiKeys(db: Db, orgId: string, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.org_id, orgId), eq(apiKeys.user_id, userId)))
    .orderBy(desc(apiKeys.created_at));
}

export async function revokeApiKey(db: Db, orgId: string, userId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revoked_at: sql`coalesce(${apiKeys.revoked_at}, now())` })
    .where(and(eq(apiKeys.org_id, orgId), eq(apiKeys.user_id, userId), eq(apiKeys.id, id)))
    .returning();
  return row;
}

/** The live key with this hash; its last use is recorded at most once a minute. */
export async function useApiKey(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.key_hash, keyHash), isNull(apiKeys.revoked_at)));
  if (row && (!row.last_used_at || row.last_used_at.getTime() < Date.now() - 60_000)) {
    await db.update(apiKeys).set({ last_used_at: new Date() }).where(eq(apiKeys.id, row.id));
  }
  return row;
}

export async function countLiveApiKeys(db: Db, orgId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.org_id, orgId), eq(apiKeys.user_id, userId), isNull(apiKeys.revoked_at)));
  return row?.n ?? 0;
}

/** Endpoints that have failed since before `before` and are still enabled. */
export function findLongFailingEndpoints(db: Db, before: Date): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(isNull(webhookEndpoints.disabled_at), isNotNull(webhookEndpoints.failing_since), lt(webhookEndpoints.failing_since, before)),
    );
}

/** The endpoints a revoked key subscribed stop receiving. */
export async function disableKeyEndpoints(db: Db, orgId: string, apiKeyId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ disabled_at: new Date(), disabled_reason: "manual" })
    .where(and(eq(webhookEndpoints.org_id, orgId), eq(webhookEndpoints.api_key_id, apiKeyId), isNull(webhookEndpoints.disabled_at)));
}
