import type { TBookClient } from "@planready/contracts/book";
import { bookClientStatuses, bookPlanTypes } from "@planready/contracts/book-rules";
import { Suspense, useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { fieldControlClass, fieldLabelClass } from "../../../components/ui/field-styles";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/react";
import { formatDate } from "../../../lib/format";
import { preloadableLazy } from "../../../lib/preloadable-lazy";
import { problemMessage } from "../../../lib/problem-message";
import { useBookClients } from "../api/book";
import { formatCalendarDate, formatUsPhone } from "../lib/book-format";
import { bookQueryFromParams } from "../lib/book-query";
import { ImportStatus } from "./import-status";
import { RemoveClientDialog } from "./remove-client-dialog";

// The import (CSV parsing, mapping, preview) loads only when the agent opens it: the book's first load stays small.
const ImportPanel = preloadableLazy(() => import("./import-panel"));

const FILTER_KEYS = ["status", "plan_type", "zip", "birth_month", "q"] as const;

/**
 * The book of business: the agent's own clients (only the agent who imported them sees them), the import, the
 * filters (survey status, plan type, ZIP, birthday month, name) and each client's status with the latest send.
 */
export function BookOfBusiness() {
  const { t, i18n } = useTranslation("book");
  const [params, setParams] = useSearchParams();
  const query = bookQueryFromParams(params);
  const clients = useBookClients(query);
  const [importing, setImporting] = useState(false);

  const setFilters = (next: Record<string, string>) => {
    const updated = new URLSearchParams(params);
    for (const key of FILTER_KEYS) updated.delete(key);
    updated.delete("page");
    for (const [key, value] of Object.entries(next)) if (value) updated.set(key, value);
    setParams(updated, { replace: true, preventScrollReset: true });
  };
  const setPage = (page: number) => {
    const updated = new URLSearchParams(params);
    if (page > 1) updated.set("page", String(page));
    else updated.delete("page");
    setParams(updated, { preventScrollReset: true });
  };
  const filtered = FILTER_KEYS.some((key) => params.get(key));

  return (
    <section className="flex flex-col gap-6" aria-labelledby="book-title" data-testid="book-of-business">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="book-title" className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            {t("title")}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t("intro")}</p>
        </div>
        {!importing ? (
          <NativeButton onPress={() => setImporting(true)} onPointerEnter={() => void ImportPanel.preload()}>
            {t("importButton")}
          </NativeButton>
        ) : null}
      </header>

      {importing ? (
        <Suspense fallback={<Spinner label={t("import.reading")} className="py-6" />}>
          <ImportPanel.Component onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}

      <ImportStatus />

      <BookFilters key={params.toString()} params={params} onApply={setFilters} onClear={() => setFilters({})} />

      {clients.isPending ? (
        <Spinner label={t("loading")} className="py-10" />
      ) : clients.isError ? (
        <Alert tone="error">
          <p>{problemMessage(clients.error, t, "loadFailed")}</p>
          <NativeButton variant="secondary" className="mt-3" onPress={() => void clients.refetch()}>
            {t("retry")}
          </NativeButton>
        </Alert>
      ) : clients.data.total === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {filtered ? t("noMatch") : t("empty")}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200" aria-live="polite">
            {t("count", {
              count: clients.data.total,
              total: clients.data.total.toLocaleString(i18n.language === "es" ? "es-US" : "en-US"),
            })}
          </p>
          <ClientList clients={clients.data.items} />
          <Paging page={clients.data.page} pages={Math.max(1, Math.ceil(clients.data.total / clients.data.page_size))} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function BookFilters({
  params,
  onApply,
  onClear,
}: {
  params: URLSearchParams;
  onApply: (f: Record<string, string>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("book");
  const months = t("months", { returnObjects: true }) as unknown as string[];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(
      Object.fromEntries(
        FILTER_KEYS.map((key) => {
          const value = data.get(key);
          return [key, typeof value === "string" ? value.trim() : ""];
        }),
      ),
    );
  };
  const select = `${fieldControlClass} w-full`;
  const idBase = useId();
  return (
    <form
      onSubmit={submit}
      aria-label={t("filters.title")}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-700"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idBase}-status`} className={fieldLabelClass}>
          {t("filters.status")}
        </label>
        <select id={`${idBase}-status`} name="status" defaultValue={params.get("status") ?? ""} className={select}>
          <option value="">{t("filters.anyStatus")}</option>
          {bookClientStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idBase}-plan_type`} className={fieldLabelClass}>
          {t("filters.plan")}
        </label>
        <select id={`${idBase}-plan_type`} name="plan_type" defaultValue={params.get("plan_type") ?? ""} className={select}>
          <option value="">{t("filters.anyPlan")}</option>
          {bookPlanTypes.map((p) => (
            <option key={p} value={p}>
              {t(`plans.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idBase}-zip`} className={fieldLabelClass}>
          {t("filters.zip")}
        </label>
        <input
          id={`${idBase}-zip`}
          name="zip"
          inputMode="numeric"
          pattern="\d{5}"
          maxLength={5}
          defaultValue={params.get("zip") ?? ""}
          className={select}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idBase}-birth_month`} className={fieldLabelClass}>
          {t("filters.month")}
        </label>
        <select id={`${idBase}-birth_month`} name="birth_month" defaultValue={params.get("birth_month") ?? ""} className={select}>
          <option value="">{t("filters.anyMonth")}</option>
          {months.map((m, i) => (
            <option key={m} value={String(i + 1)}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idBase}-q`} className={fieldLabelClass}>
          {t("filters.search")}
        </label>
        <input
          id={`${idBase}-q`}
          name="q"
          type="search"
          maxLength={100}
          defaultValue={params.get("q") ?? ""}
          className={select}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
        <NativeButton type="submit">{t("filters.apply")}</NativeButton>
        <NativeButton variant="secondary" onPress={onClear}>
          {t("filters.clear")}
        </NativeButton>
      </div>
    </form>
  );
}

const statusTone = {
  never_sent: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  sent_not_started: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  started: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100",
  completed: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
} as const;

function ClientStatus({ client }: { client: TBookClient }) {
  const { t, i18n } = useTranslation("book");
  const when =
    client.status === "completed"
      ? t("table.submittedOn", { date: formatDate(client.submitted_at, i18n.language) })
      : client.status === "started"
        ? t("table.openedOn", { date: formatDate(client.opened_at, i18n.language) })
        : client.status === "sent_not_started"
          ? t("table.sentOn", { date: formatDate(client.last_sent_at, i18n.language) })
          : null;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`rounded-full px-2 py-0.5 text-sm font-medium whitespace-nowrap ${statusTone[client.status]}`}>
        {t(`statuses.${client.status}`)}
      </span>
      {when ? <span className="text-sm text-slate-600 dark:text-slate-300">{when}</span> : null}
      {client.response_id ? (
        <Link
          to={`/submissions/${encodeURIComponent(client.response_id)}`}
          className="text-sm text-brand-700 underline dark:text-brand-300"
        >
          {t("table.viewSubmission")}
        </Link>
      ) : null}
    </div>
  );
}

function Consent({ client }: { client: TBookClient }) {
  const { t, i18n } = useTranslation("book");
  if (client.consent_channels.length === 0)
    return <span className="text-sm text-slate-600 dark:text-slate-300">{t("table.notSendable")}</span>;
  return (
    <div className="flex flex-col text-sm">
      <span className="font-medium">{client.consent_channels.map((c) => t(`channels.${c}`)).join(", ")}</span>
      {client.consent_source ? (
        <span className="text-slate-600 dark:text-slate-300">
          {t("table.consentFrom", {
            source: t(`sources.${client.consent_source}`),
            date: formatCalendarDate(client.consent_date, i18n.language),
          })}
        </span>
      ) : null}
    </div>
  );
}

function ClientList({ clients }: { clients: TBookClient[] }) {
  const { t, i18n } = useTranslation("book");
  const [removing, setRemoving] = useState<TBookClient | null>(null);
  const dash = t("table.none");
  const name = (c: TBookClient) => `${c.first_name} ${c.last_name}`.trim();
  const removeButton = (c: TBookClient) => (
    <NativeButton variant="secondary" aria-label={t("remove.button", { name: name(c) })} onPress={() => setRemoving(c)}>
      {t("remove.label")}
    </NativeButton>
  );
  return (
    <>
      <RemoveClientDialog client={removing} onClose={() => setRemoving(null)} />
      {/* Phones: one card per client. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t("table.caption")}>
        {clients.map((c) => (
          <li key={c.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <p className="font-semibold text-slate-900 dark:text-white">{name(c)}</p>
            <p className="text-sm break-all text-slate-700 dark:text-slate-200">
              {[c.email, formatUsPhone(c.phone)].filter(Boolean).join(" · ")}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {[c.plan_type ? t(`plans.${c.plan_type}`) : null, c.zip, formatCalendarDate(c.birth_date, i18n.language)]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <div className="mt-2">
              <Consent client={c} />
            </div>
            <div className="mt-2">
              <ClientStatus client={c} />
            </div>
            <div className="mt-3">{removeButton(c)}</div>
          </li>
        ))}
      </ul>
      {/* Wider screens: a table. */}
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block dark:border-slate-700">
        <table className="w-full text-left text-sm" data-testid="book-table">
          <caption className="sr-only">{t("table.caption")}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              {(["name", "contact", "zip", "birthDate", "plan", "consent", "status"] as const).map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {t(`table.${h}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">{t("table.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {clients.map((c) => (
              <tr key={c.id} className="align-top">
                <th scope="row" className="px-3 py-3 font-semibold text-slate-900 dark:text-white">
                  {name(c)}
                </th>
                <td className="px-3 py-3 whitespace-nowrap">
                  {c.email ?? dash}
                  {c.phone ? <span className="block break-normal whitespace-nowrap">{formatUsPhone(c.phone)}</span> : null}
                </td>
                <td className="px-3 py-3 tabular-nums">{c.zip ?? dash}</td>
                <td className="px-3 py-3 whitespace-nowrap">{c.birth_date ? formatCalendarDate(c.birth_date, i18n.language) : dash}</td>
                <td className="px-3 py-3">{c.plan_type ? t(`plans.${c.plan_type}`) : dash}</td>
                <td className="px-3 py-3">
                  <Consent client={c} />
                </td>
                <td className="px-3 py-3">
                  <ClientStatus client={c} />
                </td>
                <td className="px-3 py-3">{removeButton(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Paging({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation("book");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("paging.label")} className="flex flex-wrap items-center gap-3">
      <NativeButton variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t("paging.previous")}
      </NativeButton>
      <span className="text-sm text-slate-700 tabular-nums dark:text-slate-200">{t("paging.page", { page, pages })}</span>
      <NativeButton variant="secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {t("paging.next")}
      </NativeButton>
    </nav>
  );
}
