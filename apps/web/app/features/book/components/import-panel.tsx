import {
  BOOK_CHUNK_CHARS,
  BOOK_CHUNKS_MAX,
  BOOK_IMPORT_ROWS_MAX,
  bookFields,
  bookRejectingProblems,
  type TBookField,
  type TBookMapping,
  type TBookRowProblem,
} from "@planready/contracts/book-rules";
import { chunkText, mappingColumns, parseCsv, suggestMapping, validateBookRow } from "@planready/contracts/book-import";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState, type ChangeEvent } from "react";
import { Alert } from "../../../components/ui/alert";
import { fieldControlClass, fieldHintClass, fieldLabelClass } from "../../../components/ui/field-styles";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/react";
import { problemMessage } from "../../../lib/problem-message";
import { bookKeys, putBookImportChunk, startBookImport, useBookMapping } from "../api/book";
import { formatCalendarDate, formatUsPhone } from "../lib/book-format";
import { ProgressBar } from "./progress-bar";

/** Rows the page checks before the import (the job checks every row again, with the same rules). */
const PREVIEW_CHECK_ROWS = 20_000;
const PREVIEW_ROWS = 8;
const LISTED_PROBLEM_ROWS = 50;

type TFile = { name: string; text: string; records: string[][] };

/**
 * Importing a file: choose it, match its columns (the last import's mapping and the usual header words first), see
 * what each row will become and why some will not, then upload it in chunks; the import itself runs in the
 * background (ImportStatus shows its progress). docs/decisions/036-book-of-business-import.md.
 */
