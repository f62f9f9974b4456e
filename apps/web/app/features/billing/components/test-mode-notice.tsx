import { FlaskConical } from "lucide-react";
import { useTranslation } from "../../../i18n/react";

/** Says plainly that the sandbox provider is on: test cards only, no money moves. */
export function TestModeNotice({ className = "" }: { className?: string }) {
  const { t } = useTranslation("billing");
  return (
    <section
      aria-label={t("sandbox.title")}
      data-testid="test-mode"
      className={`flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50 ${className}`}
    >
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t("sandbox.title")}</p>
        <p className="text-sm">{t("sandbox.body")}</p>
      </div>
    </section>
  );
}
