/**
 * The public layer of the 10x10 generator (`movegen10.ts`): the `Move` values of a position, in
 * the documented order (from square, then to square, then path). Quiet moves are written
 * straight from the position's words (the generator is loaded only when a capture is due), and
 * captures from the generator's capture records.
 *
 * A quiet position's list is not sorted: the pieces are visited in square order (index P grows
 * with the square), a man's two steps are in order, and a king's flights are merged in order
 * from its four rays (the two upward rays from their far ends, then the two downward ones from
 * their near ends). Each quiet move is the shared frozen value of `moveValues.ts`, found by the
 * indices P of its squares, which costs less than keys written per piece and then sorted
 * (docs/performance.md#the-public-layer); checked against the sorted records of the
 * generator in test/rules/flying10.test.ts.
 * @module
 */
import type { Move, Square } from '../../core/types.js';
import type { QuietMoves } from '../moveValues.js';
import { NO_CAPTURES, quietKey, sortMoves } from '../moveValues.js';
import type { Position } from '../../core/position.js';
import type { FlyingSettings } from './movegen.js';
import { BLACK, R_CAPTURES, R_TO, WHITE, next, records } from './movegen.js';
import { capturesOfWords10, configure10, kingQuietOrCapture, rayEnd } from './movegen10.js';
import { Layout, Mask, P_TO_SQ } from './layout10.js';

/**
 * The shared quiet moves by `from * 66 + to` (indices P): every step of a man and every flight
 * of a king, all taken from {@link QuietMoves} at once on first use, so that a look-up is one
 * load (no test for a move not made yet). This module's only state: written once, by the first
 * {@link legalMoves10}, and read by it after; the position and the records it reads are the
 * generators' (the state tables of movegen10.ts and movegen.ts).
 */
let byIndex: Move[] | undefined;

function quietTable(quiet: QuietMoves): Move[] {
  // A dense array keeps element access fast; a sparse one would be a dictionary.
  const table = new Array<Move>(Layout.CELLS * Layout.CELLS).fill(NO_MOVE);
  for (let p = 0; p < Layout.CELLS; p++) {
    if (P_TO_SQ[p]! < 0) continue;
    for (const delta of [-6, -5, 5, 6]) {
      for (let t = p + delta; t >= 0 && t < Layout.CELLS && P_TO_SQ[t]! >= 0; t += delta) {
        table[p * Layout.CELLS + t] = quiet.get(quietKey(P_TO_SQ[p]! + 1, P_TO_SQ[t]! + 1));
      }
    }
  }
  return table;
}

/** Fills the cells of the table that no quiet move has (never read). */
const NO_MOVE: Move = /* @__PURE__ */ Object.freeze({ from: 0, to: 0, path: NO_CAPTURES, captured: NO_CAPTURES });

/** Writes the flights of the king on `p` into `moves` from `k` on, by to square; returns the end. */
function kingFlights(table: Move[], moves: Move[], k: number, p: number, emptyLo: number, emptyHi: number): number {
  // Integers from here on (a parameter is a tagged value in V8's code, converted at each use).
  k |= 0;
  p |= 0;
  emptyLo |= 0;
  emptyHi |= 0;
  const row = p * Layout.CELLS;
  // Up-left (-6) and up-right (-5) reach lower indices, farther ones lower: merge from the far
  // ends up to p. Two rays never reach the same index (it would be two rows apart).
  let a = rayEnd(emptyLo, emptyHi, p - 6, -6) + 6;
  let b = rayEnd(emptyLo, emptyHi, p - 5, -5) + 5;
  while (a !== b) {
    // A ray run out stands on p, above any index of the other.
    if (a < b) {
      moves[k++] = table[row + a]!;
      a += 6;
    } else {
      moves[k++] = table[row + b]!;
      b += 5;
    }
  }
  // Down-left (+5) and down-right (+6) reach higher indices, nearer ones lower.
  const endA = rayEnd(emptyLo, emptyHi, p + 5, 5);
  const endB = rayEnd(emptyLo, emptyHi, p + 6, 6);
  a = p + 5;
  b = p + 6;
  while (a !== endA || b !== endB) {
    if (a !== endA && (b === endB || a < b)) {
      moves[k++] = table[row + a]!;
      a += 5;
    } else {
      moves[k++] = table[row + b]!;
      b += 6;
    }
  }
  return k;
}

