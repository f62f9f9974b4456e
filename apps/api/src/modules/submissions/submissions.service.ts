import type {
  TSubmissionArchiveRequest,
  TSubmissionBulkResponse,
  TSubmissionFilters,
  TSubmissionListItem,
  TSubmissionListQuery,
  TSubmissionListResponse,
  TSubmissionOverview,
  TSubmissionReadRequest,
  TSubmissionStats,
  TSubmissionStatsQuery,
} from "@planready/contracts/submissions";
import { SUBMISSIONS_COUNT_CAP } from "@planready/contracts/submissions";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { markSubmissionNotificationsRead } from "../notifications/notifications.service.ts";
import { decodeCursor } from "./submission-cursor.ts";
import { buildStats } from "./submission-stats.ts";
import { submissionScope } from "./submissions.policy.ts";
import { cursorAfter, presentSubmission } from "./submissions.presenter.ts";
import {
  countByDay,
  countByGroup,
  countSubmissions,
  countUnreadSubmissions,
  findSubmission,
  hasTextSearch,
  listCsvDetails,
  listAndCountMatches,
  listLinkOverview,
  listReadableLinkIds,
  listSubmissions,
  setArchived,
  setRead,
  type SubmissionScope,
} from "./submissions.repository.ts";

const NOT_VISIBLE = "No submission with this id.";
/** The side menu's badge shows 99+ beyond 99: counting further would only cost time. */
export const UNREAD_BADGE_CAP = 100;

/**
 * The submissions whose client data `actor` reads in `orgId`: those of the links they own or are a stakeholder of,
 * whatever their role (another organisation's id is not found). The list, detail, PDF, CSV, corrections, read and
 * archive states all use it.
 */
export async function resolveScope(db: Db, actor: Actor, orgId: string): Promise<SubmissionScope> {
  submissionScope(actor, orgId);
  const readable = await listReadableLinkIds(db, orgId, actor.id);
  return { orgId, userId: actor.id, linkIds: readable.all ? null : readable.ids };
}

/** What `actor` counts: the whole agency for Admins and Restricted-Admins (numbers only), what they read otherwise. */
function countsScope(actor: Actor, scope: SubmissionScope): SubmissionScope {
  return submissionScope(actor, scope.orgId).agencyCounts ? { ...scope, linkIds: null } : scope;
}

/** `GET /orgs/{id}/submissions`: a page of the list with its total (capped) and the cursor of the next page. */
export async function findSubmissions(db: Db, actor: Actor, orgId: string, query: TSubmissionListQuery): Promise<TSubmissionListResponse> {
  const scope = await resolveScope(db, actor, orgId);
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && (!cursor || cursor.newestFirst !== query.newestDataFirst)) {
    throw new AppError("VALIDATION_FAILED", "This page address is out of date; start from the first page.", [
      { path: "querystring.cursor", message: "Not a cursor of this list and sort order" },
    ]);
  }
  const newestFirst = query.newestDataFirst;
  const options = { limit: query.limit + 1, cursor, offset: query.rowsToSkip ?? 0, newestFirst };
  // A name or pharmacy search reads all its matches for the page anyway: count them in the same pass.
  const { rows, count } = hasTextSearch(query) ? await searchPage(db, scope, query, options) : await orderedPage(db, scope, query, options);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentSubmission),
    next_cursor: rows.length > query.limit && last ? cursorAfter(last, newestFirst) : null,
    total: count.total,
    total_exact: count.exact,
  };
}

type PageOptions = Parameters<typeof listSubmissions>[3];
type Page = { rows: Awaited<ReturnType<typeof listSubmissions>>; count: { total: number; exact: boolean } };

async function searchPage(db: Db, scope: SubmissionScope, query: TSubmissionListQuery, options: PageOptions): Promise<Page> {
  const found = await listAndCountMatches(db, scope, query, options);
  return { rows: found.rows, count: { total: found.total, exact: found.exact } };
}

async function orderedPage(db: Db, scope: SubmissionScope, query: TSubmissionListQuery, options: PageOptions): Promise<Page> {
  const [rows, count] = await Promise.all([listSubmissions(db, scope, query, options), countSubmissions(db, scope, query)]);
  return { rows, count };
}

/** Every submission matching the filters, in list order, a batch at a time (for the CSV export). */
export async function* iterateSubmissions(
  db: Db,
  scope: SubmissionScope,
  filters: TSubmissionFilters,
  batchSize = 1000,
): AsyncGenerator<TSubmissionListItem[]> {
  const newestFirst = filters.newestDataFirst;
  let cursor = null;
  for (;;) {
    const rows = await listSubmissions(db, scope, filters, { limit: batchSize, cursor, offset: 0, newestFirst });
    if (rows.length) yield rows.map(presentSubmission);
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    cursor = { activityUs: last.activity_us, id: last.response_id, newestFirst };
  }
}

/**
 * The CSV export's rows, a batch at a time: each list row with its answers, list items and signatures (one more
 * query per batch), so the export stays streamed at any size.
 */
