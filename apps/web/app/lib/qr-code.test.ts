import { describe, expect, it } from "vitest";
import { byteCapacity, encodeQr, formatBits, penaltyScore, qrSvgPath, qrToSvg, reedSolomon, versionBits } from "./qr-code";

/**
 * A reader written from the standard's description, separately from the encoder (its own tables, its own
 * arithmetic, its own walk through the symbol): what a scanner does once it has found the grid. It checks the
 * finder and timing patterns, both copies of the format (and version) information, that every block's Reed–Solomon
 * syndromes are zero, and the padding; then returns the text.
 */
const READER_BLOCKS: Record<number, { ecc: number; data: number[] }> = {
  1: { ecc: 10, data: [16] },
  2: { ecc: 16, data: [28] },
  3: { ecc: 26, data: [44] },
  4: { ecc: 18, data: [32, 32] },
  5: { ecc: 24, data: [43, 43] },
  6: { ecc: 16, data: [27, 27, 27, 27] },
  7: { ecc: 18, data: [31, 31, 31, 31] },
  8: { ecc: 22, data: [38, 38, 39, 39] },
  9: { ecc: 22, data: [36, 36, 36, 37, 37] },
  10: { ecc: 26, data: [43, 43, 43, 43, 44] },
};
const READER_ALIGNMENT: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
};
/** Level M format words for masks 0–7, as printed in the standard (annex C), most significant bit first. */
const FORMAT_M = [
  "101010000010010",
  "101000100100101",
  "101111001111100",
  "101101101001011",
  "100010111111001",
  "100000011001110",
  "100111110010111",
  "100101010100000",
];
/** Version information words for versions 7–10 (annex D). */
const VERSION_INFO: Record<number, string> = {
  7: "000111110010010100",
  8: "001000010110111100",
  9: "001001101010011001",
  10: "001010010011010011",
};
const MASK_RULES = [
  (i: number, j: number) => (i + j) % 2 === 0,
  (i: number) => i % 2 === 0,
  (_: number, j: number) => j % 3 === 0,
  (i: number, j: number) => (i + j) % 3 === 0,
  (i: number, j: number) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i: number, j: number) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i: number, j: number) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i: number, j: number) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

function gfTables() {
  const exp: number[] = [];
  const log: number[] = [];
  let x = 1;
  for (let i = 0; i < 255; i++) {
    exp.push(x);
    log[x] = i;
    x = x & 0x80 ? ((x << 1) ^ 0x11d) & 0xff : x << 1;
  }
  return { exp, log };
}
const GF = gfTables();
const times = (a: number, b: number) => (a && b ? GF.exp[(GF.log[a]! + GF.log[b]!) % 255]! : 0);

/** c(αⁱ) for i < count, by Horner's rule (the codeword's first byte is its highest coefficient). */
function syndromes(codeword: number[], count: number): number[] {
  return Array.from({ length: count }, (_, i) => codeword.reduce((acc, byte) => times(acc, GF.exp[i]!) ^ byte, 0));
}

