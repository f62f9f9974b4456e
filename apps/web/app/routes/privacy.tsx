import { useTranslation } from "react-i18next";
import { ContentPage } from "../features/site/components/content/content-page";
import { ContentSections } from "../features/site/components/content/content-sections";
import { PublicLayout } from "../features/site/components/public-layout";
import { useSections } from "../features/site/hooks/use-content";
import { externalLinks } from "../config/external-links";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/privacy";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "privacy");

/** What survey data is collected, who sees it (only the link's agent), retention and contact. */
export default function Privacy() {
  const { t } = useTranslation("shell");
  const sections = useSections("privacy.sections", { email: externalLinks.privacyEmail });
  return (
    <PublicLayout>
      <ContentPage
        eyebrow={t("privacy.eyebrow")}
        title={t("privacy.title")}
        intro={t("privacy.intro")}
        updated={t("content.updated", { date: t("privacy.updated") })}
      >
        <ContentSections sections={sections} />
      </ContentPage>
    </PublicLayout>
  );
}
