/**
 * A small QR code encoder (ISO/IEC 18004) for survey link addresses: byte mode, error correction level M (about 15%
 * of the symbol can be damaged), versions 1–10 (up to 213 bytes), with the mask chosen by the standard's penalty
 * rules. The steps follow the standard's order: data codewords, Reed–Solomon blocks, interleaving, function patterns,
 * data placement, masking, format and version information.
 */

/** modules[row][column]: true is dark. `size` is 17 + 4 × version, without the quiet zone. */
export type TQrCode = { version: number; size: number; mask: number; modules: boolean[][] };

export const QR_MAX_VERSION = 10;

/**
 * Level M blocks per version (ISO/IEC 18004 table 9): error correction codewords per block, then the blocks of group
 * 1 and their data codewords, then the blocks of group 2, which hold one data codeword more each.
 */
const BLOCKS_M: readonly (readonly [ecc: number, group1: number, data1: number, group2: number])[] = [
  [10, 1, 16, 0],
  [16, 1, 28, 0],
  [26, 1, 44, 0],
  [18, 2, 32, 0],
  [24, 2, 43, 0],
  [16, 4, 27, 0],
  [18, 4, 31, 0],
  [22, 2, 38, 2],
  [22, 3, 36, 2],
  [26, 4, 43, 1],
];

/** Centre rows and columns of the alignment patterns per version (annex E). */
const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** Data codewords a version holds at level M. */
export function dataCodewordCount(version: number): number {
  const [, group1, data1, group2] = BLOCKS_M[version - 1]!;
  return group1 * data1 + group2 * (data1 + 1);
}

/** Bytes a version holds in byte mode at level M: mode (4 bits) and count (8 bits, 16 from version 10) come first. */
export function byteCapacity(version: number): number {
  return Math.floor((dataCodewordCount(version) * 8 - 4 - (version < 10 ? 8 : 16)) / 8);
}

// ── Reed–Solomon over GF(256) with the polynomial x⁸ + x⁴ + x³ + x² + 1 ─────────────────────────────────────

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;

export const gfMultiply = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);
export const gfPower = (exponent: number): number => EXP[exponent % 255]!;

/** The `count` error correction codewords of `data`: the remainder of data·x^count divided by ∏(x − αⁱ), i < count. */
export function reedSolomon(data: readonly number[], count: number): number[] {
  let generator = [1];
  for (let i = 0; i < count; i++) {
    const next = Array.from({ length: generator.length + 1 }, () => 0);
    generator.forEach((coefficient, j) => {
      next[j]! ^= coefficient;
      next[j + 1]! ^= gfMultiply(coefficient, gfPower(i));
    });
    generator = next;
  }
  const remainder = Array.from({ length: count }, () => 0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let j = 0; j < count; j++) remainder[j]! ^= gfMultiply(generator[j + 1]!, factor);
  }
  return remainder;
}

// ── Codewords ─────────────────────────────────────────────────────────────────────────────────────────────

/** Mode indicator, count, the bytes, terminator, then the pad codewords 0xEC 0x11 up to the version's capacity. */
export function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const capacity = dataCodewordCount(version);
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let pad = 0xec; codewords.length < capacity; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits the data into blocks, adds each block's error correction, and interleaves them codeword by codeword. */
export function interleavedCodewords(data: readonly number[], version: number): number[] {
  const [ecc, group1, data1, group2] = BLOCKS_M[version - 1]!;
  const blocks: { data: number[]; ecc: number[] }[] = [];
  for (let b = 0, offset = 0; b < group1 + group2; b++) {
    const length = b < group1 ? data1 : data1 + 1;
    const part = data.slice(offset, offset + length);
    offset += length;
    blocks.push({ data: part, ecc: reedSolomon(part, ecc) });
  }
  const out: number[] = [];
  for (let i = 0; i <= data1; i++) for (const block of blocks) if (i < block.data.length) out.push(block.data[i]!);
  for (let i = 0; i < ecc; i++) for (const block of blocks) out.push(block.ecc[i]!);
  return out;
}