function readQr(m: boolean[][]): { text: string; version: number; mask: number } {
  const size = m.length;
  const version = (size - 17) / 4;
  expect(Number.isInteger(version) && version >= 1 && version <= 10, `size ${size}`).toBe(true);
  const bitString = (cells: [number, number][]) => cells.map(([r, c]) => (m[r]![c] ? "1" : "0")).join("");

  // Finder patterns (7×7: dark ring, light ring, dark 3×3) and their light separators.
  for (const [top, left] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ]) {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const row = top! + r;
        const col = left! + c;
        if (row < 0 || col < 0 || row >= size || col >= size) continue;
        const inside = r >= 0 && r <= 6 && c >= 0 && c <= 6;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        expect(m[row]![col], `finder module ${row},${col}`).toBe(inside && ring !== 2);
      }
    }
  }
  for (let i = 8; i < size - 8; i++) {
    expect(m[6]![i], `timing 6,${i}`).toBe(i % 2 === 0);
    expect(m[i]![6], `timing ${i},6`).toBe(i % 2 === 0);
  }
  expect(m[size - 8]![8], "dark module").toBe(true);

  // Format information: two copies, most significant bit first.
  const copyA = bitString([
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8],
    [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ]); // prettier-ignore
  const copyB = bitString([
    ...Array.from({ length: 7 }, (_, k): [number, number] => [size - 1 - k, 8]),
    ...Array.from({ length: 8 }, (_, k): [number, number] => [8, size - 8 + k]),
  ]);
  expect(copyB).toBe(copyA);
  const mask = FORMAT_M.indexOf(copyA);
  expect(mask, `format ${copyA} is a level M word`).toBeGreaterThanOrEqual(0);

  if (version >= 7) {
    // Least significant bit first, in 3-module strips.
    const bottomLeft = Array.from({ length: 18 }, (_, i) => (m[size - 11 + (i % 3)]![Math.floor(i / 3)] ? "1" : "0"))
      .toReversed()
      .join("");
    const topRight = Array.from({ length: 18 }, (_, i) => (m[Math.floor(i / 3)]![size - 11 + (i % 3)] ? "1" : "0"))
      .toReversed()
      .join("");
    expect(bottomLeft).toBe(VERSION_INFO[version]);
    expect(topRight).toBe(VERSION_INFO[version]);
  }

  // Which modules are function patterns.
  const fn = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  const mark = (r0: number, c0: number, rows: number, cols: number) => {
    for (let r = r0; r < r0 + rows; r++) for (let c = c0; c < c0 + cols; c++) fn[r]![c] = true;
  };
  mark(0, 0, 9, 9);
  mark(0, size - 8, 9, 8);
  mark(size - 8, 0, 8, 9);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  const centres = READER_ALIGNMENT[version]!;
  for (const r of centres) {
    for (const c of centres) {
      const underFinder = (r < 9 && c < 9) || (r < 9 && c > size - 9) || (r > size - 9 && c < 9);
      if (!underFinder) mark(r - 2, c - 2, 5, 5);
    }
  }
  if (version >= 7) {
    mark(0, size - 11, 6, 3);
    mark(size - 11, 0, 3, 6);
  }

  // Data bits: two-column strips from the right, alternately up and down, skipping the timing column.
  const bits: number[] = [];
  let upward = true;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (let k = 0; k < size; k++) {
      const row = upward ? size - 1 - k : k;
      for (const c of [col, col - 1]) {
        if (!fn[row]![c]) bits.push(Number(m[row]![c]) ^ Number(MASK_RULES[mask]!(row, c)));
      }
    }
    upward = !upward;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(parseInt(bits.slice(i, i + 8).join(""), 2));

  // De-interleave and check every block.
  const { ecc, data: lengths } = READER_BLOCKS[version]!;
  expect(codewords.length).toBe(lengths.reduce((a, b) => a + b, 0) + ecc * lengths.length);
  const blocks = lengths.map(() => [] as number[]);
  let at = 0;
  for (let i = 0; i < Math.max(...lengths); i++) lengths.forEach((length, b) => i < length && blocks[b]!.push(codewords[at++]!));
  const eccBlocks = lengths.map(() => [] as number[]);
  for (let i = 0; i < ecc; i++) lengths.forEach((_, b) => eccBlocks[b]!.push(codewords[at++]!));
  blocks.forEach((block, b) =>
    expect(syndromes([...block, ...eccBlocks[b]!], ecc), `block ${b}`).toEqual(Array.from({ length: ecc }, () => 0)),
  );

  // Byte mode: 0100, the count, the bytes, a terminator, then 0xEC 0x11 padding.
  const stream = blocks
    .flat()
    .map((byte) => byte.toString(2).padStart(8, "0"))
    .join("");
  expect(stream.slice(0, 4)).toBe("0100");
  const countBits = version < 10 ? 8 : 16;
  const count = parseInt(stream.slice(4, 4 + countBits), 2);
  const start = 4 + countBits;
  const bytes = Uint8Array.from({ length: count }, (_, i) => parseInt(stream.slice(start + 8 * i, start + 8 * i + 8), 2));
  const end = start + 8 * count;
  const afterData = Math.ceil((end + Math.min(4, stream.length - end)) / 8) * 8;
  expect(stream.slice(end, afterData)).toMatch(/^0*$/);
  const pads = stream.slice(afterData).match(/.{8}/g) ?? [];
  pads.forEach((pad, i) => expect(pad).toBe(i % 2 === 0 ? "11101100" : "00010001"));
  return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), version, mask };
}

