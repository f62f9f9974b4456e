import { useTranslation } from "../../../../i18n/react";
import { useSections } from "../../hooks/use-content";
import { PublicLayout } from "../public-layout";
import { ContentPage } from "./content-page";
import { ContentSections } from "./content-sections";

/**
 * A dated policy page of the public site (privacy, fulfillment): its eyebrow, title, intro, date and sections from
 * the `shell` catalog under `page`, with `email` filled into the sections' {{email}}.
 */
export function PolicyPage({ page, email }: { page: "privacy" | "fulfillment"; email: string }) {
  const { t } = useTranslation("shell");
  const sections = useSections(`${page}.sections`, { email });
  return (
    <PublicLayout>
      <ContentPage
        eyebrow={t(`${page}.eyebrow`)}
        title={t(`${page}.title`)}
        intro={t(`${page}.intro`)}
        updated={t("content.updated", { date: t(`${page}.updated`) })}
      >
        <ContentSections sections={sections} />
      </ContentPage>
    </PublicLayout>
  );
}
