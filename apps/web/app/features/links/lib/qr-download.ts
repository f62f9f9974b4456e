import { qrToSvg, type TQrCode } from "../../../lib/qr-code";

/** The quiet zone around a code, in modules (the standard asks for 4). */
const MARGIN = 4;

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
export function qrSvgBlob(qr: TQrCode, title: string): Blob {
  return new Blob([qrToSvg(qr, { margin: MARGIN, title })], { type: "image/svg+xml" });
}

/** The code as a PNG of at least `pixels` square, each module a whole number of pixels (no blurred edges). */
export function qrPngBlob(qr: TQrCode, pixels = 1024): Promise<Blob> {
  const extent = qr.size + 2 * MARGIN;
  const scale = Math.ceil(pixels / extent);
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = extent * scale;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("Canvas is not available"));
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000000";
  qr.modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) context.fillRect((c + MARGIN) * scale, (r + MARGIN) * scale, scale, scale);
    }),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The PNG could not be made"))), "image/png"),
  );
}

/** `qr-<link address>.<ext>`: tells the files apart in a downloads folder. */
export const qrFileName = (linkUrl: string, extension: "png" | "svg") => `qr-${linkUrl}.${extension}`;
