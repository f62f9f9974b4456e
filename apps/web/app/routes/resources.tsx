import { layoutForPath } from "@planready/contracts/layout";
import { useTranslation } from "../i18n/react";
import { Link, useLocation } from "react-router";
import { paths } from "../config/paths";
import { useUser } from "../features/auth/components/user-provider";
import { AppShell } from "../features/shell/components/app-shell";
import { ContactCard } from "../features/site/components/content/contact-card";
import { ContentPage } from "../features/site/components/content/content-page";
import { ContentSections } from "../features/site/components/content/content-sections";
import { PublicLayout } from "../features/site/components/public-layout";
import { useSections } from "../features/site/hooks/use-content";
import { externalLinks } from "../config/external-links";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/resources";

// Signed in, the page is drawn in the app shell, whose bell speaks `notifications`.
export const handle = { i18n: ["shell", "notifications"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "resources");

function ResourcesContent() {
  const { t } = useTranslation("shell");
  const sections = useSections("resources.sections");
  const linkClass = "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300";
  return (
    <ContentPage eyebrow={t("resources.eyebrow")} title={t("resources.title")} intro={t("resources.intro")}>
      <ContentSections
        sections={sections}
        footer={
          <>
            <p className="flex flex-wrap gap-x-6">
              <Link to={paths.troubleshoot} className={linkClass}>
                {t("resources.troubleshootLink")}
              </Link>
              <Link to={paths.demo} className={linkClass}>
                {t("resources.demoLink")}
              </Link>
            </p>
            <ContactCard email={externalLinks.supportEmail} />
          </>
        }
      />
    </ContentPage>
  );
}

/** Public resources; opened from the dashboard (fromRFDashboard=true) by a signed-in agent, it keeps the app layout. */
export default function Resources() {
  const { user } = useUser();
  const { pathname, search } = useLocation();
  if (user && layoutForPath(pathname, search) === "main") {
    return (
      <AppShell user={user}>
        <ResourcesContent />
      </AppShell>
    );
  }
  return (
    <PublicLayout>
      <ResourcesContent />
    </PublicLayout>
  );
}
