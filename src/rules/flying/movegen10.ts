/**
 * The flying-king move generator specialised for the 10x10 board (International draughts), with
 * ghost squares: the 50 playing squares are laid out 11 to two rows, square `sq` (0-based) at
 * index `P = sq + floor(sq / 10) + 6`. Indices 16, 27, 38 and 49 are ghost squares between row
 * pairs, 0-5 and 60-65 padding, so that every diagonal step is a fixed offset: -6 up-left, -5
 * up-right, +5 down-left, +6 down-right, as a shift of the occupancy words (two 32-bit words:
 * bits 0-31 and 32-63 of the same index). No edge masks are needed: a step off the board lands
 * on a ghost or padding bit, which is never empty and never holds a piece.
 *
 * Same rules, settings and record format as the generic generator of `movegen.ts`, written to
 * the same `records`, but with squares as indices P (the captured-squares mask words too): the
 * public layer reads squares through `P_TO_SQ`.
 *
 * A position is its six occupancy words and nothing else (no mailbox): men's quiet moves, the
 * men that can jump, and at the last ply of a bulk perft the captures that are all single jumps
 * by men, are found set-wise; kings' rays and the capture search test bits of the words. Its
 * perft (copy-make, each node's children as six words each on a stack, captures straight from
 * the search) is in `perft10.ts`, which reads this module's search state and writes it through
 * the writers at the end of this file.
 *
 * Why this layout and copy-make, against a mailbox with make/unmake:
 * docs/performance.md#flying-kings-on-10x10.
 * See `test/rules/flying10.test.ts` for the checks against the generic generator.
 * @module
 */
import type { FlyingSettings } from './movegen.js';
import { R_MASK, R_TO, ensureRecords, next, records } from './movegen.js';
import { popcount4 } from '../../core/bits.js';
import {
  FREE,
  MOST_PIECES,
  MOST_PIECES_THEN_KINGS,
  captureValue,
  kingOrderBit,
  precedenceCode,
} from '../precedence.js';
import { Around, Mask, Rows, Side, Step, deltaOf, ghostHi, ghostLo } from './layout10.js';

// ---------------------------------------------------------------------------------------------
// Module state: every variable that carries something from one function to another, declared
// here and nowhere else. Plain module variables, not fields of an object: the search reads them
// at every jump (docs/performance.md#what-v8-rewards). P in the table is perft10.ts, which reads
// them as imported bindings and writes them through the writers at the end of this file
// (set*, startSearch, searchFromSquare, raiseBest, childWritten).
//
// | variable                     | holds                                      | written by                                      | read after a call by                             |
// | ---------------------------- | ------------------------------------------ | ----------------------------------------------- | ------------------------------------------------ |
// | occ10                        | the loaded position: six occupancy words   | load10, capturesOfWords10; P (perftNode, menNode) | every generator function; P                      |
// | precedence ... configured    | the rule settings                          | configure10                                     | the search; P (piecesFirst, distinctOnly, menLeaf) |
// | own, from, fromMan           | the side searched, the piece and its kind  | generateCaptures, searchFrom; P (startSearch)   | the search, emitCapture; P (emitChild)           |
// | nodeStart, top, best         | where the node's output starts and ends, the best value so far | generateCaptures, emitCapture, emitQuiet, generate10; P | callers of generate10/captures10 (the end); P |
// | counting, counted            | bulk counting and its count                | countSearch, emitCapture, afterFullStack        | countSearch                                      |
// | writingChildren, writeChild  | captures go to perft's stack, and its writer | P (setWritingChildren, setChildWriter), afterFullStack | emitCapture                               |
// | stackRoom, full              | the room of perft's stack, and that it ran out | limitStack10; stackFull, afterFullStack      | P (the child writers); afterFullStack            |
// | capturedStack, landingStack, keepPath | the path of the capture being built | continueMan, continueKing; generateCaptures     | emitCapture, valueOf                             |
// | enemyLo/Hi, takeLo/Hi        | the enemy pieces; those not yet jumped     | generateCaptures, flipTake; P (startSearch)     | the search, emitCapture; P (emitChild, manJumps) |
// | spaceLo/Hi                   | the empty squares, the start square among them | generateCaptures, searchFrom; P (searchFromSquare) | the search; P (manJumps)                 |
// | manDirs                      | the directions men capture in              | generateCaptures                                | continueMan                                      |
// | jumpUlLo ... jumpDrHi        | the jump sets (J) of the position          | quietCountOrCapture; P (setJumpSets, menNode)   | countSingleJumps, generateCaptures; P (doubleJumps, leafJumps) |
// | givenMenLo/Hi                | the men generateCaptures searches when given | countSingleJumps, capturesOfWords10; P (setGivenMen) | generateCaptures; P (menCaptures)          |

/** Occupancy words by P: 0-1 White, 2-3 Black, 4-5 kings of either colour. */
export const occ10 = /* @__PURE__ */ new Int32Array(6);

/** The precedence code of src/rules/precedence.ts. */
let precedence = FREE;
/** The precedence weighs the kings taken (most pieces then kings). */
let weighsKings = false;
/**
 * The value puts the number of pieces first (most pieces, most pieces then kings): a capture of
 * more pieces always wins, which the counting shortcuts of `countSearch` and `captureChildren` rely on.
 */
export let piecesFirst = false;
// Flags as 0 or 1: V8 tests a number in a module binding with one compare, a boolean with a
// dispatch over every falsy kind of value.
let crownMidCapture = 0;
let crownEndsCapture = 0;
/** Either of the two above: a man's capture may be crowned on the way. */
let crownInCapture = 0;
let menBackward = 1;
export let distinctOnly = 0;
/**
 * 1 when a side without kings is counted or made in one pass on its words (`menNode`,
 * through `perftNode`, `lastTwoPlies`, `countLast` and `makeLast`): men
 * capture backward, no crowning on the way, and the kings taken are not weighed (International).
 */
