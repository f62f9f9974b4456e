import type { TSignatureStatus } from "@planready/contracts/signature-requests";
import { SUBMISSIONS_COUNT_CAP, type TSubmissionFilters } from "@planready/contracts/submissions";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { links, linkStakeholders } from "../../db/schema.ts";
import type { SubmissionCursor } from "./submission-cursor.ts";
import { firstDayNeeded, type DayCount, type GroupCount } from "./submission-stats.ts";
import { dateRange, pharmacyNeedle, pharmacyPattern, searchPatterns, searchWords } from "./submission-filters.ts";

/**
 * What one user may see of the submission center: their organisation, and only the links they own or are a
 * stakeholder of (`linkIds`; null for the whole organisation: a reader named on every link, or the agency-wide
 * counts of an Admin). Every function here takes it.
 */
export type SubmissionScope = { orgId: string; userId: string; linkIds: string[] | null };

export type SubmissionRow = {
  response_id: string;
  link_id: string;
  survey_type: string;
  status: "in_progress" | "submitted";
  signature_status: TSignatureStatus;
  created_at: Date;
  submitted_at: Date | null;
  last_active_at: Date;
  activity_at: Date;
  /** activity_at in microseconds since the epoch, exact (the cursor's key). */
  activity_us: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  zip: string | null;
  archived: boolean;
  current_question: string | null;
  integration: string | null;
  no_providers: boolean;
  locale: string;
  link_url: string;
  link_first_name: string | null;
  link_last_name: string | null;
  link_agency_name: string | null;
  read: boolean;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ListOptions = { limit: number; cursor: SubmissionCursor | null; offset: number; newestFirst: boolean };

/**
 * The links of the organisation whose clients' answers the user reads: those they own or are a stakeholder of
 * (deleted links included: their submissions stay); `all` when that is every link of the organisation.
 */
export async function listReadableLinkIds(db: Db, orgId: string, userId: string): Promise<{ ids: string[]; all: boolean }> {
  const rows = await db
    .select({
      id: links.id,
      mine: sql<boolean>`(${links.owner_id} = ${userId} or exists (select 1 from ${linkStakeholders} where ${linkStakeholders.link_id} = ${links.id} and ${linkStakeholders.user_id} = ${userId}))`,
    })
    .from(links)
    .where(eq(links.org_id, orgId));
  const ids = rows.filter((r) => r.mine).map((r) => r.id);
  return { ids, all: ids.length === rows.length };
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/**
 * The text searches' conditions on `submissions s`, which the trigram indexes answer: every word of the name search
 * in `search_text`, and the pharmacy name in `pharmacy_names`.
 */
function searchConditions(filters: TSubmissionFilters): SQL[] {
  const where = searchPatterns(filters.searchTerm).map((pattern) => sql`s.search_text like ${pattern}`);
  const pharmacy = pharmacyPattern(filters.pharmacyName);
  if (pharmacy) where.push(sql`s.pharmacy_names like ${pharmacy}`);
  return where;
}

/** The same as `strpos` (the same literal match as the patterns), which no index answers. */
function searchOnRowConditions(filters: TSubmissionFilters): SQL[] {
  const where = searchWords(filters.searchTerm).map((word) => sql`strpos(s.search_text, ${word}) > 0`);
  const pharmacy = pharmacyNeedle(filters.pharmacyName);
  if (pharmacy) where.push(sql`strpos(s.pharmacy_names, ${pharmacy}) > 0`);
  return where;
}

/** A text search (a name, a pharmacy): the list and its count are found together (`listAndCountMatches`). */
export const hasTextSearch = (filters: TSubmissionFilters) => !!(filters.searchTerm || filters.pharmacyName);

/**
 * The tenant, visibility and filter conditions on `submissions s` (folder included). `searchOnRow` states the name
 * search as `strpos` (the same literal match as the patterns), which no index answers and the planner takes for
 * a frequent match: the list's index, which includes `search_text`, is then read in order and each entry checked.
 */
function conditions(scope: SubmissionScope, filters: TSubmissionFilters, options: { folder: boolean; searchOnRow?: boolean }): SQL[] {
  const where: SQL[] = [sql`s.org_id = ${scope.orgId}`];
  if (scope.linkIds) where.push(sql`s.link_id = any(${uuidArray(scope.linkIds)})`);
  if (options.folder) where.push(sql`s.archived = ${filters.folder === "archive"}`);
  if (filters.linkId) where.push(sql`s.link_id = ${filters.linkId}`);
  if (filters.surveyType) where.push(sql`s.survey_type = ${filters.surveyType}`);
  if (filters.status) where.push(statusCondition[filters.status]);
  if (filters.signature) where.push(signatureCondition[filters.signature]);
  const range = dateRange(filters);
  if (range.from) where.push(sql`s.activity_at >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) where.push(sql`s.activity_at < ${range.to.toISOString()}::timestamptz`);
  if (filters.zip) where.push(sql`s.zip = ${filters.zip}`);
  if (filters.drugId) where.push(sql`s.drug_ids @> array[${filters.drugId}]::text[]`);
  where.push(...(options.searchOnRow ? searchOnRowConditions(filters) : searchConditions(filters)));
  return where;
}

/**
 * The status and signature filters as literal SQL: the planner then sees that "completed, not signed" is the
 * predicate of the partial index of those rows (submissions_unsigned_idx), which parameters could hide from it.
 */
const statusCondition: Record<NonNullable<TSubmissionFilters["status"]>, SQL> = {
  completed: sql.raw(`s.status = 'submitted'`),
  in_progress: sql.raw(`s.status = 'in_progress'`),
};
const signatureCondition: Record<TSignatureStatus, SQL> = {
  signed: sql.raw(`s.signature_status = 'signed'`),
  not_signed: sql.raw(`s.signature_status = 'not_signed'`),
  not_required: sql.raw(`s.signature_status = 'not_required'`),
};

/** Filters that match few rows through their own index; without them, the list reads in sort order. */
const hasSelectiveFilter = (filters: TSubmissionFilters) => !!(filters.searchTerm || filters.zip || filters.drugId || filters.pharmacyName);

/**
 * An agent's list read link by link (each link's index in order, heads merged): costs the same whatever their share
 * of the organisation. Not with a link chosen, nor with filters the organisation's index answers better: a selective
 * one, or a type, status or signature state that some of their links may never match (a link by link scan would
 * read all of those).
 */
const usesPerLinkScan = (scope: SubmissionScope, filters: TSubmissionFilters): boolean =>
  !!scope.linkIds &&
  scope.linkIds.length <= 200 &&
  !filters.linkId &&
  !filters.surveyType &&
  !filters.status &&
  !filters.signature &&
  !hasSelectiveFilter(filters);

const orderBy = (newestFirst: boolean, table = "s") => {
  const t = sql.raw(table);
  return newestFirst ? sql`${t}.activity_at desc, ${t}.response_id desc` : sql`${t}.activity_at asc, ${t}.response_id asc`;
};

function afterCursor(cursor: SubmissionCursor | null, newestFirst: boolean, table = "s"): SQL | null {
  if (!cursor) return null;
  const t = sql.raw(table);
  const at = sql`(timestamptz 'epoch' + ${cursor.activityUs}::bigint * interval '1 microsecond')`;
  return newestFirst
    ? sql`(${t}.activity_at, ${t}.response_id) < (${at}, ${cursor.id}::uuid)`
    : sql`(${t}.activity_at, ${t}.response_id) > (${at}, ${cursor.id}::uuid)`;
}

/**
 * One page of the list, in keyset order (`activity_at`, then id). An agent's unfiltered list reads each of their
 * links' index in order and merges them (a few rows per link), so it costs the same whatever share of the
 * organisation's submissions is theirs; filtered lists let the planner use the filter's index.
 */
export async function listSubmissions(
  db: Db,
  scope: SubmissionScope,
  filters: TSubmissionFilters,
  options: ListOptions,
): Promise<SubmissionRow[]> {
  if (scope.linkIds && scope.linkIds.length === 0) return [];
  const where = conditions(scope, filters, { folder: true });
  const cursor = afterCursor(options.cursor, options.newestFirst);
  if (cursor) where.push(cursor);
  const take = options.limit + options.offset;
  const order = orderBy(options.newestFirst);
  // Keys first (index-only where the filters allow), then the page's rows.
  const keys = usesPerLinkScan(scope, filters)
    ? sql`select k.response_id, k.activity_at from unnest(${uuidArray(scope.linkIds!)}) as visible(link_id)
        cross join lateral (select s.response_id, s.activity_at from submissions s where s.link_id = visible.link_id and ${and(...where)} order by ${order} limit ${take}) k
        order by ${orderBy(options.newestFirst, "k")} limit ${options.limit} offset ${options.offset}`
    : sql`select s.response_id, s.activity_at from submissions s where ${and(...where)} order by ${order} limit ${options.limit} offset ${options.offset}`;
  const result = await db.execute(selectRows(scope, keys, order));
  return result.rows.map(normaliseRow);
}

/** The page's rows for the keys (`response_id`) `keys` selects, with their response, link and read state. */
function selectRows(scope: SubmissionScope, keys: SQL, order: SQL): SQL {
  return sql`
    select s.response_id, s.link_id, s.survey_type, s.status, s.signature_status, s.created_at, s.submitted_at, s.last_active_at, s.activity_at,
      ((extract(epoch from s.activity_at) * 1000000)::bigint)::text as activity_us,
      s.first_name, s.last_name, s.email, s.phone, s.zip, s.archived,
      r.current_question, r.integration, r.no_providers, r.locale,
      l.url as link_url, l.first_name as link_first_name, l.last_name as link_last_name, l.agency_name as link_agency_name,
      exists (select 1 from submission_reads sr where sr.user_id = ${scope.userId} and sr.response_id = s.response_id) as read
    from (${keys}) k
    join submissions s on s.response_id = k.response_id
    join survey_responses r on r.id = s.response_id
    join links l on l.id = s.link_id
    order by ${order}`;
}

/**
 * A page and the capped total at once, for a name or pharmacy search. Up to `cap` + 1 matches are found through
 * the trigram index (alone: the planner must not intersect it with the list's indexes, which hold most of the
 * organisation). That many or fewer are all there are: they are ordered for the page. More, and the name is a
 * common one: the page reads the list's index in order, checking `search_text` on its entries (index-only; a
 * pharmacy name on the row), and stops after a page of matches — a few thousand entries where a common name is at
 * least one row in a thousand.
 */
export async function listAndCountMatches(
  db: Db,
  scope: SubmissionScope,
  filters: TSubmissionFilters,
  options: ListOptions,
  cap = SUBMISSIONS_COUNT_CAP,
): Promise<{ rows: SubmissionRow[]; total: number; exact: boolean }> {
  if (scope.linkIds && scope.linkIds.length === 0) return { rows: [], total: 0, exact: true };
  const where = conditions(scope, filters, { folder: true });
  const onRow = conditions(scope, filters, { folder: true, searchOnRow: true });
  const cursor = afterCursor(options.cursor, options.newestFirst, "m");
  const walkCursor = afterCursor(options.cursor, options.newestFirst);
  const search = searchConditions(filters);
  const found = await db.execute(sql`
    with matched as materialized (
      select s.response_id, s.activity_at
      from (select s.* from submissions s where s.org_id = ${scope.orgId} and ${search.length ? and(...search) : sql`true`} offset 0) s
      where ${and(...where)}
      limit ${cap + 1}
    ), counted as (select count(*)::int as n from matched)
    select counted.n,
      case when counted.n <= ${cap} then
        (select json_agg(p.response_id) from (
          select m.response_id from matched m ${cursor ? sql`where ${cursor}` : sql``}
          order by ${orderBy(options.newestFirst, "m")} limit ${options.limit} offset ${options.offset}) p)
      else
        (select json_agg(p.response_id) from (
          select s.response_id from submissions s where ${and(...onRow, ...(walkCursor ? [walkCursor] : []))}
          order by ${orderBy(options.newestFirst)} limit ${options.limit} offset ${options.offset}) p)
      end as ids
    from counted`);
  const { n, ids } = found.rows[0] as { n: number; ids: string[] | null };
  const page = ids ?? [];
  const keys = sql`select unnest(${uuidArray(page)}) as response_id`;
  const rows = page.length ? (await db.execute(selectRows(scope, keys, orderBy(options.newestFirst)))).rows.map(normaliseRow) : [];
  return { rows, total: Math.min(n, cap), exact: n <= cap };
}

/**
 * Matching submissions counted up to `cap`; `exact` is false when there are more. Without a selective filter the
 * count walks the list's covering index in order (index-only, at most cap + 1 entries; per link for agents);
 * with one, the planner counts the filter's matches.
 */
export async function countSubmissions(
  db: Db,
  scope: SubmissionScope,
  filters: TSubmissionFilters,
  cap = SUBMISSIONS_COUNT_CAP,
): Promise<{ total: number; exact: boolean }> {
  if (scope.linkIds && scope.linkIds.length === 0) return { total: 0, exact: true };
  const where = conditions(scope, filters, { folder: true });
  const selective = hasSelectiveFilter(filters);
  const order = selective ? sql`` : sql`order by ${orderBy(true)}`;
  const matched = usesPerLinkScan(scope, filters)
    ? sql`select 1 from unnest(${uuidArray(scope.linkIds!)}) as visible(link_id)
          cross join lateral (select 1 from submissions s where s.link_id = visible.link_id and ${and(...where)} ${order} limit ${cap + 1}) s
          limit ${cap + 1}`
    : sql`select 1 from submissions s where ${and(...where)} ${order} limit ${cap + 1}`;
  const result = await db.execute(sql`select count(*)::int as n from (${matched}) matched`);
  const n = (result.rows[0] as { n: number }).n;
  return n > cap ? { total: cap, exact: false } : { total: n, exact: true };
}

/** One submission the scope may see (either folder), or undefined. */
export async function findSubmission(db: Db, scope: SubmissionScope, responseId: string): Promise<SubmissionRow | undefined> {
  if (scope.linkIds && scope.linkIds.length === 0) return undefined;
  const where = [sql`s.response_id = ${responseId}`, ...conditions(scope, { folder: "inbox", newestDataFirst: true }, { folder: false })];
  const result = await db.execute(selectRows(scope, sql`select s.response_id from submissions s where ${and(...where)}`, orderBy(true)));
  const row = result.rows[0];
  return row ? normaliseRow(row) : undefined;
}

/** How many of `ids` (distinct) the scope may see. */
export async function countVisible(db: Db | Tx, scope: SubmissionScope, ids: readonly string[]): Promise<number> {
  if (scope.linkIds && scope.linkIds.length === 0) return 0;
  const where = [
    sql`s.response_id = any(${uuidArray(ids)})`,
    ...conditions(scope, { folder: "inbox", newestDataFirst: true }, { folder: false }),
  ];
  const result = await db.execute(sql`select count(*)::int as n from submissions s where ${and(...where)}`);
  return (result.rows[0] as { n: number }).n;
}

/**
 * Archives or unarchives `ids` for the organisation, all or none: when one of them is not visible to the scope,
 * nothing changes and null is returned. Otherwise how many changed folder.
 */
export async function setArchived(db: Db, scope: SubmissionScope, ids: readonly string[], archived: boolean): Promise<number | null> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await countVisible(tx, scope, unique)) !== unique.length) return null;
    const result = await tx.execute(sql`
      update submissions s
      set archived = ${archived}, archived_at = ${archived ? sql`now()` : sql`null`}, archived_by = ${archived ? scope.userId : null}
      where s.org_id = ${scope.orgId} and s.response_id = any(${uuidArray(unique)}) and s.archived <> ${archived}`);
    return result.rowCount ?? 0;
  });
}

/** Marks `ids` read or unread for the scope's user, all or none (null when one is not visible). */
export async function setRead(db: Db, scope: SubmissionScope, ids: readonly string[], read: boolean): Promise<number | null> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await countVisible(tx, scope, unique)) !== unique.length) return null;
    const result = read
      ? await tx.execute(sql`
          insert into submission_reads (user_id, response_id)
          select ${scope.userId}, id from unnest(${uuidArray(unique)}) as ids(id)
          on conflict do nothing`)
      : await tx.execute(sql`delete from submission_reads where user_id = ${scope.userId} and response_id = any(${uuidArray(unique)})`);
    return result.rowCount ?? 0;
  });
}

/** Completed submissions in the inbox the scope's user has not read, counted up to `cap` (newest first). */
export async function countUnreadSubmissions(db: Db, scope: SubmissionScope, cap: number): Promise<number> {
  if (scope.linkIds && scope.linkIds.length === 0) return 0;
  const where = conditions(scope, { folder: "inbox", newestDataFirst: true, status: "completed" }, { folder: true });
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from submissions s
      where ${and(...where)}
        and not exists (select 1 from submission_reads sr where sr.user_id = ${scope.userId} and sr.response_id = s.response_id)
      -- Newest first: what is unread is mostly recent, so the walk stops early.
      order by ${orderBy(true)}
      limit ${cap}) unread`);
  return (result.rows[0] as { n: number }).n;
}

/**
 * Counts by survey type, link and status of everything the scope may see (both folders), with each link's names:
 * from the per-link counters the triggers keep (`submission_counts`, migration 0014), a few rows per link.
 */
export async function countByGroup(db: Db, scope: SubmissionScope): Promise<GroupCount[]> {
  if (scope.linkIds && scope.linkIds.length === 0) return [];
  const visible = scope.linkIds ? sql`and c.link_id = any(${uuidArray(scope.linkIds)})` : sql``;
  const result = await db.execute(sql`
    select g.survey_type, g.completed, g.n::int as n, l.id as link_id, l.url, l.first_name, l.last_name, l.agency_name
    from (
      select c.link_id, c.survey_type, c.status = 'submitted' as completed, sum(c.n) as n
      from submission_counts c where c.org_id = ${scope.orgId} ${visible}
      group by 1, 2, 3
      having sum(c.n) > 0
    ) g join links l on l.id = g.link_id`);
  return result.rows.map((row) => ({
    survey_type: row.survey_type as GroupCount["survey_type"],
    completed: row.completed === true,
    n: Number(row.n),
    link: {
      id: String(row.link_id),
      url: String(row.url),
      first_name: (row.first_name as string | null) ?? null,
      last_name: (row.last_name as string | null) ?? null,
      agency_name: (row.agency_name as string | null) ?? null,
    },
  }));
}

/**
 * Today's date in `timeZone`, and whether each day there from `days` (at least a month) before it to tomorrow starts
 * on a whole hour (UTC) — true of most zones, not of India, Newfoundland or Nepal.
 */
async function todayIn(db: Db, timeZone: string, days: number): Promise<{ today: string; onTheHour: boolean }> {
  const result = await db.execute(sql`
    select to_char(t.today, 'YYYY-MM-DD') as today,
      (select bool_and(extract(epoch from d at time zone ${timeZone}) % 3600 = 0)
       from generate_series((t.today - ${Math.max(days, 31)}::int)::timestamp, (t.today + 1)::timestamp, interval '1 day') d) as on_the_hour
    from (select (now() at time zone ${timeZone})::date as today) t`);
  const row = result.rows[0] as { today: string; on_the_hour: boolean };
  return { today: row.today, onTheHour: row.on_the_hour };
}

/** The hourly counters (`period_start`, `status`, `n`) of what the scope may see: its organisation's or its links'. */
function hourlyCounters(scope: SubmissionScope): SQL {
  return scope.linkIds
    ? sql`select c.period_start, c.status, c.n from submission_activity_counts c
          where c.org_id = ${scope.orgId} and c.link_id = any(${uuidArray(scope.linkIds)})`
    : sql`select c.period_start, c.status, c.n from submission_org_activity_counts c where c.org_id = ${scope.orgId}`;
}

/**
 * For the days (`days`: `day`, `starts`, `hour`) that start within an hour: that hour's rows from the day's start on
 * (day, status, n), counted from the list's index, added to their day and taken from the previous one, on whose
 * date their hour's counter falls.
 */
function rowsMovedToTheirDay(scope: SubmissionScope): SQL {
  const visible = scope.linkIds ? sql`and s.link_id = any(${uuidArray(scope.linkIds)})` : sql``;
  return sql`
    select m.day + shift.days, m.status, shift.sign * m.n
    from (
      select d.day, s.status, count(*) as n
      from days d
      cross join lateral (
        select s.status from submissions s
        where s.org_id = ${scope.orgId} ${visible} and s.activity_at >= d.starts and s.activity_at < d.hour + interval '1 hour') s
      where d.starts > d.hour
      group by 1, 2
    ) m
    cross join (values (0, 1), (-1, -1)) as shift(days, sign)`;
}

/**
 * Counts per day (in `timeZone`) and status since the start of `sinceDay`, and today's date there: the dashboard's
 * recent figures. `timeZone` is an IANA name, checked by the contract. Read from the hourly counters the triggers
 * keep (migration 0014), each hour on the day it starts in; in a zone whose days start off the whole hour, the rows
 * that hour's counter puts on the wrong day are counted and moved, so every zone's days are exact.
 */
export async function countByDay(
  db: Db,
  scope: SubmissionScope,
  timeZone: string,
  days: number,
): Promise<{ today: string; daily: DayCount[] }> {
  const { today, onTheHour } = await todayIn(db, timeZone, days);
  if (scope.linkIds && scope.linkIds.length === 0) return { today, daily: [] };
  const since = firstDayNeeded(today, days);
  const result = await db.execute(sql`
    with days as (
      -- Local midnights as timestamps: the session's time zone plays no part.
      select d::date as day, d at time zone ${timeZone} as starts, submissions_period(d at time zone ${timeZone}) as hour
      from generate_series(${since}::date::timestamp, (${today}::date + 1)::timestamp, interval '1 day') d
    )
    select to_char(counted.day, 'YYYY-MM-DD') as day, counted.status = 'submitted' as completed, sum(counted.n)::int as n
    from (
      select (h.period_start at time zone ${timeZone})::date as day, h.status, h.n
      from (${hourlyCounters(scope)}) h
      where h.period_start >= (select hour from days where day = ${since}::date)
      ${onTheHour ? sql`` : sql`union all ${rowsMovedToTheirDay(scope)}`}
    ) counted
    where counted.day >= ${since}::date
    group by 1, 2
    having sum(counted.n) <> 0`);
  return {
    today,
    daily: result.rows.map((row) => ({ day: String(row.day), completed: row.completed === true, n: Number(row.n) })),
  };
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

function normaliseRow(raw: Record<string, unknown>): SubmissionRow {
  const row = raw as unknown as SubmissionRow;
  return {
    ...row,
    created_at: asDate(row.created_at),
    submitted_at: row.submitted_at === null ? null : asDate(row.submitted_at),
    last_active_at: asDate(row.last_active_at),
    activity_at: asDate(row.activity_at),
  };
}

/** What the CSV export adds to a list row: the answers, the list items an agent works from, the signatures. */
export type CsvDetailsRow = {
  response_id: string;
  locale: string;
  integration: string | null;
  data: Record<string, unknown>;
  prescriptions: Record<string, unknown>[];
  pharmacies: Record<string, unknown>[];
  doctors: Record<string, unknown>[];
  hospitals: Record<string, unknown>[];
  consents: { kind: "soa" | "aca_consent"; signed_at: string }[];
};

const liveItems = (table: string) =>
  sql.raw(`(select coalesce(json_agg(i.data order by i.created_at, i.id), '[]'::json) from ${table} i
    where i.survey_content_id = c.id and i.deleted_at is null)`);

/** The CSV details of a batch of list rows (ids the caller's scope already found), one query. */
export async function listCsvDetails(db: Db, orgId: string, responseIds: readonly string[]): Promise<Map<string, CsvDetailsRow>> {
  if (responseIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select r.id as response_id, r.locale, r.integration, c.data,
      ${liveItems("prescription_responses")} as prescriptions,
      ${liveItems("pharmacy_responses")} as pharmacies,
      ${liveItems("specialist_responses")} as doctors,
      ${liveItems("hospital_responses")} as hospitals,
      (select coalesce(json_agg(json_build_object('kind', k.kind, 'signed_at', k.signed_at) order by k.signed_at), '[]'::json)
        from consent_records k where k.response_id = r.id) as consents
    from survey_responses r
    join survey_contents c on c.response_id = r.id
    where r.org_id = ${orgId} and r.id = any(${uuidArray(responseIds)})`);
  return new Map((result.rows as CsvDetailsRow[]).map((row) => [row.response_id, row]));
}

/** One link of the submission center's agency-wide view: its names, owner and counts by status (no client data). */
export type OverviewRow = {
  id: string;
  url: string;
  first_name: string | null;
  last_name: string | null;
  agency_name: string | null;
  status: "pending" | "active" | "cancelled";
  deleted: boolean;
  owner_id: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string | null;
  completed: number;
  in_progress: number;
  readable: boolean;
};

/**
 * The organisation's links with their submission counts by status (both folders; the per-link counters of
 * migration 0014) and whether `readerId` reads their answers; `onlyReadable` leaves the others out (agents).
 */
export async function listLinkOverview(db: Db, orgId: string, readerId: string, onlyReadable: boolean): Promise<OverviewRow[]> {
  const result = await db.execute(sql`
    select o.* from (
      select l.id, l.url, l.first_name, l.last_name, l.agency_name, l.status, l.deleted_at is not null as deleted,
        u.id as owner_id, u.first_name as owner_first_name, u.last_name as owner_last_name, u.email as owner_email,
        coalesce((select sum(c.n) from submission_counts c where c.org_id = l.org_id and c.link_id = l.id and c.status = 'submitted'), 0)::int as completed,
        coalesce((select sum(c.n) from submission_counts c where c.org_id = l.org_id and c.link_id = l.id and c.status = 'in_progress'), 0)::int as in_progress,
        (l.owner_id = ${readerId} or exists (select 1 from link_stakeholders ls where ls.link_id = l.id and ls.user_id = ${readerId})) as readable
      from links l
      left join users u on u.id = l.owner_id and u.org_id = l.org_id
      where l.org_id = ${orgId}
    ) o
    where (not o.deleted or o.completed + o.in_progress > 0) ${onlyReadable ? sql`and o.readable` : sql``}
    order by o.completed + o.in_progress desc, o.url
    limit 1000`);
  return result.rows as OverviewRow[];
}
