import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

/**
 * What a settings page the user's role may not use shows, inside the app's frame: the not-found page's words (the
 * route answers 404), so the page neither shows nor confirms more than a missing page would.
 */
export function SettingsNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40dvh] max-w-xl flex-col items-start justify-center gap-4" data-testid="not-found">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
      <h1 className="text-3xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t("notFound.body")}</p>
      <Link to={paths.dashboard} className="font-medium text-brand-600 underline underline-offset-4">
        {t("notFound.dashboard")}
      </Link>
    </div>
  );
}
