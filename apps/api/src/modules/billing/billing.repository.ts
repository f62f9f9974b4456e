import { applyInvoiceObservation, failedPaymentAttempts, type TInvoiceObservation } from "@planready/contracts/billing/failed-payments";
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  billingCheckouts,
  billingEvents,
  billingInvoiceStates,
  billingSubscriptions,
  links,
  orgs,
  paymentAccounts,
  users,
} from "../../db/schema.ts";

export type CheckoutRow = typeof billingCheckouts.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof billingSubscriptions.$inferInsert, "id" | "created_at" | "updated_at">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// ── Customers ────────────────────────────────────────────────────────────────────────────────────────────────

/** The organisation a provider customer belongs to. */
export async function findOrgIdByCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ org_id: paymentAccounts.org_id })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.stripe_customer_id, customerId));
  return row?.org_id;
}

// ── Events ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Records an event id; false when it was already processed (a redelivery). An unfinished earlier try runs again. */
export async function recordEvent(db: Db, event: { id: string; type: string; provider: "sandbox" | "stripe" }): Promise<boolean> {
  const [inserted] = await db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, provider: event.provider })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (inserted) return true;
  const [existing] = await db
    .select({ processed_at: billingEvents.processed_at })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  return !existing?.processed_at;
}

export async function markEventProcessed(db: Db, eventId: string): Promise<void> {
  await db.update(billingEvents).set({ processed_at: new Date() }).where(eq(billingEvents.id, eventId));
}

// ── Checkouts ────────────────────────────────────────────────────────────────────────────────────────────────

export async function insertCheckout(db: Db, values: typeof billingCheckouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(billingCheckouts).values(values).returning();
  return row!;
}

export async function setCheckoutProviderId(db: Db, id: string, providerCheckoutId: string): Promise<void> {
  await db.update(billingCheckouts).set({ provider_checkout_id: providerCheckoutId }).where(eq(billingCheckouts.id, id));
}

/** The state of one checkout of ours, by our id. */
export async function findCheckoutState(db: Db, id: string): Promise<CheckoutRow["state"] | undefined> {
  const [row] = await db.select({ state: billingCheckouts.state }).from(billingCheckouts).where(eq(billingCheckouts.id, id));
  return row?.state;
}

/** Tenant-scoped: a checkout of `orgId` by the provider's id. */
export async function findOrgCheckout(db: Db, orgId: string, providerCheckoutId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCheckouts)
    .where(and(eq(billingCheckouts.org_id, orgId), eq(billingCheckouts.provider_checkout_id, providerCheckoutId)));
  return row;
}

/** For provider events, which name a checkout but no organisation. */
export async function findCheckoutByProviderId(db: Db, providerCheckoutId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(billingCheckouts).where(eq(billingCheckouts.provider_checkout_id, providerCheckoutId));
  return row;
}

/** Closes a link's unpaid checkouts (a newer one replaces them); answers their provider ids. */
export async function expireOpenCheckoutsOfLink(db: Db, orgId: string, linkId: string): Promise<string[]> {
  const rows = await db
    .update(billingCheckouts)
    .set({ state: "expired" })
    .where(
      and(eq(billingCheckouts.org_id, orgId), eq(billingCheckouts.link_id, linkId), inArray(billingCheckouts.state, ["open", "declined"])),
    )
    .returning({ provider_checkout_id: billingCheckouts.provider_checkout_id });
  return rows.flatMap((r) => (r.provider_checkout_id ? [r.provider_checkout_id] : []));
}

// ── Once-per-customer promo codes (docs/product.md#promo-codes) ─────────────────────────────────────────────

/** Whether the organisation already paid with the code: a paid checkout, or a subscription the provider says carries it. */
export async function isPromoCodeRedeemed(db: Db | Tx, orgId: string, code: string): Promise<boolean> {
  const upper = code.toUpperCase();
  const [paid] = await db
    .select({ id: billingCheckouts.id })
    .from(billingCheckouts)
    .where(
      and(eq(billingCheckouts.org_id, orgId), eq(billingCheckouts.state, "paid"), sql`upper(${billingCheckouts.discount_code}) = ${upper}`),
    )
    .limit(1);
  if (paid) return true;
  const [subscribed] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.org_id, orgId), sql`upper(${billingSubscriptions.discount_code}) = ${upper}`))
    .limit(1);
  return !!subscribed;
}