// ── The symbol ────────────────────────────────────────────────────────────────────────────────────────────

/** The 15 format bits for level M (indicator 00) and a mask: BCH(15,5), then XOR 101010000010010. */
export function formatBits(mask: number): number {
  const data = mask; // level M: indicator 00 in the two high bits
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up): the version and its BCH(18,6) remainder. */
export function versionBits(version: number): number {
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  return (version << 12) | remainder;
}

const MASKS: readonly ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

class QrSymbol {
  readonly version: number;
  readonly size: number;
  readonly modules: boolean[][];
  /** Function patterns (finders, timing, alignment, format, version): never data, never masked. */
  readonly reserved: boolean[][];

  constructor(version: number) {
    this.version = version;
    this.size = 17 + 4 * version;
    this.modules = Array.from({ length: this.size }, () => Array.from({ length: this.size }, () => false));
    this.reserved = Array.from({ length: this.size }, () => Array.from({ length: this.size }, () => false));
    this.drawFunctionPatterns();
  }

  private set(row: number, col: number, dark: boolean) {
    this.modules[row]![col] = dark;
    this.reserved[row]![col] = true;
  }

  private drawFunctionPatterns() {
    const { size, version } = this;
    for (let i = 0; i < size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    // Finders with their light separators: dark at rings 0, 1 (centre 3×3) and 3, light at rings 2 and 4.
    for (const [row, col] of [
      [3, 3],
      [3, size - 4],
      [size - 4, 3],
    ] as const) {
      for (let dr = -4; dr <= 4; dr++) {
        for (let dc = -4; dc <= 4; dc++) {
          const r = row + dr;
          const c = col + dc;
          const ring = Math.max(Math.abs(dr), Math.abs(dc));
          if (r >= 0 && r < size && c >= 0 && c < size) this.set(r, c, ring !== 2 && ring !== 4);
        }
      }
    }
    const centres = ALIGNMENT[version - 1]!;
    const last = centres.length - 1;
    centres.forEach((row, i) =>
      centres.forEach((col, j) => {
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return; // under a finder
        for (let dr = -2; dr <= 2; dr++) {
          for (let dc = -2; dc <= 2; dc++) this.set(row + dr, col + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
        }
      }),
    );
    this.drawFormat(0); // reserves the format areas (and the dark module); written for real once the mask is chosen
    if (version >= 7) {
      const bits = versionBits(version);
      for (let i = 0; i < 18; i++) {
        const dark = ((bits >>> i) & 1) === 1;
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(b, a, dark);
        this.set(a, b, dark);
      }
    }
  }

  /** Both copies of the format information, bit 0 being the least significant; plus the dark module. */
  drawFormat(mask: number) {
    const { size } = this;
    const bits = formatBits(mask);
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) this.set(i, 8, bit(i));
    this.set(7, 8, bit(6));
    this.set(8, 8, bit(7));
    this.set(8, 7, bit(8));
    for (let i = 9; i < 15; i++) this.set(8, 14 - i, bit(i));
    for (let i = 0; i < 8; i++) this.set(8, size - 1 - i, bit(i));
    for (let i = 8; i < 15; i++) this.set(size - 15 + i, 8, bit(i));
    this.set(size - 8, 8, true);
  }

  /** Data bits in two-column strips from the bottom right, upwards then downwards, skipping the timing column. */
  placeData(codewords: readonly number[]) {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < size; step++) {
        const row = upward ? size - 1 - step : step;
        for (const col of [right, right - 1]) {
          if (this.reserved[row]![col] || i >= codewords.length * 8) continue;
          this.modules[row]![col] = ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
    }
  }

  /** Flips the data modules a mask selects; applying the same mask again undoes it. */
  applyMask(mask: number) {
    const test = MASKS[mask]!;
    for (let r = 0; r < this.size; r++) {
      for (let c = 0; c < this.size; c++) if (!this.reserved[r]![c] && test(r, c)) this.modules[r]![c] = !this.modules[r]![c];
    }
  }
}

const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
];

