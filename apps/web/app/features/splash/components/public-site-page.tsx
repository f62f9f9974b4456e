import type { TPublicAgentSite } from "@planready/contracts/agent-sites";
import { splashPath } from "@planready/contracts/agent-sites";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../../i18n/react";
import { siteJsonLd } from "../lib/json-ld";
import { arrivalToken, surveyHref } from "../lib/referral-links";
import { ShareAgent } from "./share-agent";
import { SiteBody } from "./site-body";

/** The query flag of a view already counted (the page's own language links). */
export const COUNTED_PARAM = "counted";

const LOCALES = [
  { id: "en", label: "English" },
  { id: "es", label: "Español" },
] as const;

/**
 * English / Español as two links (`?lng=`): the page loads no script, and the server renders the language asked.
 * `counted` tells the server this view was already counted (a language switch is not a new visit).
 */
function LanguageLinks() {
  const { t, i18n } = useTranslation("splash");
  const location = useLocation();
  const current = i18n.language === "es" ? "es" : "en";
  const hrefFor = (locale: string) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", locale);
    params.set(COUNTED_PARAM, "1");
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label={t("page.languageLabel")} className="flex gap-1">
      {LOCALES.map((locale) => (
        <a
          key={locale.id}
          href={hrefFor(locale.id)}
          lang={locale.id}
          hrefLang={locale.id}
          aria-current={locale.id === current ? "true" : undefined}
          className="inline-flex min-h-11 min-w-11 items-center rounded-lg px-3 text-base font-semibold text-slate-800 underline-offset-4 hover:underline aria-[current]:bg-slate-100 aria-[current]:ring-2 aria-[current]:ring-slate-400"
        >
          {locale.label}
        </a>
      ))}
    </nav>
  );
}

/** The page's frame: slim header (the agent's logo and the language links), the page, the footer with its notices. */
function SplashFrame({
  logoUrl,
  logoAlt,
  notices,
  children,
}: {
  logoUrl: string;
  logoAlt: string;
  notices: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("splash");
  return (
    <div className="flex min-h-dvh flex-col bg-white text-lg text-slate-900">
      <a
        href="#splash-main"
        className="sr-only z-50 rounded-lg bg-slate-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("page.skip")}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-2xl items-center justify-between gap-3 px-4 py-2">
          <img src={logoUrl} alt={logoAlt} height={48} className="h-12 w-auto max-w-[45%] object-contain" />
          <LanguageLinks />
        </div>
      </header>
      <main id="splash-main" tabIndex={-1} className="mx-auto w-full max-w-2xl flex-1 px-4 pt-6 pb-12 outline-none">
        {children}
      </main>
      <footer className="bg-slate-900 px-4 py-6 text-center text-base text-white">
        {notices}
        <p className="mt-1 font-semibold">{t("poweredBy", { ns: "common" })}</p>
      </footer>
    </div>
  );
}

type TPublicSitePageProps = {
  site: TPublicAgentSite;
  /** The full address the page is shared under (PUBLIC_URL or the browser's), and its origin. */
  origin: string;
  /** The `?ref=` the visitor arrived with. */
  arrivedRef: string | null;
  nonce?: string | undefined;
};

/**
 * `/splash/{url}`: server-rendered plain HTML (no app script), in the visitor's language. Surveys started from it
 * carry the arrival's token; the Medicare notices show when a survey shown markets Medicare; structured data
 * describes a local insurance agency.
 */
export function PublicSitePage({ site, origin, arrivedRef, nonce }: TPublicSitePageProps) {
  const { t, i18n } = useTranslation("splash");
  const token = arrivalToken(site.share_token, arrivedRef);
  const pageUrl = `${origin}${splashPath(site.unique_url)}`;
  const shareUrl = `${origin}${splashPath(site.unique_url, site.share_token)}`;
  const notices = site.markets_medicare ? (
    <>
      <p className="mx-auto max-w-2xl text-sm">{t("page.disclaimer")}</p>
      <p className="mt-2">{t("page.notAffiliated")}</p>
    </>
  ) : null;
  return (
    <SplashFrame
      logoUrl={site.logo_image_url}
      logoAlt={t("page.agencyLogo", { agency: site.agency_name ?? site.display_name })}
      notices={notices}
    >
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: siteJsonLd(site, pageUrl, origin) }} />
      <SiteBody
        site={site}
        hrefFor={(linkUrl) => surveyHref(linkUrl, token, i18n.language)}
        vcardHref={`/api/agent-sites/unique-url/${encodeURIComponent(site.unique_url)}/vcard`}
        testimonials={site.testimonials.map((item) => ({
          id: item.id,
          author: item.client_name ?? t("page.anonymousClient"),
          text: item.text,
        }))}
        share={<ShareAgent url={shareUrl} agentName={site.display_name} nonce={nonce} />}
      />
    </SplashFrame>
  );
}

/** A page that does not exist (404) or was deleted (410), in the same frame and the visitor's language. */
export function SiteUnavailablePage({ gone }: { gone: boolean }) {
  const { t, i18n } = useTranslation("splash");
  return (
    <SplashFrame logoUrl="/Logo.svg" logoAlt="PlanReady" notices={null}>
      <h1 className="text-3xl font-bold">{t(gone ? "page.goneTitle" : "page.missingTitle")}</h1>
      <p className="mt-3">{t(gone ? "page.goneBody" : "page.missingBody")}</p>
      <p className="mt-6">
        <a href={`/troubleshoot?lng=${i18n.language}`} className="font-semibold text-blue-700 underline underline-offset-4">
          {t("page.help")}
        </a>
      </p>
    </SplashFrame>
  );
}
