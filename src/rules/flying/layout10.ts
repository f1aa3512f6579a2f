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
  for (let sq = 0; sq < 50; sq++) t[sq + ((sq / 10) | 0) + 6] = sq;
  return t;
}

/** 0-based square of each index P (-1 for ghosts and padding): index 6 is square 0, 16 a ghost. */
export const P_TO_SQ = /* @__PURE__ */ buildPToSq();

/** Diagonal offsets: 0 up-left -6, 1 up-right -5, 2 down-left +5, 3 down-right +6 (as in `movegen.ts`). */
export function deltaOf(d: number): number {
  return d < 2 ? d - 6 : d + 3;
}
