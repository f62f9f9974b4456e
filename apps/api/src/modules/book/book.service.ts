import {
  type TBookClient,
  type TBookClientPage,
  type TBookImport,
  type TBookListQuery,
  type TBookMapping,
  type TBookRowProblemItem,
  type TBookClientStatus,
  type TBookFilter,
} from "@planready/contracts/book";
import type { TBookRowClient } from "@planready/contracts/book-import";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import type { Db, Tx } from "../../db/client.ts";
import {
  abandonStaleUploads,
  bookFilterWhere,
  countBookClients,
  deleteOwnClient,
  findMapping,
  findOwnImport,
  insertImport,
  listImportProblems,
  listOwnImports,
  putImportChunk,
  queueImport,
  saveMapping,
  selectBookClients,
  type BookImportRow,
  updateClientOpened,
  updateClientsSent,
  updateClientSubmitted,
  type BookClientRow,
} from "./book.repository.ts";

/** A client of the book as a send needs it: who, where to reach them, in which language, what they consented to. */
export type BookSendClient = TBookRowClient & {
  id: string;
  status: TBookClientStatus;
  /** The send that last reached the client (a reminder passes it again to keep the client's status). */
  last_send_id: string | null;
  survey_response_id: string | null;
};

/** The client's own details as the book keeps them (empty consent channels: the client may not be contacted). */
function clientDetails(r: BookClientRow): TBookRowClient & { id: string; status: TBookClientStatus } {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone,
    zip: r.zip,
    birth_date: r.birth_date,
    plan_type: r.plan_type,
    language: r.language,
    consent_channels: r.consent_channels,
    consent_source: r.consent_source,
    consent_date: r.consent_date,
    status: bookClientStatus(r),
  };
}

/** Where a client is with the latest send: completed, started (opened), sent but not started, or never sent. */
export function bookClientStatus(row: Pick<BookClientRow, "last_sent_at" | "opened_at" | "submitted_at">): TBookClientStatus {
  if (row.submitted_at) return "completed";
  if (row.opened_at) return "started";
  if (row.last_sent_at) return "sent_not_started";
  return "never_sent";
}

/**
 * The actor's own clients matching the filter, in name order: a book is read only by the agent who imported it
 * (never the agency's admins, docs/decisions/027). No organisation → no clients.
 */
export async function bookClientsForSend(
  db: Db,
  actor: Actor,
  filter: TBookFilter & { /** Only these clients (still the actor's own). */ ids?: readonly string[] },
): Promise<BookSendClient[]> {
  if (!actor.org_id) return [];
  const rows = await selectBookClients(db, bookFilterWhere(actor.org_id, actor.id, filter));
  return rows.map((r) => ({ ...clientDetails(r), last_send_id: r.last_send_id, survey_response_id: r.survey_response_id }));
}

/**
 * Records that a send reached these clients (call it once their messages went out; the caller already chose them
 * through `bookClientsForSend`). A send other than the one that last reached a client starts its status afresh; a
 * reminder passes the original send's id and keeps opened/submitted. Returns how many rows changed.
 */
export async function markClientsSent(db: Db | Tx, clientIds: readonly string[], sendId: string, now = new Date()): Promise<number> {
  return updateClientsSent(db, clientIds, sendId, now);
}

/**
 * The client opened the link sent to them and it started (or resumed) the survey response `responseId`: the row
 * shows "started" and links that response's submission for its owner. False when the client no longer exists.
 */
export async function markClientOpened(db: Db | Tx, clientId: string, responseId: string, now = new Date()): Promise<boolean> {
  return updateClientOpened(db, clientId, responseId, now);
}

/**
 * Inside the submit's transaction: the book rows linked to this response are completed. Returns how many (0 for a
 * response that did not come from a bulk send).
 */
export async function markClientSubmitted(tx: Db | Tx, responseId: string, now = new Date()): Promise<number> {
  return updateClientSubmitted(tx, responseId, now);
}

// ── The book's own pages (owner only) ─────────────────────────────────────────────────────────────────────────
const IMPORT_NOT_FOUND = "No import with this id.";

/** The actor's organisation: a user without one has no book. */
function ownerScope(actor: Actor): { orgId: string; ownerId: string } {
  if (!actor.org_id) throw new AppError("NOT_FOUND", "Join an agency before importing clients.");
  return { orgId: actor.org_id, ownerId: actor.id };
}

function presentClient(r: BookClientRow): TBookClient {
  return {
    ...clientDetails(r),
    last_sent_at: r.last_sent_at?.toISOString() ?? null,
    opened_at: r.opened_at?.toISOString() ?? null,
    submitted_at: r.submitted_at?.toISOString() ?? null,
    response_id: r.survey_response_id,
  };
}

