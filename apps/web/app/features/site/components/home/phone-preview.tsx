import { ArrowRight, BellRing, Check } from "lucide-react";
import { useTranslation } from "../../../../i18n/react";
import { useList } from "../../hooks/use-content";

/**
 * A drawing of a client survey on a phone, built from markup rather than an image so it stays sharp, follows
 * dark mode and translates. Decorative for screen readers apart from its label.
 */
export function PhonePreview() {
  const { t } = useTranslation("shell");
  const options = useList("home.preview.options");
  return (
    <figure aria-label={t("home.preview.label")} className="relative mx-auto w-full max-w-xs">
      <div
        aria-hidden
        className="rounded-[2.5rem] border-8 border-slate-900 bg-white p-5 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="mx-auto mb-5 h-1.5 w-16 rounded-full bg-slate-200 dark:bg-slate-700" />
        <div className="h-2 w-full rounded-full bg-slate-100 dark:bg-slate-800">
          <div className="h-2 w-2/5 rounded-full bg-brand-500" />
        </div>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t("home.preview.progress")}</p>
        <p className="mt-5 text-sm font-medium text-brand-700 dark:text-brand-300">{t("home.preview.greeting")}</p>
        <p className="mt-1 text-lg leading-snug font-semibold text-slate-900 dark:text-white">{t("home.preview.question")}</p>
        <ul className="mt-4 flex flex-col gap-2.5">
          {options.map((option, index) => (
            <li
              key={option}
              className={`flex min-h-12 items-center justify-between rounded-xl border-2 px-4 text-sm font-medium ${
                index === 0
                  ? "border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-950 dark:text-white"
                  : "border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-200"
              }`}
            >
              {option}
              {index === 0 ? <Check className="size-4" /> : null}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex min-h-12 items-center justify-center rounded-xl bg-brand-600 text-white">
          <ArrowRight className="size-5" />
        </div>
        <div className="h-16" />
      </div>
      <div
        aria-hidden
        className="absolute -bottom-6 -left-4 flex max-w-[16rem] items-start gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl sm:-left-16 dark:border-slate-700 dark:bg-slate-800"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
          <BellRing className="size-5" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-slate-900 dark:text-white">{t("home.preview.toast")}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-300">{t("home.preview.toastBody")}</span>
        </span>
      </div>
    </figure>
  );
}
