import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { consentRecords } from "../../db/schema.ts";

export type ConsentRow = typeof consentRecords.$inferSelect;
export type NewConsent = Omit<typeof consentRecords.$inferInsert, "signed_at">;

/**
 * Adds a consent record once: a retry with the same client id returns the record already stored, unchanged
 * (`created` false). Null when that id is another response's record.
 */
export async function insertConsentOnce(db: Db, values: NewConsent): Promise<{ row: ConsentRow; created: boolean } | null> {
  const [created] = await db.insert(consentRecords).values(values).onConflictDoNothing({ target: consentRecords.id }).returning();
  if (created) return { row: created, created: true };
  const [existing] = await db.select().from(consentRecords).where(eq(consentRecords.id, values.id));
  return existing && existing.response_id === values.response_id ? { row: existing, created: false } : null;
}

export async function listConsents(db: Db, responseId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.response_id, responseId))
    .orderBy(asc(consentRecords.signed_at), asc(consentRecords.id));
}