/**
 * Opens a checkout that carries a once-per-customer code: in one transaction, under a lock on the organisation and
 * code, refuses it when the code was already redeemed, expires the organisation's other unpaid checkouts holding
 * it (the newest takes the code) and inserts the new one. Answers the new row and the provider ids to expire, or
 * null when the code was used.
 */
export async function insertCheckoutWithOnceOnlyCode(
  db: Db,
  values: typeof billingCheckouts.$inferInsert & { org_id: string; discount_code: string },
): Promise<{ row: CheckoutRow; expired: string[] } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promo:${values.org_id}:${values.discount_code.toUpperCase()}`}))`);
    if (await isPromoCodeRedeemed(tx, values.org_id, values.discount_code)) return null;
    const stale = await tx
      .update(billingCheckouts)
      .set({ state: "expired" })
      .where(
        and(
          eq(billingCheckouts.org_id, values.org_id),
          inArray(billingCheckouts.state, ["open", "declined"]),
          sql`upper(${billingCheckouts.discount_code}) = ${values.discount_code.toUpperCase()}`,
        ),
      )
      .returning({ provider_checkout_id: billingCheckouts.provider_checkout_id });
    const [row] = await tx.insert(billingCheckouts).values(values).returning();
    return { row: row!, expired: stale.flatMap((r) => (r.provider_checkout_id ? [r.provider_checkout_id] : [])) };
  });
}

/** Moves a checkout not yet paid to `declined`, `expired` or back to `open`; a paid one never moves. */
export async function setUnpaidCheckoutState(db: Db, id: string, state: "open" | "declined" | "expired"): Promise<void> {
  await db
    .update(billingCheckouts)
    .set({ state })
    .where(and(eq(billingCheckouts.id, id), ne(billingCheckouts.state, "paid"), ne(billingCheckouts.state, "expired")));
}

/**
 * The activation (decision 006): in one transaction the checkout goes from not paid to `paid`, its link from
 * `pending` to live, and the organisation's intent is this checkout. Whichever confirmation comes second finds the
 * checkout paid and changes nothing. A subscription that already ended leaves the link cancelled instead.
 */
export async function activateCheckout(
  db: Db,
  checkout: CheckoutRow,
  subscription: SubscriptionValues | null,
  ended: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(billingCheckouts)
      .set({ state: "paid", completed_at: new Date() })
      .where(and(eq(billingCheckouts.id, checkout.id), ne(billingCheckouts.state, "paid")))
      .returning({ id: billingCheckouts.id });
    if (subscription) await upsertSubscriptionTx(tx, subscription);
    if (!paid) return false;
    await tx
      .update(links)
      .set({ status: ended ? "cancelled" : "active" })
      .where(and(eq(links.id, checkout.link_id), eq(links.status, "pending")));
    await tx.update(orgs).set({ stripe_intent_id: checkout.provider_checkout_id }).where(eq(orgs.id, checkout.org_id));
    return true;
  });
}

// ── Subscriptions (the mirror) ───────────────────────────────────────────────────────────────────────────────

async function upsertSubscriptionTx(tx: Db | Tx, values: SubscriptionValues): Promise<SubscriptionRow> {
  const { provider_subscription_id: _id, org_id: _org, link_id, ...changes } = values;
  const [row] = await tx
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: billingSubscriptions.provider_subscription_id,
      // A link claimed once stays claimed; the rest is what the provider says now.
      set: { ...changes, link_id: sql`coalesce(${billingSubscriptions.link_id}, ${link_id ?? null}::uuid)`, updated_at: new Date() },
    })
    .returning();
  return row!;
}

