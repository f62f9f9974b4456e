import QRCode from "qrcode";

/**
 * QR codes of survey link addresses, made by the `qrcode` package: error correction level M (about 15% of the
 * symbol may be damaged or covered) and the standard's quiet zone of 4 modules around it. The smallest version that
 * holds the text and the mask are the library's choice.
 */
export const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The code as a standalone SVG document: dark modules on white, `pixels` wide, sharp at any print size. A `title`
 * names it for screen readers and file browsers.
 */
export async function qrSvg(text: string, { pixels = 512, title }: { pixels?: number; title?: string } = {}): Promise<string> {
  const svg = (await QRCode.toString(text, { ...QR_OPTIONS, type: "svg", width: pixels })).trim();
  return title ? svg.replace(/^<svg[^>]*>/, (open) => `${open}<title>${escapeXml(title)}</title>`) : svg;
}

/**
 * The code as a PNG data URL at least `pixels` square, each module a whole number of pixels (no blurred or uneven
 * edges when printed).
 */
export async function qrPngDataUrl(text: string, pixels = 1024): Promise<string> {
  const extent = QRCode.create(text, QR_OPTIONS).modules.size + 2 * QR_OPTIONS.margin;
  return QRCode.toDataURL(text, { ...QR_OPTIONS, type: "image/png", scale: Math.ceil(pixels / extent) });
}
