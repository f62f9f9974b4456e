import { ClipboardList, Inbox, Share2, type LucideIcon } from "lucide-react";
import { useTranslation } from "../../../i18n/react";

const steps: { id: "choose" | "share" | "see"; icon: LucideIcon }[] = [
  { id: "choose", icon: ClipboardList },
  { id: "share", icon: Share2 },
  { id: "see", icon: Inbox },
];

/** The three steps from an empty account to a first submission. */
export function HowItWorks() {
  const { t } = useTranslation("shell");
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map(({ id, icon: Icon }, index) => (
        <li key={id} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
              <Icon aria-hidden className="size-6" />
            </span>
            <span className="text-sm font-semibold text-brand-700 dark:text-brand-300">{t("dashboard.step", { n: index + 1 })}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t(`dashboard.steps.${id}.title`)}</h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`dashboard.steps.${id}.body`)}</p>
        </li>
      ))}
    </ol>
  );
}