export async function upsertSubscription(db: Db, values: SubscriptionValues): Promise<SubscriptionRow> {
  return upsertSubscriptionTx(db, values);
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.provider_subscription_id, providerSubscriptionId));
  return row;
}

/** Tenant-scoped: the subscription paying for a link of `orgId`. */
export async function findLinkSubscription(db: Db, orgId: string, linkId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.org_id, orgId), eq(billingSubscriptions.link_id, linkId)));
  return row;
}

/** Tenant-scoped: the organisation's subscriptions with their link's address, newest first. */
export async function listOrgSubscriptions(db: Db, orgId: string): Promise<(SubscriptionRow & { link_url: string | null })[]> {
  const rows = await db
    .select({ subscription: billingSubscriptions, link_url: links.url })
    .from(billingSubscriptions)
    .leftJoin(links, eq(links.id, billingSubscriptions.link_id))
    .where(eq(billingSubscriptions.org_id, orgId))
    .orderBy(desc(billingSubscriptions.created_at));
  return rows.map((r) => ({ ...r.subscription, link_url: r.link_url }));
}

/** A link whose subscription ended is no longer live (decision 006). */
export async function cancelLiveLink(db: Db, orgId: string, linkId: string): Promise<void> {
  await db
    .update(links)
    .set({ status: "cancelled" })
    .where(and(eq(links.org_id, orgId), eq(links.id, linkId), eq(links.status, "active")));
}

/** Whether the organisation has a subscription that is paid up or being retried (not ended, not abandoned). */
export async function hasLiveSubscription(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.org_id, orgId),
        inArray(billingSubscriptions.status, ["active", "trialing", "past_due"]),
        isNull(billingSubscriptions.ended_at),
      ),
    )
    .limit(1);
  return !!row;
}

// ── Failed payments ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Merges what the provider said about one invoice into the organisation's invoice states (contracts
 * failed-payments.ts) and sets `number_failed_payment_attempts` to what they now add up to. The organisation row
 * is locked meanwhile, so concurrent events merge one after the other. Answers the count before and after.
 */
export async function mergeInvoiceObservation(
  db: Db,
  orgId: string,
  seen: TInvoiceObservation,
): Promise<{ before: number; after: number }> {
  return db.transaction(async (tx) => {
    const [org] = await tx.select({ count: orgs.number_failed_payment_attempts }).from(orgs).where(eq(orgs.id, orgId)).for("update");
    if (!org) return { before: 0, after: 0 };
    const rows = await tx.select().from(billingInvoiceStates).where(eq(billingInvoiceStates.org_id, orgId));
    let state = Object.fromEntries(rows.map((r) => [r.provider_invoice_id, { attemptCount: r.attempt_count, settlement: r.settlement }]));
    state = applyInvoiceObservation(state, seen);
    const merged = state[seen.invoiceId]!;
    await tx
      .insert(billingInvoiceStates)
      .values({ org_id: orgId, provider_invoice_id: seen.invoiceId, attempt_count: merged.attemptCount, settlement: merged.settlement })
      .onConflictDoUpdate({
        target: [billingInvoiceStates.org_id, billingInvoiceStates.provider_invoice_id],
        set: { attempt_count: merged.attemptCount, settlement: merged.settlement, updated_at: new Date() },
      });
    const after = failedPaymentAttempts(state);
    if (after !== org.count) await tx.update(orgs).set({ number_failed_payment_attempts: after }).where(eq(orgs.id, orgId));
    return { before: org.count, after };
  });
}

export async function findFailedPaymentAttempts(db: Db, orgId: string): Promise<number> {
  const [row] = await db.select({ count: orgs.number_failed_payment_attempts }).from(orgs).where(eq(orgs.id, orgId));
  return row?.count ?? 0;
}

/** The organisation's Admins (who manage billing), to tell them a payment failed. */
export async function listAdminIds(db: Db, orgId: string): Promise<string[]> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.org_id, orgId), eq(users.user_type, "Admin")));
  return admins.map((a) => a.id);
}
