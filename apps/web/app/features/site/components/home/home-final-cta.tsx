import { useTranslation } from "../../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../../config/paths";

export function HomeFinalCta() {
  const { t } = useTranslation("shell");
  return (
    <section aria-labelledby="home-final" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="home-final" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          {t("home.finalTitle")}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-brand-50">{t("home.finalBody")}</p>
        <Link
          to={paths.signup}
          className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-white px-8 text-lg font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-white/70 focus-visible:outline-none"
        >
          {t("home.finalCta")}
        </Link>
      </div>
    </section>
  );
}
