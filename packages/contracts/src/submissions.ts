import { z } from "zod";
import { ZSoaAgentSignature } from "./agent-signing.ts";
import { SUBMISSION_ITEM_CHANGES_MAX, ZSubmissionItemChange } from "./submission-items.ts";
import { ZSignatureStatus } from "./signature-requests.ts";
import { ZSurveyContentUpdate, ZSurveyType } from "./surveys/content.ts";
import { ZId } from "./surveys/fields.ts";
import { ZSurveyContent } from "./surveys/responses.ts";
import { ZScreenId } from "./surveys/screens.ts";
import { can } from "./permissions.ts";

/**
 * The submission center (docs/product.md#submission-center-and-dashboard): the list, its filters, and corrections
 * from the dashboard. A submission is a survey response as its agents see it: every response
 * of the organisation for Admins and Restricted-Admins, the responses of links they are a stakeholder of for agents.
 * Read state is per user, archive state per organisation.
 */

export const SUBMISSIONS_PAGE_DEFAULT = 25;
export const SUBMISSIONS_PAGE_MAX = 100;
/** Ids per archive or read request. */
export const SUBMISSIONS_BULK_MAX = 500;
/** Totals are counted up to this many; beyond it `total_exact` is false ("1,000+"). */
export const SUBMISSIONS_COUNT_CAP = 1_000;

/** As the list shows and filters it: `completed` is a submitted response. */
export const submissionStatuses = ["in_progress", "completed"] as const;
export const ZSubmissionStatus = z.enum(submissionStatuses);
export type TSubmissionStatus = z.infer<typeof ZSubmissionStatus>;

export const submissionFolders = ["inbox", "archive"] as const;
export const ZSubmissionFolder = z.enum(submissionFolders);
export type TSubmissionFolder = z.infer<typeof ZSubmissionFolder>;

const queryBoolean = z.enum(["true", "false"]).transform((value) => value === "true");
/**
 * `YYYY-MM-DD` (a whole UTC day) or an ISO 8601 date and time with offset (a moment; pages send the start and end
 * of the agent's local day this way).
 */
const queryDate = z.union(
  [z.iso.date({ error: "Use YYYY-MM-DD" }), z.iso.datetime({ offset: true, error: "Use an ISO 8601 date and time" })],
  { error: "Use YYYY-MM-DD or an ISO 8601 date and time" },
);
const trimmedOptional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .transform((value) => (value === "" ? undefined : value))
    .optional();

/**
 * The filters of the list and of its CSV export (docs/product.md#submission-filters). Dates bound the time the list shows (submitted, or
 * last active while in progress): `startDate` inclusive, `endDate` inclusive (a date-only `endDate` covers its
 * whole day). `searchTerm` matches client first/last name, email and phone (digits), without regard to case.
 */
const ZSubmissionFilterFields = z
  .object({
    searchTerm: trimmedOptional(100),
    newestDataFirst: queryBoolean.default(true),
    surveyType: ZSurveyType.optional(),
    startDate: queryDate.optional(),
    endDate: queryDate.optional(),
    linkId: z.uuid("Link ids are UUIDs").optional(),
    status: ZSubmissionStatus.optional(),
    /** Whether the consent the survey asks for is signed ("SOA: signed / not signed / not required"). */
    signature: ZSignatureStatus.optional(),
    /** 5-digit ZIP code of the client's address. */
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Enter a 5-digit ZIP code")
      .optional(),
    /** RxCUI of a drug (from the drug look-up): submissions listing that prescription. */
    drugId: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, "A drug id (RxCUI) is digits only")
      .optional(),
    /** Part of a pharmacy's name, without regard to case. */
    pharmacyName: trimmedOptional(200),
    folder: ZSubmissionFolder.default("inbox"),
  })
  .strict();

/** The moment a filter date stands for: a date-only start is its day's first moment, a date-only end its last. */
const filterMoment = (value: string, side: "start" | "end") =>
  Date.parse(value.length === 10 ? `${value}T${side === "start" ? "00:00:00.000" : "23:59:59.999"}Z` : value);

/** A range ending before it starts finds nothing: it is refused, so the agent sees why instead of an empty list. */
const dateRangeInOrder = {
  check: (filters: { startDate?: string | undefined; endDate?: string | undefined }) =>
    !filters.startDate || !filters.endDate || filterMoment(filters.startDate, "start") <= filterMoment(filters.endDate, "end"),
  issue: { message: "The end date is before the start date", path: ["endDate"] },
};

