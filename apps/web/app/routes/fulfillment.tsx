import { useTranslation } from "react-i18next";
import { ContentPage } from "../features/site/components/content/content-page";
import { ContentSections } from "../features/site/components/content/content-sections";
import { PublicLayout } from "../features/site/components/public-layout";
import { useSections } from "../features/site/hooks/use-content";
import { externalLinks } from "../config/external-links";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/fulfillment";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "fulfillment");

/** Delivery, billing, cancellation and refunds, consistent with the service agreement (§5, §8, §9). */
export default function Fulfillment() {
  const { t } = useTranslation("shell");
  const sections = useSections("fulfillment.sections", { email: externalLinks.supportEmail });
  return (
    <PublicLayout>
      <ContentPage
        eyebrow={t("fulfillment.eyebrow")}
        title={t("fulfillment.title")}
        intro={t("fulfillment.intro")}
        updated={t("content.updated", { date: t("fulfillment.updated") })}
      >
        <ContentSections sections={sections} />
      </ContentPage>
    </PublicLayout>
  );
}
