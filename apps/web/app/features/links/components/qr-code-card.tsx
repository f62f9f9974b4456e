import type { TLinkQrCode } from "@planready/contracts/links";
import { Download, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { qrSvg } from "../../../lib/qr-code";
import { linkOwnerName } from "../lib/link-state";
import { downloadBlob, qrFileName, qrPngBlob, qrSvgBlob } from "../lib/qr-download";

type QrCodeCardProps = {
  link: TLinkQrCode;
  /** Prints this card alone (the others are hidden from print while it runs). */
  onPrint: () => void;
  /** When another card is being printed, this one stays off the paper. */
  hiddenInPrint: boolean;
};

/** One link's QR code (its full public address) with the names it belongs to, downloads and printing. */
export function QrCodeCard({ link, onPrint, hiddenInPrint }: QrCodeCardProps) {
  const { t } = useTranslation("links");
  const owner = linkOwnerName(link);
  const [failed, setFailed] = useState<"png" | "svg" | null>(null);
  const title = t("qr.imageLabel", { url: link.public_url });
  // The same SVG document the download gives, drawn by the browser as an image once it is made.
  const [svgSrc, setSvgSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(link.public_url, { pixels: 224 }).then(
      (svg) => current && setSvgSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => current && setFailed("svg"),
    );
    return () => {
      current = false;
    };
  }, [link.public_url]);

  const download = (make: () => Promise<Blob>, extension: "png" | "svg") => {
    setFailed(null);
    make().then(
      (blob) => downloadBlob(blob, qrFileName(link.url, extension)),
      () => setFailed(extension),
    );
  };

  return (
    <li
      className={`flex break-inside-avoid flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm print:border-slate-400 print:shadow-none dark:border-slate-700 dark:bg-slate-900 print:dark:bg-white ${hiddenInPrint ? "print:hidden" : ""}`}
      data-testid="qr-card"
      data-url={link.public_url}
    >
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
        <div aria-hidden className="size-56 max-w-full rounded-lg bg-slate-100 print:size-64 dark:bg-slate-800" />
      )}
      <div className="min-w-0">
        {owner ? <p className="font-semibold break-words text-slate-900 dark:text-white print:text-black">{owner}</p> : null}
        {link.agency_name && link.agency_name !== owner ? (
          <p className="text-sm break-words text-slate-700 dark:text-slate-300 print:text-black">{link.agency_name}</p>
        ) : null}
        <p className="mt-1 font-mono text-sm break-all text-slate-800 dark:text-slate-200 print:text-black">{link.public_url}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400 print:hidden">{t(`surveyTypes.${link.survey_type}`)}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2 print:hidden">
        <Button
          variant="secondary"
          onPress={() => download(() => qrPngBlob(link.public_url), "png")}
          aria-label={t("qr.pngLabel", { url: link.url })}
        >
          <Download aria-hidden className="size-4" />
          {t("qr.png")}
        </Button>
        <Button
          variant="secondary"
          onPress={() => download(() => qrSvgBlob(link.public_url, title), "svg")}
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