export let menLeaf = 0;
/** The settings of the last {@link configure10}. */
let configured: FlyingSettings | undefined;

/** The side whose captures are searched. */
export let own = Side.WHITE;
/** The index P the piece searched starts from, and whether it is a man. */
export let from = 0;
let fromMan = false;
/** Where the node's records (or perft's children) start, where they end, and the best value found. */
export let nodeStart = 0;
export let top = 0;
export let best = 0;
/** Bulk counting: captures are counted in `counted`, not written as records. */
let counting = 0;
let counted = 0;
/**
 * Copy-make: captures are written as children (a child at `top` of the perft stack, see
 * `makeChildren`), not as records.
 */
let writingChildren = 0;
/**
 * Writes the child of a capture the search found on the perft stack (`emitChild` of
 * perft10.ts, which sets it when a bundle has perft): the stack is a constant of that closure.
 */
let writeChild: (to: number, dedup: boolean, kingEnds: boolean, m0: number, m1: number) => void = () => {};
/**
 * The children the perft stack holds: 8,192 of six words (192 KB), 48 plies of 170 children.
 * A power of two: the child writers index it by `c & Mask.CHILDREN` (see `leafMenWhite`).
 */
const STACK_CHILDREN = Mask.STACK;
/** The children of the stack that may be written ({@link limitStack10} lowers it for the tests). */
export let stackRoom = STACK_CHILDREN;
/** Set when the children outgrew the stack, before the error that unwinds the search. */
let full = false;
/** The jumped piece of each jump of the capture being built. */
const capturedStack = /* @__PURE__ */ new Int32Array(64);
/** The landing square of each jump, indexed like `capturedStack` (one landing per jump). */
const landingStack = /* @__PURE__ */ new Int32Array(64);
/**
 * 1 when the search writes `capturedStack` and `landingStack`: for records, and for the value of
 * a capture when it weighs the kings taken. Counting and writing children need neither (each
 * store into a module's typed array costs about ten instructions, at every jump).
 */
let keepPath = 1;
/** The enemy pieces of the position and those not yet jumped in the capture being built. */
export let enemyLo = 0;
export let enemyHi = 0;
let takeLo = 0;
let takeHi = 0;
/** The empty squares, the moving piece's start square included. */
export let spaceLo = 0;
export let spaceHi = 0;
/** The directions men of the side to move capture in, as the bits of `around` they jump over. */
let manDirs: number = Around.MEN_ALL;
/**
 * The squares from which a man could make a first jump, one set per direction (J in
 * `countSingleJumps`): an enemy piece next to the square that way and an empty square behind it.
 * Written by `quietCountOrCapture` or `menNode` for the position they looked at; 0 for the directions men of
 * the side to move do not capture in.
 */
export let jumpUlLo = 0;
export let jumpUlHi = 0;
export let jumpUrLo = 0;
export let jumpUrHi = 0;
export let jumpDlLo = 0;
export let jumpDlHi = 0;
export let jumpDrLo = 0;
export let jumpDrHi = 0;
/**
 * The men `generateCaptures` searches when told their set: those whose first jump goes on (left
 * by `countSingleJumps` and `menNode` when they find one), or every man with a first jump
 * (`capturesOfWords10`).
 */
export let givenMenLo = 0;
export let givenMenHi = 0;

/**
 * The settings this generator plays: those of `FlyingSettings` with jumped pieces taken off at
 * the end of the move and kings landing anywhere beyond (the public layer sends the others to
 * the generic generator).
 */
export function plays10(settings: FlyingSettings): boolean {
  return settings.captureRemoval === 'end-of-move' && settings.kingLanding === 'any-beyond';
}

/** Selects the rule settings for the following calls (settings for which {@link plays10} holds). */
export function configure10(settings: FlyingSettings, distinct: boolean): void {
  // Every call of the public layer configures: the same settings again change nothing (they are
  // never changed in place; only this function writes what follows).
  if (settings === configured && (distinct ? 1 : 0) === distinctOnly) return;
  configured = settings;
  precedence = precedenceCode(settings.capturePrecedence);
  weighsKings = precedence === MOST_PIECES_THEN_KINGS;
  piecesFirst = precedence === MOST_PIECES || precedence === MOST_PIECES_THEN_KINGS;
  crownMidCapture = settings.crowningDuringCapture === 'continues-as-king' ? 1 : 0;
  crownEndsCapture = settings.crowningDuringCapture === 'ends-move' ? 1 : 0;
  crownInCapture = crownMidCapture | crownEndsCapture;
  menBackward = settings.menCaptureBackward ? 1 : 0;
  distinctOnly = distinct ? 1 : 0;
  menLeaf = menBackward !== 0 && crownInCapture === 0 && !weighsKings ? 1 : 0;
}

/**
 * Writes the plain words `lo`, `hi` (0-based squares) as the occupancy words `at`, `at + 1`:
 * each row pair, squares `10g`-`10g+9`, spread to index P.
 */
function toGhost(lo: number, hi: number, at: number): void {
  const occ = occ10;
  occ[at] = ghostLo(lo);
  occ[at + 1] = ghostHi(lo, hi);
}

/**
 * Loads a position given as plain words (bit `sq & 31` of word `sq >> 5` for the 0-based square
 * `sq`): White, Black, kings.
 */
export function load10(
  whiteLo: number,
  whiteHi: number,
  blackLo: number,
  blackHi: number,
  kingsLo: number,
  kingsHi: number,
): void {
  toGhost(whiteLo, whiteHi, 0);
  toGhost(blackLo, blackHi, 2);
  toGhost(kingsLo, kingsHi, 4);
}

/** True when a man of `color` is crowned on index `p` (White on row 0, Black on row 9). */
export function onCrowningRow(color: number, p: number): boolean {
  return color === Side.WHITE ? p < Rows.WHITE_CROWN_END : p >= Rows.BLACK_CROWN_START;
}

