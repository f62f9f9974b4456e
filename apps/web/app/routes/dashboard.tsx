import { ArrowRight, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../config/paths";
import { useUser } from "../features/auth/components/user-provider";
import { DashboardShortcuts } from "../features/shell/components/dashboard/dashboard-shortcuts";
import { HowItWorks } from "../features/shell/components/dashboard/how-it-works";
import { localizedMeta } from "../features/shell/lib/localized-meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/dashboard";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "dashboard");

/** The agent's home: greets by first name and leads to the first survey. Rendered inside the signed-in layout. */
export default function Dashboard() {
  const { t } = useTranslation("shell");
  const { user } = useUser();
  const name = user?.first_name?.trim() || user?.email || "";
  return (
    <div className="flex flex-col gap-10" data-testid="dashboard">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t("dashboard.eyebrow")}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t("dashboard.greeting", { name })}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("dashboard.intro")}</p>
      </header>

      <section
        aria-labelledby="first-survey"
        className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-lg sm:p-10"
      >
        <Sparkles aria-hidden className="absolute -top-4 -right-4 size-40 text-white/10" />
        <h2 id="first-survey" className="text-2xl font-semibold">
          {t("dashboard.ctaTitle")}
        </h2>
        <p className="mt-2 max-w-xl text-brand-50">{t("dashboard.ctaBody")}</p>
        <Link
          to={paths.marketplace}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-white px-5 text-center sm:w-auto sm:px-6 sm:text-lg font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-white/70 focus-visible:outline-none"
        >
          {t("dashboard.cta")}
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      </section>

      <section aria-labelledby="how-it-works" className="flex flex-col gap-4">
        <h2 id="how-it-works" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("dashboard.howTitle")}
        </h2>
        <HowItWorks />
      </section>

      <section aria-labelledby="shortcuts" className="flex flex-col gap-4">
        <h2 id="shortcuts" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("dashboard.shortcutsTitle")}
        </h2>
        <DashboardShortcuts />
      </section>
    </div>
  );
}
