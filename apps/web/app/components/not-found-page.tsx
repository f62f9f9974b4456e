import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../config/paths";

const linkClass = "font-medium text-brand-600 underline underline-offset-4";

/**
 * The 404 page. A visitor (most often a client whose survey address has a typo) is told to ask the agent who sent
 * the link and where to find help; a signed-in agent, inside the app's frame, gets the way back to the dashboard.
 * `children` adds to the page (a language switch).
 */
export function NotFoundPage({ audience = "visitor", children }: { audience?: "visitor" | "agent"; children?: ReactNode }) {
  const { t } = useTranslation();
  const agent = audience === "agent";
  // Inside the app's frame, whose <main> holds it, it is a plain block.
  const Root = agent ? "div" : "main";
  return (
    <Root className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-start justify-center gap-4 px-6" data-testid="not-found">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
      <h1 className="text-3xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t("notFound.body")}</p>
      {agent ? (
        <Link to={paths.dashboard} className={linkClass}>
          {t("notFound.dashboard")}
        </Link>
      ) : (
        <>
          <p className="text-slate-600 dark:text-slate-300">{t("notFound.surveyLink")}</p>
          <a href={paths.troubleshoot} className={linkClass}>
            {t("notFound.troubleshoot")}
          </a>
          <Link to={paths.home} className={linkClass}>
            {t("notFound.home")}
          </Link>
        </>
      )}
      {children}
    </Root>
  );
}
