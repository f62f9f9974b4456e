import { z } from "zod";
import {
  bookClientStatuses,
  bookConsentChannels,
  bookConsentSources,
  bookFields,
  bookImportStatuses,
  bookLanguages,
  bookPlanTypes,
  bookRowProblems,
  BOOK_CHUNK_CHARS,
  BOOK_CHUNKS_MAX,
  type TBookMapping,
} from "./book-rules.ts";

export * from "./book-rules.ts";

/**
 * The book of business: the clients an agent imports (docs/product.md#book-of-business,
 * docs/decisions/036-book-of-business-import.md). A book belongs to the agent who imported it; only they read it or
 * send to it.
 */

/** ZIP: five digits (ZIP+4 is accepted on import and kept as its first five). */
export const ZBookZip = z.string().regex(/^\d{5}$/, "Use a 5-digit ZIP code");

/** Which of the agent's clients: every filter is optional and they combine (AND). */
export const ZBookFilter = z.object({
  status: z.enum(bookClientStatuses).optional(),
  plan_type: z.enum(bookPlanTypes).optional(),
  zip: ZBookZip.optional(),
  /** 1 to 12. */
  birth_month: z.coerce.number().int().min(1).max(12).optional(),
  /** A part of the name, email or phone. */
  q: z.string().trim().max(100).optional(),
});
export type TBookFilter = z.infer<typeof ZBookFilter>;

export const BOOK_PAGE_SIZE_MAX = 100;

export const ZBookListQuery = ZBookFilter.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(BOOK_PAGE_SIZE_MAX).default(25),
});
export type TBookListQuery = z.infer<typeof ZBookListQuery>;

/** A column mapping: field → the header of the file's column (or absent: not imported). */
export const ZBookMapping: z.ZodType<TBookMapping> = z.partialRecord(z.enum(bookFields), z.string().max(200));

export const ZBookRowProblem = z.object({
  /** 1-based data row (the header is row 0). */
  row: z.number().int(),
  field: z.enum(bookFields).nullable(),
  problem: z.enum(bookRowProblems),
  rejected: z.boolean(),
});
export type TBookRowProblemItem = z.infer<typeof ZBookRowProblem>;

/** One client of the book, as its owner sees it. */
export const ZBookClient = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  zip: z.string().nullable(),
  birth_date: z.string().nullable(),
  plan_type: z.enum(bookPlanTypes).nullable(),
  language: z.enum(bookLanguages),
  consent_channels: z.array(z.enum(bookConsentChannels)),
  consent_source: z.enum(bookConsentSources).nullable(),
  consent_date: z.string().nullable(),
  status: z.enum(bookClientStatuses),
  last_sent_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** The submission (`/submissions/{response_id}`), once the client has started the survey sent to them. */
  response_id: z.uuid().nullable(),
});
export type TBookClient = z.infer<typeof ZBookClient>;

export const ZBookClientPage = z.object({
  items: z.array(ZBookClient),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TBookClientPage = z.infer<typeof ZBookClientPage>;

export const ZBookImport = z.object({
  id: z.uuid(),
  file_name: z.string(),
  status: z.enum(bookImportStatuses),
  total_rows: z.number().int().nullable(),
  processed_rows: z.number().int(),
  imported: z.number().int(),
  merged: z.number().int(),
  rejected: z.number().int(),
  not_sendable: z.number().int(),
  /** Why a failed import failed: `too_many_rows`, `upload_abandoned` (its upload was left unfinished for an hour). */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TBookImport = z.infer<typeof ZBookImport>;

export const ZStartBookImportRequest = z.object({
  file_name: z.string().trim().min(1).max(200),
  mapping: ZBookMapping,
  chunk_count: z.number().int().min(1).max(BOOK_CHUNKS_MAX),
});
export const ZBookImportChunkParams = z.object({ id: z.uuid(), seq: z.coerce.number().int().min(0).max(BOOK_CHUNKS_MAX) });
export const ZBookImportChunkRequest = z.object({ content: z.string().max(BOOK_CHUNK_CHARS) });
export const ZBookImportParams = z.object({ id: z.uuid() });
/** `DELETE /api/book/clients/{id}`: one client of the actor's own book. */
export const ZBookClientParams = z.object({ id: z.uuid() });
export const ZBookImportResponse = z.object({ import: ZBookImport });
export const ZBookImportsResponse = z.object({ imports: z.array(ZBookImport) });
export const ZBookImportProblemsResponse = z.object({ problems: z.array(ZBookRowProblem) });
export const ZBookMappingResponse = z.object({ mapping: ZBookMapping });