describe("QR code encoder", () => {
  it("computes Reed–Solomon codewords of the standard's worked example (HELLO WORLD, 1-M)", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it("produces the standard's format words for level M and version words for 7–10", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((mask) => formatBits(mask).toString(2).padStart(15, "0"))).toEqual(FORMAT_M);
    for (const v of [7, 8, 9, 10]) expect(versionBits(v).toString(2).padStart(18, "0")).toBe(VERSION_INFO[v]);
  });

  it("knows each version's byte capacity at level M", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(byteCapacity)).toEqual([14, 26, 42, 62, 84, 106, 122, 152, 180, 213]);
  });

  it.each([
    "https://planready.app/smith-medicare",
    "http://localhost:3204/e2e-links-1a2b3c4d",
    "a",
    "",
    "café ñandú — ünïcode ✓",
    "HELLO WORLD",
  ])("encodes %j so that a reader gets it back", (text) => {
    expect(readQr(encodeQr(text).modules).text).toBe(text);
  });

  it("picks the smallest version that holds the text, and reads back at every version up to 10", () => {
    const capacities = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
    capacities.forEach((capacity, index) => {
      const text = `https://x.example/${"abcdefghij".repeat(30)}`.slice(0, capacity);
      const qr = encodeQr(text);
      expect(qr.version).toBe(index + 1);
      expect(qr.size).toBe(21 + 4 * index);
      const read = readQr(qr.modules);
      expect(read).toEqual({ text, version: index + 1, mask: qr.mask });
      if (index < 9) expect(encodeQr(`${text}z`).version).toBe(index + 2);
    });
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7])("reads back under mask %i at versions 1, 6 and 10", (mask) => {
    for (const length of [10, 100, 200]) {
      const text = "https://planready.app/".padEnd(length, "m");
      const read = readQr(encodeQr(text, { mask }).modules);
      expect(read.text).toBe(text);
      expect(read.mask).toBe(mask);
    }
  });

  it("refuses text longer than version 10 holds", () => {
    expect(() => encodeQr("x".repeat(214))).toThrow(RangeError);
  });

  it("uses the mask with the lowest penalty", () => {
    const qr = encodeQr("https://planready.app/mask-check");
    const scores = MASK_RULES.map((rule) => {
      // Undo the chosen mask, apply another, and rewrite the format words for it.
      const { modules } = encodeQrWithMask(qr, rule);
      return penaltyScore(modules);
    });
    expect(scores[qr.mask]).toBe(Math.min(...scores));
  });
});

/** The same symbol under another mask (data modules only), with that mask's format words. */
function encodeQrWithMask(qr: ReturnType<typeof encodeQr>, rule: (i: number, j: number) => boolean) {
  const readerMask = MASK_RULES[qr.mask]!;
  const size = qr.size;
  const reference = readQrFunctionMap(size);
  const modules = qr.modules.map((row, i) => row.map((dark, j) => (reference[i]![j] ? dark : (dark !== readerMask(i, j)) !== rule(i, j))));
  const format = FORMAT_M[MASK_RULES.indexOf(rule)]!;
  const cellsA: [number, number][] = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8],
    [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ]; // prettier-ignore
  const cellsB: [number, number][] = [
    ...Array.from({ length: 7 }, (_, k): [number, number] => [size - 1 - k, 8]),
    ...Array.from({ length: 8 }, (_, k): [number, number] => [8, size - 8 + k]),
  ];
  for (const cells of [cellsA, cellsB]) cells.forEach(([r, c], k) => (modules[r]![c] = format[k] === "1"));
  return { modules };
}

function readQrFunctionMap(size: number): boolean[][] {
  const version = (size - 17) / 4;
  const fn = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  const mark = (r0: number, c0: number, rows: number, cols: number) => {
    for (let r = r0; r < r0 + rows; r++) for (let c = c0; c < c0 + cols; c++) fn[r]![c] = true;
  };
  mark(0, 0, 9, 9);
  mark(0, size - 8, 9, 8);
  mark(size - 8, 0, 8, 9);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  for (const r of READER_ALIGNMENT[version]!) {
    for (const c of READER_ALIGNMENT[version]!) {
      if (!((r < 9 && c < 9) || (r < 9 && c > size - 9) || (r > size - 9 && c < 9))) mark(r - 2, c - 2, 5, 5);
    }
  }
  if (version >= 7) {
    mark(0, size - 11, 6, 3);
    mark(size - 11, 0, 3, 6);
  }
  return fn;
}

describe("QR penalty rules", () => {
  const grid = (rows: string[]) => rows.map((row) => Array.from(row, (ch) => ch === "#"));

  it("scores runs (N1), 2×2 blocks (N2), finder look-alikes (N3) and imbalance (N4)", () => {
    // A 12×12 all-light grid: 24 lines of 12 (10 each), 121 blocks (3 each), 100% light (10 × 10).
    expect(penaltyScore(grid(Array.from({ length: 12 }, () => ".".repeat(12))))).toBe(24 * 10 + 121 * 3 + 100);
    // A checkerboard: no runs, no blocks, no look-alikes, exactly half dark.
    const checker = Array.from({ length: 12 }, (_row, r) => Array.from({ length: 12 }, (_col, c) => ((r + c) % 2 ? "#" : ".")).join(""));
    expect(penaltyScore(grid(checker))).toBe(0);
  });
});

describe("QR SVG", () => {
  it("draws every dark module once, inside a quiet zone, on white", () => {
    const qr = encodeQr("https://planready.app/svg");
    const path = qrSvgPath(qr, 4);
    const area = [...path.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(area).toBe(qr.modules.flat().filter(Boolean).length);
    const svg = qrToSvg(qr, { title: "Survey <link> & more", pixels: 300 });
    expect(svg).toContain(`viewBox="0 0 ${qr.size + 8} ${qr.size + 8}"`);
    expect(svg).toContain('width="300"');
    expect(svg).toContain("<title>Survey &lt;link&gt; &amp; more</title>");
    expect(svg).toContain('fill="#ffffff"');
  });
});