// ---------------------------------------------------------------------------------------------
// Capture search (as in movegen.ts, on P indices), on the occupancy words: no mailbox. The
// jumped pieces stay on the board until the move ends (FMJD 4.11), so they are never empty;
// `takeLo`/`takeHi` are the enemy pieces not yet jumped, `spaceLo`/`spaceHi` the empty squares
// with the moving piece's start square among them (it may pass or end there). As Moby Dam and
// Scan do (docs/sources.md, "Move generators"); docs/performance.md#flying-kings-on-10x10.

export function stackFull(): never {
  full = true;
  throw new RangeError('The perft stack of the 10x10 generator is full');
}

/**
 * What perft and the leaf makers answer when `error` unwound them: -1 when the children outgrew
 * the stack ({@link stackFull}), the error again otherwise. The search may have stopped in the
 * middle: the generator is left as a search leaves it.
 */
export function afterFullStack(error: unknown): number {
  writingChildren = 0;
  counting = 0;
  if (!full) throw error;
  full = false;
  return -1;
}

/**
 * Lets perft and `makeLeaves10` write only the first `children` children of their stack (at most
 * its size), to test what they do when it is full; `limitStack10()` gives it back whole.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function limitStack10(children: number = STACK_CHILDREN): void {
  stackRoom = Math.min(children, STACK_CHILDREN);
}

/** Index `p` (0-65) is an empty square in the capture being built (64 and 65 are padding). */
function spaceAt(p: number): boolean {
  return (p < 32 ? (spaceLo >>> p) & 1 : p < 64 ? (spaceHi >>> (p - 32)) & 1 : 0) !== 0;
}

/** Index `p` (0-65) holds an enemy piece not yet jumped. */
function takeAt(p: number): boolean {
  return (p < 32 ? (takeLo >>> p) & 1 : p < 64 ? (takeHi >>> (p - 32)) & 1 : 0) !== 0;
}

/** Jumps (or puts back) the enemy piece on `p`. */
function flipTake(p: number): void {
  if (p < 32) takeLo ^= 1 << p;
  else takeHi ^= 1 << (p - 32);
}

/** A king of either colour stands on `p` in the loaded position. */
export function kingAt(p: number): boolean {
  const occ = occ10;
  return ((p < 32 ? occ[4]! >>> p : occ[5]! >>> (p - 32)) & 1) !== 0;
}

/** Bit `p` (index 0-65; 64 and 65 are padding, never set) of the words `lo`, `hi`. */
export function isSet(lo: number, hi: number, p: number): boolean {
  return (p < 32 ? (lo >>> p) & 1 : p < 64 ? (hi >>> (p - 32)) & 1 : 0) !== 0;
}

/**
 * The value of the capture being built, `captures` pieces long, under the precedence rule
 * (src/rules/precedence.ts). The kings among the jumped pieces are read from the king words,
 * only when the rule weighs them.
 */
function valueOf(captures: number): number {
  if (precedence === MOST_PIECES) return captures;
  let kings = 0;
  let order = 0;
  if (weighsKings) {
    for (let i = 0; i < captures; i++) {
      if (kingAt(capturedStack[i]!)) {
        kings++;
        order += kingOrderBit(i);
      }
    }
  }
  return captureValue(precedence, captures, kings, fromMan ? 0 : 1, order);
}

function emitCapture(to: number, captures: number, promotes: boolean): void {
  if (precedence !== FREE) {
    // Only the captures of the highest value are legal (FMJD 4.13 for the most pieces).
    const value = valueOf(captures);
    if (value < best) return;
    if (value > best) {
      best = value;
      top = nodeStart;
      counted = 0;
    }
  }
  // The same from, to and captured set is the same move, whatever the path (a loop). Two paths
  // of a man (never crowned on the way) that take the same pieces to the same square take at
  // least four: a man's path is fixed by the order of the pieces it jumps, and a different order
  // of the same pieces needs a closed loop of jumps.
  const dedup = distinctOnly !== 0 && (captures >= 4 || !fromMan || crownMidCapture !== 0);
  // The jumped pieces: those of the enemy no longer to be taken.
  const m0 = enemyLo & ~takeLo;
  const m1 = enemyHi & ~takeHi;
  if (writingChildren !== 0) {
    writeChild(to, dedup, !fromMan || promotes, m0, m1);
    return;
  }
  let rec = records;
  if (counting !== 0) {
    // Bulk counting: only the moves that may have a twin are written, as [from, to, m0, m1].
    if (dedup) {
      for (let r = nodeStart; r < top; r += 4) {
        if (rec[r] === from && rec[r + 1] === to && rec[r + 2] === m0 && rec[r + 3] === m1) return;
      }
      if (top + 4 > rec.length) rec = ensureRecords(top + 4);
      rec[top] = from;
      rec[top + 1] = to;
      rec[top + 2] = m0;
      rec[top + 3] = m1;
      top += 4;
    }
    counted++;
    return;
  }
  const fromSq = from;
  if (dedup) {
    for (let r = nodeStart; r < top; r = next(r)) {
      if (rec[r] === fromSq && rec[r + R_TO] === to && rec[r + R_MASK] === m0 && rec[r + R_MASK + 1] === m1) return;
    }
  }
  if (top + 7 + 2 * captures > rec.length) rec = ensureRecords(top + 7 + 2 * captures);
  rec[top] = fromSq;
  rec[top + 1] = to;
  rec[top + 2] = promotes ? 1 : 0;
  rec[top + 3] = m0;
  rec[top + 4] = m1;
  rec[top + 5] = 0;
  rec[top + 6] = captures;
  let w = top + 7;
  for (let i = 0; i < captures; i++) rec[w++] = capturedStack[i]!;
  // One landing per jump.
  for (let i = 0; i < captures; i++) rec[w++] = landingStack[i]!;
  top = w;
}

