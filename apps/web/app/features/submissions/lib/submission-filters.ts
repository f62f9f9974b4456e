import { signatureStatuses, type TSignatureStatus } from "@planready/contracts/signature-requests";
import { submissionStatuses, type TSubmissionStatus } from "@planready/contracts/submissions";
import { surveyTypes, type TSurveyType } from "@planready/contracts/surveys/survey-types";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { drugIdOf } from "./drug-choice";
import { zonedDayBounds } from "./zoned-day";

/**
 * What the submission center shows, as kept in the page's address (docs/product.md#submission-filters). The names are the API's
 * query names, so a shared or bookmarked address reads the same as the API call; `archive=true` is the archive
 * folder and `newestDataFirst=false` the oldest-first order.
 */
export type TSubmissionFilters = {
  archive: boolean;
  searchTerm: string;
  surveyType: TSurveyType | "";
  startDate: string;
  endDate: string;
  linkId: string;
  status: TSubmissionStatus | "";
  /** Whether the consent the survey asks for is signed ("SOA: signed / not signed / not required"). */
  signature: TSignatureStatus | "";
  zip: string;
  drugId: string;
  pharmacyName: string;
  newestDataFirst: boolean;
};

export const emptyFilters: TSubmissionFilters = {
  archive: false,
  searchTerm: "",
  surveyType: "",
  startDate: "",
  endDate: "",
  linkId: "",
  status: "",
  signature: "",
  zip: "",
  drugId: "",
  pharmacyName: "",
  newestDataFirst: true,
};

/** The filters that narrow the list (everything but the folder and the order). */
export const narrowingKeys = [
  "searchTerm",
  "surveyType",
  "startDate",
  "endDate",
  "linkId",
  "status",
  "signature",
  "zip",
  "drugId",
  "pharmacyName",
] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isDay = (value: string) => ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const oneOf = <T extends string>(values: readonly T[], value: string): T | "" =>
  (values as readonly string[]).includes(value) ? (value as T) : "";

/**
 * The filters an address asks for. Anything unreadable (an unknown survey type, a malformed date or link id) is
 * dropped rather than sent, so an edited or stale address still shows a list.
 */
export function parseFilters(params: URLSearchParams): TSubmissionFilters {
  const text = (key: string, max = 100) => (params.get(key) ?? "").trim().slice(0, max);
  const day = (key: string) => (isDay(text(key)) ? text(key) : "");
  const linkId = text("linkId");
  return {
    archive: params.get("archive") === "true",
    searchTerm: text("searchTerm"),
    surveyType: oneOf(surveyTypes, text("surveyType")),
    startDate: day("startDate"),
    endDate: day("endDate"),
    linkId: UUID.test(linkId) ? linkId : "",
    status: oneOf(submissionStatuses, text("status")),
    signature: oneOf(signatureStatuses, text("signature")),
    zip: /^\d{5}$/.test(text("zip", 10)) ? text("zip", 10) : "",
    drugId: drugIdOf(text("drugId", 300)),
    pharmacyName: text("pharmacyName"),
    newestDataFirst: params.get("newestDataFirst") !== "false",
  };
}

/** "From" after "To": a range that cannot hold anything, shown as a mistake to fix rather than an empty list. */
export const dateRangeReversed = (filters: Pick<TSubmissionFilters, "startDate" | "endDate">): boolean =>
  filters.startDate !== "" && filters.endDate !== "" && filters.startDate > filters.endDate;

/** The page address for these filters: defaults left out, so the plain list is just /submissions. */
export function filtersToSearch(filters: TSubmissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.archive) params.set("archive", "true");
  for (const key of narrowingKeys) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (!filters.newestDataFirst) params.set("newestDataFirst", "false");
  return params;
}

/** How many narrowing filters are set (the search box included), for "3 filters" and the empty state. */
export function activeFilterCount(filters: TSubmissionFilters): number {
  return narrowingKeys.filter((key) => filters[key] !== "").length;
}

/** The same filters, in the same folder and order, with none narrowing: "Clear filters". */
export const clearedFilters = (filters: TSubmissionFilters): TSubmissionFilters => ({
  ...emptyFilters,
  archive: filters.archive,
  newestDataFirst: filters.newestDataFirst,
});

/**
 * The query of GET /api/orgs/{id}/submissions (and of its CSV export) for these filters: the same names, the
 * archive as `folder`, and the keyset cursor of the page to load. A date range means whole days in the product's
 * time zone (the one its dates are shown in), sent as moments so the server needs no zone of its own.
 */
export function filtersToApiQuery(filters: TSubmissionFilters, cursor?: string | null, timeZone = DISPLAY_TIME_ZONE): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of narrowingKeys) {
    const value = filters[key].trim();
    if (!value) continue;
    if (key === "startDate") params.set(key, zonedDayBounds(value, timeZone).start);
    else if (key === "endDate") params.set(key, zonedDayBounds(value, timeZone).end);
    else params.set(key, value);
  }
  params.set("folder", filters.archive ? "archive" : "inbox");
  params.set("newestDataFirst", String(filters.newestDataFirst));
  if (cursor) params.set("cursor", cursor);
  return params;
}

/**
 * Reads a filter form: every field by its name, blank ones left out. The folder comes from the current filters,
 * and so does the order when the form does not hold it.
 */
export function filtersFromForm(form: FormData, current: TSubmissionFilters): TSubmissionFilters {
  const params = new URLSearchParams();
  if (current.archive) params.set("archive", "true");
  const order = form.get("newestDataFirst");
  if (order === "false" || (order === null && !current.newestDataFirst)) params.set("newestDataFirst", "false");
  for (const key of narrowingKeys) {
    const value = form.get(key);
    if (typeof value !== "string" || !value.trim()) continue;
    params.set(key, key === "drugId" ? drugIdOf(value) : value.trim());
  }
  return parseFilters(params);
}

/** The list of completed submissions still without the signature their survey asks for ("what needs attention"). */
export const unsignedSearch = (): URLSearchParams => filtersToSearch({ ...emptyFilters, status: "completed", signature: "not_signed" });
