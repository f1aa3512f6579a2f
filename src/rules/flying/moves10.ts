/**
 * The public layer of the 10x10 generator (`movegen10.ts`): the `Move` values of a loaded
 * position, in the documented order (from square, then to square, then path), written straight
 * from the occupancy words and the capture records.
 *
 * A quiet position's list is not sorted: the pieces are visited in square order (index P grows
 * with the square), a man's two steps are in order, and a king's flights are merged in order
 * from its four rays (the two upward rays from their far ends, then the two downward ones from
 * their near ends). Each quiet move is the shared frozen value of `moveValues.ts`, found by the
 * indices P of its squares. Measured against keys written per piece and then sorted, in
 * docs/performance.md ("Public legalMoves on 10x10"); checked against the sorted records of the
 * generator in test/rules/flying10.test.ts.
 * @module
 */
import type { Move, Square } from '../../core/types.js';
import type { QuietMoves } from '../moveValues.js';
import { NO_CAPTURES, quietKey, sortMoves } from '../moveValues.js';
import { R_CAPTURES, R_TO, WHITE, next, records } from './movegen.js';
import { P_TO_SQ, occ10, quietCount10 } from './movegen10.js';

/** The playing squares as bits of the two occupancy words (index P), as in `movegen10.ts`. */
const VALID_LO = -134283328;
const VALID_HI = 268304319;
/** Indices P run from 0 to 65. */
const CELLS = 66;

/**
 * The shared quiet moves by `from * 66 + to` (indices P): every step of a man and every flight
 * of a king, all taken from {@link QuietMoves} at once on first use, so that a look-up is one
 * load (no test for a move not made yet).
 */
let byIndex: Move[] | undefined;

function quietTable(quiet: QuietMoves): Move[] {
  // A dense array keeps element access fast; a sparse one would be a dictionary.
  const table = new Array<Move>(CELLS * CELLS).fill(NO_MOVE);
  for (let p = 0; p < CELLS; p++) {
    if (P_TO_SQ[p]! < 0) continue;
    for (const delta of [-6, -5, 5, 6]) {
      for (let t = p + delta; t >= 0 && t < CELLS && P_TO_SQ[t]! >= 0; t += delta) {
        table[p * CELLS + t] = quiet.get(quietKey(P_TO_SQ[p]! + 1, P_TO_SQ[t]! + 1));
      }
    }
  }
  return table;
}

/** Fills the cells of the table that no quiet move has (never read). */
const NO_MOVE: Move = /* @__PURE__ */ Object.freeze({ from: 0, to: 0, path: NO_CAPTURES, captured: NO_CAPTURES });

/** Bit `p` (0-65; 64 and 65 are padding, never set) of the words `lo`, `hi`. */
function isSet(lo: number, hi: number, p: number): boolean {
  return (p < 32 ? (lo >>> p) & 1 : p < 64 ? (hi >>> (p - 32)) & 1 : 0) !== 0;
}

/** The number of empty squares along the ray from `p` by `delta`. */
function rayLength(p: number, delta: number, emptyLo: number, emptyHi: number): number {
  let n = 0;
  for (let s = p + delta; isSet(emptyLo, emptyHi, s); s += delta) n++;
  return n;
}

/** Writes the flights of the king on `p` into `moves` from `k` on, by to square; returns the end. */
function kingFlights(table: Move[], moves: Move[], k: number, p: number, emptyLo: number, emptyHi: number): number {
  const row = p * CELLS;
  // Up-left (-6) and up-right (-5) reach lower indices, farther ones lower: merge from the far ends.
  let i = rayLength(p, -6, emptyLo, emptyHi);
  let j = rayLength(p, -5, emptyLo, emptyHi);
  while (i > 0 || j > 0) {
    // Two rays never reach the same index (it would be two rows apart), so one is lower.
    if (j === 0 || (i > 0 && 6 * i > 5 * j)) moves[k++] = table[row + p - 6 * i--]!;
    else moves[k++] = table[row + p - 5 * j--]!;
  }
  // Down-left (+5) and down-right (+6) reach higher indices, nearer ones lower.
  const dl = rayLength(p, 5, emptyLo, emptyHi);
  const dr = rayLength(p, 6, emptyLo, emptyHi);
  i = 1;
  j = 1;
  while (i <= dl || j <= dr) {
    if (j > dr || (i <= dl && 5 * i < 6 * j)) moves[k++] = table[row + p + 5 * i++]!;
    else moves[k++] = table[row + p + 6 * j++]!;
  }
  return k;
}