/**
 * The legal moves of the side to move in `position` on the 10x10 generator's rules `settings`
 * (one path per distinct move when `distinct`), in order: the public `legalMoves`.
 *
 * Quiet moves are read from the position's words into locals, without loading the generator:
 * whether a man can jump is the set-wise test of `quietCountOrCapture` (movegen10.ts) and each
 * king's rays are scanned by the same `kingQuietOrCapture`, so that the two agree on when a
 * capture is due; the quiet moves are the shared values of `quiet` (the quiet moves of 50
 * squares). When a capture is due, the generator is loaded with the words and told which men
 * can jump (`capturesOfWords10`), and {@link captureMoves10} lists its records. Why:
 * docs/performance.md#the-public-layer.
 */
export function legalMoves10(
  position: Position,
  settings: FlyingSettings,
  distinct: boolean,
  quiet: QuietMoves,
): Move[] {
  const { white, black, kings } = position;
  // The words in the ghost layout: movegen10's ghostLo and ghostHi written out, so that V8's
  // inlining budget goes to the capture path (docs/performance.md#what-v8-rewards).
  let lo = white.lo;
  let hi = white.hi;
  const whiteLo = ((lo & 0x3ff) << 6) | (((lo >>> 10) & 0x3ff) << 17) | (((lo >>> 20) & 0x3ff) << 28);
  const whiteHi =
    (((lo >>> 20) & 0x3ff) >>> 4) | (((lo >>> 30) | ((hi & 0xff) << 2)) << 7) | (((hi >>> 8) & 0x3ff) << 18);
  lo = black.lo;
  hi = black.hi;
  const blackLo = ((lo & 0x3ff) << 6) | (((lo >>> 10) & 0x3ff) << 17) | (((lo >>> 20) & 0x3ff) << 28);
  const blackHi =
    (((lo >>> 20) & 0x3ff) >>> 4) | (((lo >>> 30) | ((hi & 0xff) << 2)) << 7) | (((hi >>> 8) & 0x3ff) << 18);
  const isWhite = position.turn === 'white';
  const ownLo = isWhite ? whiteLo : blackLo;
  const ownHi = isWhite ? whiteHi : blackHi;
  const enLo = isWhite ? blackLo : whiteLo;
  const enHi = isWhite ? blackHi : whiteHi;
  const emptyLo = ~(whiteLo | blackLo) & Mask.VALID_LO;
  const emptyHi = ~(whiteHi | blackHi) & Mask.VALID_HI;
  lo = kings.lo;
  hi = kings.hi;
  const kingsLo = ((lo & 0x3ff) << 6) | (((lo >>> 10) & 0x3ff) << 17) | (((lo >>> 20) & 0x3ff) << 28);
  const kingsHi =
    (((lo >>> 20) & 0x3ff) >>> 4) | (((lo >>> 30) | ((hi & 0xff) << 2)) << 7) | (((hi >>> 8) & 0x3ff) << 18);
  const kLo = ownLo & kingsLo;
  const kHi = ownHi & kingsHi;
  const menLo = ownLo & ~kLo;
  const menHi = ownHi & ~kHi;
  // Seen from P: up-left P-6 and up-right P-5 are shifts left, down-left P+5 and down-right P+6
  // shifts right. The men's steps are `a` (to P + step) and `b` (to P + step + 1).
  const upLLo = emptyLo << 6;
  const upLHi = (emptyHi << 6) | (emptyLo >>> 26);
  const upRLo = emptyLo << 5;
  const upRHi = (emptyHi << 5) | (emptyLo >>> 27);
  const dnLLo = (emptyLo >>> 5) | (emptyHi << 27);
  const dnLHi = emptyHi >>> 5;
  const dnRLo = (emptyLo >>> 6) | (emptyHi << 26);
  const dnRHi = emptyHi >>> 6;
  // The squares a man jumps from, each direction: an enemy piece next to it, the square behind
  // empty (forward only when men do not capture backward).
  let ulLo = 0;
  let ulHi = 0;
  let urLo = 0;
  let urHi = 0;
  let dlLo = 0;
  let dlHi = 0;
  let drLo = 0;
  let drHi = 0;
  // `=== true`: V8 does not know the field holds a boolean, and `||` on it tests every kind of
  // value (docs/performance.md#what-v8-rewards).
  const menBackward = settings.menCaptureBackward === true;
  if (menBackward || isWhite) {
    let tLo = enLo & upLLo;
    let tHi = enHi & upLHi;
    ulLo = tLo << 6;
    ulHi = (tHi << 6) | (tLo >>> 26);
    tLo = enLo & upRLo;
    tHi = enHi & upRHi;
    urLo = tLo << 5;
    urHi = (tHi << 5) | (tLo >>> 27);
  }
  if (menBackward || !isWhite) {
    let tLo = enLo & dnLLo;
    let tHi = enHi & dnLHi;
    dlLo = (tLo >>> 5) | (tHi << 27);
    dlHi = tHi >>> 5;
    tLo = enLo & dnRLo;
    tHi = enHi & dnRHi;
    drLo = (tLo >>> 6) | (tHi << 26);
    drHi = tHi >>> 6;
  }
  // The men that jump.
  const jLo = (ulLo | urLo | dlLo | drLo) & menLo;
  const jHi = (ulHi | urHi | dlHi | drHi) & menHi;
  const step = isWhite ? -6 : 5;
  const aLo = isWhite ? upLLo : dnLLo;
  const aHi = isWhite ? upLHi : dnLHi;
  const bLo = isWhite ? upRLo : dnRLo;
  const bHi = isWhite ? upRHi : dnRHi;
  let n = -1;
  if ((jLo | jHi) === 0) {
    // popcount4 of the men's steps (core/bits.ts) written out: its 312 bytes of bytecode left
    // the capture path's calls out of V8's inlining budget.
    let x = menLo & aLo;
    let y = menHi & aHi;
    let z = menLo & bLo;
    let w = menHi & bHi;
    x = x - ((x >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    y = y - ((y >>> 1) & 0x55555555);
    y = (y & 0x33333333) + ((y >>> 2) & 0x33333333);
    z = z - ((z >>> 1) & 0x55555555);
    z = (z & 0x33333333) + ((z >>> 2) & 0x33333333);
    w = w - ((w >>> 1) & 0x55555555);
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    x += y;
    z += w;
    x = (x & 0x0f0f0f0f) + ((x >>> 4) & 0x0f0f0f0f);
    z = (z & 0x0f0f0f0f) + ((z >>> 4) & 0x0f0f0f0f);
    n = Math.imul(x + z, 0x01010101) >>> 24;
  }
  if (n >= 0 && (kLo | kHi) !== 0) {
    let bits = kLo;
    while (bits !== 0 && n >= 0) {
      const low = bits & -bits;
      bits ^= low;
      const k = kingQuietOrCapture(31 - Math.clz32(low), emptyLo, emptyHi, enLo, enHi);
      n = k < 0 ? -1 : n + k;
    }
    bits = kHi;
    while (bits !== 0 && n >= 0) {
      const low = bits & -bits;
      bits ^= low;
      const k = kingQuietOrCapture(63 - Math.clz32(low), emptyLo, emptyHi, enLo, enHi);
      n = k < 0 ? -1 : n + k;
    }
  }
  if (n < 0) {
    // A capture is due (FMJD 4.1). A side without kings whose captures are all single jumps by
    // men: their moves straight from the position's words (215 of the bench's 273 capture
    // positions), under the settings where such captures are all legal (any capture, or the
    // most pieces: one each) and a man is crowned only where its capture ends.
    if (
      (kLo | kHi) === 0 &&
      settings.crowningDuringCapture === 'passes-as-man' &&
      (settings.capturePrecedence === 'maximum-pieces' || settings.capturePrecedence === 'free')
    ) {
      const single = singleJumpMoves(menLo, menHi, ulLo, ulHi, urLo, urHi, dlLo, dlHi, drLo, drHi);
      if (single !== undefined) return single;
    }
    // Otherwise the generator searches the captures from the men that can jump and from every
    // king.
    configure10(settings, distinct);
    return captureMoves10(
      capturesOfWords10(isWhite ? WHITE : BLACK, 0, whiteLo, whiteHi, blackLo, blackHi, kingsLo, kingsHi, jLo, jHi),
    );
  }
  const table = (byIndex ??= quietTable(quiet));
  const moves: Move[] = new Array<Move>(n);
  let k = 0;
  if ((kLo | kHi) === 0) {
    // Men only (665 of the bench's 727 quiet positions), in square order. In a loop, V8 checks
    // both arrays again (map, elements, length: about ten instructions) at the first store of
    // every turn, so each turn takes up to four men: the stores after the first are not checked
    // again. A man's first store is made whatever its steps (it has one), so that the checks are
    // not in a branch (docs/performance.md#what-v8-rewards).
    let bits = menLo & (aLo | bLo);
    let both = aLo & bLo;
    let top = 31 * (Layout.CELLS + 1) + step;
    while (bits !== 0) {
      let low = bits & -bits;
      let row = top - Math.clz32(low) * (Layout.CELLS + 1);
      moves[k++] = table[(aLo & low) !== 0 ? row : row + 1]!;
      if ((both & low) !== 0) moves[k++] = table[row + 1]!;
      if ((bits ^= low) === 0) break;
      low = bits & -bits;
      row = top - Math.clz32(low) * (Layout.CELLS + 1);
      moves[k++] = table[(aLo & low) !== 0 ? row : row + 1]!;
      if ((both & low) !== 0) moves[k++] = table[row + 1]!;
      if ((bits ^= low) === 0) break;
      low = bits & -bits;
      row = top - Math.clz32(low) * (Layout.CELLS + 1);
      moves[k++] = table[(aLo & low) !== 0 ? row : row + 1]!;
      if ((both & low) !== 0) moves[k++] = table[row + 1]!;
      if ((bits ^= low) === 0) break;
      low = bits & -bits;
      row = top - Math.clz32(low) * (Layout.CELLS + 1);
      moves[k++] = table[(aLo & low) !== 0 ? row : row + 1]!;
      if ((both & low) !== 0) moves[k++] = table[row + 1]!;
      if ((bits ^= low) === 0) break;
    }
    bits = menHi & (aHi | bHi);
    both = aHi & bHi;
    top = 63 * (Layout.CELLS + 1) + step;
    while (bits !== 0) {
      let low = bits & -bits;
      let row = top - Math.clz32(low) * (Layout.CELLS + 1);
      moves[k++] = table[(aHi & low) !== 0 ? row : row + 1]!;
      if ((both & low) !== 0) moves[k++] = table[row + 1]!;
      if ((bits ^= low) === 0) break;
      low = bits & -bits;
      row = top - Math.clz32(low) * (Layout.CELLS + 1);
      moves[k++] = table[(aHi & low) !== 0 ? row : row + 1]!;
      if ((both & low) !== 0) moves[k++] = table[row + 1]!;
      if ((bits ^= low) === 0) break;
      low = bits & -bits;
      row = top - Math.clz32(low) * (Layout.CELLS + 1);
      moves[k++] = table[(aHi & low) !== 0 ? row : row + 1]!;
      if ((both & low) !== 0) moves[k++] = table[row + 1]!;
      if ((bits ^= low) === 0) break;
      low = bits & -bits;
      row = top - Math.clz32(low) * (Layout.CELLS + 1);
      moves[k++] = table[(aHi & low) !== 0 ? row : row + 1]!;
      if ((both & low) !== 0) moves[k++] = table[row + 1]!;
      if ((bits ^= low) === 0) break;
    }
    return moves;
  }
  // The men with a step and the kings, in square order. Nothing is known across kingFlights'
  // calls, so the stores are checked each time here. `| 0` on kingFlights' result keeps `k` a
  // machine integer in V8's code for the whole loop (a call's result is a tagged value, which
  // made every `k++` a tagged addition with an overflow check: docs/performance.md#what-v8-rewards).
  let bits = (menLo & (aLo | bLo)) | kLo;
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    const p = 31 - Math.clz32(low);
    if ((kLo & low) !== 0) k = kingFlights(table, moves, k, p, emptyLo, emptyHi) | 0;
    else {
      const row = p * Layout.CELLS + p + step;
      if ((aLo & low) !== 0) moves[k++] = table[row]!;
      if ((bLo & low) !== 0) moves[k++] = table[row + 1]!;
    }
  }
  bits = (menHi & (aHi | bHi)) | kHi;
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    const p = 63 - Math.clz32(low);
    if ((kHi & low) !== 0) k = kingFlights(table, moves, k, p, emptyLo, emptyHi) | 0;
    else {
      const row = p * Layout.CELLS + p + step;
      if ((aHi & low) !== 0) moves[k++] = table[row]!;
      if ((bHi & low) !== 0) moves[k++] = table[row + 1]!;
    }
  }
  return moves;
}

