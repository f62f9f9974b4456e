import { splashPath, type TAgentSite } from "@planready/contracts/agent-sites";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { NativeButton, NativeButtonLink } from "../../../components/ui/native-button";

/**
 * The page's address to copy and its QR code: the copied address carries the page's link token and the code its QR
 * token, so the counts tell which brought whom (docs/decisions/031).
 */
export function SharePanel({ site, baseUrl }: { site: TAgentSite; baseUrl: string }) {
  const { t } = useTranslation("splash");
  const base = baseUrl.replace(/\/+$/, "");
  const linkUrl = `${base}${splashPath(site.unique_url, site.share_tokens.link)}`;
  const qrUrl = `${base}${splashPath(site.unique_url, site.share_tokens.qr)}`;
  const [svg, setSvg] = useState<string | null>(null);
  const [png, setPng] = useState<string | null>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    let live = true;
    // The QR code library loads after the page, keeping it off the first load (bench/dashboard-js.mjs).
    const draw = async () => {
      const { qrPngDataUrl, qrSvg } = await import("../../../lib/qr-code");
      const [svgText, pngUrl] = await Promise.all([qrSvg(qrUrl, { pixels: 200, title: t("builder.share.qr") }), qrPngDataUrl(qrUrl)]);
      if (!live) return;
      setSvg(svgText);
      setPng(pngUrl);
    };
    void draw();
    return () => {
      live = false;
    };
  }, [qrUrl, t]);
  const copyLink = () => {
    navigator.clipboard.writeText(linkUrl).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  };
  return (
    <section aria-labelledby="share-heading" className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="share-heading" className="text-xl font-semibold">
        {t("builder.share.heading")}
      </h2>
      <p className="mt-2 text-sm font-semibold">{t("builder.share.address")}</p>
      <p className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all dark:bg-slate-800" data-testid="page-address">
        {linkUrl}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <NativeButton variant="secondary" onPress={copyLink}>
          {copy === "copied" ? t("builder.share.copied") : t("builder.share.copy")}
        </NativeButton>
        <NativeButtonLink variant="ghost" href={splashPath(site.unique_url)} target="_blank" rel="noopener">
          {t("builder.share.open")}
        </NativeButtonLink>
      </div>
      <output className="mt-1 block min-h-6 text-sm">
        {copy === "copied" ? t("builder.share.copiedAnnounce", { value: linkUrl }) : copy === "failed" ? t("builder.share.copyFailed") : ""}
      </output>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {svg ? (
          <div className="size-40 shrink-0 bg-white" dangerouslySetInnerHTML={{ __html: svg }} />
        ) : (
          <div className="size-40 shrink-0 bg-slate-100" />
        )}
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("builder.share.qrHint")}</p>
          {png ? (
            <a
              href={png}
              download={`${site.unique_url}-qr.png`}
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              {t("builder.share.downloadQr")}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
