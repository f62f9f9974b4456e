import { describe, expect, it } from "vitest";
import { SIGNATURE_MAX_CHARS } from "@planready/contracts/surveys/consent-records";
import {
  hasEnoughInk,
  signaturePath,
  SIGNATURE_BOX,
  SIGNATURE_PATH_MAX_CHARS,
  strokesToPath,
  toBoxPoint,
  type TStroke,
} from "./signature-path";

/** The contract's check (consent-records.ts): commands and numbers only. */
const SVG_PATH = /^\s*[Mm][\sMmLlHhVvCcSsQqTtAaZz0-9eE.,+-]*$/;

describe("signature path", () => {
  it("uses the contract's size limit", () => {
    expect(SIGNATURE_PATH_MAX_CHARS).toBe(SIGNATURE_MAX_CHARS);
  });

  it("writes each stroke as a move and relative lines between rounded points", () => {
    const path = strokesToPath([
      [
        { x: 10.4, y: 20.6 },
        { x: 13.2, y: 18.9 },
        { x: 20, y: 25 },
      ],
      [{ x: 50, y: 50 }],
    ]);
    expect(path).toBe("M10 21l3 -2 7 6M50 50l0 0");
    expect(path).toMatch(SVG_PATH);
  });

  it("does not drift: the sum of the deltas lands on the last rounded point", () => {
    const stroke = Array.from({ length: 200 }, (_, i) => ({ x: i * 0.7 + 0.3, y: 100 + Math.sin(i / 5) * 40.4 }));
    const path = strokesToPath([stroke]);
    const numbers = path.replace(/^M/, "").split(/[lM ]/).filter(Boolean).map(Number);
    let x = numbers[0] as number;
    let y = numbers[1] as number;
    for (let i = 2; i < numbers.length; i += 2) {
      x += numbers[i] as number;
      y += numbers[i + 1] as number;
    }
    const last = stroke.at(-1) as { x: number; y: number };
    expect([x, y]).toEqual([Math.round(last.x), Math.round(last.y)]);
  });

  it("maps canvas pixels into the fixed box, clamped to its edges", () => {
    expect(toBoxPoint({ x: 150, y: 50 }, { width: 300, height: 100 })).toEqual({ x: 300, y: 100 });
    expect(toBoxPoint({ x: -5, y: 500 }, { width: 300, height: 100 })).toEqual({ x: 0, y: SIGNATURE_BOX.height });
  });

  it("is null when nothing was drawn", () => {
    expect(signaturePath([])).toBeNull();
    expect(signaturePath([[]])).toBeNull();
  });

  it("simplifies a long scribble until it fits the limit, and stays valid path data", () => {
    const scribble: TStroke[] = Array.from({ length: 60 }, (_stroke, s) =>
      Array.from({ length: 400 }, (_point, i) => ({ x: (i * 1.5) % 600, y: (s * 3 + Math.sin(i) * 90 + 100) % 200 })),
    );
    expect(strokesToPath(scribble).length).toBeGreaterThan(50_000);
    const path = signaturePath(scribble) as string;
    expect(path.length).toBeLessThanOrEqual(50_000);
    expect(path).toMatch(SVG_PATH);
  });

  it("tells a signature from a stray touch", () => {
    expect(hasEnoughInk([[{ x: 1, y: 1 }]])).toBe(false);
    expect(
      hasEnoughInk([
        [
          { x: 0, y: 0 },
          { x: 60, y: 10 },
        ],
      ]),
    ).toBe(true);
  });
});
