import type { TAppLocale } from "@planready/contracts/users";
import { and, eq, lt, or, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { links, linkStakeholders, responseVersions, submissionPdfs, surveyContents, surveyResponses } from "../../db/schema.ts";
import type { LinkScope } from "../links/links.policy.ts";

export type SubmissionPdfRow = typeof submissionPdfs.$inferSelect;

const pdfOf = (responseId: string, locale: TAppLocale) =>
  and(eq(submissionPdfs.response_id, responseId), eq(submissionPdfs.locale, locale));

/**
 * Tenant-scoped: a response the scope may see (the links its reader owns or is a stakeholder of), with
 * its link, content id and current version.
 */
export async function findVisibleSubmission(db: Db, scope: LinkScope, responseId: string) {
  const [row] = await db
    .select({
      response: surveyResponses,
      link: links,
      contentId: surveyContents.id,
      firstName: sql<string | null>`${surveyContents.data}->>'first_name'`,
      lastName: sql<string | null>`${surveyContents.data}->>'last_name'`,
      version: sql<number>`coalesce(${responseVersions.version}, 0)`.mapWith(Number),
    })
    .from(surveyResponses)
    .innerJoin(links, eq(links.id, surveyResponses.link_id))
    .innerJoin(surveyContents, eq(surveyContents.response_id, surveyResponses.id))
    .leftJoin(responseVersions, eq(responseVersions.response_id, surveyResponses.id))
    .where(
      and(
        eq(surveyResponses.id, responseId),
        eq(surveyResponses.org_id, scope.orgId),
        scope.readerId
          ? sql`(${links.owner_id} = ${scope.readerId} or exists (select 1 from ${linkStakeholders} where ${linkStakeholders.link_id} = ${links.id} and ${linkStakeholders.user_id} = ${scope.readerId}))`
          : undefined,
      ),
    );
  return row;
}

/**
 * The response a job renders, with its current version (no tenant scope: the job was enqueued for a response
 * someone was allowed to see).
 */
export async function findSubmissionForPdf(db: Db, responseId: string) {
  const [row] = await db
    .select({
      response: surveyResponses,
      link: links,
      contentId: surveyContents.id,
      version: sql<number>`coalesce(${responseVersions.version}, 0)`.mapWith(Number),
    })
    .from(surveyResponses)
    .innerJoin(links, eq(links.id, surveyResponses.link_id))
    .innerJoin(surveyContents, eq(surveyContents.response_id, surveyResponses.id))
    .leftJoin(responseVersions, eq(responseVersions.response_id, surveyResponses.id))
    .where(eq(surveyResponses.id, responseId));
  return row;
}

/** The response's current version (response_versions; 0 before its first change). */
export async function findResponseVersion(db: Db, responseId: string): Promise<number> {
  const [row] = await db
    .select({ version: responseVersions.version })
    .from(responseVersions)
    .where(eq(responseVersions.response_id, responseId));
  return row?.version ?? 0;
}

export async function findPdf(db: Db, responseId: string, locale: TAppLocale): Promise<SubmissionPdfRow | undefined> {
  const [row] = await db.select().from(submissionPdfs).where(pdfOf(responseId, locale));
  return row;
}

/** The languages a PDF of the response was asked for in: each is kept current. */
export async function listPdfLocales(db: Db, responseId: string): Promise<TAppLocale[]> {
  const rows = await db.select({ locale: submissionPdfs.locale }).from(submissionPdfs).where(eq(submissionPdfs.response_id, responseId));
  return rows.map((row) => row.locale);
}

/**
 * Asks for a PDF of `version`: a new row waits for its job; a row whose file shows an older version (or whose last
 * attempt failed) waits again; a row with the current file is kept as it is.
 */
export async function requestPdf(
  db: Db,
  responseId: string,
  orgId: string,
  locale: TAppLocale,
  version: number,
): Promise<SubmissionPdfRow> {
  const [row] = await db
    .insert(submissionPdfs)
    .values({ response_id: responseId, locale, org_id: orgId, status: "pending" })
    .onConflictDoUpdate({
      target: [submissionPdfs.response_id, submissionPdfs.locale],
      set: {
        status: sql`case when ${submissionPdfs.status} = 'ready' and ${submissionPdfs.content_version} = ${version} then 'ready' else 'pending' end`,
      },
    })
    .returning();
  return row!;
}

/** A PDF to keep in this language from now on (its job makes the file). */
export async function ensurePdf(db: Db, responseId: string, orgId: string, locale: TAppLocale): Promise<void> {
  await db.insert(submissionPdfs).values({ response_id: responseId, locale, org_id: orgId, status: "pending" }).onConflictDoNothing();
}

/**
 * Stores a finished file of `version` unless a file of a newer version is already stored; returns the key of the
 * file it replaces (to delete), or `false` when the new file is not used (to delete instead).
 */
export async function markPdfReady(
  db: Db,
  responseId: string,
  locale: TAppLocale,
  version: number,
  file: { key: string; size: number },
): Promise<string | null | false> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(submissionPdfs).where(pdfOf(responseId, locale)).for("update");
    if (!current || (current.content_version !== null && current.content_version > version)) return false;
    await tx
      .update(submissionPdfs)
      .set({ status: "ready", content_version: version, storage_key: file.key, byte_size: file.size, generated_at: new Date() })
      .where(pdfOf(responseId, locale));
    return current.storage_key && current.storage_key !== file.key ? current.storage_key : null;
  });
}

/** The attempt at `version` failed; a stored file of a newer version stays ready. */
export async function markPdfFailed(db: Db, responseId: string, locale: TAppLocale, version: number): Promise<void> {
  await db
    .update(submissionPdfs)
    .set({ status: "failed" })
    .where(and(pdfOf(responseId, locale), or(isNull(submissionPdfs.content_version), lt(submissionPdfs.content_version, version))));
}