/**
 * The bits `p - 12` to `p + 12` of the words `lo`, `hi` as bits 0-24 (bit 12 is `p`, 6 to 59;
 * the bits above 24 are whatever the words hold there). Index `p + d` is bit `12 + d`: the four
 * diagonal neighbours of `p` are bits 6, 7, 17, 18 and the squares beyond them bits 0, 2, 22, 24.
 */
export function around(lo: number, hi: number, p: number): number {
  const s = p - Step.LONG2;
  if (s < 0) return lo << -s;
  // `(hi << 1) << (31 - s)` is `hi << (32 - s)`, and 0 for s = 0 (a shift by 32 would be by 0).
  if (s < 32) return (lo >>> s) | ((hi << 1) << (31 - s));
  // `| 0`: a signed 32-bit integer like the other two returns (`>>>` alone gives an unsigned one,
  // and V8 then keeps the result as a double, converted at each use).
  return (hi >>> (s - 32)) | 0;
}

/**
 * The directions a man on P jumps, as bits 6, 7, 17 and 18 (the offsets -6, -5, +5, +6) of
 * `dirs`: from the windows of {@link around}, `take` the pieces it may jump, `space` the squares
 * it may land on (bits 0, 2, 22 and 24, two steps away).
 */
export function jumpsAround(take: number, space: number, dirs: number): number {
  return (
    take &
    dirs &
    (((space << Step.LONG) & Around.UL) |
      ((space << Step.SHORT) & Around.UR) |
      ((space >>> Step.SHORT) & Around.DL) |
      ((space >>> Step.LONG) & Around.DR))
  );
}

/**
 * Continues a man's capture from `sq` (FMJD 4.2, 4.5); true when it found a jump. The jumps of
 * the four directions come at once from the words around `sq` (as Moby Dam does on one 64-bit
 * word; docs/sources.md, "Move generators"): an enemy piece not yet jumped next to it and an
 * empty square behind that.
 */
function continueMan(sq: number, captures: number): boolean {
  let jumps = jumpsAround(around(takeLo, takeHi, sq), around(spaceLo, spaceHi, sq), manDirs);
  if (jumps === 0) return false;
  do {
    const bit = jumps & -jumps;
    jumps ^= bit;
    // Bit 6, 7, 17 or 18: the offset -6, -5, +5 or +6 (up-left, up-right, down-left, down-right).
    const delta = Around.CLZ_TO_DELTA - Math.clz32(bit);
    const over = sq + delta;
    const land = over + delta;
    flipTake(over);
    if (keepPath !== 0) {
      capturedStack[captures] = over;
      landingStack[captures] = land;
    }
    if (crownInCapture !== 0 && onCrowningRow(own, land)) {
      if (crownEndsCapture !== 0) {
        // English-style crowning: the man is crowned and its move ends there.
        emitCapture(land, captures + 1, true);
      } else if (
        !continueKing(
          land,
          captures + 1,
          delta === -Step.LONG ? 0 : delta === -Step.SHORT ? 1 : delta === Step.SHORT ? 2 : 3,
          true,
        )
      ) {
        // Russian-style crowning: the man goes on capturing as a king and ends the move a king.
        emitCapture(land, captures + 1, true);
      }
    } else if (!continueMan(land, captures + 1)) {
      // FMJD 4.15: a man crowned only where its capture ends.
      emitCapture(land, captures + 1, onCrowningRow(own, land));
    }
    flipTake(over);
  } while (jumps !== 0);
  return true;
}

/**
 * The first index from `s` on, in steps of `delta`, whose bit is not set in the words `lo`, `hi`
 * (indices 0-5 and 60-65 are padding, never set): the end of a run of empty squares along a ray.
 * Indices only grow or only fall along a ray, so the run is followed in one word and then in the
 * other, one bit of one word a step (`x >>> s` is `x >>> (s & 31)`), not by `isSet`'s range tests.
 */
export function rayEnd(lo: number, hi: number, s: number, delta: number): number {
  if (delta > 0) {
    while (s < 32 && ((lo >>> s) & 1) !== 0) s += delta;
    if (s >= 32) while (s < 64 && ((hi >>> s) & 1) !== 0) s += delta;
  } else {
    while (s >= 32 && ((hi >>> s) & 1) !== 0) s += delta;
    if (s < 32) while (((lo >>> s) & 1) !== 0) s += delta;
  }
  return s;
}

/**
 * Continues a king's capture from `sq` (FMJD 4.3, 4.6-4.11), paths as PDN 3.0 restriction 9:
 * see `continueKing` in movegen.ts.
 */
function continueKing(sq: number, captures: number, cameFrom: number, straight: boolean): boolean {
  let found = false;
  for (let d = 0; d < 4; d++) {
    if (d === 3 - cameFrom || (d === cameFrom && !straight)) continue;
    const delta = deltaOf(d);
    const s = rayEnd(spaceLo, spaceHi, sq + delta, delta);
    if (!takeAt(s)) continue;
    const first = s + delta;
    // The landing squares: from `first` to the end of the empty run behind the piece (the
    // search never changes the empty squares, so the end holds through the recursion).
    const end = rayEnd(spaceLo, spaceHi, first, delta);
    if (end === first) continue;
    found = true;
    flipTake(s);
    if (keepPath !== 0) capturedStack[captures] = s;
    let goesOn = false;
    for (let land = first; land !== end; land += delta) {
      if (keepPath !== 0) landingStack[captures] = land;
      if (continueKing(land, captures + 1, d, land === first)) goesOn = true;
    }
    if (!goesOn) {
      for (let land = first; land !== end; land += delta) {
        if (keepPath !== 0) landingStack[captures] = land;
        emitCapture(land, captures + 1, fromMan);
      }
    }
    flipTake(s);
  }
  return found;
}

/** True when the king on `p` has a first jump (the search's words set by `generateCaptures`). */
function kingCanCapture(p: number): boolean {
  for (let d = 0; d < 4; d++) {
    const delta = deltaOf(d);
    const s = rayEnd(spaceLo, spaceHi, p + delta, delta);
    if (takeAt(s) && spaceAt(s + delta)) return true;
  }
  return false;
}

