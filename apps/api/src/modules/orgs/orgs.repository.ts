import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orgs, paymentAccounts } from "../../db/schema.ts";

export type OrgRow = typeof orgs.$inferSelect;
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type OrgPatch = Partial<Pick<OrgRow, "name" | "address_one" | "address_two" | "city" | "state" | "zip">>;

export async function insertOrg(db: Db, values: typeof orgs.$inferInsert): Promise<OrgRow> {
  const [row] = await db.insert(orgs).values(values).returning();
  return row!;
}

export async function findOrgById(db: Db, orgId: string): Promise<OrgRow | undefined> {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, orgId));
  return row;
}

/** The organisation's failed payment attempts (0 when it does not exist). */
export async function findFailedPaymentCount(db: Db, orgId: string): Promise<number> {
  const [row] = await db.select({ count: orgs.number_failed_payment_attempts }).from(orgs).where(eq(orgs.id, orgId));
  return row?.count ?? 0;
}

/** Changes the fields the patch names; a patch naming none (`{}`) changes nothing and answers the row as it is. */
export async function updateOrgById(db: Db, orgId: string, patch: OrgPatch): Promise<OrgRow | undefined> {
  if (Object.values(patch).every((value) => value === undefined)) return findOrgById(db, orgId);
  const [row] = await db.update(orgs).set(patch).where(eq(orgs.id, orgId)).returning();
  return row;
}

export async function findPaymentAccount(db: Db, orgId: string): Promise<PaymentAccountRow | undefined> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.org_id, orgId));
  return row;
}

export async function upsertPaymentAccount(
  db: Db,
  orgId: string,
  values: { provider: string; stripe_customer_id?: string | null; temp_promo_code?: string | null },
): Promise<PaymentAccountRow> {
  const [row] = await db
    .insert(paymentAccounts)
    .values({ org_id: orgId, ...values })
    .onConflictDoUpdate({ target: paymentAccounts.org_id, set: values })
    .returning();
  return row!;
}