function presentImport(r: BookImportRow): TBookImport {
  return {
    id: r.id,
    file_name: r.file_name,
    status: r.status,
    total_rows: r.total_rows,
    processed_rows: r.processed_rows,
    imported: r.imported,
    merged: r.merged,
    rejected: r.rejected,
    not_sendable: r.not_sendable,
    error: r.error,
    created_at: r.created_at.toISOString(),
    finished_at: r.finished_at?.toISOString() ?? null,
  };
}

/** One page of the actor's own clients, filtered, in name order. */
export async function listBookClients(db: Db, actor: Actor, query: TBookListQuery): Promise<TBookClientPage> {
  if (!actor.org_id) return { items: [], total: 0, page: query.page, page_size: query.page_size };
  const { page, page_size, ...filter } = query;
  const where = bookFilterWhere(actor.org_id, actor.id, filter);
  const [rows, total] = await Promise.all([selectBookClients(db, where, page_size, (page - 1) * page_size), countBookClients(db, where)]);
  return { items: rows.map(presentClient), total, page, page_size };
}

/**
 * Removes one client from the actor's own book (a client who asked to be forgotten, a wrong row); another agent's or
 * agency's client is "not found". Past sends keep their counts (the recipient rows lose only their tie to the book)
 * and the client's survey answers stay with the link. Audited with ids only.
 */
export async function removeBookClient(db: Db, actor: Actor, origin: AuditOrigin, id: string): Promise<void> {
  const { orgId, ownerId } = ownerScope(actor);
  await db.transaction(async (tx) => {
    if (!(await deleteOwnClient(tx, orgId, ownerId, id))) throw new AppError("NOT_FOUND", "No client with this id in your book.");
    await recordAudit(tx, actor, origin, { action: "book.client_removed", target: { type: "book_client", id } });
  });
}

/** The column mapping the actor last imported with ({} before their first import). */
export async function getBookMapping(db: Db, actor: Actor): Promise<TBookMapping> {
  return (await findMapping(db, actor.id)) ?? {};
}

/** Starts an import: the file's chunks follow (`putBookImportChunk`); the mapping is remembered for the next file. */
export async function startBookImport(
  db: Db,
  actor: Actor,
  origin: AuditOrigin,
  body: { file_name: string; mapping: TBookMapping; chunk_count: number },
): Promise<TBookImport> {
  const { orgId, ownerId } = ownerScope(actor);
  await abandonStaleUploads(db, ownerId, new Date());
  const row = await insertImport(db, {
    org_id: orgId,
    owner_id: ownerId,
    file_name: body.file_name,
    mapping: body.mapping,
    chunk_count: body.chunk_count,
  });
  await saveMapping(db, ownerId, body.mapping);
  // Kinds and counts only: never the file's name or contents (clients' personal data).
  await recordAudit(db, actor, origin, {
    action: "book.import_started",
    target: { type: "book_import", id: row.id },
    details: { chunks: body.chunk_count },
  });
  return presentImport(row);
}

async function ownImport(db: Db, actor: Actor, id: string): Promise<BookImportRow> {
  const { orgId, ownerId } = ownerScope(actor);
  const row = await findOwnImport(db, orgId, ownerId, id);
  if (!row) throw new AppError("NOT_FOUND", IMPORT_NOT_FOUND);
  return row;
}

/** Stores one chunk of the file; the last one to arrive queues the import job. */
export async function putBookImportChunk(
  deps: Pick<AppDeps, "db" | "jobs">,
  actor: Actor,
  id: string,
  seq: number,
  content: string,
): Promise<TBookImport> {
  const row = await ownImport(deps.db, actor, id);
  if (row.status !== "uploading") throw new AppError("CONFLICT", "This import has all its file already.");
  if (seq >= row.chunk_count) throw new AppError("VALIDATION_FAILED", "No such chunk.", [{ path: "params.seq", message: "Out of range" }]);
  const stored = await putImportChunk(deps.db, row.id, seq, content);
  if (stored >= row.chunk_count && (await queueImport(deps.db, row.id))) {
    await deps.jobs.send("book-import", { importId: row.id }, { singletonKey: `book-import:${row.id}` });
    return presentImport({ ...row, status: "queued" });
  }
  return presentImport(row);
}

export async function getBookImport(db: Db, actor: Actor, id: string): Promise<TBookImport> {
  return presentImport(await ownImport(db, actor, id));
}

/** The actor's latest imports, newest first. */
export async function listBookImports(db: Db, actor: Actor): Promise<TBookImport[]> {
  if (!actor.org_id) return [];
  return (await listOwnImports(db, actor.org_id, actor.id, 5)).map(presentImport);
}

/** Why rows of an import were rejected or fields dropped, in row order (the first ones kept). */
export async function getBookImportProblems(db: Db, actor: Actor, id: string): Promise<TBookRowProblemItem[]> {
  const row = await ownImport(db, actor, id);
  return (await listImportProblems(db, row.id, 500)).map((p) => ({ row: p.row, field: p.field, problem: p.problem, rejected: p.rejected }));
}
