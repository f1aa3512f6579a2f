/**
 * Bitboard tables for the 8x8 board with the PDN numbering of English draughts
 * (docs/sources.md, boards and numbering): square 1 is b8 at the top left (Black's side), 4 is h8, 29 is
 * a1, 32 is g1. Row r from the top holds squares 4r+1 to 4r+4.
 *
 * For the bitboard generators, bit `n - 1` of a 32-bit integer stands for square `n`.
 * @module
 */
import { board8x8 } from './diagonal.js';

export { board8x8 };

/**
 * Diagonal directions, as indexes into the step tables: 0 up-left, 1 up-right, 2 down-left,
 * 3 down-right. Up is toward square 1 (row 0). The generators name the left one of a pair and
 * reach the right one as the next index, so only the left ones have names.
 */
export const UP_LEFT = 0;
/** Toward row 7, one column left. */
export const DOWN_LEFT = 2;

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

// Set-wise steps. Row r holds bits 4r to 4r+3. From every square, the bit four places on (or
// back) is a diagonal neighbour one row down (up): down-left from an even row, down-right from an
// odd one. The other diagonal neighbour is five places on from an even row and three from an odd
// one, except at the edge column. So each pair of directions costs one plain shift and one
// masked pair of shifts; the two classes replace "left" and "right" wherever only the set of
// targets matters. Each class keeps square order: the k-th lowest source goes to the k-th lowest
// target.
const EVEN_ROWS_BUT_RIGHT_EDGE = 0x07070707; // even rows, columns 1, 3, 5 (not column 7)
const ODD_ROWS_BUT_LEFT_EDGE = -0x1f1f1f20; // 0xe0e0e0e0 as a signed word: odd rows, columns 2, 4, 6 (not column 0)

/** The squares one row down of the squares of `s`, four bits on (always a neighbour). */
export function down4(s: number): number {
  return s << 4;
}
/** The squares one row down of the squares of `s` along the other diagonal (three or five bits on). */
export function down35(s: number): number {
  return ((s & EVEN_ROWS_BUT_RIGHT_EDGE) << 5) | ((s & ODD_ROWS_BUT_LEFT_EDGE) << 3);
}
/** The squares one row up of the squares of `s`, four bits back: the inverse of {@link down4}. */
export function up4(s: number): number {
  return s >>> 4;
}
/** The squares one row up of the squares of `s`, three or five bits back: the inverse of {@link down35}. */
export function up35(s: number): number {
  return ((s >>> 5) & EVEN_ROWS_BUT_RIGHT_EDGE) | ((s >>> 3) & ODD_ROWS_BUT_LEFT_EDGE);
}
