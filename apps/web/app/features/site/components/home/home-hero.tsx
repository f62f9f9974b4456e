import { useTranslation } from "../../../../i18n/react";
import { ButtonLink } from "../../../../components/ui/button";
import { paths } from "../../../../config/paths";
import { PhonePreview } from "./phone-preview";

export function HomeHero() {
  const { t } = useTranslation("shell");
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-slate-800 dark:text-brand-200 dark:ring-slate-700">
            {t("home.eyebrow")}
          </p>
          <h1 className="mt-5 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            {t("home.title")}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700 sm:text-xl dark:text-slate-300">{t("home.lead")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={paths.signup} size="lg">
              {t("home.ctaPrimary")}
            </ButtonLink>
            <ButtonLink href={paths.demo} size="lg" variant="secondary">
              {t("home.ctaSecondary")}
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("home.ctaNote")}</p>
        </div>
        <PhonePreview />
      </div>
    </section>
  );
}