export async function* iterateSubmissionsForCsv(db: Db, scope: SubmissionScope, filters: TSubmissionFilters) {
  for await (const batch of iterateSubmissions(db, scope, filters)) {
    const details = await listCsvDetails(
      db,
      scope.orgId,
      batch.map((item) => item.id),
    );
    yield batch.map((item) => ({ item, details: details.get(item.id) }));
  }
}

/** `PUT /orgs/{id}/submissions/archive`: all the ids or none (404 when one is not visible). */
export async function archiveSubmissions(
  db: Db,
  actor: Actor,
  orgId: string,
  body: TSubmissionArchiveRequest,
): Promise<TSubmissionBulkResponse> {
  const scope = await resolveScope(db, actor, orgId);
  const updated = await setArchived(db, scope, body.ids, body.archived);
  if (updated === null) throw new AppError("NOT_FOUND", NOT_VISIBLE);
  return { updated };
}

/**
 * `PUT /orgs/{id}/submissions/read`: read state of the signed-in user, all the ids or none. Read, their
 * `survey_submitted` notifications are read too (the bell and the unread badge agree); unread leaves those alone.
 */
export async function markSubmissionsRead(
  db: Db,
  actor: Actor,
  orgId: string,
  body: TSubmissionReadRequest,
): Promise<TSubmissionBulkResponse> {
  const scope = await resolveScope(db, actor, orgId);
  const updated = await setRead(db, scope, body.ids, body.read);
  if (updated === null) throw new AppError("NOT_FOUND", NOT_VISIBLE);
  // The bell agrees with the unread badge: reading a submission reads the notification that announced it.
  if (body.read) await markSubmissionNotificationsRead(db, { orgId: scope.orgId, userId: actor.id }, body.ids);
  return { updated };
}

/**
 * `GET /orgs/{id}/submissions/stats`: the dashboard's numbers. The figures (this week, month, all time, by type, by
 * link, per day) cover the whole agency for Admins and Restricted-Admins and the user's own links for agents; what
 * asks for the reader's action — unread, not signed — only the submissions they can open.
 */
export async function getSubmissionStats(db: Db, actor: Actor, orgId: string, query: TSubmissionStatsQuery): Promise<TSubmissionStats> {
  const scope = await resolveScope(db, actor, orgId);
  const counts = countsScope(actor, scope);
  const [groups, { today, daily }, unread, unsigned] = await Promise.all([
    countByGroup(db, counts),
    countByDay(db, counts, query.timeZone, query.days),
    countUnreadSubmissions(db, scope, SUBMISSIONS_COUNT_CAP),
    // "What needs attention": completed inbox submissions without their signature (the partial index's rows).
    countSubmissions(db, scope, { folder: "inbox", newestDataFirst: true, status: "completed", signature: "not_signed" }),
  ]);
  return buildStats({ today, days: query.days, groups, daily, unread, unsigned: unsigned.total });
}

/**
 * One submission whose client data the signed-in user reads (its link's owner or a stakeholder), with the language
 * of its survey; another organisation's, or one they may not read, is not found.
 */
export async function getVisibleSubmission(
  db: Db,
  actor: Actor,
  responseId: string,
): Promise<{ item: TSubmissionListItem; locale: string }> {
  if (!actor.org_id) throw new AppError("NOT_FOUND", NOT_VISIBLE);
  const row = await findSubmission(db, await resolveScope(db, actor, actor.org_id), responseId);
  if (!row) throw new AppError("NOT_FOUND", NOT_VISIBLE);
  return { item: presentSubmission(row), locale: row.locale };
}

/** The side menu's badge: completed inbox submissions the user can see and has not read, up to 100. */
export async function countUnreadForBadge(db: Db, actor: Actor): Promise<number> {
  if (!actor.org_id) return 0;
  return countUnreadSubmissions(db, await resolveScope(db, actor, actor.org_id), UNREAD_BADGE_CAP);
}

/**
 * `GET /orgs/{id}/submissions/overview`: each link's submissions counted by status, with its owner and whether the
 * caller reads them — the agency-wide view an Admin gets of links whose answers are not theirs to read.
 */
export async function getSubmissionOverview(db: Db, actor: Actor, orgId: string): Promise<TSubmissionOverview> {
  const { agencyCounts } = submissionScope(actor, orgId);
  const rows = await listLinkOverview(db, orgId, actor.id, !agencyCounts);
  const total = { completed: 0, in_progress: 0 };
  const notReadable = { completed: 0, in_progress: 0 };
  for (const row of rows) {
    total.completed += row.completed;
    total.in_progress += row.in_progress;
    if (!row.readable) {
      notReadable.completed += row.completed;
      notReadable.in_progress += row.in_progress;
    }
  }
  return {
    links: rows.map((row) => ({
      link: {
        id: row.id,
        url: row.url,
        first_name: row.first_name,
        last_name: row.last_name,
        agency_name: row.agency_name,
        status: row.status,
        deleted: row.deleted,
      },
      owner: row.owner_id
        ? { id: row.owner_id, first_name: row.owner_first_name, last_name: row.owner_last_name, email: row.owner_email ?? "" }
        : null,
      readable: row.readable,
      completed: row.completed,
      in_progress: row.in_progress,
    })),
    total,
    not_readable: notReadable,
  };
}
