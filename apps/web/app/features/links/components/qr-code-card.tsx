import { storedLogoOrNull } from "@planready/contracts/app-urls";
import { publicLinkUrl, type TLinkQrCode } from "@planready/contracts/links";
import { themeFor } from "@planready/contracts/surveys/themes";
import { Download, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";
import { qrSvg } from "../../../lib/qr-code";
import { linkOwnerName } from "../lib/link-state";
import { downloadBlob, qrFileName, qrPngBlob, qrSvgBlob } from "../lib/qr-download";

type QrCodeCardProps = {
  link: TLinkQrCode;
  /** The address links are shared under (`lib/link-base-url.ts`): the code encodes what the links page copies. */
  baseUrl: string;
  /** Prints this card alone (the others are hidden from print while it runs). */
  onPrint: () => void;
  /** When another card is being printed, this one stays off the paper. */
  hiddenInPrint: boolean;
};

/**
 * One link's printable card: a call to action in both languages, the QR code of its full public address, the agent's
 * name, agency and logo, all in the link's theme colour; downloads (PNG, SVG) and printing.
 */
export function QrCodeCard({ link, baseUrl, onPrint, hiddenInPrint }: QrCodeCardProps) {
  const { t } = useTranslation("links");
  const owner = linkOwnerName(link);
  const publicUrl = publicLinkUrl(baseUrl, link.url);
  const theme = themeFor(link.alt_theme_color);
  const [failed, setFailed] = useState<"png" | "svg" | null>(null);
  const title = t("qr.imageLabel", { url: publicUrl });
  // The same SVG document the download gives, drawn by the browser as an image once it is made.
  const [svgSrc, setSvgSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(publicUrl, { pixels: 224 }).then(
      (svg) => current && setSvgSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => current && setFailed("svg"),
    );
    return () => {
      current = false;
    };
  }, [publicUrl]);

  const download = (make: () => Promise<Blob>, extension: "png" | "svg") => {
    setFailed(null);
    make().then(
      (blob) => downloadBlob(blob, qrFileName(link.url, extension)),
      () => setFailed(extension),
    );
  };

  return (
    <li
      className={`flex break-inside-avoid flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm print:border-0 print:p-0 print:shadow-none dark:border-slate-700 dark:bg-slate-900 print:dark:bg-white ${hiddenInPrint ? "print:hidden" : ""}`}
      data-testid="qr-card"
      data-url={publicUrl}
    >
      {/* The card as printed: white in any colour mode, framed in the link's theme colour. */}
      <div
        className="flex w-full flex-col items-center gap-3 overflow-hidden rounded-xl border-2 bg-white pb-4 [print-color-adjust:exact]"
        style={{ borderColor: theme.primary }}
        data-testid="qr-printable"
      >
        <div className="w-full px-4 py-3 text-white" style={{ backgroundColor: theme.primary }} data-testid="qr-call-to-action">
          <p className="text-lg leading-snug font-bold">{t("qr.callToAction")}</p>
          <p lang={t("qr.otherLanguage")} className="text-sm leading-snug font-medium">
            {t("qr.callToActionOther")}
          </p>
        </div>
        {storedLogoOrNull(link.logo_image_url) ? (
          <img
            src={storedLogoOrNull(link.logo_image_url)!}
            alt={t("qr.logoLabel", { agency: link.agency_name ?? owner ?? link.url })}
            className="h-14 w-auto max-w-40 object-contain"
            height={56}
            data-testid="qr-logo"
          />
        ) : null}
        {svgSrc ? (
          <img
            src={svgSrc}
            alt={title}
            width={224}
            height={224}
            className="size-56 max-w-full rounded-lg bg-white [image-rendering:pixelated] print:size-64"
            data-testid="qr-image"
          />
        ) : (
          <div aria-hidden className="size-56 max-w-full rounded-lg bg-slate-100 print:size-64" />
        )}
        <div className="min-w-0 px-4 text-slate-900">
          {owner ? <p className="text-lg font-semibold break-words">{owner}</p> : null}
          {link.agency_name && link.agency_name !== owner ? <p className="text-sm break-words text-slate-700">{link.agency_name}</p> : null}
          <p className="mt-1 font-mono text-sm break-all" style={{ color: theme.primary }}>
            {publicUrl}
          </p>
          <p className="text-sm text-slate-600 print:hidden">{t(`surveyTypes.${link.survey_type}`)}</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-center gap-2 print:hidden">
        <Button
          variant="secondary"
          onPress={() => download(() => qrPngBlob(publicUrl), "png")}
          aria-label={t("qr.pngLabel", { url: link.url })}
        >
          <Download aria-hidden className="size-4" />
          {t("qr.png")}
        </Button>
        <Button
          variant="secondary"
          onPress={() => download(() => qrSvgBlob(publicUrl, title), "svg")}
          aria-label={t("qr.svgLabel", { url: link.url })}
        >
          <Download aria-hidden className="size-4" />
          {t("qr.svg")}
        </Button>
        <Button variant="ghost" onPress={onPrint} aria-label={t("qr.printOneLabel", { url: link.url })}>
          <Printer aria-hidden className="size-4" />
          {t("qr.printOne")}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(failed === "png" ? "qr.pngFailed" : "qr.svgFailed")}
        </p>
      ) : null}
    </li>
  );
}
