import { settingsSectionsFor, type TSettingsSectionId } from "@planready/contracts/settings-rules";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

/** Where each section lives; some are built by other areas of the app and land at these addresses. */
const sectionPaths: Record<TSettingsSectionId, string> = {
  personalInfo: paths.settings.personalInfo,
  agencyInfo: paths.settings.agencyInfo,
  users: paths.settings.users,
  paymentSettings: paths.settings.paymentSettings,
  notificationPreferences: paths.settings.notificationPermissions,
  documentSigning: paths.settings.agentSigning,
  qrCodes: paths.settings.qrCodes,
  support: paths.settings.support,
};

/** Account settings (/settings): the sections this user's role may use, each with what it holds. */
export function SettingsIndexPage({ userType }: { userType: string }) {
  const { t } = useTranslation("settings");
  return (
    <div className="flex max-w-3xl flex-col gap-6" data-testid="settings-index">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("index.title")}</h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">{t("index.intro")}</p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2">
        {settingsSectionsFor(userType).map((id) => (
          <li key={id}>
            <Link
              to={sectionPaths[id]}
              data-testid={`settings-section-${id}`}
              className="flex h-full min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-400 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold text-slate-900 dark:text-white">{t(`index.sections.${id}.title`)}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{t(`index.sections.${id}.description`)}</span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
