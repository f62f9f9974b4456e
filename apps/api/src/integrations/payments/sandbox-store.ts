import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxCheckouts, sandboxCustomers, sandboxInvoices, sandboxSubscriptions } from "../../db/schema.ts";

/** The sandbox provider's SQL: its own tables, as Stripe keeps its own records. */
export type SandboxCustomerRow = typeof sandboxCustomers.$inferSelect;
export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

export async function insertCustomer(db: Conn, id: string, orgId: string | null): Promise<void> {
  await db.insert(sandboxCustomers).values({ id, org_id: orgId }).onConflictDoNothing();
}

export async function findCustomer(db: Conn, id: string): Promise<SandboxCustomerRow | undefined> {
  const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, id));
  return row;
}

export async function saveCustomerCard(
  db: Conn,
  id: string,
  card: Pick<SandboxCustomerRow, "card_brand" | "card_last4" | "card_exp_month" | "card_exp_year" | "card_outcome">,
): Promise<void> {
  await db
    .insert(sandboxCustomers)
    .values({ id, ...card })
    .onConflictDoUpdate({ target: sandboxCustomers.id, set: card });
}

export async function insertCheckout(db: Conn, values: typeof sandboxCheckouts.$inferInsert): Promise<SandboxCheckoutRow> {
  const [row] = await db.insert(sandboxCheckouts).values(values).onConflictDoNothing().returning();
  if (row) return row;
  return (await findCheckout(db, values.id))!;
}

export async function findCheckout(db: Conn, id: string): Promise<SandboxCheckoutRow | undefined> {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row;
}

/** Moves an open checkout on; answers null when it was no longer open (someone else got there first). */
export async function updateOpenCheckout(
  db: Conn,
  id: string,
  patch: Partial<Pick<SandboxCheckoutRow, "status" | "last_decline" | "subscription_id" | "completed_at">>,
): Promise<SandboxCheckoutRow | null> {
  const [row] = await db
    .update(sandboxCheckouts)
    .set(patch)
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "open")))
    .returning();
  return row ?? null;
}

export async function insertSubscription(db: Conn, values: typeof sandboxSubscriptions.$inferInsert): Promise<SandboxSubscriptionRow> {
  const [row] = await db.insert(sandboxSubscriptions).values(values).returning();
  return row!;
}

export async function findSubscription(db: Conn, id: string): Promise<SandboxSubscriptionRow | undefined> {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row;
}

export async function listCustomerSubscriptions(db: Conn, customerId: string): Promise<SandboxSubscriptionRow[]> {
  return db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customer_id, customerId))
    .orderBy(desc(sandboxSubscriptions.created_at));
}

export async function updateSubscription(
  db: Conn,
  id: string,
  patch: Partial<Omit<SandboxSubscriptionRow, "id" | "customer_id" | "created_at">>,
): Promise<SandboxSubscriptionRow | undefined> {
  const [row] = await db.update(sandboxSubscriptions).set(patch).where(eq(sandboxSubscriptions.id, id)).returning();
  return row;
}

export async function insertInvoice(db: Conn, values: Omit<typeof sandboxInvoices.$inferInsert, "number">): Promise<SandboxInvoiceRow> {
  const [{ n }] = (await db.select({ n: count() }).from(sandboxInvoices).where(eq(sandboxInvoices.customer_id, values.customer_id))) as [
    { n: number },
  ];
  const number = `SBX-${values.customer_id.slice(-6).toUpperCase()}-${String(n + 1).padStart(4, "0")}`;
  const [row] = await db
    .insert(sandboxInvoices)
    .values({ ...values, number })
    .returning();
  return row!;
}

export async function findInvoice(db: Conn, id: string): Promise<SandboxInvoiceRow | undefined> {
  const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
  return row;
}

export async function listCustomerInvoices(db: Conn, customerId: string, limit: number): Promise<SandboxInvoiceRow[]> {
  return db
    .select()
    .from(sandboxInvoices)
    .where(eq(sandboxInvoices.customer_id, customerId))
    .orderBy(desc(sandboxInvoices.created_at), desc(sandboxInvoices.number))
    .limit(limit);
}

/** Open invoices (still owed), of a customer or of some of its subscriptions. */
export async function listOpenInvoices(db: Conn, customerId: string, subscriptionIds?: string[]): Promise<SandboxInvoiceRow[]> {
  return db
    .select()
    .from(sandboxInvoices)
    .where(
      and(
        eq(sandboxInvoices.customer_id, customerId),
        inArray(sandboxInvoices.status, ["open", "uncollectible"]),
        subscriptionIds ? inArray(sandboxInvoices.subscription_id, subscriptionIds) : undefined,
      ),
    )
    .orderBy(sandboxInvoices.created_at);
}

export async function updateInvoice(
  db: Conn,
  id: string,
  patch: Partial<Pick<SandboxInvoiceRow, "status" | "attempt_count" | "amount_paid" | "paid_at">>,
): Promise<SandboxInvoiceRow> {
  const [row] = await db.update(sandboxInvoices).set(patch).where(eq(sandboxInvoices.id, id)).returning();
  return row!;
}
