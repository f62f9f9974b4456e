import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { NativeButton as Button } from "../../../components/ui/native-button";

/** Copies `value` to the clipboard; the outcome is announced and shown on the button for a few seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("links");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <>
      <Button variant="ghost" onPress={copy} aria-label={label} className="px-3">
        {state === "copied" ? <Check aria-hidden className="size-5" /> : <Copy aria-hidden className="size-5" />}
        <span aria-hidden>{state === "copied" ? t("copy.copied") : t("copy.copy")}</span>
      </Button>
      <span aria-live="polite" className="sr-only">
        {state === "copied" ? t("copy.copiedAnnounce", { value }) : state === "failed" ? t("copy.failed") : ""}
      </span>
    </>
  );
}
