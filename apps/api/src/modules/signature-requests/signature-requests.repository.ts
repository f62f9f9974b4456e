import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { SignatureAccess } from "../../core/signature-access.ts";
import type { Db } from "../../db/client.ts";
import { signatureRequests, surveyContents, surveyResponses } from "../../db/schema.ts";

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type NewSignatureRequest = Pick<
  typeof signatureRequests.$inferInsert,
  "response_id" | "org_id" | "kind" | "token_hash" | "requested_by" | "expires_at"
>;

/**
 * A new request for a response's signature; the one it replaces (if any) stops working in the same transaction, so
 * only the newest link sent opens the signing screen.
 */
export async function replaceSignatureRequest(db: Db, values: NewSignatureRequest): Promise<SignatureRequestRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(signatureRequests)
      .set({ replaced_at: sql`now()` })
      .where(and(eq(signatureRequests.response_id, values.response_id), isNull(signatureRequests.replaced_at)));
    const [row] = await tx.insert(signatureRequests).values(values).returning();
    return row!;
  });
}

export async function setEmailedTo(db: Db, requestId: string, email: string): Promise<void> {
  await db.update(signatureRequests).set({ emailed_to: email }).where(eq(signatureRequests.id, requestId));
}

/** What a token's hash opens: a request neither replaced nor expired, with its response and content. */
export async function findSignatureAccessByTokenHash(db: Db, tokenHash: string): Promise<SignatureAccess | undefined> {
  const [row] = await db
    .select({
      requestId: signatureRequests.id,
      kind: signatureRequests.kind,
      expiresAt: signatureRequests.expires_at,
      responseId: surveyResponses.id,
      contentId: surveyContents.id,
      linkId: surveyResponses.link_id,
      orgId: surveyResponses.org_id,
      surveyType: surveyResponses.survey_type,
      locale: surveyResponses.locale,
    })
    .from(signatureRequests)
    .innerJoin(surveyResponses, eq(surveyResponses.id, signatureRequests.response_id))
    .innerJoin(surveyContents, eq(surveyContents.response_id, surveyResponses.id))
    .where(
      and(eq(signatureRequests.token_hash, tokenHash), isNull(signatureRequests.replaced_at), gt(signatureRequests.expires_at, sql`now()`)),
    );
  return row;
}