/**
 * The captures of the men `menLo`, `menHi` (the side has no king) when every one is a single jump,
 * as `Move` values in order (by from square, then to square); undefined when some jump goes on.
 * `ulLo` to `drHi`: the squares a man jumps from up-left, up-right, down-left and down-right
 * (those `legalMoves10` found the jumping men with). A man's jump in direction d (-6,
 * -5, 5, 6) goes on from its landing square L when L is in the jump set of another direction
 * than back, as `countSingleJumps` tells it (the piece jumped lies back and the start square two
 * steps back; no other square changed): then the generator's search decides (the most pieces,
 * FMJD 4.13). Without the search, which costs more (docs/performance.md#the-public-layer). Checked
 * against the search's records in test/rules/flying10.test.ts.
 */
function singleJumpMoves(
  menLo: number,
  menHi: number,
  ulLo: number,
  ulHi: number,
  urLo: number,
  urHi: number,
  dlLo: number,
  dlHi: number,
  drLo: number,
  drHi: number,
): Move[] | undefined {
  const aLo = menLo & ulLo;
  const aHi = menHi & ulHi;
  const bLo = menLo & urLo;
  const bHi = menHi & urHi;
  const cLo = menLo & dlLo;
  const cHi = menHi & dlHi;
  const dLo = menLo & drLo;
  const dHi = menHi & drHi;
  // A jump that goes on: its landing square (two steps on) in the jump set of another direction
  // than back.
  if (((((aLo >>> 12) | (aHi << 20)) & (ulLo | urLo | dlLo)) | ((aHi >>> 12) & (ulHi | urHi | dlHi))) !== 0)
    return undefined;
  if (((((bLo >>> 10) | (bHi << 22)) & (ulLo | urLo | drLo)) | ((bHi >>> 10) & (ulHi | urHi | drHi))) !== 0)
    return undefined;
  if ((((cLo << 10) & (ulLo | dlLo | drLo)) | (((cHi << 10) | (cLo >>> 22)) & (ulHi | dlHi | drHi))) !== 0)
    return undefined;
  if ((((dLo << 12) & (urLo | dlLo | drLo)) | (((dHi << 12) | (dLo >>> 20)) & (urHi | dlHi | drHi))) !== 0)
    return undefined;
  const moves: Move[] = [];
  // The men in square order (index P), each man's jumps by to square: up-left (P - 12),
  // up-right (P - 10), down-left (P + 10), down-right (P + 12).
  for (let h = 0; h < 2; h++) {
    const a = h === 0 ? aLo : aHi;
    const b = h === 0 ? bLo : bHi;
    const c = h === 0 ? cLo : cHi;
    const d = h === 0 ? dLo : dHi;
    let bits = a | b | c | d;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const p = 32 * h + 31 - Math.clz32(low);
      const from = squareOf(p);
      if ((a & low) !== 0) moves.push(jumpMove(from, p, -6));
      if ((b & low) !== 0) moves.push(jumpMove(from, p, -5));
      if ((c & low) !== 0) moves.push(jumpMove(from, p, 5));
      if ((d & low) !== 0) moves.push(jumpMove(from, p, 6));
    }
  }
  return moves;
}

