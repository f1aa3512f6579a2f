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
 * by men, are found set-wise; kings' rays and the capture search test bits of the words. Perft
 * is copy-make: each node writes its children as six words each on a stack, captures straight
 * from the search, and loads them in turn.
 *
 * Why this layout and copy-make, against a mailbox with make/unmake:
 * docs/performance.md#flying-kings-on-10x10.
 * See `test/rules/flying10.test.ts` for the checks against the generic generator.
 * @module
 */
import type { FlyingSettings } from './movegen.js';
import { R_CAPTURES, R_MASK, R_TO, ensureRecords, next, records } from './movegen.js';
import { popcount4 } from '../../core/bits.js';
import {
  FREE,
  MOST_PIECES,
  MOST_PIECES_THEN_KINGS,
  captureValue,
  kingOrderBit,
  precedenceCode,
} from '../precedence.js';

/**
 * The colours (the values of `WHITE` and `BLACK` in movegen.ts) and the constant masks, as const
 * enums so that the bundle writes them as literals: a module binding is read from the module's
 * context at every use, and these are read in every node.
 */
const enum Side {
  WHITE = 1,
  BLACK = 2,
}
const enum Mask {
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
}
/** Mailbox size: indices 0-65. */
const CELLS = 66;

function buildPToSq(): Int8Array {
  const t = new Int8Array(CELLS).fill(-1);
  for (let sq = 0; sq < 50; sq++) t[sq + ((sq / 10) | 0) + 6] = sq;
  return t;
}

/** 0-based square of each index P (-1 for ghosts and padding). */
export const P_TO_SQ = /* @__PURE__ */ buildPToSq();
/** Diagonal offsets: 0 up-left -6, 1 up-right -5, 2 down-left +5, 3 down-right +6 (as in `movegen.ts`). */
function deltaOf(d: number): number {
  return d < 2 ? d - 6 : d + 3;
}

/** Occupancy words by P: 0-1 White, 2-3 Black, 4-5 kings of either colour. */
const occ10 = /* @__PURE__ */ new Int32Array(6);

/** The precedence code of src/rules/precedence.ts. */
let precedence = FREE;
/** The precedence weighs the kings taken (most pieces then kings). */
let weighsKings = false;
/**
 * The value puts the number of pieces first (most pieces, most pieces then kings): a capture of
 * more pieces always wins, which the counting shortcuts of `countSearch` and `captureChildren` rely on.
 */
let piecesFirst = false;
// Flags as 0 or 1: V8 tests a number in a module binding with one compare, a boolean with a
// dispatch over every falsy kind of value.
let crownMidCapture = 0;
let crownEndsCapture = 0;
/** Either of the two above: a man's capture may be crowned on the way. */
let crownInCapture = 0;
let menBackward = 1;
let distinctOnly = 0;
/**
 * 1 when a side without kings is counted or made in one pass on its words (`menNode`,
 * through `perftNode`, `lastTwoPlies`, `countLast` and `makeLast`): men
 * capture backward, no crowning on the way, and the kings taken are not weighed (International).
 */
let menLeaf = 0;
/** The settings of the last {@link configure10}. */
let configured: FlyingSettings | undefined;

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

/** The low occupancy word (index P 0-31) of the plain word `lo`: squares 0-23. */
function ghostLo(lo: number): number {
  return ((lo & 0x3ff) << 6) | (((lo >>> 10) & 0x3ff) << 17) | (((lo >>> 20) & 0x3ff) << 28);
}

/** The high occupancy word (index P 32-63) of the plain words `lo`, `hi`: squares 24-49. */
function ghostHi(lo: number, hi: number): number {
  const g3 = (lo >>> 30) | ((hi & 0xff) << 2);
  return (((lo >>> 20) & 0x3ff) >>> 4) | (g3 << 7) | (((hi >>> 8) & 0x3ff) << 18);
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
function onCrowningRow(color: number, p: number): boolean {
  return color === Side.WHITE ? p < 11 : p >= 55;
}

// ---------------------------------------------------------------------------------------------
// Capture search (as in movegen.ts, on P indices), on the occupancy words: no mailbox. The
// jumped pieces stay on the board until the move ends (FMJD 4.11), so they are never empty;
// `takeLo`/`takeHi` are the enemy pieces not yet jumped, `spaceLo`/`spaceHi` the empty squares
// with the moving piece's start square among them (it may pass or end there). As Moby Dam and
// Scan do (docs/sources.md, "Move generators"); docs/performance.md#flying-kings-on-10x10.

let own = Side.WHITE;
let from = 0;
let fromMan = false;
let nodeStart = 0;
let top = 0;
let best = 0;
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
 * `perftCore`, which sets it when a bundle has perft): the stack is a constant of that closure.
 */
let writeChild: (to: number, dedup: boolean, kingEnds: boolean, m0: number, m1: number) => void = () => {};
/**
 * The children the perft stack holds: 8,192 of six words (192 KB), 48 plies of 170 children.
 * A power of two: the child writers index it by `c & Mask.CHILDREN` (see `leafMenWhite`).
 */
const STACK_CHILDREN = Mask.CHILDREN + 1;
/** The children of the stack that may be written ({@link limitStack10} lowers it for the tests). */
let stackRoom = STACK_CHILDREN;
/** Set when the children outgrew the stack, before the error that unwinds the search. */
let full = false;

function stackFull(): never {
  full = true;
  throw new RangeError('The perft stack of the 10x10 generator is full');
}

/**
 * What perft and the leaf makers answer when `error` unwound them: -1 when the children outgrew
 * the stack ({@link stackFull}), the error again otherwise. The search may have stopped in the
 * middle: the generator is left as a search leaves it.
 */
