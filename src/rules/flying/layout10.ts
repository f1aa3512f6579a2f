/**
 * The layout of the 10x10 board that the 10x10 generator (`movegen10.ts`), its perft
 * (`perft10.ts`) and its public layer (`moves10.ts`) share: ghost squares. The 50 playing
 * squares are laid out 11 to two rows, square `sq` (0-based) at index `P = sq + floor(sq / 10) + 6`.
 * Indices 16, 27, 38 and 49 are ghost squares between row pairs, 0-5 and 60-65 padding, so that
 * every diagonal step is a fixed offset: -6 up-left, -5 up-right, +5 down-left, +6 down-right, as
 * a shift of the occupancy words (two 32-bit words: bits 0-31 and 32-63 of the same index).
 *
 * The constants are const enums: esbuild writes their values as literals in every module that
 * uses them, where a module binding would be read from the module's context at every use (and
 * these are read in every node).
 * @module
 */

/** The colours (the values of `WHITE` and `BLACK` in movegen.ts). */
export const enum Side {
  WHITE = 1,
  BLACK = 2,
}

/** The constant masks of the occupancy words (index P). */
export const enum Mask {
  /** The playing squares as bits of the two occupancy words (index P): P 6-15, 17-26, 28-31. */
  VALID_LO = -134283328, // 0xf7feffc0
  /** P 32-37, 39-48, 50-59. */
  VALID_HI = 268304319, // 0x0ffdffbf
  /** White crowns on P 6-10 (row 0), Black on P 55-59 (row 9). */
  WHITE_CROWN_LO = 0x7c0,
  BLACK_CROWN_HI = 0xf800000,
  /**
   * The children the perft stack holds less one (a power of two less one): `c & CHILDREN` is `c`
   * for every child of the stack. A literal in the code, where a module binding would be read.
   */
  CHILDREN = 0x1fff,
  /** The children the perft stack holds (`CHILDREN + 1`): 8,192 of six words, 192 KB. */
  STACK = 0x2000,
}

/** The sizes of the layout. */
export const enum Layout {
  /** Indices P run from 0 to 65 (0-5 and 60-65 padding). */
  CELLS = 66,
}

function buildPToSq(): Int8Array {
  const t = new Int8Array(Layout.CELLS).fill(-1);
  for (let sq = 0; sq < Rows.SQUARES; sq++) t[sq + ((sq / Rows.PAIR) | 0) + Rows.PAD] = sq;
  return t;
}

/** 0-based square of each index P (-1 for ghosts and padding): index 6 is square 0, 16 a ghost. */
export const P_TO_SQ = /* @__PURE__ */ buildPToSq();

/** Diagonal offsets: 0 up-left -6, 1 up-right -5, 2 down-left +5, 3 down-right +6 (as in `movegen.ts`). */
export function deltaOf(d: number): number {
  return d < 2 ? d - 6 : d + 3;
}

/**
 * The diagonal steps as offsets of index P (up-left -LONG, up-right -SHORT, down-left +SHORT,
 * down-right +LONG), and the shift amounts that a shift of the two occupancy words by one step
 * or two (a jump) needs: `X_CARRY` is `32 - X`, the bits that cross from one word to the other.
 */
export const enum Step {
  LONG = 6,
  SHORT = 5,
  LONG_CARRY = 26,
  SHORT_CARRY = 27,
  /** Two steps: the landing square of a jump, seen from its start. */
  LONG2 = 12,
  SHORT2 = 10,
  LONG2_CARRY = 20,
  SHORT2_CARRY = 22,
}

/**
 * The window of `around` (movegen10.ts): the bits `p - Step.LONG2` to `p + Step.LONG2` of the
 * words as bits 0 to `2 * Step.LONG2`, so `p` is bit `Step.LONG2`, its four neighbours the bits
 * below (the directions men jump, as bits of that window).
 */
export const enum Around {
  /** The neighbour up-left (bit `LONG2 - LONG`), up-right, down-left, down-right. */
  UL = 0x40,
  UR = 0x80,
  DL = 0x20000,
  DR = 0x40000,
  /** The men's jump directions: all four (men capture backward), White's (up), Black's (down). */
  MEN_ALL = 0x600c0,
  MEN_WHITE = 0xc0,
  MEN_BLACK = 0x60000,
  /** `31 - Step.LONG2`: the offset of a window bit is this less its `Math.clz32`. */
  CLZ_TO_DELTA = 19,
}

/** The rows as indices P. */
export const enum Rows {
  /** Squares in two rows (square `sq` is at `sq + floor(sq / PAIR) + PAD`). */
  PAIR = 10,
  /** Padding before the first square (index P of square 0); as much again after the last. */
  PAD = 6,
  /** White's crowning row (row 0) is the indices below this. */
  WHITE_CROWN_END = 11,
  /** Black's crowning row (the last) is the indices from this on. */
  BLACK_CROWN_START = 55,
  /** The playing squares. */
  SQUARES = 50,
}

/** The low occupancy word (index P 0-31) of the plain word `lo`: squares 0-23. */
export function ghostLo(lo: number): number {
  return ((lo & 0x3ff) << 6) | (((lo >>> 10) & 0x3ff) << 17) | (((lo >>> 20) & 0x3ff) << 28);
}

/** The high occupancy word (index P 32-63) of the plain words `lo`, `hi`: squares 24-49. */
export function ghostHi(lo: number, hi: number): number {
  const g3 = (lo >>> 30) | ((hi & 0xff) << 2);
  return (((lo >>> 20) & 0x3ff) >>> 4) | (g3 << 7) | (((hi >>> 8) & 0x3ff) << 18);
}
