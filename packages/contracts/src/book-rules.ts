/**
 * The book of business's vocabulary without zod (pages import it without the schemas): docs/product.md#book-of-business,
 * docs/decisions/036-book-of-business-import.md. A book belongs to the agent who imported it; only they read it or send
 * to it.
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

/** A column mapping: field → the header of the file's column (absent: not imported). */
export type TBookMapping = Partial<Record<TBookField, string>>;

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

export const bookImportStatuses = ["uploading", "queued", "running", "done", "failed"] as const;
export type TBookImportStatus = (typeof bookImportStatuses)[number];

/** The most characters of one uploaded chunk (the page splits the file at line ends below it). */
export const BOOK_CHUNK_CHARS = 256 * 1024;
/** At most this many chunks per file (about 50 million characters: 200,000 long rows). */
export const BOOK_CHUNKS_MAX = 200;
/** The most data rows one file may have (the import job refuses more, the page says so before uploading). */
export const BOOK_IMPORT_ROWS_MAX = 200_000;
