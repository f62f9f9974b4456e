import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { LanguageSwitch } from "../../../components/language-switch";
import { Logo } from "../../../components/logo";
import { SocialIcon, type SocialNetwork } from "../../../components/social-icons";
import { paths } from "../../../config/paths";
import { externalLinks } from "../../../config/external-links";
import { useUser } from "../../auth/components/user-provider";
import { updateLocale } from "../api/update-locale";

// Read once per page load; a footer straddling midnight on New Year's Eve can live with it.
const YEAR = new Date().getFullYear();

type FooterLink = { label: string; href: string; external?: boolean };

const linkClass =
  "inline-flex min-h-11 items-center rounded text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-white";

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation("shell");
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.href}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noreferrer" className={linkClass}>
                {link.label}
                <span className="sr-only"> {t("footer.newTab")}</span>
              </a>
            ) : (
              <Link to={link.href} className={linkClass}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer, shared by the public pages and the signed-in layout. */
export function SiteFooter() {
  const { t } = useTranslation("shell");
  // A signed-in user's choice is theirs everywhere: their notifications and emails speak it too.
  const { user } = useUser();
  const social: SocialNetwork[] = ["facebook", "linkedin", "youtube"];
  return (
    <footer aria-label={t("footer.label")} className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <Link to={paths.home} aria-label={t("logoAlt")} className="inline-flex min-h-11 items-center rounded-lg">
            <Logo />
          </Link>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t("footer.tagline")}</p>
          <ul aria-label={t("footer.social")} className="mt-4 flex gap-1">
            {social.map((network) => (
              <li key={network}>
                <a
                  href={externalLinks[network]}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`${t(`footer.${network}`)} ${t("footer.newTab")}`}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 hover:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn
          title={t("footer.company")}
          links={[
            { label: t("footer.about"), href: paths.about },
            { label: t("footer.resources"), href: paths.resources },
            { label: t("footer.demo"), href: paths.demo },
          ]}
        />
        <FooterColumn
          title={t("footer.help")}
          links={[
            { label: t("footer.troubleshoot"), href: paths.troubleshoot },
            { label: t("footer.status"), href: externalLinks.serverStatus, external: true },
            { label: t("footer.community"), href: externalLinks.community, external: true },
          ]}
        />
        <FooterColumn
          title={t("footer.legal")}
          links={[
            { label: t("footer.fulfillment"), href: paths.fulfillment },
            { label: t("footer.privacy"), href: paths.privacy },
            { label: t("footer.terms"), href: paths.terms },
          ]}
        />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-sm text-slate-600 sm:px-6 md:flex-row md:justify-between dark:text-slate-400">
          <div className="flex flex-col gap-1 md:flex-row md:items-center md:gap-6">
            <p>{t("footer.copyright", { year: YEAR })}</p>
            <LanguageSwitch className="-ml-2" onChoose={user ? updateLocale : undefined} />
          </div>
          <p className="md:self-center">{t("footer.notGovernment")}</p>
        </div>
      </div>
    </footer>
  );
}
