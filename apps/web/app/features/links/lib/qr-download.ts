import { qrPngDataUrl, qrSvg } from "../../../lib/qr-code";

/** Offers a file to the person as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The code as an SVG file: sharp at any print size. */
export async function qrSvgBlob(text: string, title: string): Promise<Blob> {
  return new Blob([await qrSvg(text, { title })], { type: "image/svg+xml" });
}

/**
 * The code as a PNG file of at least 1024 pixels square, for print. The data URL is decoded here rather than
 * fetched, which the page's content security policy would refuse.
 */
export async function qrPngBlob(text: string): Promise<Blob> {
  const dataUrl = await qrPngDataUrl(text, 1024);
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: "image/png" });
}

/** `qr-<link address>.<ext>`: tells the files apart in a downloads folder. */
export const qrFileName = (linkUrl: string, extension: "png" | "svg") => `qr-${linkUrl}.${extension}`;
