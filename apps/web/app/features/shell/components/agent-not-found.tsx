import type { TProfile } from "@planready/contracts/users";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { AppShell } from "./app-shell";

/** The not-found page inside the app's frame (top bar, side menu), for a signed-in agent: the way back is the dashboard. */
export function AgentNotFound({ user }: { user: TProfile }) {
  const { t } = useTranslation();
  return (
    <AppShell user={user}>
      <div className="flex min-h-[40dvh] max-w-xl flex-col items-start justify-center gap-4" data-testid="not-found">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
        <h1 className="text-3xl font-semibold">{t("notFound.title")}</h1>
        <p className="text-slate-600 dark:text-slate-300">{t("notFound.body")}</p>
        <Link to={paths.dashboard} className="font-medium text-brand-600 underline underline-offset-4">
          {t("notFound.dashboard")}
        </Link>
      </div>
    </AppShell>
  );
}