/** Searches the captures of the piece on `p`. */
function searchFrom(p: number): void {
  from = p;
  fromMan = !kingAt(p);
  // The moving piece has left its square (it may pass or end there).
  const lo = spaceLo;
  const hi = spaceHi;
  if (p < 32) spaceLo |= 1 << p;
  else spaceHi |= 1 << (p - 32);
  if (fromMan) continueMan(p, 0);
  else continueKing(p, 0, -1, true);
  spaceLo = lo;
  spaceHi = hi;
}

/**
 * Writes the captures of `color` at `base`; returns the end offset (= base if none). The men
 * searched are those of the jump sets (call it after `quietCountOrCapture` on the same position)
 * or, when `menGiven`, those of `givenMenLo`, `givenMenHi`; every king is searched.
 */
export function generateCaptures(color: number, base: number, menGiven: boolean): number {
  const occ = occ10;
  own = color;
  keepPath = (counting | writingChildren) === 0 || weighsKings ? 1 : 0;
  manDirs = menBackward !== 0 ? Around.MEN_ALL : color === Side.WHITE ? Around.MEN_WHITE : Around.MEN_BLACK;
  nodeStart = base;
  top = base;
  best = -1;
  const o = color === Side.WHITE ? 0 : 2;
  enemyLo = occ[2 - o]!;
  enemyHi = occ[3 - o]!;
  takeLo = enemyLo;
  takeHi = enemyHi;
  spaceLo = ~(occ[0]! | occ[2]!) & Mask.VALID_LO;
  spaceHi = ~(occ[1]! | occ[3]!) & Mask.VALID_HI;
  let capLo: number;
  let capHi: number;
  if (menGiven) {
    // The caller knows the men to search: the men whose first jump goes on (some capture takes
    // two pieces or more, so when the value puts the pieces first, FMJD 4.13, a man whose first
    // jumps all end the move cannot make a legal capture), or every man with a first jump
    // (capturesOfWords10).
    capLo = givenMenLo;
    capHi = givenMenHi;
  } else {
    // The men that have a first jump.
    capLo = (jumpUlLo | jumpUrLo | jumpDlLo | jumpDrLo) & occ[o]! & ~occ[4]!;
    capHi = (jumpUlHi | jumpUrHi | jumpDlHi | jumpDrHi) & occ[o + 1]! & ~occ[5]!;
  }
  // Pieces in square order: the capturing men and every king.
  let bits = capLo | (occ[o]! & occ[4]!);
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    const p = 31 - Math.clz32(low);
    if ((occ[4]! & low) !== 0 && !kingCanCapture(p)) continue;
    searchFrom(p);
  }
  bits = capHi | (occ[o + 1]! & occ[5]!);
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    const p = 63 - Math.clz32(low);
    if ((occ[5]! & low) !== 0 && !kingCanCapture(p)) continue;
    searchFrom(p);
  }
  return top;
}

/**
 * Counts the quiet moves of the king on `p` (along its rays over the empty squares `eLo`, `eHi`);
 * -1 when it can capture one of the pieces `enLo`, `enHi`.
 */
export function kingQuietOrCapture(p: number, eLo: number, eHi: number, enLo: number, enHi: number): number {
  eLo |= 0;
  eHi |= 0;
  enLo |= 0;
  enHi |= 0;
  let n = 0;
  for (let d = 0; d < 4; d++) {
    const delta = deltaOf(d);
    const s = rayEnd(eLo, eHi, p + delta, delta);
    // The empty squares from p + delta to s (exclusive), every delta.
    n += (s - p) / delta - 1;
    if (isSet(enLo, enHi, s) && isSet(eLo, eHi, s + delta)) return -1;
  }
  return n;
}

/**
 * One pass over the pieces of `color`: -1 when some piece can capture, otherwise the number of
 * quiet moves. Men set-wise (each step a shift), kings along their rays on the words. Leaves
 * the jump sets of the position (`jumpUlLo` and the rest) for the capture search and
 * `countSingleJumps`. With `kings` 0 the kings are left out (their moves and captures), for a
 * caller that walks their rays itself.
 */
