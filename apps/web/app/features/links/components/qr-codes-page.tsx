import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { qrCodesQueryOptions } from "../api/get-qr-codes";
import { QrCodeCard } from "./qr-code-card";

const ALL = "all";

/**
 * A printable card with a QR code for each live link (agents: theirs), encoding its full public address, the one the
 * links page copies: to download as PNG or SVG, or print (all of them, or one). `?linkId=` shows one link's code only. Printing leaves the app's frame off the page.
 */
export function QrCodesPage({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation("links");
  const [params] = useSearchParams();
  const only = params.get("linkId");
  const codes = useQuery(qrCodesQueryOptions());
  /** What is being printed: a link's id, ALL, or nothing. */
  const [printing, setPrinting] = useState<string | null>(null);

  // Print once the page shows what is to be printed; afterwards every card is back.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [printing]);

  const links = (codes.data?.links ?? []).filter((link) => !only || link.id === only);
  return (
    <div className="flex flex-col gap-6" data-testid="qr-codes-page">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between print:hidden">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("qr.title")}</h1>
          <p className="mt-2 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("qr.intro")}</p>
        </div>
        {links.length > 1 ? (
          <Button variant="secondary" onPress={() => setPrinting(ALL)} className="shrink-0">
            <Printer aria-hidden className="size-4" />
            {t("qr.printAll")}
          </Button>
        ) : null}
      </header>
      {only ? (
        <p className="print:hidden">
          <Link to={paths.settings.qrCodes} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
            {t("qr.showAll")}
          </Link>
        </p>
      ) : null}

      {codes.isPending ? (
        <Spinner label={t("qr.loading")} />
      ) : codes.isError ? (
        <Alert tone="error">{t("qr.loadFailed")}</Alert>
      ) : links.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="text-lg text-slate-700 dark:text-slate-200">{only ? t("qr.notLive") : t("qr.empty")}</p>
          <ButtonLink href={only ? paths.settings.qrCodes : paths.marketplace} className="mt-4">
            {only ? t("qr.showAll") : t("qr.create")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2 print:gap-8">
          {links.map((link) => (
            <QrCodeCard
              key={link.id}
              link={link}
              baseUrl={baseUrl}
              onPrint={() => setPrinting(link.id)}
              hiddenInPrint={printing !== null && printing !== ALL && printing !== link.id}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
