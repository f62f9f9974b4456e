import type { ReactNode } from "react";
import { useTranslation } from "../i18n/react";
import { Link } from "react-router";

const linkClass = "font-medium text-brand-600 underline underline-offset-4";

/**
 * The visitor's 404 page, most often met by a client whose survey address has a typo: it tells them to ask the agent
 * who sent the link and where to find help. `children` adds to it (a language switch). A signed-in agent gets
 * `AgentNotFound` (features/shell) inside the app's frame instead. The root's error boundary renders this on every
 * page, the survey start page included, so it stays small: plain addresses rather than the paths map.
 */
export function NotFoundPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-start justify-center gap-4 px-6" data-testid="not-found">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
      <h1 className="text-3xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t("notFound.body")}</p>
      <p className="text-slate-600 dark:text-slate-300">{t("notFound.surveyLink")}</p>
      <a href="/troubleshoot" className={linkClass}>
        {t("notFound.troubleshoot")}
      </a>
      <Link to="/" className={linkClass}>
        {t("notFound.home")}
      </Link>
      {children}
    </main>
  );
}
