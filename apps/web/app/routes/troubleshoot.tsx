import { useTranslation } from "../i18n/react";
import { ContactCard } from "../features/site/components/content/contact-card";
import { ContentPage } from "../features/site/components/content/content-page";
import { ContentSections } from "../features/site/components/content/content-sections";
import { PublicLayout } from "../features/site/components/public-layout";
import { useSections } from "../features/site/hooks/use-content";
import { externalLinks } from "../config/external-links";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/troubleshoot";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "troubleshoot");

/** Help for clients whose survey link will not open, and for the agents they call. */
export default function Troubleshoot() {
  const { t } = useTranslation("shell");
  const sections = useSections("troubleshoot.sections", { email: externalLinks.supportEmail });
  return (
    <PublicLayout>
      <ContentPage eyebrow={t("troubleshoot.eyebrow")} title={t("troubleshoot.title")} intro={t("troubleshoot.intro")}>
        <ContentSections sections={sections} footer={<ContactCard email={externalLinks.supportEmail} />} />
      </ContentPage>
    </PublicLayout>
  );
}
