import { FileDown } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { NativeButton as Button } from "../../../components/ui/native-button";
import { usePdfDownload } from "../hooks/use-pdf-download";

/**
 * Downloads a submission's PDF; while the job prepares it the button says so, and the outcome is announced.
 * `name` labels the button for screen readers when many stand in a list.
 */
export function PdfButton({ id, name, compact = false }: { id: string; name?: string; compact?: boolean }) {
  const { t } = useTranslation("submissions");
  const { state, start } = usePdfDownload(id);
  const busy = state === "checking" || state === "preparing";
  const label = state === "preparing" ? t("pdf.preparing") : t("pdf.download");
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant={compact ? "ghost" : "secondary"}
        onPress={start}
        isLoading={busy}
        aria-label={name ? `${label}: ${name}` : undefined}
        className={compact ? "px-3" : ""}
        data-testid="pdf-button"
      >
        {busy ? null : <FileDown aria-hidden className="size-4" />}
        {compact && !busy ? t("pdf.short") : label}
      </Button>
      <span aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {state === "preparing" ? t("pdf.preparingHint") : state === "failed" ? t("pdf.failed") : ""}
      </span>
    </span>
  );
}
