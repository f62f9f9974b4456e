import { randomBytes } from "node:crypto";
import type { TAppLocale } from "@planready/contracts/users";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { listSoaAgentSignatures } from "../agent-signing/agent-signing.service.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { clientDataScope } from "../links/links.policy.ts";
import { loadSurveyContent } from "../survey-contents/survey-contents.service.ts";
import { attachmentDisposition, submissionPdfFileName } from "./submission-pdf.file-name.ts";
import { renderSubmissionPdf } from "./submission-pdf.render.ts";
import {
  ensurePdf,
  findResponseVersion,
  findPdf,
  findSubmissionForPdf,
  findVisibleSubmission,
  listPdfLocales,
  markPdfFailed,
  markPdfReady,
  requestPdf,
  type SubmissionPdfRow,
} from "./submission-pdfs.repository.ts";

type PdfFileDeps = Pick<AppDeps, "db" | "storage">;
type PdfQueueDeps = Pick<AppDeps, "db" | "jobs">;
export type TPdfState = { status: "pending" | "ready" | "failed"; generated_at: string | null };

const NOT_FOUND = "No submission with this id.";

async function visibleSubmission(db: Db, actor: Actor, responseId: string) {
  // Client answers: the link's owner and stakeholders only, whatever the reader's role (404 to anyone else).
  const scope = clientDataScope(actor);
  const found = scope ? await findVisibleSubmission(db, scope, responseId) : undefined;
  if (!found) throw new AppError("NOT_FOUND", NOT_FOUND);
  return found;
}

/** A PDF is current when its stored file shows the response as it is now (its version). */
const isCurrent = (row: SubmissionPdfRow | undefined, version: number): boolean =>
  !!row && row.status === "ready" && row.storage_key !== null && row.content_version === version;

const queuePdf = (deps: PdfQueueDeps, responseId: string, locale: TAppLocale) =>
  deps.jobs.send("submission-pdf", { responseId, locale }, { singletonKey: `${responseId}:${locale}` });

/** The PDF a reader gets: in their own language (users.locale). */
const readerLocale = (actor: Actor): TAppLocale => (actor.locale === "es" ? "es" : "en");

/** `GET /responses/existing-pdf/{id}`: whether a PDF of the submission as it is now is stored, in the reader's language. */
export async function hasSubmissionPdf(db: Db, actor: Actor, responseId: string): Promise<boolean> {
  const { version } = await visibleSubmission(db, actor, responseId);
  return isCurrent(await findPdf(db, responseId, readerLocale(actor)), version);
}

/** `POST /responses/{id}/pdf`: ready when the current PDF is stored; otherwise a job makes it. */
export async function requestSubmissionPdf(deps: PdfQueueDeps, actor: Actor, responseId: string): Promise<TPdfState> {
  const { response, version } = await visibleSubmission(deps.db, actor, responseId);
  const locale = readerLocale(actor);
  const row = await requestPdf(deps.db, responseId, response.org_id, locale, version);
  if (isCurrent(row, version)) return { status: "ready", generated_at: row.generated_at?.toISOString() ?? null };
  await queuePdf(deps, responseId, locale);
  return { status: "pending", generated_at: null };
}

/**
 * `GET /responses/{id}/pdf`: the stored PDF's bytes, file name and Content-Disposition — only a PDF of the
 * submission as it is now; 404 while none is (ask for it first). Each download is audited (`submission.exported_pdf`).
 */
export async function downloadSubmissionPdf(deps: PdfFileDeps, actor: Actor, origin: AuditOrigin, responseId: string) {
  const { response, version, firstName, lastName } = await visibleSubmission(deps.db, actor, responseId);
  const row = await findPdf(deps.db, responseId, readerLocale(actor));
  const bytes = row?.storage_key && isCurrent(row, version) ? await deps.storage.get(row.storage_key) : null;
  if (!bytes) throw new AppError("NOT_FOUND", "This submission's PDF is not ready yet: ask for it first.");
  await recordAudit(deps.db, actor, origin, {
    action: "submission.exported_pdf",
    target: { type: "submission", id: responseId },
    details: { locale: readerLocale(actor) },
  });
  const fileName = submissionPdfFileName({
    id: response.id,
    first_name: firstName,
    last_name: lastName,
    survey_type: response.survey_type,
    day: response.submitted_at ?? response.created_at,
  });
  return { bytes, fileName, disposition: attachmentDisposition(fileName) };
}

