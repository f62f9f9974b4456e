import { seesAgencyCounts } from "@planready/contracts/submissions";
import type { TProfile } from "@planready/contracts/users";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { buttonClasses } from "../../../components/ui/button-classes";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { problemMessage } from "../../../lib/problem-message";
import { orgLinksQueryOptions } from "../api/get-filter-links";
import { archivedCountQueryOptions, submissionsCsvHref, submissionsQueryOptions } from "../api/get-submissions";
import { useArchiveSubmissions, useMarkSubmissionsRead } from "../api/update-submissions";
import {
  activeFilterCount,
  clearedFilters,
  dateRangeReversed,
  filtersToSearch,
  parseFilters,
  type TSubmissionFilters,
} from "../lib/submission-filters";
import { AgencyOverview } from "./agency-overview";
import { BulkActions } from "./bulk-actions";
import { SubmissionFiltersForm } from "./submission-filters-form";
import { SubmissionsEmpty } from "./submissions-empty";
import { SubmissionsTable } from "./submissions-table";

/** The submission center: the inbox, or the archive with ?archive=true; every filter in the address. */
export function SubmissionsPage({ user }: { user: TProfile }) {
  const { t } = useTranslation("submissions");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(params), [params]);
  const orgId = user.org?.id ?? "";
  // "From" after "To" is shown at the field; nothing is asked for until it is fixed.
  const reversed = dateRangeReversed(filters);
  const list = useInfiniteQuery({ ...submissionsQueryOptions(orgId, filters), enabled: !!orgId && !reversed });
  const links = useQuery({ ...orgLinksQueryOptions(orgId), enabled: !!orgId });
  const archive = useArchiveSubmissions();
  const read = useMarkSubmissionsRead();
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: "", ids: new Set() });
  const [notice, setNotice] = useState<string | null>(null);

  // A new filter or folder starts with nothing chosen.
  const filterKey = params.toString();
  const selected = selection.key === filterKey ? selection.ids : new Set<string>();
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ key: filterKey, ids });

  const apply = (next: TSubmissionFilters) => {
    setNotice(null);
    const search = filtersToSearch(next).toString();
    void navigate(search ? `${paths.submissions}?${search}` : paths.submissions);
  };
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const first = list.data?.pages[0];
  const narrowed = activeFilterCount(filters) > 0;
  // An empty inbox means "new here" only when the archive is empty too.
  const emptyInbox = list.isSuccess && items.length === 0 && !narrowed && !filters.archive;
  const archivedCount = useQuery({ ...archivedCountQueryOptions(orgId), enabled: emptyInbox && !!orgId });
  const emptyKind = narrowed ? "filtered" : filters.archive ? "archive" : archivedCount.data ? "inbox" : "new";

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = () => setSelected(items.every((item) => selected.has(item.id)) ? new Set() : new Set(items.map((item) => item.id)));
  const ids = [...selected];
  const onArchive = (archived: boolean) =>
    archive.mutate(
      { orgId, ids, archived },
      {
        onSuccess: () => {
          setSelected(new Set());
          setNotice(t(archived ? "bulk.archived" : "bulk.unarchived", { count: ids.length }));
        },
      },
    );
  const onRead = (value: boolean) =>
    read.mutate(
      { orgId, ids, read: value },
      { onSuccess: () => setNotice(t(value ? "bulk.markedRead" : "bulk.markedUnread", { count: ids.length })) },
    );
  const bulkError = archive.error ?? read.error;

  return (
    <div className="flex flex-col gap-6" data-testid="submissions-page">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {filters.archive ? t("list.archiveTitle") : t("list.title")}
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {filters.archive ? t("list.archiveIntro") : t("list.intro")}
          </p>
        </div>
        <nav aria-label={t("list.folders")} className="flex shrink-0 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          <FolderLink href={paths.submissions} current={!filters.archive} label={t("list.inbox")} />
          <FolderLink href={paths.archive} current={filters.archive} label={t("list.archive")} />
        </nav>
      </header>

      {/* Admins manage every link but read only their own links' clients: the rest of the agency in numbers. */}
      {orgId && seesAgencyCounts(user.user_type) && !filters.archive ? <AgencyOverview orgId={orgId} /> : null}

      <SubmissionFiltersForm
        filters={filters}
        links={links.data?.links ?? []}
        onApply={apply}
        onClear={() => apply(clearedFilters(filters))}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-slate-700 dark:text-slate-300" data-testid="submissions-count">
          {first ? (first.total_exact ? t("list.count", { count: first.total }) : t("list.countMore", { count: first.total })) : ""}
        </p>
        {orgId && items.length > 0 ? (
          <a href={submissionsCsvHref(orgId, filters)} download className={buttonClasses("ghost")} data-testid="csv-export">
            <Download aria-hidden className="size-4" />
            {t("list.csv")}
          </a>
        ) : null}
      </div>

      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {bulkError ? <Alert tone="error">{problemMessage(bulkError, t, "bulk.failed")}</Alert> : null}

      <BulkActions
        count={selected.size}
        archive={filters.archive}
        isPending={archive.isPending || read.isPending}
        onArchive={onArchive}
        onRead={onRead}
        onClear={() => setSelected(new Set())}
      />

      {reversed ? (
        <Alert tone="error">{t("filters.endBeforeStart")}</Alert>
      ) : list.isPending && orgId ? (
        <Spinner label={t("list.loading")} />
      ) : list.isError ? (
        <Alert tone="error">{problemMessage(list.error, t, "list.loadFailed")}</Alert>
      ) : items.length === 0 ? (
        <SubmissionsEmpty kind={emptyKind} onClear={() => apply(clearedFilters(filters))} />
      ) : (
        <SubmissionsTable items={items} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
      )}

      {list.hasNextPage ? (
        <Button variant="secondary" className="self-center" onPress={() => void list.fetchNextPage()} isLoading={list.isFetchingNextPage}>
          {t("list.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}

function FolderLink({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-lg px-4 font-medium ${
        current
          ? "bg-white text-brand-800 shadow-sm dark:bg-slate-900 dark:text-brand-200"
          : "text-slate-700 hover:text-slate-900 dark:text-slate-300"
      }`}
    >
      {label}
    </Link>
  );
}