export function quietCountOrCapture(color: number, kings: number): number {
  const occ = occ10;
  const o = color === Side.WHITE ? 0 : 2;
  const e = 2 - o;
  const enLo = occ[e]!;
  const enHi = occ[e + 1]!;
  const emptyLo = ~(occ[0]! | occ[2]!) & Mask.VALID_LO;
  const emptyHi = ~(occ[1]! | occ[3]!) & Mask.VALID_HI;
  const kLo = occ[o]! & occ[4]!;
  const kHi = occ[o + 1]! & occ[5]!;
  const menLo = occ[o]! & ~kLo;
  const menHi = occ[o + 1]! & ~kHi;
  // The targets of the men's steps, each seen from the man (popcount4 of them is the count).
  let qa = 0;
  let qb = 0;
  let qc = 0;
  let qd = 0;
  let ulLo = 0;
  let ulHi = 0;
  let urLo = 0;
  let urHi = 0;
  let dlLo = 0;
  let dlHi = 0;
  let drLo = 0;
  let drHi = 0;
  if (menBackward !== 0 || color === Side.WHITE) {
    // Up: seen from P, the squares P-6 (up-left) and P-5 (up-right) are a shift left. A man on P
    // steps there when it is empty, and jumps when an enemy piece there has an empty square behind.
    const aLo = emptyLo << Step.LONG;
    const aHi = (emptyHi << Step.LONG) | (emptyLo >>> Step.LONG_CARRY);
    const bLo = emptyLo << Step.SHORT;
    const bHi = (emptyHi << Step.SHORT) | (emptyLo >>> Step.SHORT_CARRY);
    if (color === Side.WHITE) {
      qa = menLo & aLo;
      qb = menHi & aHi;
      qc = menLo & bLo;
      qd = menHi & bHi;
    }
    let tLo = enLo & aLo;
    let tHi = enHi & aHi;
    ulLo = tLo << Step.LONG;
    ulHi = (tHi << Step.LONG) | (tLo >>> Step.LONG_CARRY);
    tLo = enLo & bLo;
    tHi = enHi & bHi;
    urLo = tLo << Step.SHORT;
    urHi = (tHi << Step.SHORT) | (tLo >>> Step.SHORT_CARRY);
  }
  if (menBackward !== 0 || color === Side.BLACK) {
    // Down: P+5 (down-left) and P+6 (down-right), a shift right.
    const aLo = (emptyLo >>> Step.SHORT) | (emptyHi << Step.SHORT_CARRY);
    const aHi = emptyHi >>> Step.SHORT;
    const bLo = (emptyLo >>> Step.LONG) | (emptyHi << Step.LONG_CARRY);
    const bHi = emptyHi >>> Step.LONG;
    if (color === Side.BLACK) {
      qa = menLo & aLo;
      qb = menHi & aHi;
      qc = menLo & bLo;
      qd = menHi & bHi;
    }
    let tLo = enLo & aLo;
    let tHi = enHi & aHi;
    dlLo = (tLo >>> Step.SHORT) | (tHi << Step.SHORT_CARRY);
    dlHi = tHi >>> Step.SHORT;
    tLo = enLo & bLo;
    tHi = enHi & bHi;
    drLo = (tLo >>> Step.LONG) | (tHi << Step.LONG_CARRY);
    drHi = tHi >>> Step.LONG;
  }
  jumpUlLo = ulLo;
  jumpUlHi = ulHi;
  jumpUrLo = urLo;
  jumpUrHi = urHi;
  jumpDlLo = dlLo;
  jumpDlHi = dlHi;
  jumpDrLo = drLo;
  jumpDrHi = drHi;
  if ((menLo & (ulLo | urLo | dlLo | drLo)) !== 0 || (menHi & (ulHi | urHi | dlHi | drHi)) !== 0) return -1;
  // One call of popcount4 (one inlined copy), after the test for captures: the men's steps.
  let n = popcount4(qa, qb, qc, qd);
  if (kings !== 0 && (kLo | kHi) !== 0) {
    let bits = kLo;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const k = kingQuietOrCapture(31 - Math.clz32(low), emptyLo, emptyHi, enLo, enHi);
      if (k < 0) return -1;
      n += k;
    }
    bits = kHi;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const k = kingQuietOrCapture(63 - Math.clz32(low), emptyLo, emptyHi, enLo, enHi);
      if (k < 0) return -1;
      n += k;
    }
  }
  return n;
}

function emitQuiet(rec: Int32Array, fromSq: number, to: number, promotes: number): void {
  rec[top] = fromSq;
  rec[top + 1] = to;
  rec[top + 2] = promotes;
  rec[top + 3] = 0;
  rec[top + 4] = 0;
  rec[top + 5] = 0;
  rec[top + 6] = 0;
  rec[top + 7] = to;
  top += 8;
}

/** Writes the quiet moves of the king on `p` (FMJD 3.9: kings fly). */
function kingQuiet(p: number, eLo: number, eHi: number): void {
  // At most 17 king moves on 10x10.
  const rec = top + 8 * 20 > records.length ? ensureRecords(top + 8 * 20) : records;
  for (let d = 0; d < 4; d++) {
    const delta = deltaOf(d);
    for (let s = p + delta; isSet(eLo, eHi, s); s += delta) emitQuiet(rec, p, s, 0);
  }
}

/** Writes the steps of men to the squares of `lo`, `hi`, each from `delta` squares away. */
function menQuiet(lo: number, hi: number, delta: number, crownLo: number, crownHi: number): void {
  // At most 40 steps in one direction.
  const rec = top + 8 * 40 > records.length ? ensureRecords(top + 8 * 40) : records;
  while (lo !== 0) {
    const low = lo & -lo;
    lo ^= low;
    const to = 31 - Math.clz32(low);
    emitQuiet(rec, to + delta, to, (crownLo & low) !== 0 ? 1 : 0);
  }
  while (hi !== 0) {
    const low = hi & -hi;
    hi ^= low;
    const to = 63 - Math.clz32(low);
    emitQuiet(rec, to + delta, to, (crownHi & low) !== 0 ? 1 : 0);
  }
}

/**
 * Writes the quiet moves of `color` at `top` (FMJD 3.4: men one step forward, set-wise by
 * direction; 3.9: kings fly). The order is not that of the generic generator, and nothing needs
 * it: perft plays every record and the public layer's `play` looks one up; the public move lists
 * are written in order from the position's words (`moves10.ts`).
 */
function generateQuiet(color: number): void {
  const occ = occ10;
  const o = color === Side.WHITE ? 0 : 2;
  const emptyLo = ~(occ[0]! | occ[2]!) & Mask.VALID_LO;
  const emptyHi = ~(occ[1]! | occ[3]!) & Mask.VALID_HI;
  const kLo = occ[o]! & occ[4]!;
  const kHi = occ[o + 1]! & occ[5]!;
  const menLo = occ[o]! & ~kLo;
  const menHi = occ[o + 1]! & ~kHi;
  if (color === Side.WHITE) {
    menQuiet(
      ((menLo >>> Step.LONG) | (menHi << Step.LONG_CARRY)) & emptyLo,
      (menHi >>> Step.LONG) & emptyHi,
      Step.LONG,
      Mask.WHITE_CROWN_LO,
      0,
    );
    menQuiet(
      ((menLo >>> Step.SHORT) | (menHi << Step.SHORT_CARRY)) & emptyLo,
      (menHi >>> Step.SHORT) & emptyHi,
      Step.SHORT,
      Mask.WHITE_CROWN_LO,
      0,
    );
  } else {
    menQuiet(
      (menLo << Step.SHORT) & emptyLo,
      ((menHi << Step.SHORT) | (menLo >>> Step.SHORT_CARRY)) & emptyHi,
      -Step.SHORT,
      0,
      Mask.BLACK_CROWN_HI,
    );
    menQuiet(
      (menLo << Step.LONG) & emptyLo,
      ((menHi << Step.LONG) | (menLo >>> Step.LONG_CARRY)) & emptyHi,
      -Step.LONG,
      0,
      Mask.BLACK_CROWN_HI,
    );
  }
  let bits = kLo;
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    kingQuiet(31 - Math.clz32(low), emptyLo, emptyHi);
  }
  bits = kHi;
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    kingQuiet(63 - Math.clz32(low), emptyLo, emptyHi);
  }
}