/**
 * The submission changed (a client's write, a signature, an agent's correction): each PDF asked for so far is made
 * again by a job. Never needed for correctness — a PDF of older answers is never served, and asking for it again
 * enqueues the job — but the agent's next download is then ready. Call after the change committed.
 */
export async function refreshSubmissionPdfs(deps: PdfQueueDeps, responseId: string): Promise<void> {
  for (const locale of await listPdfLocales(deps.db, responseId)) await queuePdf(deps, responseId, locale);
}

/** After a submission: its PDF is prepared ahead in each recipient's language, so their first download is instant. */
export async function prepareSubmissionPdf(
  deps: PdfQueueDeps,
  responseId: string,
  orgId: string,
  locales: readonly TAppLocale[],
): Promise<void> {
  for (const locale of new Set(locales.length ? locales : (["en"] as const))) {
    await ensurePdf(deps.db, responseId, orgId, locale);
    await queuePdf(deps, responseId, locale);
  }
}

const SNAPSHOT_ATTEMPTS = 5;

/**
 * The response, its answers and the version they are: the version is read before and after the answers, and the
 * read is done again when a write landed in between (every write raises the version in its own transaction), so the
 * answers are exactly those of the version.
 */
async function readSubmission(db: Db, responseId: string) {
  for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS; attempt++) {
    const found = await findSubmissionForPdf(db, responseId);
    if (!found) return null;
    const { response, link, contentId, version } = found;
    const [content, agentSignatures] = await Promise.all([
      loadSurveyContent(db, { responseId, contentId, linkId: link.id, orgId: response.org_id, surveyType: response.survey_type }),
      listSoaAgentSignatures(db, responseId),
    ]);
    if (!content) return null;
    if ((await findResponseVersion(db, responseId)) === version) return { response, link, content, agentSignatures, version };
  }
  throw new Error("the submission kept changing while its PDF was being read; the job will try again");
}

/**
 * Job `submission-pdf`: renders the submission as it is now in one language and stores it, unless that version is
 * stored already (idempotent). The answers and their version are read in one snapshot; a file of an older version
 * never replaces a newer one (markPdfReady).
 */
export async function generateSubmissionPdf(
  deps: PdfFileDeps,
  data: { responseId: string; locale?: TAppLocale | undefined },
): Promise<void> {
  const { responseId } = data;
  const locale = data.locale ?? "en";
  const pdf = await findPdf(deps.db, responseId, locale);
  if (!pdf) return;
  const snapshot = await readSubmission(deps.db, responseId);
  if (!snapshot || isCurrent(pdf, snapshot.version)) return;
  const { response, link, content, agentSignatures, version } = snapshot;
  try {
    const bytes = await renderSubmissionPdf(
      {
        id: response.id,
        survey_type: response.survey_type,
        integration: response.integration,
        survey_locale: response.locale,
        status: response.status,
        created_at: response.created_at,
        submitted_at: response.submitted_at,
        link,
        content,
        agentSignatures,
        generatedAt: new Date(),
      },
      locale,
    );
    const key = `submission-pdfs/${responseId}-${locale}-${version}-${randomBytes(6).toString("hex")}.pdf`;
    await deps.storage.put(key, bytes);
    const replaced = await markPdfReady(deps.db, responseId, locale, version, { key, size: bytes.length });
    if (replaced === false) await deps.storage.delete(key);
    else if (replaced) await deps.storage.delete(replaced);
  } catch (error) {
    await markPdfFailed(deps.db, responseId, locale, version);
    throw error;
  }
}
