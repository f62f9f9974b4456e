import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { links, linkStakeholders, submissionPdfs, surveyContents, surveyResponses } from "../../db/schema.ts";
import type { LinkScope } from "../links/links.policy.ts";

export type SubmissionPdfRow = typeof submissionPdfs.$inferSelect;

/**
 * Tenant-scoped: a response the scope may see (Admins: the organisation's; agents: their stakeholder links'), with
 * its link and content id.
 */
export async function findVisibleSubmission(db: Db, scope: LinkScope, responseId: string) {
  const [row] = await db
    .select({ response: surveyResponses, link: links, contentId: surveyContents.id })
    .from(surveyResponses)
    .innerJoin(links, eq(links.id, surveyResponses.link_id))
    .innerJoin(surveyContents, eq(surveyContents.response_id, surveyResponses.id))
    .where(
      and(
        eq(surveyResponses.id, responseId),
        eq(surveyResponses.org_id, scope.orgId),
        scope.stakeholderId
          ? sql`exists (select 1 from ${linkStakeholders} where ${linkStakeholders.link_id} = ${links.id} and ${linkStakeholders.user_id} = ${scope.stakeholderId})`
          : undefined,
      ),
    );
  return row;
}

/** The response a job renders (no tenant scope: the job was enqueued for a response someone was allowed to see). */
export async function findSubmissionForPdf(db: Db, responseId: string) {
  const [row] = await db
    .select({ response: surveyResponses, link: links, contentId: surveyContents.id })
    .from(surveyResponses)
    .innerJoin(links, eq(links.id, surveyResponses.link_id))
    .innerJoin(surveyContents, eq(surveyContents.response_id, surveyResponses.id))
    .where(eq(surveyResponses.id, responseId));
  return row;
}

export async function findPdf(db: Db, responseId: string): Promise<SubmissionPdfRow | undefined> {
  const [row] = await db.select().from(submissionPdfs).where(eq(submissionPdfs.response_id, responseId));
  return row;
}

/** Asks for a PDF: a new row waits for its job; a failed one waits again; a ready or waiting one is kept as it is. */
export async function requestPdf(db: Db, responseId: string, orgId: string): Promise<SubmissionPdfRow> {
  const [row] = await db
    .insert(submissionPdfs)
    .values({ response_id: responseId, org_id: orgId, status: "pending" })
    .onConflictDoUpdate({
      target: submissionPdfs.response_id,
      set: { status: sql`case when ${submissionPdfs.status} = 'failed' then 'pending' else ${submissionPdfs.status} end` },
    })
    .returning();
  return row!;
}

/**
 * Stores a finished file if `generation` is still current; returns the key of the file it replaces (to delete),
 * or `false` when the PDF was invalidated meanwhile (the new file is then not used).
 */
export async function markPdfReady(
  db: Db,
  responseId: string,
  generation: number,
  file: { key: string; size: number },
): Promise<string | null | false> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(submissionPdfs).where(eq(submissionPdfs.response_id, responseId)).for("update");
    if (!current || current.generation !== generation) return false;
    await tx
      .update(submissionPdfs)
      .set({ status: "ready", storage_key: file.key, byte_size: file.size, generated_at: new Date() })
      .where(eq(submissionPdfs.response_id, responseId));
    return current.storage_key && current.storage_key !== file.key ? current.storage_key : null;
  });
}

export async function markPdfFailed(db: Db, responseId: string, generation: number): Promise<void> {
  await db
    .update(submissionPdfs)
    .set({ status: "failed" })
    .where(and(eq(submissionPdfs.response_id, responseId), eq(submissionPdfs.generation, generation)));
}

/** The PDF no longer matches the submission: a new generation waits for its job. Null when none was ever asked for. */
export async function bumpPdfGeneration(db: Db, responseId: string): Promise<SubmissionPdfRow | undefined> {
  const [row] = await db
    .update(submissionPdfs)
    .set({ status: "pending", generation: sql`${submissionPdfs.generation} + 1` })
    .where(eq(submissionPdfs.response_id, responseId))
    .returning();
  return row;
}