export const ZSubmissionFilters = ZSubmissionFilterFields.refine(dateRangeInOrder.check, dateRangeInOrder.issue);
export type TSubmissionFilters = z.infer<typeof ZSubmissionFilters>;

/**
 * `GET /api/orgs/{id}/submissions`: the filters, then paging. The UI pages with `cursor` (the previous answer's
 * `next_cursor`; keyset, as fast on page 4,000 as on page 1, and stable while new submissions arrive).
 * `rowsToSkip` is an offset for callers without a cursor; it is refused together with `cursor`.
 */
export const ZSubmissionListQuery = ZSubmissionFilterFields.extend({
  rowsToSkip: z.coerce.number().int().min(0).max(100_000, "Use the cursor to page this deep").optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SUBMISSIONS_PAGE_MAX).default(SUBMISSIONS_PAGE_DEFAULT),
})
  .strict()
  .refine((query) => query.cursor === undefined || query.rowsToSkip === undefined, {
    message: "Send either cursor or rowsToSkip",
    path: ["cursor"],
  })
  .refine(dateRangeInOrder.check, dateRangeInOrder.issue);
export type TSubmissionListQuery = z.infer<typeof ZSubmissionListQuery>;
/** What a page puts in its address bar or fetch: the query before parsing (all strings). */
export type TSubmissionListQueryInput = z.input<typeof ZSubmissionListQuery>;

export const ZSubmissionProgress = z.object({
  /** 1-based position of the screen reached in its survey's screen order; `total` when completed. */
  position: z.number().int(),
  total: z.number().int(),
  /** 0–100, position divided by total. */
  percent: z.number(),
});
export type TSubmissionProgress = z.infer<typeof ZSubmissionProgress>;

export const ZSubmissionLink = z.object({
  id: ZId,
  url: z.string(),
  /** The agent named on the link. */
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  agency_name: z.string().nullable(),
});
export type TSubmissionLink = z.infer<typeof ZSubmissionLink>;

/** One row of the submission list. */
export const ZSubmissionListItem = z.object({
  /** The survey response's id: `/submissions/{id}`, `GET /api/responses/{id}/detail`. */
  id: ZId,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  zip: z.string().nullable(),
  survey_type: ZSurveyType,
  link: ZSubmissionLink,
  status: ZSubmissionStatus,
  /** Whether the consent the survey asks for is signed: a completed one `not_signed` is "Completed — not signed". */
  signature_status: ZSignatureStatus,
  current_question: ZScreenId.nullable(),
  progress: ZSubmissionProgress,
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The client's last write (answers, screen moves or the submission). */
  last_active_at: z.string(),
  /** The time the list shows and sorts by: `submitted_at` when completed, otherwise `last_active_at`. */
  activity_at: z.string(),
  /** Read by the signed-in user. */
  read: z.boolean(),
  archived: z.boolean(),
});
export type TSubmissionListItem = z.infer<typeof ZSubmissionListItem>;

export const ZSubmissionListResponse = z.object({
  items: z.array(ZSubmissionListItem),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Submissions matching the filters, counted up to SUBMISSIONS_COUNT_CAP. */
  total: z.number().int(),
  /** False when there are more than `total` ("1,000+"). */
  total_exact: z.boolean(),
});
export type TSubmissionListResponse = z.infer<typeof ZSubmissionListResponse>;

/** `GET /api/orgs/{id}/submissions.csv`: the same filters, every matching row (no paging). */
export const ZSubmissionCsvQuery = ZSubmissionFilters;
export type TSubmissionCsvQuery = z.infer<typeof ZSubmissionCsvQuery>;
/**
 * CSV columns, in order: what an agent works from. Headers in the reader's words (`submission-words.ts` `csv.*`),
 * times in the agency's time zone, named in their headers.
 */
export const submissionCsvColumns = [
  "id",
  "first_name",
  "last_name",
  "dob",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zip",
  "county",
  "language",
  "survey_type",
  "link",
  "agent",
  "status",
  "progress",
  "medicines",
  "pharmacies",
  "doctors",
  "hospitals",
  "soa",
  "aca_consent",
  "signed_at",
  "created_at",
  "submitted_at",
  "last_active_at",
  "archived",
] as const;
export type TSubmissionCsvColumn = (typeof submissionCsvColumns)[number];

/**
 * A field or list item an agent corrected from the dashboard: who, when, the value before and after. For an item,
 * `field` is its collection (TCorrectableCollection) and `before`/`after` are the item's answers with its id: `before`
 * null when it was added, `after` null when it was removed.
 */
