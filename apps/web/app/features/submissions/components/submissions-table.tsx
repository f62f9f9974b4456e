import type { TSubmissionListItem } from "@planready/contracts/submissions";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { clientName } from "../lib/client-name";
import { Checkbox } from "../../../components/ui/form-field";
import { PdfButton } from "./pdf-button";
import { SubmissionStatus, SubmissionTime } from "./submission-status";

type Props = {
  items: readonly TSubmissionListItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
};

const listColumns = ["client", "surveyType", "link", "status", "time"] as const;

/** The name, a link to the submission; unread ones are bold with a dot and say so to screen readers. */
function ClientCell({ item }: { item: TSubmissionListItem }) {
  const { t } = useTranslation("submissions");
  const name = clientName(item);
  return (
    <span className="flex items-start gap-2">
      <span
        aria-hidden
        className={`mt-2 size-2.5 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-brand-600 dark:bg-brand-300"}`}
      />
      <span className="min-w-0">
        <Link
          to={paths.submission(item.id)}
          className={`inline-block break-words text-brand-800 underline-offset-4 hover:underline dark:text-brand-200 ${item.read ? "font-medium" : "font-bold"}`}
          data-testid="submission-link"
        >
          {item.read ? null : <span className="sr-only">{t("list.unread")}: </span>}
          {name ?? t("list.noName")}
        </Link>
        {item.email || item.phone ? (
          <span className="flex flex-col text-sm text-slate-600 dark:text-slate-400">
            {item.email ? <span className="break-all">{item.email}</span> : null}
            {item.phone ? <span className="whitespace-nowrap">{item.phone}</span> : null}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/**
 * The submissions as a table on wide screens and as cards on phones (the same rows, each with a checkbox for the
 * bulk actions and its PDF).
 */
export function SubmissionsTable({ items, selected, onToggle, onToggleAll }: Props) {
  const { t } = useTranslation("submissions");
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block dark:border-slate-700 dark:bg-slate-900">
        <table className="w-full text-left" data-testid="submissions-table">
          <caption className="sr-only">{t("list.caption")}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <th scope="col" className="w-12 px-4 py-3">
                <Checkbox checked={allSelected} onChange={onToggleAll} aria-label={t("list.selectAll")} />
              </th>
              {listColumns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold">
                  {t(`list.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-3 font-semibold">
                <span className="sr-only">{t("list.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={item.id}
                className={`border-b border-slate-100 align-top last:border-0 dark:border-slate-800 ${item.read ? "" : "bg-brand-50/60 dark:bg-brand-950/40"}`}
                data-testid="submission-row"
                data-unread={!item.read}
              >
                <td className="px-4 py-3">
                  <Checkbox
                    checked={selected.has(item.id)}
                    onChange={() => onToggle(item.id)}
                    aria-label={t("list.select", { name: clientName(item) ?? t("list.noName") })}
                  />
                </td>
                <td className="px-3 py-3">
                  <ClientCell item={item} />
                </td>
                <td className="px-3 py-3 text-slate-800 dark:text-slate-200">{t(`surveyTypes.${item.survey_type}`)}</td>
                <td className="px-3 py-3 font-mono text-sm break-words text-slate-800 dark:text-slate-200">/{item.link.url}</td>
                <td className="px-3 py-3">
                  <SubmissionStatus item={item} />
                </td>
                <td className="px-3 py-3">
                  <SubmissionTime item={item} />
                </td>
                <td className="px-3 py-2">
                  <PdfButton id={item.id} name={clientName(item) ?? t("list.noName")} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label={t("list.caption")}>
        {items.map((item) => (
          <li
            key={item.id}
            className={`flex gap-3 rounded-2xl border p-4 ${item.read ? "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900" : "border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-brand-950/60"}`}
            data-testid="submission-card"
          >
            <Checkbox
              className="mt-1"
              checked={selected.has(item.id)}
              onChange={() => onToggle(item.id)}
              aria-label={t("list.select", { name: clientName(item) ?? t("list.noName") })}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <ClientCell item={item} />
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t(`surveyTypes.${item.survey_type}`)} · <span className="font-mono break-all">/{item.link.url}</span>
              </p>
              <SubmissionStatus item={item} />
              <SubmissionTime item={item} />
              <PdfButton id={item.id} name={clientName(item) ?? t("list.noName")} compact />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
