import { useTranslation } from "../i18n/react";
import { ContentPage } from "../features/site/components/content/content-page";
import { PublicLayout } from "../features/site/components/public-layout";
import {
  SAAS_AGREEMENT_TITLE,
  SAAS_AGREEMENT_VERSION,
  saasAgreementIntro,
  saasAgreementSections,
} from "../features/onboarding/terms/saas-agreement";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/terms";

export const handle = { i18n: ["shell"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "terms");

/** The Software as a Service Agreement, from the one copy the onboarding Terms step also shows. English is binding. */
export default function Terms() {
  const { t, i18n } = useTranslation("shell");
  // Only readers of a translated page need telling that the agreement itself stays in English.
  const englishOnly = i18n.language === "en" ? null : t("terms.englishOnly");
  return (
    <PublicLayout>
      <ContentPage
        eyebrow={t("terms.eyebrow")}
        title={t("terms.title")}
        intro={t("terms.intro")}
        updated={t("terms.version", { version: SAAS_AGREEMENT_VERSION })}
      >
        {englishOnly ? (
          <p className="mb-8 rounded-xl bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-100">{englishOnly}</p>
        ) : null}
        <div lang="en">
          <nav aria-labelledby="terms-contents" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <h2 id="terms-contents" className="font-semibold text-slate-900 dark:text-white">
              {t("terms.contents")}
            </h2>
            <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
              {saasAgreementSections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <h2 className="mt-10 text-2xl font-semibold text-slate-900 dark:text-white">{SAAS_AGREEMENT_TITLE}</h2>
          {saasAgreementIntro.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
          {saasAgreementSections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
              <h3 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
                {section.title}
              </h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </ContentPage>
    </PublicLayout>
  );
}
