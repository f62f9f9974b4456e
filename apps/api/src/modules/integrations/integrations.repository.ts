import type { TAttemptOutcome, TDeliveryStatus, TPartnerIntegrationId } from "@planready/contracts/integrations";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { integrationConnections, integrationDeliveries, integrationDeliveryAttempts, links, surveyResponses } from "../../db/schema.ts";

export type ConnectionRow = typeof integrationConnections.$inferSelect;
export type DeliveryRow = typeof integrationDeliveries.$inferSelect;
export type AttemptRow = typeof integrationDeliveryAttempts.$inferSelect;

/** Every connection of one user (the owner of the credentials), in their organisation. */
export async function listConnections(db: Db, orgId: string, userId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.org_id, orgId), eq(integrationConnections.user_id, userId)));
}

export async function findConnection(db: Db, orgId: string, userId: string, integrationId: TPartnerIntegrationId) {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.org_id, orgId),
        eq(integrationConnections.user_id, userId),
        eq(integrationConnections.integration_id, integrationId),
      ),
    );
  return row;
}

export async function upsertConnection(
  db: Db,
  values: Pick<ConnectionRow, "org_id" | "user_id" | "integration_id" | "settings" | "secret_box" | "secret_hints" | "all_links">,
): Promise<ConnectionRow> {
  const [row] = await db
    .insert(integrationConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [integrationConnections.user_id, integrationConnections.integration_id],
      set: {
        settings: values.settings,
        secret_box: values.secret_box,
        secret_hints: values.secret_hints,
        all_links: values.all_links,
        updated_at: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function deleteConnection(db: Db, orgId: string, userId: string, integrationId: TPartnerIntegrationId): Promise<boolean> {
  const rows = await db
    .delete(integrationConnections)
    .where(
      and(
        eq(integrationConnections.org_id, orgId),
        eq(integrationConnections.user_id, userId),
        eq(integrationConnections.integration_id, integrationId),
      ),
    )
    .returning({ id: integrationConnections.id });
  return rows.length > 0;
}

/** The newest finished delivery of each of the user's integrations: the card's status and time. */
export async function latestDeliveries(db: Db, orgId: string, userId: string) {
  const result = await db.execute(sql`
    select distinct on (integration_id) integration_id, status, updated_at
    from integration_deliveries
    where org_id = ${orgId} and user_id = ${userId} and status in ('delivered', 'failed', 'retrying')
    order by integration_id, updated_at desc`);
  return result.rows as { integration_id: TPartnerIntegrationId; status: TDeliveryStatus; updated_at: string | Date }[];
}

/**
 * A new delivery; for a submission, none when one already exists for that user, integration and submission (a
 * repeated submit or enqueue sends nothing twice). Returns the new row, or undefined.
 */
export async function insertDelivery(
  db: Db,
  values: Pick<DeliveryRow, "org_id" | "user_id" | "integration_id" | "kind" | "response_id">,
): Promise<DeliveryRow | undefined> {
  const [row] = await db.insert(integrationDeliveries).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(integrationDeliveries).where(eq(integrationDeliveries.id, id));
  return row;
}

export async function countAttempts(db: Db, deliveryId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(integrationDeliveryAttempts)
    .where(eq(integrationDeliveryAttempts.delivery_id, deliveryId));
  return row?.n ?? 0;
}

/** Logs one attempt and moves the delivery to where it stands now, together. */
export async function recordAttempt(
  db: Db,
  deliveryId: string,
  attempt: Pick<AttemptRow, "attempt" | "outcome" | "http_status" | "duration_ms" | "response_excerpt">,
  delivery: { status: TDeliveryStatus; partner_ref?: string | null; next_attempt_at: Date | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(integrationDeliveryAttempts)
      .values({ delivery_id: deliveryId, ...attempt })
      .onConflictDoNothing();
    await tx
      .update(integrationDeliveries)
      .set({
        status: delivery.status,
        next_attempt_at: delivery.next_attempt_at,
        updated_at: sql`now()`,
        ...(delivery.partner_ref !== undefined ? { partner_ref: delivery.partner_ref } : {}),
      })
      .where(eq(integrationDeliveries.id, deliveryId));
  });
}

export type { TAttemptOutcome };

/** The delivery log of one user's integration, newest first, or one submission's deliveries. */
export async function listDeliveries(
  db: Db,
  where: { orgId: string; userId: string; integrationId?: TPartnerIntegrationId; responseId?: string },
  limit = 50,
): Promise<{ delivery: DeliveryRow; attempts: AttemptRow[] }[]> {
  const rows = await db
    .select()
    .from(integrationDeliveries)
    .where(
      and(
        eq(integrationDeliveries.org_id, where.orgId),
        eq(integrationDeliveries.user_id, where.userId),
        where.integrationId ? eq(integrationDeliveries.integration_id, where.integrationId) : undefined,
        where.responseId ? eq(integrationDeliveries.response_id, where.responseId) : undefined,
      ),
    )
    .orderBy(desc(integrationDeliveries.created_at), desc(integrationDeliveries.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(integrationDeliveryAttempts)
    .where(
      inArray(
        integrationDeliveryAttempts.delivery_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(integrationDeliveryAttempts.attempt));
  return rows.map((delivery) => ({ delivery, attempts: attempts.filter((a) => a.delivery_id === delivery.id) }));
}

/** Who a submission goes to: its link's owner, and the `integration` value it came through. */
export async function findSubmissionRouting(db: Db, responseId: string) {
  const [row] = await db
    .select({
      org_id: surveyResponses.org_id,
      owner_id: links.owner_id,
      integration: surveyResponses.integration,
      status: surveyResponses.status,
    })
    .from(surveyResponses)
    .innerJoin(links, eq(links.id, surveyResponses.link_id))
    .where(eq(surveyResponses.id, responseId));
  return row;
}

/**
 * The links a user owns (not deleted), with how many submissions came through each with `integrationId`.
 */
export async function listOwnedLinksWithUse(db: Db, orgId: string, userId: string, integrationId: TPartnerIntegrationId) {
  return db
    .select({
      id: links.id,
      url: links.url,
      survey_type: links.survey_type,
      submissions: sql<number>`(select count(*)::int from ${surveyResponses} r where r.link_id = ${links.id} and r.integration = ${integrationId} and r.status = 'submitted')`,
    })
    .from(links)
    .where(and(eq(links.org_id, orgId), eq(links.owner_id, userId), isNull(links.deleted_at), sql`${links.status} <> 'cancelled'`))
    .orderBy(asc(links.url));
}
