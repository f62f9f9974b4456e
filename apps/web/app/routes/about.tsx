import { useTranslation } from "../i18n/react";
import { ContactCard } from "../features/site/components/content/contact-card";
import { ContentPage } from "../features/site/components/content/content-page";
import { ContentSections } from "../features/site/components/content/content-sections";
import { PublicLayout } from "../features/site/components/public-layout";
import { useSections } from "../features/site/hooks/use-content";
import { externalLinks } from "../config/external-links";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/about";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "about");

export default function About() {
  const { t } = useTranslation("shell");
  const sections = useSections("about.sections");
  return (
    <PublicLayout>
      <ContentPage eyebrow={t("about.eyebrow")} title={t("about.title")} intro={t("about.intro")}>
        <ContentSections sections={sections} footer={<ContactCard email={externalLinks.supportEmail} />} />
      </ContentPage>
    </PublicLayout>
  );
}
