import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { consentRecords } from "../../db/schema.ts";

export type ConsentRow = typeof consentRecords.$inferSelect;
export type NewConsent = Omit<typeof consentRecords.$inferInsert, "signed_at">;

/**
 * Adds a consent record once: a retry with the same client id returns the record already stored, unchanged
 * (`created` false). Null when that id is another response's record; "request_used" when the link sent for
 * signature it names has already recorded another.
 */
export async function insertConsentOnce(
  db: Db,
  values: NewConsent,
): Promise<{ row: ConsentRow; created: boolean } | "request_used" | null> {
  try {
    const [created] = await db.insert(consentRecords).values(values).onConflictDoNothing({ target: consentRecords.id }).returning();
    if (created) return { row: created, created: true };
  } catch (error) {
    // A retry with the same id is answered below; another signature through a used link is refused.
    if (!isUniqueViolation(error, "consent_records_signature_request_idx")) throw error;
    const [retried] = await db.select().from(consentRecords).where(eq(consentRecords.id, values.id));
    return retried && retried.response_id === values.response_id ? { row: retried, created: false } : "request_used";
  }
  const [existing] = await db.select().from(consentRecords).where(eq(consentRecords.id, values.id));
  return existing && existing.response_id === values.response_id ? { row: existing, created: false } : null;
}

/** The consent signed through a link sent for signature, if it has been. */
export async function findConsentByRequest(db: Db, signatureRequestId: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(consentRecords).where(eq(consentRecords.signature_request_id, signatureRequestId));
  return row;
}

/** drizzle wraps the driver's error (as `cause`); PostgreSQL says which unique index refused the row. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint === constraint;
  }
  return false;
}

export async function listConsents(db: Db, responseId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.response_id, responseId))
    .orderBy(asc(consentRecords.signed_at), asc(consentRecords.id));
}

export async function findResponseConsentRow(db: Db, responseId: string, consentId: string): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.response_id, responseId), eq(consentRecords.id, consentId)));
  return row;
}
