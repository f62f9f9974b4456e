import { ArrowLeft, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { AriaRouter } from "../../../components/aria-router";
import { Logo } from "../../../components/logo";
import { buttonClasses } from "../../../components/ui/button-classes";
import { paths } from "../../../config/paths";
import { useTranslation } from "../../../i18n/react";
import type { TPartnerFrameData } from "../lib/area-loader";

function Frame({ header, footer, children }: { header: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <AriaRouter>
      <div className="flex min-h-dvh flex-col">
        <header className="border-b border-slate-200 dark:border-slate-800">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">{header}</div>
        </header>
        <main id="main-content" className="flex flex-1 flex-col items-center px-4 pt-6 pb-16 sm:pt-12">
          {children}
        </main>
        {footer}
      </div>
    </AriaRouter>
  );
}

function HomeLogo() {
  const { t } = useTranslation("bulkOnboarding");
  return (
    <Link to={paths.home} aria-label={t("frame.logo")} className="inline-flex min-h-11 items-center rounded-lg">
      <Logo />
    </Link>
  );
}

/** The CRM onboarding's frame: only the logo and the footer. */
export function LogoFrame({ footer, children }: { footer?: ReactNode; children: ReactNode }) {
  return (
    <Frame header={<HomeLogo />} footer={footer}>
      {children}
    </Frame>
  );
}

/**
 * The ConnectureDRX partner frame: the partner's white-label logo (only from an allowed origin) or ours, and 'Back to
 * Connecture' to the allowed return address — hidden when the visitor came from the dashboard and on the confirmation.
 */
export function PartnerFrame({
  frame,
  hideBack = false,
  footer,
  children,
}: {
  frame: TPartnerFrameData;
  hideBack?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("bulkOnboarding");
  const showBack = !hideBack && !frame.fromDashboard && !!frame.return_url;
  const header = (
    <>
      <div className="flex min-h-11 items-center gap-4">
        {frame.logo_url ? <PartnerLogo key={frame.logo_url} src={frame.logo_url} alt={t("frame.partnerLogo")} /> : null}
        <HomeLogo />
      </div>
      {showBack ? (
        // A plain link: the partner's address is outside the app (and its allow-list was checked by the server).
        <a href={frame.return_url!} className={buttonClasses("secondary", "md")} data-testid="back-to-connecture">
          <ArrowLeft aria-hidden className="size-5" />
          {t("frame.back")}
        </a>
      ) : null}
    </>
  );
  return (
    <Frame header={header} footer={footer}>
      {frame.missingReturnUrl || frame.return_url_refused ? <MissingReturnUrl refused={!frame.missingReturnUrl} /> : children}
    </Frame>
  );
}

/**
 * The partner's logo, hidden when it fails to load (a broken image would show its alt text). It may fail before
 * hydration, when React's onError is not yet attached: the mount checks the image's state too.
 */
function PartnerLogo({ src, alt }: { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <img ref={ref} src={src} alt={alt} onError={() => setFailed(true)} className="h-9 max-w-40 object-contain" data-testid="partner-logo" />
  );
}

/** Connecture sent no return address (or one not allowed): nothing else on the page works without it. */
function MissingReturnUrl({ refused }: { refused: boolean }) {
  const { t } = useTranslation("bulkOnboarding");
  return (
    <div
      role="alert"
      className="flex w-full max-w-xl flex-col items-center gap-3 rounded-xl border border-red-300 bg-red-50 p-6 text-center text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <TriangleAlert aria-hidden className="size-8" />
      <p className="text-lg font-semibold" data-testid="partner-error">
        {refused ? t("frame.refusedReturnUrl") : t("frame.missingReturnUrl")}
      </p>
      <p>{t("frame.missingHint")}</p>
    </div>
  );
}