/** The standard's penalty score (rules N1–N4); the mask with the lowest is used. */
export function penaltyScore(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  const columns = modules.map((_, c) => modules.map((row) => row[c]!));
  let score = 0;
  for (const line of [...modules, ...columns]) {
    // N1: five or more modules of one colour in a row: 3, plus 1 per module beyond five.
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    // N3: 1:1:3:1:1 (a finder's look) beside four light modules: 40 each.
    for (let i = 0; i + 11 <= size; i++) {
      if (FINDER_LIKE.some((pattern) => pattern.every((dark, k) => line[i + k] === dark))) score += 40;
    }
  }
  // N2: each 2×2 block of one colour: 3.
  for (let r = 0; r + 1 < size; r++) {
    for (let c = 0; c + 1 < size; c++) {
      const dark = modules[r]![c];
      if (modules[r]![c + 1] === dark && modules[r + 1]![c] === dark && modules[r + 1]![c + 1] === dark) score += 3;
    }
  }
  // N4: 10 for every full 5% the share of dark modules is away from half.
  const dark = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  score += 10 * Math.floor(Math.abs((dark * 100) / (size * size) - 50) / 5);
  return score;
}

/**
 * The QR code of `text` (UTF-8 bytes) at level M in the smallest version that holds it. Throws a RangeError when
 * it needs more than version 10 (over 213 bytes), far beyond any link address. `mask` forces a mask (for tests);
 * by default the one with the lowest penalty is used.
 */
export function encodeQr(text: string, { mask: forcedMask }: { mask?: number } = {}): TQrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= QR_MAX_VERSION && byteCapacity(version) < bytes.length) version++;
  if (version > QR_MAX_VERSION)
    throw new RangeError(`Too long for a QR code here: ${bytes.length} bytes (at most ${byteCapacity(QR_MAX_VERSION)})`);
  const codewords = interleavedCodewords(dataCodewords(bytes, version), version);

  let best: { mask: number; score: number; modules: boolean[][] } | null = null;
  for (let mask = 0; mask < MASKS.length; mask++) {
    if (forcedMask !== undefined && mask !== forcedMask) continue;
    const symbol = new QrSymbol(version);
    symbol.placeData(codewords);
    symbol.applyMask(mask);
    symbol.drawFormat(mask);
    const score = penaltyScore(symbol.modules);
    if (!best || score < best.score) best = { mask, score, modules: symbol.modules };
  }
  return { version, size: 17 + 4 * version, mask: best!.mask, modules: best!.modules };
}

/**
 * The dark modules as one SVG path in module units, the quiet zone (`margin` modules, 4 by the standard) included:
 * one rectangle per horizontal run.
 */
export function qrSvgPath(qr: TQrCode, margin = 4): string {
  const parts: string[] = [];
  qr.modules.forEach((row, r) => {
    for (let c = 0; c < qr.size; c++) {
      if (!row[c]) continue;
      let end = c;
      while (end + 1 < qr.size && row[end + 1]) end++;
      parts.push(`M${c + margin} ${r + margin}h${end - c + 1}v1h-${end - c + 1}z`);
      c = end;
    }
  });
  return parts.join("");
}

/** A standalone SVG document of the code: dark modules on white, `pixels` wide, crisp at any size. */
export function qrToSvg(
  qr: TQrCode,
  { margin = 4, pixels = 512, title }: { margin?: number; pixels?: number; title?: string } = {},
): string {
  const extent = qr.size + 2 * margin;
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges">`,
    title ? `<title>${escape(title)}</title>` : "",
    `<rect width="${extent}" height="${extent}" fill="#ffffff"/>`,
    `<path d="${qrSvgPath(qr, margin)}" fill="#000000"/>`,
    "</svg>",
  ].join("");
}