export default function ImportPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation("book");
  const locale = i18n.language === "es" ? "es-US" : "en-US";
  const remembered = useBookMapping();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<TFile | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<TBookMapping>({});
  const [upload, setUpload] = useState<{ sent: number; total: number } | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [today] = useState(() => new Date());
  const idBase = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setReadError(null);
    setFile(null);
    if (!chosen) return;
    setReading(true);
    try {
      const text = await chosen.text();
      const records = parseCsv(text);
      if (records.length < 2) {
        setReadError(t("import.emptyFile"));
        return;
      }
      if (records.length - 1 > BOOK_IMPORT_ROWS_MAX || text.length > BOOK_CHUNK_CHARS * BOOK_CHUNKS_MAX * 0.95) {
        setReadError(t("import.tooLarge", { rows: BOOK_IMPORT_ROWS_MAX.toLocaleString(locale) }));
        return;
      }
      setFile({ name: chosen.name, text, records });
      setMapping(suggestMapping(records[0]!, remembered.data?.mapping ?? {}));
    } catch {
      setReadError(t("import.readFailed"));
    } finally {
      setReading(false);
    }
  };

  const check = useMemo(() => {
    if (!file) return null;
    const headers = file.records[0]!;
    const columns = mappingColumns(headers, mapping);
    const rows = file.records.length - 1;
    const checked = Math.min(rows, PREVIEW_CHECK_ROWS);
    let ready = 0;
    let notSendable = 0;
    let skipped = 0;
    let problemRows = 0;
    const listed: { row: number; reasons: TBookRowProblem[] }[] = [];
    const preview: { row: number; cells: string[]; rejected: boolean; reasons: string[] }[] = [];
    for (let i = 1; i <= checked; i++) {
      const result = validateBookRow(file.records[i]!, columns, today);
      if (!result.client) skipped++;
      else if (result.client.consent_channels.length === 0) notSendable++;
      else ready++;
      if (result.problems.length) {
        problemRows++;
        if (listed.length < LISTED_PROBLEM_ROWS) listed.push({ row: i, reasons: result.problems.map((p) => p.problem) });
      }
      if (i <= PREVIEW_ROWS) {
        const c = result.client;
        preview.push({
          row: i,
          rejected: !c,
          reasons: result.problems.filter((x) => bookRejectingProblems.includes(x.problem)).map((x) => t(`problems.${x.problem}`)),
          cells: c
            ? [
                `${c.first_name} ${c.last_name}`.trim(),
                c.email ?? "",
                formatUsPhone(c.phone),
                c.zip ?? "",
                formatCalendarDate(c.birth_date, i18n.language),
                c.plan_type ? t(`plans.${c.plan_type}`) : "",
                c.consent_channels.map((x) => t(`channels.${x}`)).join(", "),
              ]
            : [],
        });
      }
    }
    return { rows, checked, ready, notSendable, skipped, problemRows, listed, preview };
  }, [file, mapping, t, today, i18n.language]);

  const start = async () => {
    if (!file) return;
    setUploadError(null);
    const chunks = chunkText(file.text, BOOK_CHUNK_CHARS);
    setUpload({ sent: 0, total: chunks.length });
    try {
      const mapped = Object.fromEntries(Object.entries(mapping).filter(([, header]) => header)) as TBookMapping;
      const { import: started } = await startBookImport({
        file_name: file.name.slice(0, 200),
        mapping: mapped,
        chunk_count: chunks.length,
      });
      for (let seq = 0; seq < chunks.length; seq++) {
        await putBookImportChunk(started.id, seq, chunks[seq]!);
        setUpload({ sent: seq + 1, total: chunks.length });
      }
      await queryClient.invalidateQueries({ queryKey: bookKeys.imports });
      void queryClient.invalidateQueries({ queryKey: bookKeys.mapping });
      onClose();
    } catch (error) {
      setUploadError(error);
      setUpload(null);
    }
  };

  const headers = file?.records[0] ?? [];
  const select = `${fieldControlClass} w-full`;
  return (
    <section
      aria-labelledby="book-import-title"
      className="flex flex-col gap-5 rounded-xl border border-slate-200 p-4 sm:p-6 dark:border-slate-700"
      data-testid="book-import"
    >
      <div>
        <h3 id="book-import-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("import.title")}
        </h3>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("import.intro")}</p>
      </div>
      <label className="flex flex-col gap-1">
        <span className={fieldLabelClass}>{t("import.file")}</span>
        <input
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          onChange={(e) => void choose(e)}
          disabled={upload !== null}
          className="text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800"
        />
      </label>
      {reading ? <Spinner label={t("import.reading")} /> : null}
      {readError ? <Alert tone="error">{readError}</Alert> : null}

      {file && check ? (
        <>
          <fieldset className="flex flex-col gap-3">
            <legend className="text-lg font-semibold text-slate-900 dark:text-white">{t("import.mapping")}</legend>
            <p className={fieldHintClass}>{t("import.mappingHint")}</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {bookFields.map((field: TBookField) => (
                <div key={field} className="flex flex-col gap-1">
                  <label htmlFor={`${idBase}-${field}`} className={fieldLabelClass}>
                    {t(`fields.${field}`)}
                  </label>
                  <select
                    id={`${idBase}-${field}`}
                    className={select}
                    value={mapping[field] ?? ""}
                    onChange={(e) => setMapping({ ...mapping, [field]: e.target.value || undefined })}
                    disabled={upload !== null}
                  >
                    <option value="">{t("import.notMapped")}</option>
                    {headers.map((h, i) => (
                      <option key={`${h}-${i}`} value={h}>
                        {h}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            <p className={fieldHintClass}>{t("import.consentNote")}</p>
          </fieldset>

          <div className="flex flex-col gap-3">
            <h4 className="text-lg font-semibold text-slate-900 dark:text-white">{t("import.preview")}</h4>
            <p className="font-medium text-slate-800 dark:text-slate-100" data-testid="import-summary">
              {t("import.summary", {
                rows: check.rows.toLocaleString(locale),
                ready: check.ready.toLocaleString(locale),
                notSendable: check.notSendable.toLocaleString(locale),
                skipped: check.skipped.toLocaleString(locale),
              })}
            </p>
            {check.checked < check.rows ? (
              <p className={fieldHintClass}>{t("import.summarySample", { checked: check.checked.toLocaleString(locale) })}</p>
            ) : null}
            <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("import.previewCaption")}</caption>
                <thead className="bg-slate-50 dark:bg-slate-800">
                  <tr>
                    {[
                      t("import.row"),
                      t("table.name"),
                      t("fields.email"),
                      t("fields.phone"),
                      t("fields.zip"),
                      t("fields.birth_date"),
                      t("fields.plan_type"),
                      t("table.consent"),
                    ].map((h) => (
                      <th key={h} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                  {check.preview.map((p) => (
                    <tr key={p.row}>
                      <td className="px-2 py-1.5 tabular-nums">{p.row}</td>
                      {p.rejected ? (
                        <td colSpan={7} className="px-2 py-1.5 font-medium text-red-700 dark:text-red-400">
                          {t("import.skippedBecause", { reasons: p.reasons.join(" ") })}
                        </td>
                      ) : (
                        p.cells.map((cell, i) => (
                          <td key={i} className="px-2 py-1.5 whitespace-nowrap">
                            {cell}
                          </td>
                        ))
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {check.listed.length > 0 ? (
              <div>
                <h4 className="font-semibold text-slate-900 dark:text-white">{t("import.problemsTitle")}</h4>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-800 dark:text-slate-100" data-testid="preview-problems">
                  {check.listed.map((p) => (
                    <li key={p.row}>
                      <span
                        className={
                          p.reasons.some((r) => bookRejectingProblems.includes(r)) ? "font-semibold text-red-700 dark:text-red-400" : ""
                        }
                      >
                        {t("problemLine", { row: p.row, reason: p.reasons.map((r) => t(`problems.${r}`)).join(" ") })}
                      </span>
                    </li>
                  ))}
                </ul>
                {check.problemRows > check.listed.length ? (
                  <p className="mt-1 text-sm">{t("import.problemsMore", { count: check.problemRows - check.listed.length })}</p>
                ) : null}
              </div>
            ) : null}
          </div>

          {upload ? (
            <ProgressBar value={(upload.sent / upload.total) * 100} label={t("import.uploading")} text={t("import.uploading")} />
          ) : null}
          {uploadError ? <Alert tone="error">{problemMessage(uploadError, t, "import.uploadFailed")}</Alert> : null}
        </>
      ) : null}

      <div className="flex flex-wrap gap-3">
        {file && check ? (
          <NativeButton onPress={() => void start()} isLoading={upload !== null} isDisabled={check.rows === 0}>
            {t("import.start", { rows: check.rows.toLocaleString(locale) })}
          </NativeButton>
        ) : null}
        <NativeButton variant="secondary" onPress={onClose} isDisabled={upload !== null}>
          {t("import.cancel")}
        </NativeButton>
      </div>
    </section>
  );
}