/**
 * Writes every legal move of `color` at `base` (captures are compulsory); returns the end.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function generate10(color: number, base: number): number {
  if (quietCountOrCapture(color, 1) < 0) return generateCaptures(color, base, false);
  top = base;
  generateQuiet(color);
  return top;
}

/**
 * Whether the quiet move `fromSq`-`toSq` (0-based squares) is legal for `color` in the loaded
 * position, without listing the moves: -1 when it is not (no piece of `color` there, not a step
 * of a man forward to an empty square or a king's flight over empty squares, or `color` must
 * capture), 0 when it is, 1 when it is and crowns the man. The public `play` of a quiet move;
 * tested against the records of {@link generate10} (test/rules/flying10.test.ts).
 */
export function quietLegal10(color: number, fromSq: number, toSq: number): number {
  const occ = occ10;
  // Captures are compulsory (FMJD 4.1): the same pass as generate10's.
  if (quietCountOrCapture(color, 1) < 0) return -1;
  const f = fromSq + ((fromSq / Rows.PAIR) | 0) + Rows.PAD;
  const t = toSq + ((toSq / Rows.PAIR) | 0) + Rows.PAD;
  const o = color === Side.WHITE ? 0 : 2;
  if (((f < 32 ? occ[o]! >>> f : occ[o + 1]! >>> (f - 32)) & 1) === 0) return -1;
  const emptyLo = ~(occ[0]! | occ[2]!) & Mask.VALID_LO;
  const emptyHi = ~(occ[1]! | occ[3]!) & Mask.VALID_HI;
  if (((t < 32 ? emptyLo >>> t : emptyHi >>> (t - 32)) & 1) === 0) return -1;
  if (((f < 32 ? occ[4]! >>> f : occ[5]! >>> (f - 32)) & 1) !== 0) {
    // A king flies over empty squares (FMJD 3.9).
    for (let d = 0; d < 4; d++) {
      const delta = deltaOf(d);
      for (let s = f + delta; isSet(emptyLo, emptyHi, s); s += delta) if (s === t) return 0;
    }
    return -1;
  }
  // A man steps one square forward (FMJD 3.4).
  const step = t - f;
  if (color === Side.WHITE ? step !== -Step.LONG && step !== -Step.SHORT : step !== Step.SHORT && step !== Step.LONG)
    return -1;
  return onCrowningRow(color, t) ? 1 : 0;
}

/**
 * The number of quiet moves of `color` in the loaded position, or -1 when it must capture (then
 * {@link captures10} writes the captures): the public layer's first pass.
 */
export function quietCount10(color: number): number {
  return quietCountOrCapture(color, 1);
}

/** Writes the captures of `color` at `base` (after {@link quietCount10} returned -1); returns the end. */
export function captures10(color: number, base: number): number {
  return generateCaptures(color, base, false);
}

/**
 * Loads a position given as its occupancy words (White, Black, kings; index P, as {@link ghostLo}
 * and {@link ghostHi} make them) and writes the captures of `color` at `base` when the men that have a first jump,
 * `menLo` and `menHi`, are known: {@link captures10} without the quiet-or-capture pass (the
 * public layer's own test found them, moves10.ts). Every king is searched, as there.
 */
export function capturesOfWords10(
  color: number,
  base: number,
  whiteLo: number,
  whiteHi: number,
  blackLo: number,
  blackHi: number,
  kingsLo: number,
  kingsHi: number,
  menLo: number,
  menHi: number,
): number {
  const occ = occ10;
  occ[0] = whiteLo;
  occ[1] = whiteHi;
  occ[2] = blackLo;
  occ[3] = blackHi;
  occ[4] = kingsLo;
  occ[5] = kingsHi;
  givenMenLo = menLo;
  givenMenHi = menHi;
  return generateCaptures(color, base, true);
}

/** Two-word shifts of the occupancy words (k from 1 to 31): low and high word of the result. */

