/**
 * A drawn signature as SVG path data (what POST /api/consents stores): strokes in a fixed 600 × 200 box, whatever
 * the size of the canvas they were drawn on, with whole-number coordinates and relative line commands to stay
 * small. The contract allows commands and numbers only (no markup) and at most SIGNATURE_MAX_CHARS characters.
 */

export const SIGNATURE_BOX = { width: 600, height: 200 } as const;
/** consent-records.ts SIGNATURE_MAX_CHARS; repeated here so the signature pad does not pull zod into its chunk. */
export const SIGNATURE_PATH_MAX_CHARS = 50_000;

export type TPoint = { x: number; y: number };
export type TStroke = readonly TPoint[];

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/** A point drawn on a surface of `size` CSS pixels, in signature-box units. */
export function toBoxPoint(point: TPoint, size: { width: number; height: number }): TPoint {
  return {
    x: clamp((point.x / Math.max(1, size.width)) * SIGNATURE_BOX.width, SIGNATURE_BOX.width),
    y: clamp((point.y / Math.max(1, size.height)) * SIGNATURE_BOX.height, SIGNATURE_BOX.height),
  };
}

/**
 * Path data of the strokes: "M x y" then relative "l dx dy" pairs. Points closer than `minDistance` to the last
 * kept point are dropped (a finger reports many). A single tap becomes a dot (a zero-length line drawn with a
 * round cap). Deltas are taken between rounded points, so rounding never drifts along a stroke.
 */
export function strokesToPath(strokes: readonly TStroke[], minDistance = 1): string {
  const parts: string[] = [];
  for (const stroke of strokes) {
    const first = stroke[0];
    if (!first) continue;
    let last = { x: Math.round(first.x), y: Math.round(first.y) };
    const deltas: string[] = [];
    for (let i = 1; i < stroke.length; i++) {
      const point = stroke[i] as TPoint;
      const next = { x: Math.round(point.x), y: Math.round(point.y) };
      const isLast = i === stroke.length - 1;
      if (Math.hypot(next.x - last.x, next.y - last.y) < minDistance && !(isLast && deltas.length === 0)) continue;
      deltas.push(`${next.x - last.x} ${next.y - last.y}`);
      last = next;
    }
    parts.push(`M${Math.round(first.x)} ${Math.round(first.y)}l${deltas.length ? deltas.join(" ") : "0 0"}`);
  }
  return parts.join("");
}

/**
 * The path data for the strokes within the size limit, simplifying more (dropping closer points) until it fits.
 * Null when nothing was drawn.
 */
export function signaturePath(strokes: readonly TStroke[], maxChars = SIGNATURE_PATH_MAX_CHARS): string | null {
  if (!strokes.some((stroke) => stroke.length > 0)) return null;
  for (let minDistance = 1; minDistance <= 64; minDistance *= 2) {
    const path = strokesToPath(strokes, minDistance);
    if (path.length <= maxChars) return path;
  }
  // Pathologically long scribbles: keep the strokes that fit.
  let path = "";
  for (const stroke of strokes) {
    const next = path + strokesToPath([stroke], 64);
    if (next.length > maxChars) break;
    path = next;
  }
  return path || null;
}

/** Enough ink to be a signature, not a stray touch: a few strokes' worth of drawn length in box units. */
export function hasEnoughInk(strokes: readonly TStroke[], minLength = 40): boolean {
  let length = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i++) {
      const a = stroke[i - 1] as TPoint;
      const b = stroke[i] as TPoint;
      length += Math.hypot(b.x - a.x, b.y - a.y);
    }
  }
  return length >= minLength;
}