/** The single jump of the man on index `p` (square `from`) in direction `delta`, as a `Move`. */
function jumpMove(from: Square, p: number, delta: number): Move {
  const to = squareOf(p + 2 * delta);
  return { from, to, path: [from, to], captured: [squareOf(p + delta)] };
}

/**
 * The 1-based square of index P (a playing square): P - 5, less the ghost squares before it, one
 * every 11 from P 6 (`(x * 94) >> 10` is `floor(x / 11)` for x up to 53).
 */
const squareOf = (p: number): Square => p - 5 - (((p - 6) * 94) >> 10);

/**
 * The captures written as records from 0 to `end` by `capturesOfWords10`, as `Move` values in order.
 * The records come piece by piece in square order, so the sort only moves a piece's captures.
 * Every array is made at its size (the records are counted first): growing them by `push` cost
 * about a tenth of a capture position (docs/performance.md#the-public-layer).
 * One capture (215 of the bench's 273 capture positions) is returned as an array literal: no
 * count, no holes written first, no checked store; a single jump (most of them) is written here,
 * not by captureMove.
 */
function captureMoves10(end: number): Move[] {
  let r = next(0);
  if (r >= end) {
    const rec = records;
    if (rec[R_CAPTURES] !== 1) return [captureMove(0)];
    const from = squareOf(rec[0]!);
    const to = squareOf(rec[R_TO]!);
    return [{ from, to, path: [from, to], captured: [squareOf(rec[R_CAPTURES + 1]!)] }];
  }
  let count = 2;
  for (r = next(r); r < end; r = next(r)) count++;
  const moves: Move[] = new Array<Move>(count);
  let i = 0;
  for (r = 0; r < end; r = next(r)) moves[i++] = captureMove(r);
  sortMoves(moves);
  return moves;
}

/** The capture of record `r` as a `Move` value. */
function captureMove(r: number): Move {
  const rec = records;
  const from = squareOf(rec[r]!);
  const to = squareOf(rec[r + R_TO]!);
  const captures = rec[r + R_CAPTURES]!;
  // The captured squares, then one landing per capture (the last is `to`).
  const at = r + R_CAPTURES + 1;
  if (captures === 1) return { from, to, path: [from, to], captured: [squareOf(rec[at]!)] };
  const path: Square[] = new Array<Square>(captures + 1);
  const captured: Square[] = new Array<Square>(captures);
  path[0] = from;
  for (let j = 0; j < captures; j++) {
    captured[j] = squareOf(rec[at + j]!);
    path[j + 1] = squareOf(rec[at + captures + j]!);
  }
  return { from, to, path, captured };
}
