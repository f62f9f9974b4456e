import { useTranslation } from "../i18n/react";

/** Replaces the whole app while maintenance is active (docs/product.md#maintenance). */
export function MaintenancePage({ description }: { description: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center" data-testid="maintenance-page">
      <img src="/Logo.svg" alt="PlanReady" width={160} height={40} />
      <h1 className="max-w-xl text-2xl font-semibold text-brand-800 dark:text-brand-200">{t("maintenance.title")}</h1>
      {description ? <p className="max-w-xl text-slate-600 dark:text-slate-300">{description}</p> : null}
    </main>
  );
}
