/**
 * The layout of the 8x8 board for the copies of the 10x10 generator that play the International
 * rules on 8x8 (Brazilian draughts): `movegen8.gen.ts` and `perft8.gen.ts`, which
 * scripts/gen-flying8.mjs writes from `movegen10.ts` and `perft10.ts` by changing only the
 * layout they import and their names. Every board-specific number of those files comes from here
 * (for 10x10 from `layout10.ts`, whose members the copies read this module has one for one;
 * `P_TO_SQ` and the sizes serve the 10x10 public layer, which has no 8x8 copy). Indices P run from
 * 0 to 44.
 *
 * Ghost squares as on 10x10: the 32 playing squares are laid out 9 to two rows (4 + 4 and one
 * ghost), square `sq` (0-based) at index `P = sq + floor(sq / 8) + 5`. Indices 13, 22 and 31 are
 * ghost squares between row pairs, 0-4 and 40-44 padding, so that every diagonal step is a fixed
 * offset: -5 up-left, -4 up-right, +4 down-left, +5 down-right, as a shift of the two 32-bit
 * occupancy words (bits 0-31 and 32-63 of the same index; 8x8 uses bits 0-44).
 *
 * What the 10x10 code relies on holds here too: the padding is one long step wide (a step off the
 * board lands on a ghost or padding bit, never below index 0), White's crowning row is in the low
 * word and Black's in the high one, and no step from one word into the other lands on a crowning
 * row (the only such target, index 36, would come from the ghost 31).
 *
 * The constants are const enums, for the reason given in `layout10.ts`: esbuild writes them as
 * literals.
 * @module
 */

/** The colours (the values of `WHITE` and `BLACK` in movegen.ts). */
export const enum Side {
  WHITE = 1,
  BLACK = 2,
}

/** The constant masks of the occupancy words (index P). */
export const enum Mask {
  /** The playing squares as bits of the two occupancy words (index P): P 5-12, 14-21, 23-30. */
  VALID_LO = 0x7fbfdfe0,
  /** P 32-39. */
  VALID_HI = 0xff,
  /** White crowns on P 5-8 (row 0), Black on P 36-39 (row 7). */
  WHITE_CROWN_LO = 0x1e0,
  BLACK_CROWN_HI = 0xf0,
  /** As in layout10.ts: the children the perft stack holds less one. */
  CHILDREN = 0x1fff,
  /** As in layout10.ts: the children the perft stack holds. */
  STACK = 0x2000,
}

/** Diagonal offsets: 0 up-left -5, 1 up-right -4, 2 down-left +4, 3 down-right +5. */
export function deltaOf(d: number): number {
  return d < 2 ? d - 5 : d + 2;
}

/** The steps and the shifts by them, as `Step` of layout10.ts. */
export const enum Step {
  LONG = 5,
  SHORT = 4,
  LONG_CARRY = 27,
  SHORT_CARRY = 28,
  LONG2 = 10,
  SHORT2 = 8,
  LONG2_CARRY = 22,
  SHORT2_CARRY = 24,
}

/** The window of `around`, as `Around` of layout10.ts: `p` is bit 10, its neighbours bits 5, 6, 14, 15. */
export const enum Around {
  UL = 0x20,
  UR = 0x40,
  DL = 0x4000,
  DR = 0x8000,
  MEN_ALL = 0xc060,
  MEN_WHITE = 0x60,
  MEN_BLACK = 0xc000,
  CLZ_TO_DELTA = 21,
}

/** The rows as indices P, as `Rows` of layout10.ts. */
export const enum Rows {
  PAIR = 8,
  PAD = 5,
  WHITE_CROWN_END = 9,
  BLACK_CROWN_START = 36,
}

/** The low occupancy word (index P 0-31) of the plain word `lo`: squares 0-23. */
export function ghostLo(lo: number): number {
  return ((lo & 0xff) << 5) | (((lo >>> 8) & 0xff) << 14) | (((lo >>> 16) & 0xff) << 23);
}

/** The high occupancy word (index P 32-63) of the plain word `lo` (squares 24-31; 8x8 has no `hi`). */
export function ghostHi(lo: number, _hi: number): number {
  // `_hi` holds no square of 8x8: a parameter for the signature of layout10.ts's.
  return lo >>> 24;
}