export const ZSubmissionCorrection = z.object({
  id: ZId,
  response_id: ZId,
  /** A survey content field name (surveyContentFieldNames), or a child collection's key for an item. */
  field: z.string(),
  /** The item corrected; null for a content field. */
  item_id: ZId.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  corrected_at: z.string(),
  /** Who corrected, as they were named then; `id` is null once that user no longer exists. */
  corrected_by: z.object({
    id: ZId.nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
  }),
});
export type TSubmissionCorrection = z.infer<typeof ZSubmissionCorrection>;

/** `GET /api/responses/{id}/detail`: everything the client entered, with the evidence and the corrections. */
export const ZSubmissionDetail = z.object({
  submission: ZSubmissionListItem,
  integration: z.string().nullable(),
  no_providers: z.boolean(),
  locale: z.string(),
  /** Answers, child collections and the signed consents (`scope_of_appointment_responses`, `aca_consent_responses`). */
  survey_content: ZSurveyContent,
  /** Newest first. */
  corrections: z.array(ZSubmissionCorrection),
  /** The agent's part of each signed Scope of Appointment (by `consent_id`), once signed. */
  soa_agent_signatures: z.array(ZSoaAgentSignature),
  /**
   * Whether the reader may sign the agent's part of this submission's SOAs (the link's stakeholders) and has saved
   * their signing details (`/settings/agent-signing`).
   */
  agent_signing: z.object({ may_sign: z.boolean(), details_saved: z.boolean() }),
});
export type TSubmissionDetail = z.infer<typeof ZSubmissionDetail>;

export const ZSubmissionDetailParams = z.object({ id: z.uuid("Submission ids are UUIDs") }).strict();

/** `PUT /api/responses/{id}?fromDashboard=true` (signed in, no survey token). */
export const ZFromDashboardQuery = z.object({ fromDashboard: z.literal("true") }).strict();

/**
 * The body of a correction: the content fields to change, validated like the client's own answers (null clears),
 * and changes to list items (submission-items.ts), validated like the client's own writes of those items. At least
 * one of either; each item at most once. Everything is applied together or nothing is (an item of another
 * submission is not found). Fields and items whose value does not change are not recorded. Signed consents and the
 * Scope of Appointment selections cannot be changed this way.
 */
export const ZSubmissionCorrectionRequest = z
  .object({
    fields: ZSurveyContentUpdate.omit({ client_rev: true }).optional(),
    items: z
      .array(ZSubmissionItemChange)
      .max(SUBMISSION_ITEM_CHANGES_MAX, `Send at most ${SUBMISSION_ITEM_CHANGES_MAX} item changes at a time`)
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body.fields ?? {}).length > 0 || (body.items?.length ?? 0) > 0, {
    message: "Change at least one field or item",
    path: ["fields"],
  })
  .refine((body) => new Set(body.items?.map((change) => change.id)).size === (body.items?.length ?? 0), {
    message: "Change each item only once per correction",
    path: ["items"],
  });
export type TSubmissionCorrectionRequest = z.infer<typeof ZSubmissionCorrectionRequest>;

/** The answer to a correction: the corrections recorded now and the submission as it is after them. */
export const ZSubmissionCorrectionResponse = z.object({
  corrections: z.array(ZSubmissionCorrection),
  detail: ZSubmissionDetail,
});
export type TSubmissionCorrectionResponse = z.infer<typeof ZSubmissionCorrectionResponse>;

const bulkIds = z
  .array(z.uuid("Submission ids are UUIDs"))
  .min(1, "Choose at least one submission")
  .max(SUBMISSIONS_BULK_MAX, `Choose at most ${SUBMISSIONS_BULK_MAX} submissions`);

/**
 * `PUT /api/orgs/{id}/submissions/archive`: move one or many to the archive (`archived: true`) or back to the
 * inbox. Every id must be one the user can see, or nothing changes (404).
 */
export const ZSubmissionArchiveRequest = z.object({ ids: bulkIds, archived: z.boolean() }).strict();
export type TSubmissionArchiveRequest = z.infer<typeof ZSubmissionArchiveRequest>;

/** `PUT /api/orgs/{id}/submissions/read`: mark one or many read or unread for the signed-in user (same rule). */
export const ZSubmissionReadRequest = z.object({ ids: bulkIds, read: z.boolean() }).strict();
export type TSubmissionReadRequest = z.infer<typeof ZSubmissionReadRequest>;

/** How many submissions the request changed (already archived, already read… are not counted). */
export const ZSubmissionBulkResponse = z.object({ updated: z.number().int() });
export type TSubmissionBulkResponse = z.infer<typeof ZSubmissionBulkResponse>;

