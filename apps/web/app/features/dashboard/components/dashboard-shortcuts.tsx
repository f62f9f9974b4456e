import { BookOpen, ChevronRight, Inbox, PanelsTopLeft, UserRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

const shortcuts: { id: "submissions" | "splash" | "settings" | "resources"; href: string; icon: LucideIcon }[] = [
  { id: "submissions", href: paths.submissions, icon: Inbox },
  { id: "splash", href: paths.splashPages, icon: PanelsTopLeft },
  { id: "settings", href: paths.settings.personalInfo, icon: UserRound },
  { id: "resources", href: `${paths.resources}?fromRFDashboard=true`, icon: BookOpen },
];

/** Links to the other areas a new agent usually looks for next. */
export function DashboardShortcuts() {
  const { t } = useTranslation("shell");
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {shortcuts.map(({ id, href, icon: Icon }) => (
        <li key={id}>
          <Link
            to={href}
            className="group flex min-h-20 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-slate-800"
          >
            <Icon aria-hidden className="size-6 shrink-0 text-brand-700 dark:text-brand-300" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900 dark:text-white">{t(`dashboard.shortcuts.${id}.title`)}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">{t(`dashboard.shortcuts.${id}.body`)}</span>
            </span>
            <ChevronRight
              aria-hidden
              className="size-5 shrink-0 text-slate-500 transition-transform group-hover:translate-x-0.5 dark:text-slate-400"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
