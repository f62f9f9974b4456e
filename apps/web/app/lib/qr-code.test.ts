import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { QR_OPTIONS, qrPngDataUrl, qrSvg } from "./qr-code";

/**
 * Every code is read back by jsQR, a decoder independent of the encoder, from the image a person downloads: the
 * SVG's path drawn into pixels here, and the PNG's own pixels (in Node the library draws the PNG with pngjs, in the
 * browser on a canvas; both fill the pixels from the same module matrix).
 */
const URLS = [
  "https://planready.app/smith-medicare",
  "http://localhost:3204/e2e-links-1a2b3c4d",
  "https://planready.app/café-ñandú",
  `https://planready.example/${"abcdefghij".repeat(20)}`,
];

/** The dark modules of an SVG from `qrSvg`: its one stroked path of `M x y`, `m dx dy` and `h n` steps. */
function svgModules(svg: string): { extent: number; dark: boolean[][] } {
  const extent = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  expect(extent).toBeGreaterThan(0);
  expect(path).toBeTruthy();
  const dark = Array.from({ length: extent }, () => Array.from({ length: extent }, () => false));
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path!.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b)];
    else if (command === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      // A stroke one module wide along the row's centre line (y + 0.5).
      for (let column = x; column < x + Number(a); column++) dark[Math.floor(y)]![column] = true;
      x += Number(a);
    }
  }
  return { extent, dark };
}

/** Modules drawn as `scale`-pixel squares, black on white, as RGBA. */
function pixelsOf(dark: boolean[][], scale: number) {
  const width = dark.length * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      if (!dark[Math.floor(py / scale)]![Math.floor(px / scale)]) continue;
      data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { data, width };
}

describe("QR codes as SVG", () => {
  it.each(URLS)("read back %s", async (text) => {
    const { dark } = svgModules(await qrSvg(text));
    const { data, width } = pixelsOf(dark, 4);
    expect(jsQR(data, width, width)?.data).toBe(text);
  });

  it("is a standalone document on white, with the quiet zone, the size asked for and an escaped title", async () => {
    const svg = await qrSvg("https://planready.app/svg", { title: "Survey <link> & more", pixels: 300 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<title>Survey &lt;link&gt; &amp; more</title>");
    expect(svg).toContain('fill="#ffffff"');
    const { extent, dark } = svgModules(svg);
    const margin = QR_OPTIONS.margin;
    const ring = dark.flatMap((row, r) => row.filter((_, c) => r < margin || c < margin || r >= extent - margin || c >= extent - margin));
    expect(ring.some(Boolean)).toBe(false);
  });

  it("fails for text no code can hold, rather than drawing something unreadable", async () => {
    await expect(qrSvg("x".repeat(3000))).rejects.toThrow();
  });
});

describe("QR codes as PNG", () => {
  it.each(URLS)("read back %s", async (text) => {
    const dataUrl = await qrPngDataUrl(text);
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(text);
  });

  it("is at least the size asked for, square, and every module a whole number of pixels", async () => {
    const text = "https://planready.app/print";
    const { extent } = svgModules(await qrSvg(text));
    const dataUrl = await qrPngDataUrl(text, 1024);
    const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
    expect(png.width).toBeGreaterThanOrEqual(1024);
    expect(png.height).toBe(png.width);
    expect(png.width % extent).toBe(0);
  });
});
