import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/react";
import { NavLink } from "react-router";
import { LanguageSwitch } from "../../../components/language-switch";
import { paths } from "../../../config/paths";

const sections = [
  { to: paths.internal.maintenance, key: "maintenance" },
  { to: paths.internal.announcements, key: "announcements" },
  { to: paths.internal.orgs, key: "orgs" },
  { to: paths.internal.support, key: "support" },
] as const;

/**
 * The staff console's own frame on the bare layout (no product header or footer): its name, its sections and who is
 * signed in. Desktop first; the sections wrap on a phone.
 */
export function ConsoleFrame({ email, children }: { email: string; children: ReactNode }) {
  const { t } = useTranslation("staff");
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100" data-testid="staff-console">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <NavLink to={paths.internal.home} end className="text-lg font-semibold">
            {t("nav.title")}
          </NavLink>
          <p className="text-sm break-all text-slate-600 dark:text-slate-300">{t("nav.signedInAs", { email })}</p>
        </div>
        <nav aria-label={t("nav.label")} className="mx-auto max-w-6xl px-4 pb-2">
          <ul className="flex flex-wrap gap-1">
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${
                      isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                    }`
                  }
                >
                  {t(`nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                href={paths.dashboard}
                className="inline-flex min-h-11 items-center px-3 text-sm text-slate-600 underline dark:text-slate-300"
              >
                {t("nav.app")}
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <LanguageSwitch className="text-sm" />
      </div>
    </div>
  );
}

/** A section's heading, the same on every console page. */
export function ConsoleHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight">{children}</h1>
      {intro ? <p className="mt-1 text-slate-600 dark:text-slate-300">{intro}</p> : null}
    </header>
  );
}