/**
 * The number of captures of `color` when every one is a single jump by a man, counted set-wise;
 * -1 when some jump could go on (the men whose first jump goes on are left in `givenMenLo`,
 * `givenMenHi`), -2 when the side has a king or men are crowned mid-capture: then the search
 * counts. For each direction, J is the set of squares from which a man could jump that way now:
 * the jump sets left by `quietCountOrCapture`, so call it after that on the same position (as
 * `countMoves` does). A man that jumped in direction d and landed on L goes on exactly when L is in
 * the J of another direction than back (-d): the piece it jumped lies back, its start square
 * two steps back, and no other square has changed.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function countSingleJumps(color: number): number {
  const occ = occ10;
  // Crowning that continues or ends a capture changes which jumps go on: the search counts.
  if (crownInCapture !== 0) return -2;
  const o = color === Side.WHITE ? 0 : 2;
  if ((occ[o]! & occ[4]!) !== 0 || (occ[o + 1]! & occ[5]!) !== 0) return -2;
  // Single jumps by men are of equal value (so all legal) unless the rule weighs the kings taken
  // and there are enemy kings to take: then the search weighs them.
  if (weighsKings && (occ[2 - o]! & occ[4]!) !== 0) return -2;
  if (weighsKings && (occ[3 - o]! & occ[5]!) !== 0) return -2;
  const menLo = occ[o]!;
  const menHi = occ[o + 1]!;
  const ulLo = jumpUlLo;
  const ulHi = jumpUlHi;
  const urLo = jumpUrLo;
  const urHi = jumpUrHi;
  const dlLo = jumpDlLo;
  const dlHi = jumpDlHi;
  const drLo = jumpDrLo;
  const drHi = jumpDrHi;
  // The men that jump each way.
  const aLo = menLo & ulLo;
  const aHi = menHi & ulHi;
  const bLo = menLo & urLo;
  const bHi = menHi & urHi;
  const cLo = menLo & dlLo;
  const cHi = menHi & dlHi;
  const dLo = menLo & drLo;
  const dHi = menHi & drHi;
  // Those whose landing square is in the J of another direction than back, found before any
  // count: a third of the positions that get here go on to the search, which needs no count.
  let contLo = 0;
  let contHi = 0;
  if ((aLo | aHi) !== 0) {
    const hLo = ((aLo >>> Step.LONG2) | (aHi << Step.LONG2_CARRY)) & (ulLo | urLo | dlLo);
    const hHi = (aHi >>> Step.LONG2) & (ulHi | urHi | dlHi);
    contLo |= hLo << Step.LONG2;
    contHi |= (hHi << Step.LONG2) | (hLo >>> Step.LONG2_CARRY);
  }
  if ((bLo | bHi) !== 0) {
    const hLo = ((bLo >>> Step.SHORT2) | (bHi << Step.SHORT2_CARRY)) & (ulLo | urLo | drLo);
    const hHi = (bHi >>> Step.SHORT2) & (ulHi | urHi | drHi);
    contLo |= hLo << Step.SHORT2;
    contHi |= (hHi << Step.SHORT2) | (hLo >>> Step.SHORT2_CARRY);
  }
  if ((cLo | cHi) !== 0) {
    const hLo = (cLo << Step.SHORT2) & (ulLo | dlLo | drLo);
    const hHi = ((cHi << Step.SHORT2) | (cLo >>> Step.SHORT2_CARRY)) & (ulHi | dlHi | drHi);
    contLo |= (hLo >>> Step.SHORT2) | (hHi << Step.SHORT2_CARRY);
    contHi |= hHi >>> Step.SHORT2;
  }
  if ((dLo | dHi) !== 0) {
    const hLo = (dLo << Step.LONG2) & (urLo | dlLo | drLo);
    const hHi = ((dHi << Step.LONG2) | (dLo >>> Step.LONG2_CARRY)) & (urHi | dlHi | drHi);
    contLo |= (hLo >>> Step.LONG2) | (hHi << Step.LONG2_CARRY);
    contHi |= hHi >>> Step.LONG2;
  }
  givenMenLo = contLo;
  givenMenHi = contHi;
  if ((contLo | contHi) !== 0) return -1;
  // One jump a man and direction (at most 80 in all, so the byte sums of popcount4 hold them).
  return popcount4(aLo, bLo, cLo, dLo) + popcount4(aHi, bHi, cHi, dHi);
}

/** The number of legal moves of `color`, quiet moves counted without being written. */
export function countMoves(color: number, base: number): number {
  const quiet = quietCountOrCapture(color, 1);
  if (quiet >= 0) return quiet;
  const single = countSingleJumps(color);
  if (single >= 0) return single;
  return countSearch(color, base, single);
}

/** The captures of `color` counted by the search (after `countSingleJumps` gave `single` < 0). */
export function countSearch(color: number, base: number, single: number): number {
  counting = 1;
  counted = 0;
  generateCaptures(color, base, single === -1 && piecesFirst);
  counting = 0;
  return counted;
}

// ---------------------------------------------------------------------------------------------
// The writers of perft10.ts: it reads the search state above as imported bindings, which it
// cannot assign. Each is a few stores, which V8 inlines into the caller.

/** Hands the capture search the writer of perft's children (`emitChild` of perft10.ts). */
export function setChildWriter(
  writer: (to: number, dedup: boolean, kingEnds: boolean, m0: number, m1: number) => void,
): void {
  writeChild = writer;
}

/** 1: the capture search writes its captures as perft's children (`writeChild`); 0: as records. */
export function setWritingChildren(on: number): void {
  writingChildren = on;
}

/** A child was written at `top` of the perft stack. */
export function childWritten(): void {
  top++;
}

/** The jump sets of the position perft looked at, for `countSingleJumps` and `doubleJumps`. */
export function setJumpSets(
  ulLo: number,
  ulHi: number,
  urLo: number,
  urHi: number,
  dlLo: number,
  dlHi: number,
  drLo: number,
  drHi: number,
): void {
  jumpUlLo = ulLo;
  jumpUlHi = ulHi;
  jumpUrLo = urLo;
  jumpUrHi = urHi;
  jumpDlLo = dlLo;
  jumpDlHi = dlHi;
  jumpDrLo = drLo;
  jumpDrHi = drHi;
}

/** The men `generateCaptures` searches when told their set (`menGiven`). */
export function setGivenMen(lo: number, hi: number): void {
  givenMenLo = lo;
  givenMenHi = hi;
}

/**
 * Starts a search of captures of `color`, whose enemy pieces are `enLo`, `enHi`, written from
 * `at` (`menCaptures` of perft10.ts): nothing found yet.
 */
export function startSearch(color: number, enLo: number, enHi: number, at: number): void {
  own = color;
  enemyLo = enLo;
  enemyHi = enHi;
  nodeStart = at;
  top = at;
  best = 0;
}

/** The piece searched starts on `p`, the empty squares (its start square among them) `sLo`, `sHi`. */
export function searchFromSquare(p: number, sLo: number, sHi: number): void {
  from = p;
  spaceLo = sLo;
  spaceHi = sHi;
}

/** A capture of `count` pieces beats those written from `nodeStart`: they are dropped. */
export function raiseBest(count: number): void {
  best = count;
  top = nodeStart;
}
