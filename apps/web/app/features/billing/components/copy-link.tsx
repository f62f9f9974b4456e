import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";

/** The link, selectable as text, and a button that copies it; the outcome is announced. */
export function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation("billing");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    // The clipboard exists only on secure pages (https, localhost): elsewhere the link is there to select.
    if (!navigator.clipboard) {
      setState("failed");
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex flex-col gap-2 rounded-xl border border-slate-300 bg-slate-50 p-2 sm:flex-row sm:items-center dark:border-slate-600 dark:bg-slate-900">
        <output
          aria-label={t("payment.linkLabel")}
          data-testid="live-link"
          className="min-w-0 flex-1 px-2 py-1 text-left font-mono text-base break-all text-slate-900 select-all dark:text-white"
        >
          {url}
        </output>
        <Button variant="secondary" onPress={copy} className="shrink-0">
          {state === "copied" ? <Check aria-hidden className="size-5" /> : <Copy aria-hidden className="size-5" />}
          {state === "copied" ? t("payment.copied") : t("payment.copy")}
        </Button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {state === "failed" ? t("payment.copyFailed") : state === "copied" ? t("payment.copied") : ""}
      </p>
    </div>
  );
}