export const ZSubmissionOrgParams = z.object({ id: z.uuid("Organisation ids are UUIDs") }).strict();

// ---------------------------------------------------------------------------------------------------------------
// Added by the submission-center web pages (the dashboard), for the API to implement; additive only.
// ---------------------------------------------------------------------------------------------------------------

/** Days of the dashboard's chart, ending today. */
export const SUBMISSION_STATS_DAYS_DEFAULT = 30;
export const SUBMISSION_STATS_DAYS_MAX = 366;

/**
 * `GET /api/orgs/{id}/submissions/stats?timeZone=&days=`: the dashboard's numbers over every submission the caller
 * may see (the list's visibility rule; both folders). A submission counts on the day of its `activity_at` in
 * `timeZone` (an IANA name; the week starts on Monday, the month on the 1st); `completed` and `in_progress` as the
 * list's `status`.
 */
export const ZSubmissionStatsQuery = z
  .object({
    timeZone: z
      .string()
      .max(64)
      .refine((value) => {
        try {
          return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone !== "";
        } catch {
          return false;
        }
      }, "Use an IANA time zone such as America/New_York")
      .default("America/New_York"),
    days: z.coerce.number().int().min(1).max(SUBMISSION_STATS_DAYS_MAX).default(SUBMISSION_STATS_DAYS_DEFAULT),
  })
  .strict();
export type TSubmissionStatsQuery = z.infer<typeof ZSubmissionStatsQuery>;

export const ZSubmissionCounts = z.object({
  completed: z.number().int(),
  in_progress: z.number().int(),
});
export type TSubmissionCounts = z.infer<typeof ZSubmissionCounts>;

export const ZSubmissionStats = z.object({
  /** Since Monday 00:00 and since the 1st 00:00 in `timeZone`. */
  this_week: ZSubmissionCounts,
  this_month: ZSubmissionCounts,
  /** Everything the caller may see. */
  all_time: ZSubmissionCounts,
  /** Completed submissions unread by the signed-in user, inbox only: the side menu's badge, uncapped. */
  unread: z.number().int(),
  /**
   * Completed inbox submissions whose consent is not signed ("what needs attention"), counted up to
   * SUBMISSIONS_COUNT_CAP; the list with `status=completed&signature=not_signed` shows them.
   */
  unsigned: z.number().int(),
  /** All time, most first; survey types without submissions left out. */
  by_survey_type: z.array(ZSubmissionCounts.extend({ survey_type: ZSurveyType })),
  /** All time, most first; links without submissions left out. */
  by_link: z.array(ZSubmissionCounts.extend({ link: ZSubmissionLink })),
  /** One entry per day of the last `days` days, oldest first, ending today in `timeZone`; days without any count 0. */
  over_time: z.array(ZSubmissionCounts.extend({ date: z.iso.date() })),
});
export type TSubmissionStats = z.infer<typeof ZSubmissionStats>;

/**
 * Who sees the whole agency's submission counts and statuses (never the answers behind them): those who manage its
 * links, Admins and Restricted-Admins. The API's submissions policy and the submission center both read it.
 */
export const seesAgencyCounts = (userType: string): boolean => can(userType, "links:manage");

/**
 * `GET /api/orgs/{id}/submissions/overview`: how many submissions each link has, by status — the agency-wide view
 * of the submission center. Admins and Restricted-Admins get every link of the agency, agents the links whose
 * answers they read. Counts and statuses only: a link's clients' names and answers are read by its owner and the
 * stakeholders they named (`readable`), nobody else (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md).
 */
export const ZSubmissionOverviewLink = ZSubmissionCounts.extend({
  link: ZSubmissionLink.extend({ status: z.enum(["pending", "active", "cancelled"]), deleted: z.boolean() }),
  /** The agent the link belongs to; null when nobody owns it. */
  owner: z.object({ id: ZId, first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string() }).nullable(),
  /** Whether the caller reads this link's submissions (its owner or a stakeholder). */
  readable: z.boolean(),
});
export type TSubmissionOverviewLink = z.infer<typeof ZSubmissionOverviewLink>;
export const ZSubmissionOverview = z.object({
  /** Most submissions first; deleted links only while they have submissions. */
  links: z.array(ZSubmissionOverviewLink),
  /** All of the agency's submissions the caller counts, and those of them they do not read. */
  total: ZSubmissionCounts,
  not_readable: ZSubmissionCounts,
});
export type TSubmissionOverview = z.infer<typeof ZSubmissionOverview>;
