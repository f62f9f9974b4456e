import { z } from "zod";

/**
 * The book of business: the clients an agent imports (docs/product.md#book-of-business,
 * docs/decisions/036-book-of-business-import.md). A book belongs to the agent who imported it; only they read it or
 * send to it.
 */

/** The plan a client holds, as the import recognises it from the agent's spreadsheet. */
export const bookPlanTypes = [
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
  "aca",
  "life",
  "dental_vision_hearing",
  "other",
] as const;
export type TBookPlanType = (typeof bookPlanTypes)[number];

/** How the agent may contact a client: the channels the client consented to. */
export const bookConsentChannels = ["email", "sms"] as const;
export type TBookConsentChannel = (typeof bookConsentChannels)[number];

/** Where a client's consent came from. */
export const bookConsentSources = ["written", "verbal", "web_form", "enrollment_application", "other"] as const;
export type TBookConsentSource = (typeof bookConsentSources)[number];

export const bookLanguages = ["en", "es"] as const;
export type TBookLanguage = (typeof bookLanguages)[number];

/**
 * Where a client is with the latest survey sent to them: never sent; sent but not opened; opened (started) but not
 * submitted; submitted (completed).
 */
export const bookClientStatuses = ["never_sent", "sent_not_started", "started", "completed"] as const;
export type TBookClientStatus = (typeof bookClientStatuses)[number];

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

/** The importable fields a file's column may be mapped to. */
export const bookFields = [
  "first_name",
  "last_name",
  "full_name",
  "email",
  "phone",
  "zip",
  "birth_date",
  "plan_type",
  "language",
  "consent_email",
  "consent_sms",
  "consent_channels",
  "consent_source",
  "consent_date",
] as const;
export type TBookField = (typeof bookFields)[number];

/** A column mapping: field → the header of the file's column (or absent: not imported). */
export const ZBookMapping = z.partialRecord(z.enum(bookFields), z.string().max(200));
export type TBookMapping = z.infer<typeof ZBookMapping>;

/** Why a row was not imported (or a field of it dropped): one code per problem, worded in the `book` namespace. */
export const bookRowProblems = [
  "missing_name",
  "missing_contact",
  "invalid_email",
  "invalid_phone",
  "invalid_zip",
  "invalid_birth_date",
  "invalid_consent_date",
  "unknown_plan_type",
  "consent_without_address",
  "incomplete_consent",
] as const;
export type TBookRowProblem = (typeof bookRowProblems)[number];

/** Problems that keep a row out of the book (the others only drop the field and are reported as warnings). */
export const bookRejectingProblems: readonly TBookRowProblem[] = ["missing_name", "missing_contact", "invalid_email", "invalid_phone"];

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

export const bookImportStatuses = ["uploading", "queued", "running", "done", "failed"] as const;
export type TBookImportStatus = (typeof bookImportStatuses)[number];

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
  /** Why a failed import failed (`too_many_rows`). */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TBookImport = z.infer<typeof ZBookImport>;

/** The most characters of one uploaded chunk (the page splits the file at line ends below it). */
export const BOOK_CHUNK_CHARS = 256 * 1024;
/** At most this many chunks per file (about 100 MB). */
export const BOOK_CHUNKS_MAX = 400;

export const ZStartBookImportRequest = z.object({
  file_name: z.string().trim().min(1).max(200),
  mapping: ZBookMapping,
  chunk_count: z.number().int().min(1).max(BOOK_CHUNKS_MAX),
});
export const ZBookImportChunkParams = z.object({ id: z.uuid(), seq: z.coerce.number().int().min(0).max(BOOK_CHUNKS_MAX) });
export const ZBookImportChunkRequest = z.object({ content: z.string().max(BOOK_CHUNK_CHARS) });
export const ZBookImportParams = z.object({ id: z.uuid() });
export const ZBookImportResponse = z.object({ import: ZBookImport });
export const ZBookImportsResponse = z.object({ imports: z.array(ZBookImport) });
export const ZBookImportProblemsResponse = z.object({ problems: z.array(ZBookRowProblem) });
export const ZBookMappingResponse = z.object({ mapping: ZBookMapping });