/**
 * The quiet moves of `color` in the loaded position, in order, as the shared values of `quiet`
 * (the quiet moves of 50 squares); `undefined` when `color` must capture (then
 * {@link captureMoves10} lists the captures after `captures10`).
 */
export function quietMoves10(color: number, quiet: QuietMoves): Move[] | undefined {
  const n = quietCount10(color);
  if (n < 0) return undefined;
  const table = (byIndex ??= quietTable(quiet));
  const moves: Move[] = new Array(n);
  const o = color === WHITE ? 0 : 2;
  const emptyLo = ~(occ10[0]! | occ10[2]!) & VALID_LO;
  const emptyHi = ~(occ10[1]! | occ10[3]!) & VALID_HI;
  const kLo = occ10[o]! & occ10[4]!;
  const kHi = occ10[o + 1]! & occ10[5]!;
  // A man on P steps to P + a and P + a + 1 (White up: -6, -5; Black down: +5, +6). The men
  // whose step is free, set-wise: the empty squares seen from P.
  let a: number;
  let aLo: number;
  let aHi: number;
  let bLo: number;
  let bHi: number;
  if (color === WHITE) {
    a = -6;
    aLo = emptyLo << 6;
    aHi = (emptyHi << 6) | (emptyLo >>> 26);
    bLo = emptyLo << 5;
    bHi = (emptyHi << 5) | (emptyLo >>> 27);
  } else {
    a = 5;
    aLo = (emptyLo >>> 5) | (emptyHi << 27);
    aHi = emptyHi >>> 5;
    bLo = (emptyLo >>> 6) | (emptyHi << 26);
    bHi = emptyHi >>> 6;
  }
  let k = 0;
  let bits = (occ10[o]! & (aLo | bLo)) | kLo;
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    const p = 31 - Math.clz32(low);
    if ((kLo & low) !== 0) k = kingFlights(table, moves, k, p, emptyLo, emptyHi);
    else {
      const row = p * CELLS + p + a;
      if ((aLo & low) !== 0) moves[k++] = table[row]!;
      if ((bLo & low) !== 0) moves[k++] = table[row + 1]!;
    }
  }
  bits = (occ10[o + 1]! & (aHi | bHi)) | kHi;
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    const p = 63 - Math.clz32(low);
    if ((kHi & low) !== 0) k = kingFlights(table, moves, k, p, emptyLo, emptyHi);
    else {
      const row = p * CELLS + p + a;
      if ((aHi & low) !== 0) moves[k++] = table[row]!;
      if ((bHi & low) !== 0) moves[k++] = table[row + 1]!;
    }
  }
  return moves;
}

/** The 1-based square of index P. */
const squareOf = (p: number): Square => P_TO_SQ[p]! + 1;

/**
 * The captures written as records from 0 to `end` by `captures10`, as `Move` values in order.
 * The records come piece by piece in square order, so the sort only moves a piece's captures.
 */
export function captureMoves10(end: number): Move[] {
  const moves: Move[] = [];
  for (let r = 0; r < end; r = next(r)) {
    const from = squareOf(records[r]!);
    const captures = records[r + R_CAPTURES]!;
    // The captured squares, then one landing per capture.
    const at = r + R_CAPTURES + 1;
    let path: Square[];
    let captured: Square[];
    if (captures === 1) {
      path = [from, squareOf(records[at + 1]!)];
      captured = [squareOf(records[at]!)];
    } else {
      path = [from];
      captured = [];
      for (let i = 0; i < captures; i++) {
        captured.push(squareOf(records[at + i]!));
        path.push(squareOf(records[at + captures + i]!));
      }
    }
    moves.push({ from, to: squareOf(records[r + R_TO]!), path, captured });
  }
  sortMoves(moves);
  return moves;
}