function afterFullStack(error: unknown): number {
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
let enemyLo = 0;
let enemyHi = 0;
let takeLo = 0;
let takeHi = 0;
/** The empty squares, the moving piece's start square included. */
let spaceLo = 0;
let spaceHi = 0;

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
function kingAt(p: number): boolean {
  const occ = occ10;
  return ((p < 32 ? occ[4]! >>> p : occ[5]! >>> (p - 32)) & 1) !== 0;
}

/** Bit `p` (index 0-65; 64 and 65 are padding, never set) of the words `lo`, `hi`. */
function isSet(lo: number, hi: number, p: number): boolean {
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
function around(lo: number, hi: number, p: number): number {
  const s = p - 12;
  if (s < 0) return lo << -s;
  // `(hi << 1) << (31 - s)` is `hi << (32 - s)`, and 0 for s = 0 (a shift by 32 would be by 0).
  if (s < 32) return (lo >>> s) | ((hi << 1) << (31 - s));
  // `| 0`: a signed 32-bit integer like the other two returns (`>>>` alone gives an unsigned one,
  // and V8 then keeps the result as a double, converted at each use).
  return (hi >>> (s - 32)) | 0;
}

/** The directions men of the side to move capture in, as the bits of `around` they jump over. */
let manDirs = 0x600c0;

/**
 * The directions a man on P jumps, as bits 6, 7, 17 and 18 (the offsets -6, -5, +5, +6) of
 * `dirs`: from the windows of {@link around}, `take` the pieces it may jump, `space` the squares
 * it may land on (bits 0, 2, 22 and 24, two steps away).
 */
function jumpsAround(take: number, space: number, dirs: number): number {
  return (
    take &
    dirs &
    (((space << 6) & 0x40) | ((space << 5) & 0x80) | ((space >>> 5) & 0x20000) | ((space >>> 6) & 0x40000))
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
    const delta = 19 - Math.clz32(bit);
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
      } else if (!continueKing(land, captures + 1, delta === -6 ? 0 : delta === -5 ? 1 : delta === 5 ? 2 : 3, true)) {
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

/**
 * The squares from which a man could make a first jump, one set per direction (J in
 * `countSingleJumps`): an enemy piece next to the square that way and an empty square behind it.
 * Written by `quietCountOrCapture` or `menNode` for the position they looked at; 0 for the directions men of
 * the side to move do not capture in.
 */
let jumpUlLo = 0;
let jumpUlHi = 0;
let jumpUrLo = 0;
let jumpUrHi = 0;
let jumpDlLo = 0;
let jumpDlHi = 0;
let jumpDrLo = 0;
let jumpDrHi = 0;

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
function generateCaptures(color: number, base: number, menGiven: boolean): number {
  const occ = occ10;
  own = color;
  keepPath = (counting | writingChildren) === 0 || weighsKings ? 1 : 0;
  manDirs = menBackward !== 0 ? 0x600c0 : color === Side.WHITE ? 0xc0 : 0x60000;
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
function quietCountOrCapture(color: number, kings: number): number {
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
    const aLo = emptyLo << 6;
    const aHi = (emptyHi << 6) | (emptyLo >>> 26);
    const bLo = emptyLo << 5;
    const bHi = (emptyHi << 5) | (emptyLo >>> 27);
    if (color === Side.WHITE) {
      qa = menLo & aLo;
      qb = menHi & aHi;
      qc = menLo & bLo;
      qd = menHi & bHi;
    }
    let tLo = enLo & aLo;
    let tHi = enHi & aHi;
    ulLo = tLo << 6;
    ulHi = (tHi << 6) | (tLo >>> 26);
    tLo = enLo & bLo;
    tHi = enHi & bHi;
    urLo = tLo << 5;
    urHi = (tHi << 5) | (tLo >>> 27);
  }
  if (menBackward !== 0 || color === Side.BLACK) {
    // Down: P+5 (down-left) and P+6 (down-right), a shift right.
    const aLo = (emptyLo >>> 5) | (emptyHi << 27);
    const aHi = emptyHi >>> 5;
    const bLo = (emptyLo >>> 6) | (emptyHi << 26);
    const bHi = emptyHi >>> 6;
    if (color === Side.BLACK) {
      qa = menLo & aLo;
      qb = menHi & aHi;
      qc = menLo & bLo;
      qd = menHi & bHi;
    }
    let tLo = enLo & aLo;
    let tHi = enHi & aHi;
    dlLo = (tLo >>> 5) | (tHi << 27);
    dlHi = tHi >>> 5;
    tLo = enLo & bLo;
    tHi = enHi & bHi;
    drLo = (tLo >>> 6) | (tHi << 26);
    drHi = tHi >>> 6;
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
    menQuiet(((menLo >>> 6) | (menHi << 26)) & emptyLo, (menHi >>> 6) & emptyHi, 6, Mask.WHITE_CROWN_LO, 0);
    menQuiet(((menLo >>> 5) | (menHi << 27)) & emptyLo, (menHi >>> 5) & emptyHi, 5, Mask.WHITE_CROWN_LO, 0);
  } else {
    menQuiet((menLo << 5) & emptyLo, ((menHi << 5) | (menLo >>> 27)) & emptyHi, -5, 0, Mask.BLACK_CROWN_HI);
    menQuiet((menLo << 6) & emptyLo, ((menHi << 6) | (menLo >>> 26)) & emptyHi, -6, 0, Mask.BLACK_CROWN_HI);
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
  const f = fromSq + ((fromSq / 10) | 0) + 6;
  const t = toSq + ((toSq / 10) | 0) + 6;
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
  if (color === Side.WHITE ? step !== -6 && step !== -5 : step !== 5 && step !== 6) return -1;
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
 * The men `generateCaptures` searches when told their set: those whose first jump goes on (left
 * by `countSingleJumps` and `menNode` when they find one), or every man with a first jump
 * (`capturesOfWords10`).
 */
let givenMenLo = 0;
let givenMenHi = 0;

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
    const hLo = ((aLo >>> 12) | (aHi << 20)) & (ulLo | urLo | dlLo);
    const hHi = (aHi >>> 12) & (ulHi | urHi | dlHi);
    contLo |= hLo << 12;
    contHi |= (hHi << 12) | (hLo >>> 20);
  }
  if ((bLo | bHi) !== 0) {
    const hLo = ((bLo >>> 10) | (bHi << 22)) & (ulLo | urLo | drLo);
    const hHi = (bHi >>> 10) & (ulHi | urHi | drHi);
    contLo |= hLo << 10;
    contHi |= (hHi << 10) | (hLo >>> 22);
  }
  if ((cLo | cHi) !== 0) {
    const hLo = (cLo << 10) & (ulLo | dlLo | drLo);
    const hHi = ((cHi << 10) | (cLo >>> 22)) & (ulHi | dlHi | drHi);
    contLo |= (hLo >>> 10) | (hHi << 22);
    contHi |= hHi >>> 10;
  }
  if ((dLo | dHi) !== 0) {
    const hLo = (dLo << 12) & (urLo | dlLo | drLo);
    const hHi = ((dHi << 12) | (dLo >>> 20)) & (urHi | dlHi | drHi);
    contLo |= (hLo >>> 12) | (hHi << 20);
    contHi |= hHi >>> 12;
  }
  givenMenLo = contLo;
  givenMenHi = contHi;
  if ((contLo | contHi) !== 0) return -1;
  // One jump a man and direction (at most 80 in all, so the byte sums of popcount4 hold them).
  return popcount4(aLo, bLo, cLo, dLo) + popcount4(aHi, bHi, cHi, dHi);
}

/** The number of legal moves of `color`, quiet moves counted without being written. */
function countMoves(color: number, base: number): number {
  const quiet = quietCountOrCapture(color, 1);
  if (quiet >= 0) return quiet;
  const single = countSingleJumps(color);
  if (single >= 0) return single;
  return countSearch(color, base, single);
}

/** The captures of `color` counted by the search (after `countSingleJumps` gave `single` < 0). */
function countSearch(color: number, base: number, single: number): number {
  counting = 1;
  counted = 0;
  generateCaptures(color, base, single === -1 && piecesFirst);
  counting = 0;
  return counted;
}

/**
 * The number of two-piece captures of the men of `color` in the loaded position, as perft's
 * last ply counts them (`doubleJumps` of `perftCore`), after {@link quietCount10} (which leaves
 * the jump sets) and `countSingleJumps` gave -1; -1 when it leaves them to the search. For the
 * tests.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function countDoubleJumps10(color: number): number {
  const occ = occ10;
  const o = color === Side.WHITE ? 0 : 2;
  return perftCore.doubleJumps(0, 0, color === Side.WHITE, occ[o]! & ~occ[4]!, occ[o + 1]! & ~occ[5]!, 0, 0, 0, 0);
}

// ---------------------------------------------------------------------------------------------
// Perft by copy-make: each position is its six occupancy words; a node writes its children
// (see `makeChildren`) on a stack and loads each in turn into `occ10`, so nothing is undone.

/**
 * The children of `color`'s moves as the records of {@link generate10} say, each record applied
 * to the words square by square (its captured squares, not its mask): the original that
 * {@link makeLeaves10} is tested against (six occupancy words each, in record order).
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function childrenByMake10(color: number, base: number): number[][] {
  const end = generate10(color, base);
  const o = color === Side.WHITE ? 0 : 2;
  const children: number[][] = [];
  const clear = (words: number[], at: number, p: number): void => {
    words[at + (p >>> 5)] = words[at + (p >>> 5)]! & ~(1 << (p & 31));
  };
  const put = (words: number[], at: number, p: number): void => {
    words[at + (p >>> 5)] = words[at + (p >>> 5)]! | (1 << (p & 31));
  };
  for (let r = base; r < end; r = next(r)) {
    const words = Array.from(occ10);
    const fromP = records[r]!;
    const toP = records[r + R_TO]!;
    const king = kingAt(fromP);
    for (let i = 0; i < records[r + R_CAPTURES]!; i++) {
      const p = records[r + R_CAPTURES + 1 + i]!;
      clear(words, 2 - o, p);
      clear(words, 4, p);
    }
    clear(words, o, fromP);
    clear(words, 4, fromP);
    put(words, o, toP);
    if (king || records[r + 2] !== 0) put(words, 4, toP);
    children.push(words);
  }
  return children;
}

/**
 * Perft and the children of a node, in a closure whose constants are the stack of children and
 * the loaded position (`board`, the words of `occ10`): V8 folds a closure's constant typed
 * arrays into the code that reads and writes them, not a module binding (see
 * {@link childWhiteLo}).
 * A bundle that never counts moves drops it whole (the public `perft` hands `perft10` to the
 * engine: rules/perftKit.ts).
 */
const perftCore = /* @__PURE__ */ (() => {
  const board = occ10;
  /**
   * The children written by perft (every ply's, one above the other) and by `makeLeaves10` (from
   * child 0): child `c`'s six occupancy words are word `c` of six arrays, White's low and high
   * words, Black's, the kings'. Constants of this closure, of a fixed size: V8 folds the address
   * and the length of such a typed array into the code that stores into it, where a module
   * binding (bundlers write a module's top-level `const` as `var`) is read from the module's
   * context and its map, length and address loaded again at each turn of a loop
   * (docs/performance.md#what-v8-rewards). A child at `c & Mask.CHILDREN` is inside the arrays
   * whatever `c`, which
   * V8 can tell. Six arrays of one length indexed alike, not one array of six words a child: the
   * six stores of a child share one bounds check (V8 keeps a check its types prove, and merges
   * equal ones), where `stack[b + 1]` to `stack[b + 5]` had a check and an address each. When a
   * path's children outgrow them, perft counts another way.
   */
  const childWhiteLo = new Int32Array(STACK_CHILDREN);
  const childWhiteHi = new Int32Array(STACK_CHILDREN);
  const childBlackLo = new Int32Array(STACK_CHILDREN);
  const childBlackHi = new Int32Array(STACK_CHILDREN);
  const childKingsLo = new Int32Array(STACK_CHILDREN);
  const childKingsHi = new Int32Array(STACK_CHILDREN);
  writeChild = emitChild;

  /**
   * Writes the child of the capture from `from` to `to` taking `m0`, `m1` at `top` of the perft
   * stack, unless `dedup` and an equal child is there: the same pieces of either colour
   * after the move is the same move (same start, end and pieces taken), as Moby Dam compares them.
   */
  function emitChild(to: number, dedup: boolean, kingEnds: boolean, m0: number, m1: number): void {
    m0 |= 0;
    m1 |= 0;
    const occ = board;
    const white = own === Side.WHITE;
    const o = white ? 0 : 2;
    const fLo = from < 32 ? 1 << from : 0;
    const fHi = from < 32 ? 0 : 1 << (from - 32);
    const tLo = to < 32 ? 1 << to : 0;
    const tHi = to < 32 ? 0 : 1 << (to - 32);
    // Off the start square, then on the landing square (a capture may end where it began).
    const ownLo = (occ[o]! & ~fLo) | tLo;
    const ownHi = (occ[o + 1]! & ~fHi) | tHi;
    const enLo = enemyLo & ~m0;
    const enHi = enemyHi & ~m1;
    const wLo = white ? ownLo : enLo;
    const wHi = white ? ownHi : enHi;
    const bLo = white ? enLo : ownLo;
    const bHi = white ? enHi : ownHi;
    if (dedup) {
      for (let r = nodeStart; r < top; r++) {
        const c = r & Mask.CHILDREN;
        if (childWhiteLo[c] === wLo && childWhiteHi[c] === wHi && childBlackLo[c] === bLo && childBlackHi[c] === bHi)
          return;
      }
    }
    if (top + 1 > stackRoom) stackFull();
    let kLo = occ[4]! & ~m0 & ~fLo;
    let kHi = occ[5]! & ~m1 & ~fHi;
    if (kingEnds) {
      kLo |= tLo;
      kHi |= tHi;
    }
    const c = top & Mask.CHILDREN;
    childWhiteLo[c] = wLo;
    childWhiteHi[c] = wHi;
    childBlackLo[c] = bLo;
    childBlackHi[c] = bHi;
    childKingsLo[c] = kLo;
    childKingsHi[c] = kHi;
    top++;
  }
  /**
   * A node whose side to move (`color`) has no king, when `menLeaf` holds (International), on the
   * position of the words given (White, Black, kings): with `make` 0 the number of its legal moves
   * (bulk perft's last ply), with `make` 1 its children written from child `at` of the stack
   * ({@link childWhiteLo}) and their number (as {@link makeChildren}). One pass on the words in
   * local variables: the men's steps, the jump sets, and when every capture is one jump by a man
   * those jumps, as `quietCountOrCapture` and `countSingleJumps` find them (tested against them
   * through perft and `makeMenLeaves10`, test/rules/flying10.test.ts). The position is loaded
   * into `board` only for the search, which runs when a jump goes on and, with the value that
   * puts the pieces first (FMJD 4.13), only when a capture takes three pieces or two men's first
   * jumps land on one square (`doubleJumps`).
   * Like Frisian's leaf count: the words in module variables and typed arrays, read and written
   * again by each function, cost more than the count (docs/performance.md#frisian). Counting and
   * making in one function, so that making a single-jump capture does not read the jump sets back
   * (`countSingleJumps`).
   */
  function menNode(
    make: number,
    color: number,
    at: number,
    wLo: number,
    wHi: number,
    bLo: number,
    bHi: number,
    kLo: number,
    kHi: number,
  ): number {
    wLo |= 0;
    wHi |= 0;
    bLo |= 0;
    bHi |= 0;
    kLo |= 0;
    kHi |= 0;
    const white = color === Side.WHITE;
    const menLo = white ? wLo : bLo;
    const menHi = white ? wHi : bHi;
    const enLo = white ? bLo : wLo;
    const enHi = white ? bHi : wHi;
    const emptyLo = ~(wLo | bLo) & Mask.VALID_LO;
    const emptyHi = ~(wHi | bHi) & Mask.VALID_HI;
    // The empty squares seen from P: P-6 and P-5 (a shift left), P+5 and P+6 (a shift right).
    const uaLo = emptyLo << 6;
    const uaHi = (emptyHi << 6) | (emptyLo >>> 26);
    const ubLo = emptyLo << 5;
    const ubHi = (emptyHi << 5) | (emptyLo >>> 27);
    const daLo = (emptyLo >>> 5) | (emptyHi << 27);
    const daHi = emptyHi >>> 5;
    const dbLo = (emptyLo >>> 6) | (emptyHi << 26);
    const dbHi = emptyHi >>> 6;
    // The jump sets (as in quietCountOrCapture): an enemy piece next to P, the square behind empty.
    let tLo = enLo & uaLo;
    let tHi = enHi & uaHi;
    const ulLo = tLo << 6;
    const ulHi = (tHi << 6) | (tLo >>> 26);
    tLo = enLo & ubLo;
    tHi = enHi & ubHi;
    const urLo = tLo << 5;
    const urHi = (tHi << 5) | (tLo >>> 27);
    tLo = enLo & daLo;
    tHi = enHi & daHi;
    const dlLo = (tLo >>> 5) | (tHi << 27);
    const dlHi = tHi >>> 5;
    tLo = enLo & dbLo;
    tHi = enHi & dbHi;
    const drLo = (tLo >>> 6) | (tHi << 26);
    const drHi = tHi >>> 6;
    const aLo = menLo & ulLo;
    const aHi = menHi & ulHi;
    const bbLo = menLo & urLo;
    const bbHi = menHi & urHi;
    const cLo = menLo & dlLo;
    const cHi = menHi & dlHi;
    const dLo = menLo & drLo;
    const dHi = menHi & drHi;
    if ((aLo | aHi | bbLo | bbHi | cLo | cHi | dLo | dHi) === 0) {
      // No capture: the men's steps forward (FMJD 3.4).
      if (make !== 0) {
        // At most 40 children.
        if (at + 40 > stackRoom) stackFull();
        const w = white
          ? leafMenWhite(at, wLo, wHi, bLo, bHi, kLo, kHi)
          : leafMenBlack(at, bLo, bHi, wLo, wHi, kLo, kHi);
        return w - at;
      }
      // One call site of popcount4 for both colours (V8 inlined one of two).
      return popcount4(
        menLo & (white ? uaLo : daLo),
        menHi & (white ? uaHi : daHi),
        menLo & (white ? ubLo : dbLo),
        menHi & (white ? ubHi : dbHi),
      );
    }
    // The men whose jump goes on: its landing square is in the J of another direction than back
    // (as countSingleJumps; the shifts by 12 and 10 are two steps).
    let contLo = 0;
    let contHi = 0;
    if ((aLo | aHi) !== 0) {
      const hLo = ((aLo >>> 12) | (aHi << 20)) & (ulLo | urLo | dlLo);
      const hHi = (aHi >>> 12) & (ulHi | urHi | dlHi);
      contLo |= hLo << 12;
      contHi |= (hHi << 12) | (hLo >>> 20);
    }
    if ((bbLo | bbHi) !== 0) {
      const hLo = ((bbLo >>> 10) | (bbHi << 22)) & (ulLo | urLo | drLo);
      const hHi = (bbHi >>> 10) & (ulHi | urHi | drHi);
      contLo |= hLo << 10;
      contHi |= (hHi << 10) | (hLo >>> 22);
    }
    if ((cLo | cHi) !== 0) {
      const hLo = (cLo << 10) & (ulLo | dlLo | drLo);
      const hHi = ((cHi << 10) | (cLo >>> 22)) & (ulHi | dlHi | drHi);
      contLo |= (hLo >>> 10) | (hHi << 22);
      contHi |= hHi >>> 10;
    }
    if ((dLo | dHi) !== 0) {
      const hLo = (dLo << 12) & (urLo | dlLo | drLo);
      const hHi = ((dHi << 12) | (dLo >>> 20)) & (urHi | dlHi | drHi);
      contLo |= (hLo >>> 12) | (hHi << 20);
      contHi |= hHi >>> 12;
    }
    // The position and the jump sets are stored for the code that reads them from the module, on
    // each path apart, which costs less than one store for all before this test
    // (docs/performance.md#flying-kings-on-10x10).
    const occ = board;
    if ((contLo | contHi) === 0) {
      // Every capture one jump by a man: their number, and their children from the jump sets.
      // One call site of popcount4 for both words: V8 inlines popcount4 (312 bytes of bytecode) at
      // two sites of a function and no more (its budget is 920 bytes).
      if (make === 0) {
        let n = 0;
        for (let h = 0; h < 2; h++)
          n += popcount4(h === 0 ? aLo : aHi, h === 0 ? bbLo : bbHi, h === 0 ? cLo : cHi, h === 0 ? dLo : dHi);
        return n;
      }
      // Written, not counted first: at most four jumps a man, 80 children. Here, from the words in
      // local variables, as `jumpsOneWay` does from the board's: the position is not stored and no
      // call is made for each direction (a call of V8 costs some 60 instructions:
      // docs/performance.md#what-v8-rewards). Tested against generate10's records through
      // `makeMenLeaves10` (test/rules/flying10.test.ts).
      if (at + 80 > stackRoom) stackFull();
      const crownLo = white ? Mask.WHITE_CROWN_LO : 0;
      const crownHi = white ? 0 : Mask.BLACK_CROWN_HI;
      let w = at;
      // One loop over the four directions' jumping men, low word then high word each.
      let dir = 0;
      let delta = -6;
      let lo = aLo;
      let hi = aHi;
      for (;;) {
        if ((lo | hi) === 0) {
          if (++dir === 4) break;
          delta = dir === 1 ? -5 : dir === 2 ? 5 : 6;
          lo = dir === 1 ? bbLo : dir === 2 ? cLo : dLo;
          hi = dir === 1 ? bbHi : dir === 2 ? cHi : dHi;
          continue;
        }
        // The man jumps `delta` twice: from `fromP` over `over` (an enemy piece) to `to` (FMJD 4.1),
        // crowned there on the far row (FMJD 4.15).
        let fromP: number;
        let ownLo = menLo;
        let ownHi = menHi;
        if (lo !== 0) {
          const low = lo & -lo;
          lo ^= low;
          fromP = 31 - Math.clz32(low);
          ownLo ^= low;
        } else {
          const low = hi & -hi;
          hi ^= low;
          fromP = 63 - Math.clz32(low);
          ownHi ^= low;
        }
        const over = fromP + delta;
        const to = over + delta;
        // `1 << p` is `1 << (p & 31)`: the bit of index p in its word.
        let eLo = enLo;
        let eHi = enHi;
        let kingsLo = kLo;
        let kingsHi = kHi;
        if (over < 32) {
          eLo &= ~(1 << over);
          kingsLo &= ~(1 << over);
        } else {
          eHi &= ~(1 << over);
          kingsHi &= ~(1 << over);
        }
        if (to < 32) {
          ownLo |= 1 << to;
          kingsLo |= crownLo & (1 << to);
        } else {
          ownHi |= 1 << to;
          kingsHi |= crownHi & (1 << to);
        }
        const c = w & Mask.CHILDREN;
        childWhiteLo[c] = white ? ownLo : eLo;
        childWhiteHi[c] = white ? ownHi : eHi;
        childBlackLo[c] = white ? eLo : ownLo;
        childBlackHi[c] = white ? eHi : ownHi;
        childKingsLo[c] = kingsLo;
        childKingsHi[c] = kingsHi;
        w++;
      }
      return w - at;
    }
    jumpUlLo = ulLo;
    jumpUlHi = ulHi;
    jumpUrLo = urLo;
    jumpUrHi = urHi;
    jumpDlLo = dlLo;
    jumpDlHi = dlHi;
    jumpDrLo = drLo;
    jumpDrHi = drHi;
    // A jump goes on: counted or written on the jump sets when no capture takes three pieces and
    // the value puts the pieces first (then only the two-piece captures are legal).
    if (piecesFirst) {
      const doubles = doubleJumps(make, at, white, menLo, menHi, enLo, enHi, kLo, kHi);
      if (doubles >= 0) return doubles;
    }
    // Otherwise the search, on the loaded position with its jump sets; when the value puts the
    // pieces first, only the men whose first jump goes on can make a legal capture.
    occ[0] = wLo;
    occ[1] = wHi;
    occ[2] = bLo;
    occ[3] = bHi;
    occ[4] = kLo;
    occ[5] = kHi;
    givenMenLo = contLo;
    givenMenHi = contHi;
    if (make === 0) return countSearch(color, 0, -1);
    return menCaptures(color, at) - at;
  }

  /**
   * The captures of the men `menLo`, `menHi` (White's when `white`; a side without kings, under
   * `menLeaf`: men capture backward, nothing crowns on the way) when the longest take two pieces,
   * found on the jump sets of the position (`jumpUlLo` and the others): with `make` 0 their number,
   * with `make` 1 their children written from child `at` (the enemy pieces `enLo`, `enHi`, the
   * kings `kLo`, `kHi`) and their number; -1 when some capture takes three or more, or two men's
   * first jumps land on one square (the sets would hold it once; rare), and then the search counts
   * or writes them. Call it when some jump goes on and the value puts the pieces first, so that
   * only the two-piece captures are legal (FMJD 4.13). Each man, first direction and second
   * direction (not back) is one move, which takes the two pieces jumped (FMJD 4.11: off the board
   * when the move ends) and ends two squares on, where the man is crowned on the far row (FMJD
   * 4.15). Cheaper than the search, counted or written (docs/performance.md#flying-kings-on-10x10).
   * Tested against the generic generator's records
   * (`countDoubleJumps10`, `makeMenLeaves10`) and through perft (test/rules/flying10.test.ts).
   *
   * Why the jump sets, made on the position before the move, are exact for the second and third
   * jump: during a capture the man's start square is empty and the pieces it jumped stay on the
   * board (FMJD 4.11). With steps d1, d2, d3 (offsets -6, -5, 5, 6, never back: d2 != -d1), the
   * second landing is the start square only if d2 = -d1, and the piece jumped second is the first
   * only then; the third landing is the start square only if d1 + d2 + d3 = 0, and the piece jumped
   * third is the first only if d1 + 2 d2 + d3 = 0, neither of which any three offsets solve. So a
   * man with a first jump d1 to L goes on exactly when L is in the jump set of a d2 other than back,
   * and from there exactly when its landing is in the jump set of a d3 other than back. Two-piece
   * captures of one man differ in the pieces taken, so each (man, d1, d2) is one distinct move.
   */
  function doubleJumps(
    make: number,
    at: number,
    white: boolean,
    menLo: number,
    menHi: number,
    enLo: number,
    enHi: number,
    kLo: number,
    kHi: number,
  ): number {
    at |= 0;
    menLo |= 0;
    menHi |= 0;
    enLo |= 0;
    enHi |= 0;
    kLo |= 0;
    kHi |= 0;
    const ulLo = jumpUlLo;
    const ulHi = jumpUlHi;
    const urLo = jumpUrLo;
    const urHi = jumpUrHi;
    const dlLo = jumpDlLo;
    const dlHi = jumpDlHi;
    const drLo = jumpDrLo;
    const drHi = jumpDrHi;
    // The first landing squares of each direction.
    let t = menLo & ulLo;
    let u = menHi & ulHi;
    const aLo = (t >>> 12) | (u << 20);
    const aHi = u >>> 12;
    t = menLo & urLo;
    u = menHi & urHi;
    const bLo = (t >>> 10) | (u << 22);
    const bHi = u >>> 10;
    t = menLo & dlLo;
    u = menHi & dlHi;
    const cLo = t << 10;
    const cHi = (u << 10) | (t >>> 22);
    t = menLo & drLo;
    u = menHi & drHi;
    const dLo = t << 12;
    const dHi = (u << 12) | (t >>> 20);
    if (
      (((aLo | bLo) & (cLo | dLo)) |
        (aLo & bLo) |
        (cLo & dLo) |
        ((aHi | bHi) & (cHi | dHi)) |
        (aHi & bHi) |
        (cHi & dHi)) !==
      0
    )
      return -1;
    // The first landings that go on, by the direction of the second jump (never back).
    const pLo = (aLo | bLo | cLo) & ulLo;
    const pHi = (aHi | bHi | cHi) & ulHi;
    const qLo = (aLo | bLo | dLo) & urLo;
    const qHi = (aHi | bHi | dHi) & urHi;
    const rLo = (aLo | cLo | dLo) & dlLo;
    const rHi = (aHi | cHi | dHi) & dlHi;
    const sLo = (bLo | cLo | dLo) & drLo;
    const sHi = (bHi | cHi | dHi) & drHi;
    // A third jump (not back) from a second landing: the search.
    if (((((pLo >>> 12) | (pHi << 20)) & (ulLo | urLo | dlLo)) | ((pHi >>> 12) & (ulHi | urHi | dlHi))) !== 0)
      return -1;
    if (((((qLo >>> 10) | (qHi << 22)) & (ulLo | urLo | drLo)) | ((qHi >>> 10) & (ulHi | urHi | drHi))) !== 0)
      return -1;
    if ((((rLo << 10) & (ulLo | dlLo | drLo)) | (((rHi << 10) | (rLo >>> 22)) & (ulHi | dlHi | drHi))) !== 0) return -1;
    if ((((sLo << 12) & (urLo | dlLo | drLo)) | (((sHi << 12) | (sLo >>> 20)) & (urHi | dlHi | drHi))) !== 0) return -1;
    if (make === 0) {
      // One call site of popcount4 for both words (V8 inlines it at two sites of a function).
      let n = 0;
      for (let h = 0; h < 2; h++)
        n += popcount4(h === 0 ? pLo : pHi, h === 0 ? qLo : qHi, h === 0 ? rLo : rHi, h === 0 ? sLo : sHi);
      return n;
    }
    // At most 20 men, four first landings each (one man's, the test above), three ways on.
    if (at + 240 > stackRoom) stackFull();
    const crownLo = white ? Mask.WHITE_CROWN_LO : 0;
    const crownHi = white ? 0 : Mask.BLACK_CROWN_HI;
    let w = at;
    // One loop over the second directions' first landings, low word then high word each.
    let dir = 0;
    let second = -6;
    let lo = pLo;
    let hi = pHi;
    for (;;) {
      if ((lo | hi) === 0) {
        if (++dir === 4) break;
        second = dir === 1 ? -5 : dir === 2 ? 5 : 6;
        lo = dir === 1 ? qLo : dir === 2 ? rLo : sLo;
        hi = dir === 1 ? qHi : dir === 2 ? rHi : sHi;
        continue;
      }
      // The first landing L, and the direction of the first jump: the set it is in (one only).
      let land: number;
      let first: number;
      if (lo !== 0) {
        const low = lo & -lo;
        lo ^= low;
        land = 31 - Math.clz32(low);
        first = (aLo & low) !== 0 ? -6 : (bLo & low) !== 0 ? -5 : (cLo & low) !== 0 ? 5 : 6;
      } else {
        const low = hi & -hi;
        hi ^= low;
        land = 63 - Math.clz32(low);
        first = (aHi & low) !== 0 ? -6 : (bHi & low) !== 0 ? -5 : (cHi & low) !== 0 ? 5 : 6;
      }
      const man = land - 2 * first;
      const over1 = land - first;
      const over2 = land + second;
      const end = over2 + second;
      // `1 << p` is `1 << (p & 31)`: the bit of index p in its word.
      const manLo = man < 32 ? 1 << man : 0;
      const manHi = man < 32 ? 0 : 1 << man;
      const endLo = end < 32 ? 1 << end : 0;
      const endHi = end < 32 ? 0 : 1 << end;
      const takenLo = (over1 < 32 ? 1 << over1 : 0) | (over2 < 32 ? 1 << over2 : 0);
      const takenHi = (over1 < 32 ? 0 : 1 << over1) | (over2 < 32 ? 0 : 1 << over2);
      const ownLo = menLo ^ manLo ^ endLo;
      const ownHi = menHi ^ manHi ^ endHi;
      const eLo = enLo & ~takenLo;
      const eHi = enHi & ~takenHi;
      const c = w & Mask.CHILDREN;
      childWhiteLo[c] = white ? ownLo : eLo;
      childWhiteHi[c] = white ? ownHi : eHi;
      childBlackLo[c] = white ? eLo : ownLo;
      childBlackHi[c] = white ? eHi : ownHi;
      childKingsLo[c] = (kLo & ~takenLo) | (endLo & crownLo);
      childKingsHi[c] = (kHi & ~takenHi) | (endHi & crownHi);
      w++;
    }
    return w - at;
  }

  /**
   * Writes from child `at` the children of the captures of `color`'s men given in `givenMenLo`,
   * `givenMenHi` (those whose first jump goes on) on the loaded position, a side without kings
   * under `menLeaf`; returns the end. With the value that puts the pieces first (FMJD 4.13), a
   * search of its own for a man (`manJumps`) on the search's words and its child writer
   * (`emitChild`): the pieces jumped stay on the board until the move ends (FMJD 4.11), the man's
   * start square is empty on the way, a man is crowned only where the capture ends (FMJD 4.15),
   * and the captures of the most pieces are kept; two paths of one man taking the same pieces to
   * the same square are one move when moves are counted distinct (they take four pieces or more:
   * see `emitCapture`). Otherwise `generateCaptures`, which costs more here
   * (docs/performance.md#flying-kings-on-10x10). Tested against the generic generator's records
   * through perft (test/rules/flying10.test.ts).
   */
  function menCaptures(color: number, at: number): number {
    if (!piecesFirst) {
      writingChildren = 1;
      const end = generateCaptures(color, at, false);
      writingChildren = 0;
      return end;
    }
    const occ = board;
    const o = color === Side.WHITE ? 0 : 2;
    own = color;
    enemyLo = occ[2 - o]!;
    enemyHi = occ[3 - o]!;
    nodeStart = at;
    top = at;
    best = 0;
    const emptyLo = ~(occ[0]! | occ[2]!) & Mask.VALID_LO;
    const emptyHi = ~(occ[1]! | occ[3]!) & Mask.VALID_HI;
    // The man has left its square (it may pass or end there), as in `searchFrom`.
    let bits = givenMenLo;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      from = 31 - Math.clz32(low);
      spaceLo = emptyLo | low;
      spaceHi = emptyHi;
      manJumps(from, 0, 0, 0);
    }
    bits = givenMenHi;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      from = 63 - Math.clz32(low);
      spaceLo = emptyLo;
      spaceHi = emptyHi | low;
      manJumps(from, 0, 0, 0);
    }
    return top;
  }

  /**
   * The jumps on from square `p` of the man searched by `menCaptures`, `count` pieces taken so
   * far (`takenLo`, `takenHi`), as `continueMan` finds them; where none goes on, the capture's
   * child is written when it takes the most pieces so far.
   */
  function manJumps(p: number, takenLo: number, takenHi: number, count: number): void {
    let jumps = jumpsAround(around(enemyLo & ~takenLo, enemyHi & ~takenHi, p), around(spaceLo, spaceHi, p), 0x600c0);
    if (jumps === 0) {
      if (count === 0 || count < best) return;
      if (count > best) {
        best = count;
        top = nodeStart;
      }
      emitChild(p, count >= 4 && distinctOnly !== 0, onCrowningRow(own, p), takenLo, takenHi);
      return;
    }
    do {
      const bit = jumps & -jumps;
      jumps ^= bit;
      // Bit 6, 7, 17 or 18: the offset -6, -5, +5 or +6.
      const delta = 19 - Math.clz32(bit);
      const over = p + delta;
      if (over < 32) manJumps(over + delta, takenLo | (1 << over), takenHi, count + 1);
      else manJumps(over + delta, takenLo, takenHi | (1 << over), count + 1);
    } while (jumps !== 0);
  }

  /**
   * Perft on the 10x10 board as loaded: leaves of the tree `depth` plies deep, `color` to move;
   * -1 when the children on the path outgrow the stack (then count another way).
   */
  function perft10(color: number, depth: number, bulk: boolean): number {
    if (depth === 0) return 1;
    try {
      return perftNode(color, depth, 0, bulk);
    } catch (error) {
      return afterFullStack(error);
    }
  }

  function perftNode(color: number, depth: number, at: number, bulk: boolean): number {
    const occ = board;
    if (depth === 1) return bulk ? countMoves(color, 0) : makeChildren(color, at);
    const o = color === Side.WHITE ? 0 : 2;
    if (depth === 2 && menLeaf !== 0 && (occ[4]! | occ[5]!) === 0) {
      // No king on the board: each man's step made in local variables and its moves counted or
      // made from there, without writing it to the stack (-1: the side must capture).
      const n = lastTwoPlies(bulk ? 0 : 1, color, at, occ[0]!, occ[1]!, occ[2]!, occ[3]!);
      if (n >= 0) return n;
    }
    const children =
      menLeaf !== 0 && ((occ[o]! & occ[4]!) | (occ[o + 1]! & occ[5]!)) === 0
        ? menNode(1, color, at, occ[0]!, occ[1]!, occ[2]!, occ[3]!, occ[4]!, occ[5]!)
        : makeChildren(color, at);
    const end = at + children;
    const other = color ^ (Side.WHITE | Side.BLACK);
    // The last ply is counted or made from here, each in its own loop (a call less a child; a call
    // costs about 35 instructions; one loop for both made V8 inline less of either).
    if (depth === 2) return bulk ? countLast(other, at, end) : makeLast(other, at, end);
    let n = 0;
    for (let c = at; c < end; c++) {
      const b = c & Mask.CHILDREN;
      occ[0] = childWhiteLo[b]!;
      occ[1] = childWhiteHi[b]!;
      occ[2] = childBlackLo[b]!;
      occ[3] = childBlackHi[b]!;
      occ[4] = childKingsLo[b]!;
      occ[5] = childKingsHi[b]!;
      n += perftNode(other, depth - 1, end, bulk);
    }
    return n;
  }

  /**
   * Perft's last two plies from a position without kings (White `wLo`, `wHi`, Black `bLo`, `bHi`)
   * when `color` has no capture: over the children of its men's steps, the moves of the other
   * side counted (bulk, `make` 0) or written at `at` (every leaf, `make` 1); -1 when `color` must
   * capture. Each child's words are made in local variables, not written to the stack and read
   * back (docs/performance.md#flying-kings-on-10x10).
   *
   * Whether the other side can capture in a child is told from this position, without a pass on
   * the child (which {@link menNode} makes, and made for every child: 38 % of an every-leaf
   * perft). When it cannot capture here, a step f -> t of `color`'s man gives it a capture
   * exactly when (FMJD 4.1, men capture forward and backward) it can jump the man on t (a man of
   * its own behind t, an empty square or f beyond it) or land on f (a piece of `color` next to f,
   * a man of its own beyond that): the piece jumped is one of `color`'s after the step, the
   * landing square empty after it, and any other jump was there before. Those squares are sets
   * made once here (`landOnT`, `landOnF`), a child tested with two ANDs; a child without a
   * capture has its moves counted from this position's steps (less the steps onto t, plus those
   * onto f) or written by `leafMenWhite` or `leafMenBlack`, the rest go through `menNode`.
   */
  function lastTwoPlies(
    make: number,
    color: number,
    at: number,
    wLo: number,
    wHi: number,
    bLo: number,
    bHi: number,
  ): number {
    wLo |= 0;
    wHi |= 0;
    bLo |= 0;
    bHi |= 0;
    const white = color === Side.WHITE;
    const menLo = white ? wLo : bLo;
    const menHi = white ? wHi : bHi;
    const enLo = white ? bLo : wLo;
    const enHi = white ? bHi : wHi;
    const emptyLo = ~(wLo | bLo) & Mask.VALID_LO;
    const emptyHi = ~(wHi | bHi) & Mask.VALID_HI;
    // The empty squares moved by +6, +5, -5, -6 (index P set when P - 6, P - 5, P + 5, P + 6 is
    // empty).
    const uaLo = emptyLo << 6;
    const uaHi = (emptyHi << 6) | (emptyLo >>> 26);
    const ubLo = emptyLo << 5;
    const ubHi = (emptyHi << 5) | (emptyLo >>> 27);
    const daLo = (emptyLo >>> 5) | (emptyHi << 27);
    const daHi = emptyHi >>> 5;
    const dbLo = (emptyLo >>> 6) | (emptyHi << 26);
    const dbHi = emptyHi >>> 6;
    // A capture of `color` (as in menNode): an enemy piece next to a man, the square behind it
    // empty.
    let tLo = enLo & uaLo;
    let tHi = enHi & uaHi;
    let jLo = tLo << 6;
    let jHi = (tHi << 6) | (tLo >>> 26);
    tLo = enLo & ubLo;
    tHi = enHi & ubHi;
    jLo |= tLo << 5;
    jHi |= (tHi << 5) | (tLo >>> 27);
    tLo = enLo & daLo;
    tHi = enHi & daHi;
    jLo |= (tLo >>> 5) | (tHi << 27);
    jHi |= tHi >>> 5;
    tLo = enLo & dbLo;
    tHi = enHi & dbHi;
    jLo |= (tLo >>> 6) | (tHi << 26);
    jHi |= tHi >>> 6;
    if (((menLo & jLo) | (menHi & jHi)) !== 0) return -1;
    // The other side (the enemy, all men) seen from each direction d: `landOnT` the squares with
    // one of its men at P - d and an empty square at P + d (a piece of `color` there is jumped),
    // `landOnF` the squares P + d beyond a piece of `color` at P with one of its men at P - d.
    // d = +6:
    let oLo = enLo << 6;
    let oHi = (enHi << 6) | (enLo >>> 26);
    let landOnTLo = oLo & dbLo;
    let landOnTHi = oHi & dbHi;
    let xLo = menLo & oLo;
    let xHi = menHi & oHi;
    let landOnFLo = xLo << 6;
    let landOnFHi = (xHi << 6) | (xLo >>> 26);
    // d = +5:
    oLo = enLo << 5;
    oHi = (enHi << 5) | (enLo >>> 27);
    landOnTLo |= oLo & daLo;
    landOnTHi |= oHi & daHi;
    xLo = menLo & oLo;
    xHi = menHi & oHi;
    landOnFLo |= xLo << 5;
    landOnFHi |= (xHi << 5) | (xLo >>> 27);
    // d = -5:
    oLo = (enLo >>> 5) | (enHi << 27);
    oHi = enHi >>> 5;
    landOnTLo |= oLo & ubLo;
    landOnTHi |= oHi & ubHi;
    xLo = menLo & oLo;
    xHi = menHi & oHi;
    landOnFLo |= (xLo >>> 5) | (xHi << 27);
    landOnFHi |= xHi >>> 5;
    // d = -6:
    oLo = (enLo >>> 6) | (enHi << 26);
    oHi = enHi >>> 6;
    landOnTLo |= oLo & uaLo;
    landOnTHi |= oHi & uaHi;
    xLo = menLo & oLo;
    xHi = menHi & oHi;
    landOnFLo |= (xLo >>> 6) | (xHi << 26);
    landOnFHi |= xHi >>> 6;
    // The other side can capture here already (a piece of `color` in landOnT): each child is
    // looked at whole, every t taken for a square it would jump (one value fewer live in the
    // loops).
    const known = ((menLo & landOnTLo) | (menHi & landOnTHi)) === 0;
    if (!known) {
      landOnTLo = -1;
      landOnTHi = -1;
    }
    // The other side's steps: onto P from P + 6 and P + 5 (White's men) or P - 5 and P - 6
    // (Black's); `steps` their number here.
    const sLo = white ? enLo << 5 : (enLo >>> 6) | (enHi << 26);
    const sHi = white ? (enHi << 5) | (enLo >>> 27) : enHi >>> 6;
    const zLo = white ? enLo << 6 : (enLo >>> 5) | (enHi << 27);
    const zHi = white ? (enHi << 6) | (enLo >>> 26) : enHi >>> 5;
    const steps = make === 0 && known ? popcount4(sLo & emptyLo, sHi & emptyHi, zLo & emptyLo, zHi & emptyHi) : 0;
    if (make !== 0 && at + 40 > stackRoom) stackFull();
    let n = 0;
    // `color`'s steps of 6 squares, then of 5, to t from f = t + size (White) or t - size
    // (Black), t in the low word, then in the high word: a loop for each colour and word, in
    // which the bits of t and f are known to be in one word or the other.
    if (white) {
      for (let size = 6; size >= 5; size--) {
        // A man of the other side on the far side of t from f jumps t and lands on f.
        const fLandLo = landOnFLo | (enLo << (2 * size));
        const fLandHi = landOnFHi | (enHi << (2 * size)) | (enLo >>> (32 - 2 * size));
        // The targets in the low word, then in the high word.
        {
          let bits = ((menLo >>> size) | (menHi << (32 - size))) & emptyLo;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const toLo = low;
            const fromLo = low << size;
            const fromHi = low >>> (32 - size);
            // A man crowned on t (FMJD 3.6): a king of the child.
            const kLo = toLo & Mask.WHITE_CROWN_LO;
            if (((toLo & landOnTLo) | (fromLo & fLandLo) | (fromHi & fLandHi)) === 0) {
              if (make === 0) {
                // The other side's steps: not onto t any more, onto f now.
                n += steps;
                if ((toLo & sLo) !== 0) n--;
                if ((toLo & zLo) !== 0) n--;
                if (((fromLo & sLo) | (fromHi & sHi)) !== 0) n++;
                if (((fromLo & zLo) | (fromHi & zHi)) !== 0) n++;
              } else {
                const w = leafMenBlack(at, enLo, enHi, menLo ^ toLo ^ fromLo, menHi ^ fromHi, kLo, 0);
                n += w - at;
              }
            } else n += menNode(make, Side.BLACK, at, menLo ^ toLo ^ fromLo, menHi ^ fromHi, bLo, bHi, kLo, 0);
          }
        }
        {
          let bits = (menHi >>> size) & emptyHi;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const toHi = low;
            const fromHi = low << size;
            if (((toHi & landOnTHi) | (fromHi & fLandHi)) === 0) {
              if (make === 0) {
                // The other side's steps: not onto t any more, onto f now.
                n += steps;
                if ((toHi & sHi) !== 0) n--;
                if ((toHi & zHi) !== 0) n--;
                if ((fromHi & sHi) !== 0) n++;
                if ((fromHi & zHi) !== 0) n++;
              } else {
                const w = leafMenBlack(at, enLo, enHi, menLo, menHi ^ toHi ^ fromHi, 0, 0);
                n += w - at;
              }
            } else n += menNode(make, Side.BLACK, at, menLo, menHi ^ toHi ^ fromHi, bLo, bHi, 0, 0);
          }
        }
      }
    } else {
      for (let size = 6; size >= 5; size--) {
        // A man of the other side on the far side of t from f jumps t and lands on f.
        const fLandLo = landOnFLo | (enLo >>> (2 * size)) | (enHi << (32 - 2 * size));
        const fLandHi = landOnFHi | (enHi >>> (2 * size));
        // The targets in the low word, then in the high word.
        {
          let bits = (menLo << size) & emptyLo;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const toLo = low;
            const fromLo = low >>> size;
            if (((toLo & landOnTLo) | (fromLo & fLandLo)) === 0) {
              if (make === 0) {
                // The other side's steps: not onto t any more, onto f now.
                n += steps;
                if ((toLo & sLo) !== 0) n--;
                if ((toLo & zLo) !== 0) n--;
                if ((fromLo & sLo) !== 0) n++;
                if ((fromLo & zLo) !== 0) n++;
              } else {
                const w = leafMenWhite(at, enLo, enHi, menLo ^ toLo ^ fromLo, menHi, 0, 0);
                n += w - at;
              }
            } else n += menNode(make, Side.WHITE, at, wLo, wHi, menLo ^ toLo ^ fromLo, menHi, 0, 0);
          }
        }
        {
          let bits = ((menHi << size) | (menLo >>> (32 - size))) & emptyHi;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const toHi = low;
            const fromLo = low << (32 - size);
            const fromHi = low >>> size;
            // A man crowned on t (FMJD 3.6): a king of the child.
            const kHi = toHi & Mask.BLACK_CROWN_HI;
            if (((toHi & landOnTHi) | (fromLo & fLandLo) | (fromHi & fLandHi)) === 0) {
              if (make === 0) {
                // The other side's steps: not onto t any more, onto f now.
                n += steps;
                if ((toHi & sHi) !== 0) n--;
                if ((toHi & zHi) !== 0) n--;
                if (((fromLo & sLo) | (fromHi & sHi)) !== 0) n++;
                if (((fromLo & zLo) | (fromHi & zHi)) !== 0) n++;
              } else {
                const w = leafMenWhite(at, enLo, enHi, menLo ^ fromLo, menHi ^ toHi ^ fromHi, 0, kHi);
                n += w - at;
              }
            } else n += menNode(make, Side.WHITE, at, wLo, wHi, menLo ^ fromLo, menHi ^ toHi ^ fromHi, 0, kHi);
          }
        }
      }
    }
    return n;
  }

  /** The moves of `color` in the children from `at` to `end` (before it), counted (bulk perft's last ply). */
  function countLast(color: number, at: number, end: number): number {
    const occ = board;
    let n = 0;
    for (let c = at; c < end; c++) {
      const b = c & Mask.CHILDREN;
      const w0 = childWhiteLo[b]!;
      const w1 = childWhiteHi[b]!;
      const w2 = childBlackLo[b]!;
      const w3 = childBlackHi[b]!;
      const w4 = childKingsLo[b]!;
      const w5 = childKingsHi[b]!;
      // A side without kings: counted on the words (International).
      if (menLeaf !== 0 && (color === Side.WHITE ? (w0 & w4) | (w1 & w5) : (w2 & w4) | (w3 & w5)) === 0) {
        n += menNode(0, color, 0, w0, w1, w2, w3, w4, w5);
      } else {
        occ[0] = w0;
        occ[1] = w1;
        occ[2] = w2;
        occ[3] = w3;
        occ[4] = w4;
        occ[5] = w5;
        n += countMoves(color, 0);
      }
    }
    return n;
  }

  /** The moves of `color` in the children from `at` to `end` (before it), made (every-leaf perft's last ply). */
  function makeLast(color: number, at: number, end: number): number {
    const occ = board;
    let n = 0;
    for (let c = at; c < end; c++) {
      const b = c & Mask.CHILDREN;
      const w0 = childWhiteLo[b]!;
      const w1 = childWhiteHi[b]!;
      const w2 = childBlackLo[b]!;
      const w3 = childBlackHi[b]!;
      const w4 = childKingsLo[b]!;
      const w5 = childKingsHi[b]!;
      // A side without kings: made from the words (International).
      if (menLeaf !== 0 && (color === Side.WHITE ? (w0 & w4) | (w1 & w5) : (w2 & w4) | (w3 & w5)) === 0) {
        n += menNode(1, color, end, w0, w1, w2, w3, w4, w5);
      } else {
        occ[0] = w0;
        occ[1] = w1;
        occ[2] = w2;
        occ[3] = w3;
        occ[4] = w4;
        occ[5] = w5;
        n += makeChildren(color, end);
      }
    }
    return n;
  }

  // ---------------------------------------------------------------------------------------------
  // Every move made (every ply of perft, and what a search does): each child is written as a
  // whole position, its six occupancy words (White, Black, kings; two words each), on the stack
  // ({@link childWhiteLo}), as a copy-make generator writes child boards: no mailbox to make and
  // unmake, no move records for the leaves (docs/performance.md#flying-kings-on-10x10). Men's
  // quiet moves go from the set-wise targets
  // straight to their children, kings' along their rays, captures from the search (`emitChild`).
  // Tested against the records of `generate10` applied square by square (test/rules/flying10.test.ts).

  /**
   * Writes the children of the steps of White's men `menLo`, `menHi` to the empty squares from
   * child `w` of the stack (a target of the step `delta`, 5 or 6, has its man `delta` further on);
   * returns the end. The words that do not change are read once, and each child is made from the
   * target's bit alone (the start square's bit is the same bit shifted, within the word or into
   * the other one), without its index: about 60 instructions a child fewer than with the index
   * (`Math.clz32`) and a test of the word per store. Each direction in a loop of its own, no loop
   * around them: V8 folds the stack's address and length into the stores of a loop that is not
   * nested in another, and checks them again at every store of a nested one
   * (docs/performance.md#what-v8-rewards). A child at
   * `w & Mask.CHILDREN`, which is `w` (the callers check the room): V8 then knows the index range
   * and the stores take fewer instructions.
   */
  function leafMenWhite(
    w: number,
    ownLo: number,
    ownHi: number,
    enLo: number,
    enHi: number,
    kLo: number,
    kHi: number,
  ): number {
    // The words as machine integers once: a parameter is a tagged value, and V8 converted it again
    // at each store (a Smi test and a heap-number path a store); `w` too.
    w |= 0;
    ownLo |= 0;
    ownHi |= 0;
    enLo |= 0;
    enHi |= 0;
    kLo |= 0;
    kHi |= 0;
    // The men: the side's pieces less the kings (a parameter fewer).
    const menLo = ownLo & ~kLo;
    const menHi = ownHi & ~kHi;
    // The empty squares from the words (two parameters fewer: a call converts each one).
    const emptyLo = ~(ownLo | enLo) & Mask.VALID_LO;
    const emptyHi = ~(ownHi | enHi) & Mask.VALID_HI;
    {
      // Step up-left: the target's man is 6 squares on.
      const lo = ((menLo >>> 6) | (menHi << 26)) & emptyLo;
      let hi = (menHi >>> 6) & emptyHi;
      // Targets below 26 start in the low word, the others in the high one.
      let same = lo & (-1 >>> 6);
      let cross = lo ^ same;
      while (same !== 0) {
        const low = same & -same;
        same ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo ^ (low | (low << 6));
        childWhiteHi[b] = ownHi;
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo | (low & Mask.WHITE_CROWN_LO);
        childKingsHi[b] = kHi;
        w++;
      }
      while (cross !== 0) {
        const low = cross & -cross;
        cross ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo | low;
        childWhiteHi[b] = ownHi ^ (low >>> 26);
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
      while (hi !== 0) {
        const low = hi & -hi;
        hi ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo;
        childWhiteHi[b] = ownHi ^ (low | (low << 6));
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
    }
    {
      // Step up-right: the target's man is 5 squares on.
      const lo = ((menLo >>> 5) | (menHi << 27)) & emptyLo;
      let hi = (menHi >>> 5) & emptyHi;
      // Targets below 27 start in the low word, the others in the high one.
      let same = lo & (-1 >>> 5);
      let cross = lo ^ same;
      while (same !== 0) {
        const low = same & -same;
        same ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo ^ (low | (low << 5));
        childWhiteHi[b] = ownHi;
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo | (low & Mask.WHITE_CROWN_LO);
        childKingsHi[b] = kHi;
        w++;
      }
      while (cross !== 0) {
        const low = cross & -cross;
        cross ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo | low;
        childWhiteHi[b] = ownHi ^ (low >>> 27);
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
      while (hi !== 0) {
        const low = hi & -hi;
        hi ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = ownLo;
        childWhiteHi[b] = ownHi ^ (low | (low << 5));
        childBlackLo[b] = enLo;
        childBlackHi[b] = enHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
    }
    return w;
  }

  /** As {@link leafMenWhite} for Black: a target of the step `step` (5 or 6) has its man `step` squares back. */
  function leafMenBlack(
    w: number,
    ownLo: number,
    ownHi: number,
    enLo: number,
    enHi: number,
    kLo: number,
    kHi: number,
  ): number {
    w |= 0;
    ownLo |= 0;
    ownHi |= 0;
    enLo |= 0;
    enHi |= 0;
    kLo |= 0;
    kHi |= 0;
    // The men: the side's pieces less the kings (a parameter fewer).
    const menLo = ownLo & ~kLo;
    const menHi = ownHi & ~kHi;
    // The empty squares from the words (two parameters fewer: a call converts each one).
    const emptyLo = ~(ownLo | enLo) & Mask.VALID_LO;
    const emptyHi = ~(ownHi | enHi) & Mask.VALID_HI;
    {
      // Step down-left: the target's man is 5 squares back.
      let lo = (menLo << 5) & emptyLo;
      const hi = ((menHi << 5) | (menLo >>> 27)) & emptyHi;
      while (lo !== 0) {
        const low = lo & -lo;
        lo ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo ^ (low | (low >>> 5));
        childBlackHi[b] = ownHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
      // Targets from 37 on start in the high word, the others in the low one.
      let same = hi & (-1 << 5);
      let cross = hi ^ same;
      while (same !== 0) {
        const low = same & -same;
        same ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo;
        childBlackHi[b] = ownHi ^ (low | (low >>> 5));
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi | (low & Mask.BLACK_CROWN_HI);
        w++;
      }
      while (cross !== 0) {
        const low = cross & -cross;
        cross ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo ^ (low << 27);
        childBlackHi[b] = ownHi | low;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
    }
    {
      // Step down-right: the target's man is 6 squares back.
      let lo = (menLo << 6) & emptyLo;
      const hi = ((menHi << 6) | (menLo >>> 26)) & emptyHi;
      while (lo !== 0) {
        const low = lo & -lo;
        lo ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo ^ (low | (low >>> 6));
        childBlackHi[b] = ownHi;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
      // Targets from 38 on start in the high word, the others in the low one.
      let same = hi & (-1 << 6);
      let cross = hi ^ same;
      while (same !== 0) {
        const low = same & -same;
        same ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo;
        childBlackHi[b] = ownHi ^ (low | (low >>> 6));
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi | (low & Mask.BLACK_CROWN_HI);
        w++;
      }
      while (cross !== 0) {
        const low = cross & -cross;
        cross ^= low;
        const b = w & Mask.CHILDREN;
        childWhiteLo[b] = enLo;
        childWhiteHi[b] = enHi;
        childBlackLo[b] = ownLo ^ (low << 26);
        childBlackHi[b] = ownHi | low;
        childKingsLo[b] = kLo;
        childKingsHi[b] = kHi;
        w++;
      }
    }
    return w;
  }

  /**
   * Writes the children of the quiet moves of the king on `p` (FMJD 3.9) from child `w` of the
   * stack; returns the end, or -1 when the king can capture. The four rays in one loop, a turn a
   * child or a ray's end: a loop nested in a loop over the rays would check the stack's map and
   * length at every store, and a call a ray costs more (docs/performance.md#what-v8-rewards).
   */
  function leafKing(w: number, o: number, p: number, eLo: number, eHi: number): number {
    w |= 0;
    eLo |= 0;
    eHi |= 0;
    const occ = board;
    const e = 2 - o;
    // Off its square, in the side's words and the king words alike.
    const ownLo = p < 32 ? occ[o]! ^ (1 << p) : occ[o]!;
    const ownHi = p < 32 ? occ[o + 1]! : occ[o + 1]! ^ (1 << p);
    const kLo = p < 32 ? occ[4]! ^ (1 << p) : occ[4]!;
    const kHi = p < 32 ? occ[5]! : occ[5]! ^ (1 << p);
    const enLo = occ[e]!;
    const enHi = occ[e + 1]!;
    // The colours' words, and the king's landing square to add to White's (all bits when the
    // king is White's) or to Black's.
    const white = o === 0 ? -1 : 0;
    const wLo = white !== 0 ? ownLo : enLo;
    const wHi = white !== 0 ? ownHi : enHi;
    const bLo = white !== 0 ? enLo : ownLo;
    const bHi = white !== 0 ? enHi : ownHi;
    let d = 0;
    let delta = -6;
    let s = p - 6;
    for (;;) {
      // `x >>> s` is `x >>> (s & 31)`: the bit of index s in its word. Indices 0-5 and 60-65 are
      // padding, never empty: a ray stops there (and the test of s < 64 keeps 64 and 65 off the
      // low bits of the high word).
      if (s < 32 ? ((eLo >>> s) & 1) !== 0 : s < 64 && ((eHi >>> s) & 1) !== 0) {
        const toLo = s < 32 ? 1 << s : 0;
        const toHi = s < 32 ? 0 : 1 << s;
        const c = w & Mask.CHILDREN;
        childWhiteLo[c] = wLo | (toLo & white);
        childWhiteHi[c] = wHi | (toHi & white);
        childBlackLo[c] = bLo | (toLo & ~white);
        childBlackHi[c] = bHi | (toHi & ~white);
        childKingsLo[c] = kLo | toLo;
        childKingsHi[c] = kHi | toHi;
        w++;
        s += delta;
        continue;
      }
      // The first square that is not empty: an enemy piece with an empty square behind it is a
      // capture (FMJD 4.1: then no quiet move is legal).
      if (isSet(enLo, enHi, s) && isSet(eLo, eHi, s + delta)) return -1;
      if (++d === 4) return w;
      delta = deltaOf(d);
      s = p + delta;
    }
  }

  /**
   * Makes every legal move of `color` in the loaded position: writes each child's six occupancy
   * words to the stack ({@link childWhiteLo}) and returns their number, or -1 when they outgrow
   * the stack. The records are not used.
   */
  function makeLeaves10(color: number): number {
    try {
      return makeChildren(color, 0);
    } catch (error) {
      return afterFullStack(error);
    }
  }

  /**
   * Writes the children of `color`'s moves from child `at` of the stack;
   * returns their number.
   */
  function makeChildren(color: number, at: number): number {
    const occ = board;
    const o = color === Side.WHITE ? 0 : 2;
    // The men's captures and steps; the kings' rays are walked once below, writing their children
    // and testing their captures on the way (the counting pass walked them once more).
    const quiet = quietCountOrCapture(color, 0);
    if (quiet >= 0) {
      const kLo = occ[o]! & occ[4]!;
      const kHi = occ[o + 1]! & occ[5]!;
      // At most 2 quiet moves a man and 17 a king, 20 pieces.
      const most = (kLo | kHi) === 0 ? quiet : 340;
      if (at + most > stackRoom) stackFull();
      const emptyLo = ~(occ[0]! | occ[2]!) & Mask.VALID_LO;
      const emptyHi = ~(occ[1]! | occ[3]!) & Mask.VALID_HI;
      let w = at;
      if (color === Side.WHITE) w = leafMenWhite(w, occ[0]!, occ[1]!, occ[2]!, occ[3]!, occ[4]!, occ[5]!);
      else w = leafMenBlack(w, occ[2]!, occ[3]!, occ[0]!, occ[1]!, occ[4]!, occ[5]!);
      let bits = kLo;
      while (bits !== 0 && w >= 0) {
        const low = bits & -bits;
        bits ^= low;
        w = leafKing(w, o, 31 - Math.clz32(low), emptyLo, emptyHi);
      }
      bits = kHi;
      while (bits !== 0 && w >= 0) {
        const low = bits & -bits;
        bits ^= low;
        w = leafKing(w, o, 63 - Math.clz32(low), emptyLo, emptyHi);
      }
      // -1: a king can capture, so the quiet children written are dropped.
      if (w >= 0) return w - at;
    }
    return captureChildren(color, at);
  }

  /**
   * Writes the children of `color`'s captures from child `at` (the position loaded, its jump sets
   * set); returns their number.
   */
  function captureChildren(color: number, at: number): number {
    const o = color === Side.WHITE ? 0 : 2;
    // Every capture one jump by a man (three in four capture positions from the start): their
    // children straight from the jump sets, no search.
    const single = countSingleJumps(color);
    if (single >= 0) {
      if (at + single > stackRoom) stackFull();
      leafJumps(at, o);
      return single;
    }
    writingChildren = 1;
    // When some capture goes on and the value puts the pieces first, only the men whose first
    // jump goes on can make a legal capture (as in countMoves).
    const end = generateCaptures(color, at, single === -1 && piecesFirst);
    writingChildren = 0;
    return end - at;
  }

  /**
   * Writes the children of the single jumps of the men of the side (`o`), direction by direction
   * from the jump sets (each man jumps the offset twice, over the enemy piece next to it), from
   * child `w` of the stack; returns the end. Only when every capture is such a jump
   * (`countSingleJumps`), so a man is crowned where it lands on the far row (FMJD 4.15). A
   * direction a call ({@link jumpsOneWay}), made only for the directions with a jump (one or two
   * jumps a position): a loop nested in a loop over the directions would check the stack's map
   * and length at every store.
   */
  function leafJumps(w: number, o: number): number {
    const occ = board;
    const oLo = occ[o]!;
    const oHi = occ[o + 1]!;
    if (((oLo & jumpUlLo) | (oHi & jumpUlHi)) !== 0) w = jumpsOneWay(w, o, -6, oLo & jumpUlLo, oHi & jumpUlHi);
    if (((oLo & jumpUrLo) | (oHi & jumpUrHi)) !== 0) w = jumpsOneWay(w, o, -5, oLo & jumpUrLo, oHi & jumpUrHi);
    if (((oLo & jumpDlLo) | (oHi & jumpDlHi)) !== 0) w = jumpsOneWay(w, o, 5, oLo & jumpDlLo, oHi & jumpDlHi);
    if (((oLo & jumpDrLo) | (oHi & jumpDrHi)) !== 0) w = jumpsOneWay(w, o, 6, oLo & jumpDrLo, oHi & jumpDrHi);
    return w;
  }

  /**
   * Writes the children of the men `lo`, `hi` of the side at word `o` jumping `delta` twice (over
   * the enemy piece next to them) from child `w` of the stack; returns the end. The men of the low
   * word, then of the high word, in loops of their own: no test of the start square's word a child.
   */
  function jumpsOneWay(w: number, o: number, delta: number, lo: number, hi: number): number {
    w |= 0;
    const occ = board;
    const e = 2 - o;
    const white = o === 0;
    const crownLo = o === 0 ? Mask.WHITE_CROWN_LO : 0;
    const crownHi = o === 0 ? 0 : Mask.BLACK_CROWN_HI;
    const oLo = occ[o]!;
    const oHi = occ[o + 1]!;
    const eLo = occ[e]!;
    const eHi = occ[e + 1]!;
    const kingsLo = occ[4]!;
    const kingsHi = occ[5]!;
    let bits = lo;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const b = w & Mask.CHILDREN;
      const from = 31 - Math.clz32(low);
      const over = from + delta;
      const to = over + delta;
      // `1 << p` is `1 << (p & 31)`: the bit of index p in its word.
      let ownLo = oLo ^ low;
      let ownHi = oHi;
      let enLo = eLo;
      let enHi = eHi;
      let kLo = kingsLo;
      let kHi = kingsHi;
      if (over < 32) {
        enLo &= ~(1 << over);
        kLo &= ~(1 << over);
      } else {
        enHi &= ~(1 << over);
        kHi &= ~(1 << over);
      }
      if (to < 32) {
        ownLo |= 1 << to;
        kLo |= crownLo & (1 << to);
      } else {
        ownHi |= 1 << to;
        kHi |= crownHi & (1 << to);
      }
      childWhiteLo[b] = white ? ownLo : enLo;
      childWhiteHi[b] = white ? ownHi : enHi;
      childBlackLo[b] = white ? enLo : ownLo;
      childBlackHi[b] = white ? enHi : ownHi;
      childKingsLo[b] = kLo;
      childKingsHi[b] = kHi;
      w++;
    }
    bits = hi;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const b = w & Mask.CHILDREN;
      const from = 63 - Math.clz32(low);
      const over = from + delta;
      const to = over + delta;
      let ownLo = oLo;
      let ownHi = oHi ^ low;
      let enLo = eLo;
      let enHi = eHi;
      let kLo = kingsLo;
      let kHi = kingsHi;
      if (over < 32) {
        enLo &= ~(1 << over);
        kLo &= ~(1 << over);
      } else {
        enHi &= ~(1 << over);
        kHi &= ~(1 << over);
      }
      if (to < 32) {
        ownLo |= 1 << to;
        kLo |= crownLo & (1 << to);
      } else {
        ownHi |= 1 << to;
        kHi |= crownHi & (1 << to);
      }
      childWhiteLo[b] = white ? ownLo : enLo;
      childWhiteHi[b] = white ? ownHi : enHi;
      childBlackLo[b] = white ? enLo : ownLo;
      childBlackHi[b] = white ? enHi : ownHi;
      childKingsLo[b] = kLo;
      childKingsHi[b] = kHi;
      w++;
    }
    return w;
  }

  /** The first `count` children of the stack as six words each (White, Black, kings): for the tests. */
  function childWords(count: number): Int32Array {
    const words = new Int32Array(6 * count);
    for (let c = 0; c < count; c++) {
      words[6 * c] = childWhiteLo[c]!;
      words[6 * c + 1] = childWhiteHi[c]!;
      words[6 * c + 2] = childBlackLo[c]!;
      words[6 * c + 3] = childBlackHi[c]!;
      words[6 * c + 4] = childKingsLo[c]!;
      words[6 * c + 5] = childKingsHi[c]!;
    }
    return words;
  }

  /**
   * The children of a side without kings (`color`) in the loaded position as {@link menNode}
   * makes them (under `menLeaf`), from child 0, or -1 when they outgrow the stack: for the tests.
   */
  function makeMenLeaves10(color: number): number {
    const occ = board;
    try {
      return menNode(1, color, 0, occ[0]!, occ[1]!, occ[2]!, occ[3]!, occ[4]!, occ[5]!);
    } catch (error) {
      return afterFullStack(error);
    }
  }

  return { perft10, makeLeaves10, makeMenLeaves10, childWords, doubleJumps };
})();

/**
 * Perft on the 10x10 board as loaded: leaves of the tree `depth` plies deep, `color` to move;
 * -1 when the children on a path outgrow the stack of children (then count another way).
 */
export function perft10(color: number, depth: number, bulk: boolean): number {
  return perftCore.perft10(color, depth, bulk);
}

/**
 * Makes every legal move of `color` in the loaded position: writes each child's six occupancy
 * words to the stack of children ({@link leafWords10} reads them) and returns their number, or
 * -1 when they outgrow the stack. For the tests: the records are not used.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function makeLeaves10(color: number): number {
  return perftCore.makeLeaves10(color);
}

/**
 * Makes every legal move of `color`, a side without kings, in the loaded position as perft's
 * node on the words does when the settings allow it (men capture backward, crowned where the
 * capture ends, kings not weighed: International); the children as {@link makeLeaves10} writes
 * them. Throws for other settings or a side with kings. For the tests.
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function makeMenLeaves10(color: number): number {
  const o = color === Side.WHITE ? 0 : 2;
  if (menLeaf === 0 || ((occ10[o]! & occ10[4]!) | (occ10[o + 1]! & occ10[5]!)) !== 0) {
    throw new Error('makeMenLeaves10: the settings or the side to move do not allow the node on the words');
  }
  return perftCore.makeMenLeaves10(color);
}

/**
 * The first `count` children {@link makeLeaves10} wrote, six words each in the order White,
 * Black, kings (a copy, for the tests).
 * @internal Exported for the tests alone (knip --production checks that nothing else imports it).
 */
export function leafWords10(count: number): Int32Array {
  return perftCore.childWords(count);
}
