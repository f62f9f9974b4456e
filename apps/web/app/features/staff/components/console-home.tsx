import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { ConsoleHeading } from "./console-frame";

const cards = [
  { to: paths.internal.maintenance, key: "maintenance" },
  { to: paths.internal.announcements, key: "announcements" },
  { to: paths.internal.orgs, key: "orgs" },
  { to: paths.internal.support, key: "support" },
] as const;

/** `/internal`: what each section is for. */
export function ConsoleHome() {
  const { t } = useTranslation("staff");
  return (
    <>
      <ConsoleHeading intro={t("home.intro")}>{t("nav.label")}</ConsoleHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              to={card.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-400 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="text-lg font-semibold">{t(`nav.${card.key}`)}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{t(`home.${card.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
