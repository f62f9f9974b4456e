import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-start justify-center gap-4 px-6" data-testid="not-found">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">404</p>
      <h1 className="text-3xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t("notFound.body")}</p>
      <Link to="/" className="font-medium text-brand-600 underline underline-offset-4">
        {t("notFound.home")}
      </Link>
    </main>
  );
}
