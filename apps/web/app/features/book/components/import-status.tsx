import type { TBookImport } from "@planready/contracts/book";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/react";
import { useBookImportProblems, useBookImports } from "../api/book";
import { ProgressBar } from "./progress-bar";

/**
 * The latest import: a progress bar while the job runs (polled every second, the page stays usable), then what it
 * did and, on demand, why rows were skipped. The client list refreshes when an import finishes.
 */
export function ImportStatus() {
  const { t, i18n } = useTranslation("book");
  const locale = i18n.language === "es" ? "es-US" : "en-US";
  const imports = useBookImports();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const latest = imports.data?.imports[0];
  const lastStatus = useRef<string | null>(null);

  // Keyed from the first answer on, an empty list included: an agent's first import may already be done when it is
  // first seen, and the list must still refresh.
  const loaded = imports.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const key = latest ? `${latest.id}:${latest.status}:${latest.processed_rows}` : "";
    if (lastStatus.current !== null && lastStatus.current !== key) void queryClient.invalidateQueries({ queryKey: ["book", "clients"] });
    lastStatus.current = key;
  }, [loaded, latest, queryClient]);

  if (!latest || latest.id === dismissed) return null;
  const file = latest.file_name;
  if (latest.status === "queued" || latest.status === "running") {
    const total = latest.total_rows ?? 0;
    const pct = total > 0 ? (latest.processed_rows / total) * 100 : 0;
    const text =
      latest.status === "queued" || total === 0
        ? t("progress.waiting", { file })
        : t("progress.running", { file, done: latest.processed_rows.toLocaleString(locale), total: total.toLocaleString(locale) });
    return (
      <div
        className="rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-950"
        data-testid="import-progress"
      >
        <ProgressBar value={pct} label={t("progress.label")} text={text} />
      </div>
    );
  }
  return <FinishedImport imp={latest} onDismiss={() => setDismissed(latest.id)} />;
}

function FinishedImport({ imp, onDismiss }: { imp: TBookImport; onDismiss: () => void }) {
  const { t, i18n } = useTranslation("book");
  const locale = i18n.language === "es" ? "es-US" : "en-US";
  const [open, setOpen] = useState(false);
  const problems = useBookImportProblems(imp.id, open);
  const file = imp.file_name;
  if (imp.status === "uploading")
    return (
      <Alert tone="warning">
        <p>{t("progress.uploading", { file })}</p>
        <NativeButton variant="secondary" className="mt-3" onPress={onDismiss}>
          {t("progress.dismiss")}
        </NativeButton>
      </Alert>
    );
  if (imp.status === "failed")
    return (
      <Alert tone="error">
        <p>
          {imp.error === "too_many_rows"
            ? t("progress.too_many_rows", { file })
            : imp.error === "upload_abandoned"
              ? t("progress.uploading", { file })
              : t("progress.failed", { file })}
        </p>
        <NativeButton variant="secondary" className="mt-3" onPress={onDismiss}>
          {t("progress.dismiss")}
        </NativeButton>
      </Alert>
    );
  return (
    <Alert tone={imp.rejected > 0 ? "warning" : "success"}>
      <div data-testid="import-result">
        <p>
          {t("progress.done", {
            file,
            imported: imp.imported.toLocaleString(locale),
            merged: imp.merged.toLocaleString(locale),
            rejected: imp.rejected.toLocaleString(locale),
            notSendable: imp.not_sendable.toLocaleString(locale),
          })}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <NativeButton variant="secondary" onPress={() => setOpen(!open)} aria-expanded={open}>
            {open ? t("progress.hideReasons") : t("progress.showReasons")}
          </NativeButton>
          <NativeButton variant="secondary" onPress={onDismiss}>
            {t("progress.dismiss")}
          </NativeButton>
        </div>
        {open ? (
          problems.isPending ? (
            <Spinner className="py-3" />
          ) : problems.data && problems.data.problems.length > 0 ? (
            <ul className="mt-3 list-disc pl-5 text-sm" data-testid="import-problems">
              {problems.data.problems.map((p, i) => (
                <li key={`${p.row}-${p.problem}-${i}`}>{t("problemLine", { row: p.row, reason: t(`problems.${p.problem}`) })}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm">{t("progress.noReasons")}</p>
          )
        ) : null}
      </div>
    </Alert>
  );
}
