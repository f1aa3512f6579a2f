/**
 * Bitboard tables for the 8x8 board with the PDN numbering of English draughts
 * (rules-and-notation section 3): square 1 is b8 at the top left (Black's side), 4 is h8, 29 is
 * a1, 32 is g1. Row r from the top holds squares 4r+1 to 4r+4.
 *
 * For the bitboard generators, bit `n - 1` of a 32-bit integer stands for square `n`.
 * @module
 */
import { board8x8 } from './diagonal.js';

export { board8x8 };

/** Diagonal directions, as indexes into the step tables. Up is toward square 1 (row 0). */
export const UP_LEFT = 0;
/** Toward row 0, one column right. */
export const UP_RIGHT = 1;
/** Toward row 7, one column left. */
export const DOWN_LEFT = 2;
/** Toward row 7, one column right. */
export const DOWN_RIGHT = 3;

const ROW_DELTA = [-1, -1, 1, 1] as const;
const COL_DELTA = [-1, 1, -1, 1] as const;

function buildStepTable(distance: number): Int8Array {
  const table = new Int8Array(4 * 32).fill(-1);
  for (let bit = 0; bit < 32; bit++) {
    const { row, col } = board8x8.coords(bit + 1);
    for (let d = 0; d < 4; d++) {
      const target = board8x8.squareAt(row + ROW_DELTA[d]! * distance, col + COL_DELTA[d]! * distance);
      if (target !== undefined) table[d * 32 + bit] = target - 1;
    }
  }
  return table;
}

/** `STEP8[d * 32 + bit]`: the bit one diagonal step away in direction `d`, or -1 off the board. */
export const STEP8: Int8Array = /* @__PURE__ */ buildStepTable(1);
/** `JUMP8[d * 32 + bit]`: the landing bit two steps away in direction `d`, or -1 off the board. */
export const JUMP8: Int8Array = /* @__PURE__ */ buildStepTable(2);

// Set-wise steps. Even rows (0, 2, 4, 6) hold bits 0-3, 8-11, ...; on them a playing square sits
// in an odd column, so the step down-left is +4 and down-right +5; on odd rows it is +3 and +4.
const EVEN_ROWS = 0x0f0f0f0f;
const ODD_ROWS = 0xf0f0f0f0 | 0;
const LEFT_EDGE = 0x10101010; // column 0 (odd rows): no step left
const RIGHT_EDGE = 0x08080808; // column 7 (even rows): no step right

/** The squares one step up-left of the squares of `s`. */
export function upLeft(s: number): number {
  return ((s & EVEN_ROWS) >>> 4) | ((s & ODD_ROWS & ~LEFT_EDGE) >>> 5);
}
/** The squares one step up-right of the squares of `s`. */
export function upRight(s: number): number {
  return ((s & EVEN_ROWS & ~RIGHT_EDGE) >>> 3) | ((s & ODD_ROWS) >>> 4);
}
/** The squares one step down-left of the squares of `s`. */
export function downLeft(s: number): number {
  return ((s & EVEN_ROWS) << 4) | ((s & ODD_ROWS & ~LEFT_EDGE) << 3);
}
/** The squares one step down-right of the squares of `s`. */
export function downRight(s: number): number {
  return ((s & EVEN_ROWS & ~RIGHT_EDGE) << 5) | ((s & ODD_ROWS) << 4);
}
