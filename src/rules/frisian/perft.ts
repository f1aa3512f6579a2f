// Over 1,200 lines on purpose: one hot path (the words perft) whose functions share module variables.
/**
 * Perft of the Frisian generator (src/rules/frisian/movegen.ts): the mailbox perft by make/unmake
 * (`perftNode`, any board) and, on the 10x10 board, the perft by copy-make on the occupancy words
 * (`perftWords10`), with the counters that serve only them. Apart from the generator so that a
 * bundle that lists and plays moves but never counts them carries none of it: only
 * src/rules/perftKit.ts imports it, and the public `perft` hands it to the engine. In the build it
 * shares its file with the generator (test/chunks.test.ts), so it reads the generator's module
 * variables as its own; it writes them only through the generator's setters (`loadWords`,
 * `setCapturers`, `bar`, `countCaptures`).
 * @module
 */
import { popcount4 } from '../../core/bits.js';
import {
  BACK,
  G,
  KING,
  R_CAPTURES,
  R_PROMOTES,
  R_TO,
  bar,
  bitOf,
  capturersHi,
  capturersLo,
  cells,
  counterAfter,
  countCaptures,
  distinctOnly,
  gB0,
  gB1,
  gK0,
  gK1,
  gMenHi,
  gMenLo,
  gW0,
  gW1,
  generate,
  generateCaptures,
  ghost10,
  hasMen,
  jDHi,
  jDLo,
  jDlHi,
  jDlLo,
  jDrHi,
  jDrLo,
  jLHi,
  jLLo,
  jRHi,
  jRLo,
  jUHi,
  jULo,
  jUlHi,
  jUlLo,
  jUrHi,
  jUrLo,
  kingsOccupied,
  limit,
  loadWords,
  menSetwise10,
  next,
  occupied,
  quietCountOrCapture,
  records,
  setCapturers,
  syncGhostWords,
} from './movegen.js';

// ---------------------------------------------------------------------------------------------
// Module state of perft, all of it here (the generator's is at the top of movegen.ts, read here
// as imports): module variables for the reason given there. Besides these, two tables built once
// (W_STEPS, W_RING).
//
// | Variables             | Hold                           | Written by                 | Read after the call by     |
// | --------------------- | ------------------------------ | -------------------------- | -------------------------- |
// | undoStack             | what a make took, for its      | make                       | unmake                     |
// |                       | unmake (64 words a ply)        |                            |                            |
// | wordChildren          | the children of the words      | the writers of children,   | nodeWords, leavesWords     |
// |                       | perft's nodes, ply after ply   | ensureWordChildren         |                            |
// |                       | (a new array when it grows)    |                            |                            |
// | keys, keyTop          | the captures of this node told | emitWords, seenCapture and | seenCapture, within the    |
// |                       | apart                          | the searches that reset    | node                       |
// |                       |                                | them                       |                            |
// | wBarred               | the king barred from quiet     | nodeWords, leavesWords,    | quietOrCaptureWords,       |
// |                       | moves in the node              | leafMen                    | childrenWords              |
// | wO-wSpaceHi           | one capture search on the      | capturesWords,             | countWords (wCounted),     |
// |                       | words: side, piece, position,  | writeCapturesMen,          | childrenWords (the end)    |
// |                       | best value, end, count         | searchMen, searchWords and |                            |
// |                       |                                | the search                 |                            |
// | cBest, cCount, cWrite | the men-only search: its best, | countCapturesMen,          | countCapturesMen (returns  |
// |                       | its count, write or count      | writeCapturesMen,          | cCount)                    |
// |                       |                                | countManPaths              |                            |
// | lOwnLo-lEnHi          | the position of leavesMen      | leavesMen                  | leafSteps, leafJumps,      |
// |                       |                                |                            | under it                   |

/**
 * Saved cells for unmake: 64 slots a ply, 500 plies. Written as one literal: esbuild keeps an
 * unused `new Int32Array(64 * 500)` despite the annotation (measured in the bundle tests), and the
 * size differs from the other generators' buffers, which those tests look for.
 */
const undoStack = /* @__PURE__ */ new Int32Array(32000);

/**
 * The children written by the nodes of {@link perftWords10}, `G.STRIDE` words each. The tag is
 * `from << 7 | (to + 2)` for a king's quiet move (what the counter of article 17 needs),
 * `-(from + 1)` for a capture (what tells two captures apart with the words), 0 otherwise.
 */
let wordChildren: Int32Array = /* @__PURE__ */ new Int32Array(3584); // 512 children; a literal, as `keys`

/**
 * The moves counted distinct so far by the words perft (`from, to`, the enemy pieces left, low and
 * high word: 4 each), as `keys` of the generator for its own search; grows when needed, never per
 * node. A literal size, as there.
 */
let keys: Int32Array = /* @__PURE__ */ new Int32Array(1280);
let keyTop = 0;

/** The king barred from quiet moves in the node being generated: a P index, `G.ANY_KING` or `G.NO_KING`. */
let wBarred = G.NO_KING;
/** Capture search on the words: the side's offset in a child (0 White, 2 Black). */
let wO = 0;
let wFrom = 0;
let wByKing = 0;
let wNodeStart = 0;
let wTop = 0;
let wBest = 0;
/** Count the captures (the last ply of a bulk perft) instead of writing their children. */
let wCounting = false;
let wCounted = 0;
/** The side's pieces, the enemy's, the kings, as the position has them. */
let wOwnLo = 0;
let wOwnHi = 0;
let wEnemyLo = 0;
let wEnemyHi = 0;
let wKingsLo = 0;
let wKingsHi = 0;
/** The enemy pieces not yet jumped in the capture being built. */
let wTakeLo = 0;
let wTakeHi = 0;
/** The empty squares, the moving piece's start square among them (it may cross or end there). */
let wSpaceLo = 0;
let wSpaceHi = 0;

/** The search without kings: the most pieces a capture found takes, and how many such. */
let cBest = 0;
let cCount = 0;
/** The search without kings writes the captures as children (at `wNodeStart`-`wTop`) instead of counting them. */
let cWrite = false;

/** The position of {@link leavesMen}: the words of the side to move and of the enemy (no king). */
let lOwnLo = 0;
let lOwnHi = 0;
let lEnLo = 0;
let lEnHi = 0;

/**
 * The number of set bits of two words in one pass (the single jumps of a direction, low and high
 * word): half the calls of two `popcount`s where it is not inlined
 * (docs/performance.md#what-v8-rewards).
 */
function popcount2(a: number, b: number): number {
  a = a - ((a >>> 1) & 0x55555555);
  b = b - ((b >>> 1) & 0x55555555);
  a = (a & 0x33333333) + ((a >>> 2) & 0x33333333) + (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  // Nibbles of a hold at most 8 now; bytes at most 16 after this step.
  a = (a & 0x0f0f0f0f) + ((a >>> 4) & 0x0f0f0f0f);
  return Math.imul(a, 0x01010101) >>> 24;
}

/**
 * After {@link menSetwise10} returned -1 on a position where `color` has no king and the enemy
 * none either: the number of captures when every one is a single jump by a man (all of the same
 * value, one man, article 11), counted set-wise; -1 when some jump goes on (the men whose first
 * jump goes on are left in `capturersLo`, `capturersHi`: a capture that goes on takes at least
 * two men and so outweighs every single jump, and only those men need the search). A man that
 * jumped from P over Q to L goes on exactly when L is in the jump set of some direction: the
 * board differs from the one the sets were made on only in P (emptied), Q (jumped, it stays and
 * blocks) and L (now taken), and the only jump from L that could use those squares is the one
 * straight back over Q to P, whose jump set cannot hold L (P was not empty).
 */
function countSingleJumps10(): number {
  const anyLo = jUlLo | jUrLo | jDlLo | jDrLo | jLLo | jRLo | jULo | jDLo;
  const anyHi = jUlHi | jUrHi | jDlHi | jDrHi | jLHi | jRHi | jUHi | jDHi;
  const menLo = gMenLo;
  const menHi = gMenHi;
  let contLo = 0;
  let contHi = 0;
  // Each direction: the jumpers J, their landings J moved two steps, those that go on moved back.
  // Generated by scripts/gen-frisian-kernels.mjs (single jumps from the module jump sets): edit there.
  const mUlLo = menLo & jUlLo;
  const mUlHi = menHi & jUlHi;
  if ((mUlLo | mUlHi) !== 0) {
    const hLo = ((mUlLo >>> 12) | (mUlHi << 20)) & anyLo;
    const hHi = (mUlHi >>> 12) & anyHi;
    contLo |= hLo << 12;
    contHi |= (hHi << 12) | (hLo >>> 20);
  }
  const mUrLo = menLo & jUrLo;
  const mUrHi = menHi & jUrHi;
  if ((mUrLo | mUrHi) !== 0) {
    const hLo = ((mUrLo >>> 10) | (mUrHi << 22)) & anyLo;
    const hHi = (mUrHi >>> 10) & anyHi;
    contLo |= hLo << 10;
    contHi |= (hHi << 10) | (hLo >>> 22);
  }
  const mLLo = menLo & jLLo;
  const mLHi = menHi & jLHi;
  if ((mLLo | mLHi) !== 0) {
    const hLo = ((mLLo >>> 2) | (mLHi << 30)) & anyLo;
    const hHi = (mLHi >>> 2) & anyHi;
    contLo |= hLo << 2;
    contHi |= (hHi << 2) | (hLo >>> 30);
  }
  const mULo = menLo & jULo;
  const mUHi = menHi & jUHi;
  if ((mULo | mUHi) !== 0) {
    const hLo = ((mULo >>> 22) | (mUHi << 10)) & anyLo;
    const hHi = (mUHi >>> 22) & anyHi;
    contLo |= hLo << 22;
    contHi |= (hHi << 22) | (hLo >>> 10);
  }
  const mDlLo = menLo & jDlLo;
  const mDlHi = menHi & jDlHi;
  if ((mDlLo | mDlHi) !== 0) {
    const hLo = (mDlLo << 10) & anyLo;
    const hHi = ((mDlHi << 10) | (mDlLo >>> 22)) & anyHi;
    contLo |= (hLo >>> 10) | (hHi << 22);
    contHi |= hHi >>> 10;
  }
  const mDrLo = menLo & jDrLo;
  const mDrHi = menHi & jDrHi;
  if ((mDrLo | mDrHi) !== 0) {
    const hLo = (mDrLo << 12) & anyLo;
    const hHi = ((mDrHi << 12) | (mDrLo >>> 20)) & anyHi;
    contLo |= (hLo >>> 12) | (hHi << 20);
    contHi |= hHi >>> 12;
  }
  const mRLo = menLo & jRLo;
  const mRHi = menHi & jRHi;
  if ((mRLo | mRHi) !== 0) {
    const hLo = (mRLo << 2) & anyLo;
    const hHi = ((mRHi << 2) | (mRLo >>> 30)) & anyHi;
    contLo |= (hLo >>> 2) | (hHi << 30);
    contHi |= hHi >>> 2;
  }
  const mDLo = menLo & jDLo;
  const mDHi = menHi & jDHi;
  if ((mDLo | mDHi) !== 0) {
    const hLo = (mDLo << 22) & anyLo;
    const hHi = ((mDHi << 22) | (mDLo >>> 10)) & anyHi;
    contLo |= (hLo >>> 22) | (hHi << 10);
    contHi |= hHi >>> 22;
  }
  // End of the generated code.
  if ((contLo | contHi) !== 0) {
    setCapturers(contLo, contHi);
    return -1;
  }
  // Counted only now: a capture that goes on needs no count. Most directions have no jumper.
  let n = 0;
  // Generated by scripts/gen-frisian-kernels.mjs (single jump count): edit there.
  if ((mUlLo | mUlHi) !== 0) n += popcount2(mUlLo, mUlHi);
  if ((mUrLo | mUrHi) !== 0) n += popcount2(mUrLo, mUrHi);
  if ((mLLo | mLHi) !== 0) n += popcount2(mLLo, mLHi);
  if ((mULo | mUHi) !== 0) n += popcount2(mULo, mUHi);
  if ((mDlLo | mDlHi) !== 0) n += popcount2(mDlLo, mDlHi);
  if ((mDrLo | mDrHi) !== 0) n += popcount2(mDrLo, mDrHi);
  if ((mRLo | mRHi) !== 0) n += popcount2(mRLo, mRHi);
  if ((mDLo | mDHi) !== 0) n += popcount2(mDLo, mDHi);
  // End of the generated code.
  return n;
}

/** The number of legal moves of `color`; quiet moves and (per path) captures are not written. */
function countMoves(color: number, base: number): number {
  const quiet = quietCountOrCapture(color);
  if (quiet >= 0) return quiet;
  // Men's single jumps counted set-wise when neither side has a king (every capture then weighs
  // its number of men): else the search weighs them.
  if (ghost10 && (kingsOccupied[0]! | kingsOccupied[1]!) === 0) {
    const single = countSingleJumps10();
    if (single >= 0) return single;
  }
  const noKings = (kingsOccupied[0]! | kingsOccupied[1]! | kingsOccupied[2]!) === 0;
  if (!distinctOnly || noKings) {
    // Distinct moves of men alone are counted without records too (see emitCapture).
    return countCaptures(color, base);
  }
  let n = 0;
  const end = generateCaptures(color, base);
  for (let r = base; r < end; r = next(r)) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Make, unmake, perft.

function setOcc(color: number, c: number, on: boolean): void {
  const sq = bitOf[c]!;
  const i = (color === G.WHITE ? 0 : 3) + (sq >>> 5);
  if (on) occupied[i] |= 1 << (sq & 31);
  else occupied[i] &= ~(1 << (sq & 31));
}

/** Moves the bit of a piece of `color` from bit index `a` to `b` in the occupancy words. */
function stepOcc(color: number, a: number, b: number): void {
  const at = color === G.WHITE ? 0 : 3;
  occupied[at + (a >>> 5)] ^= 1 << (a & 31);
  occupied[at + (b >>> 5)] ^= 1 << (b & 31);
}

function setKing(c: number, on: boolean): void {
  const sq = bitOf[c]!;
  if (on) kingsOccupied[sq >>> 5] |= 1 << (sq & 31);
  else kingsOccupied[sq >>> 5] &= ~(1 << (sq & 31));
}

/** Plays the record at `r` on the mailbox; saves what `unmake` needs at `undo`. */
function make(r: number, undo: number): void {
  const rec = records;
  const fromCell = rec[r]!;
  const toCell = rec[r + R_TO]!;
  const piece = cells[fromCell]!;
  const color = piece & (G.WHITE | G.BLACK);
  undoStack[undo] = piece;
  if ((piece & KING) === 0 && rec[r + R_CAPTURES] === 0 && rec[r + R_PROMOTES] === 0) {
    // A man's step, the most common move: two cells and one or two occupancy bits.
    cells[fromCell] = 0;
    cells[toCell] = piece;
    stepOcc(color, bitOf[fromCell]!, bitOf[toCell]!);
    return;
  }
  cells[fromCell] = 0;
  setOcc(color, fromCell, false);
  if ((piece & KING) !== 0) setKing(fromCell, false);
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) {
    const c = rec[r + R_CAPTURES + 1 + i]!;
    const cell = cells[c]!;
    undoStack[undo + 1 + i] = cell;
    if ((cell & KING) !== 0) setKing(c, false);
    cells[c] = 0;
    setOcc(color ^ (G.WHITE | G.BLACK), c, false);
  }
  const moved = rec[r + R_PROMOTES] !== 0 ? piece | KING : piece;
  cells[toCell] = moved;
  setOcc(color, toCell, true);
  if ((moved & KING) !== 0) setKing(toCell, true);
}

function unmake(r: number, undo: number): void {
  const rec = records;
  const piece = undoStack[undo]!;
  const color = piece & (G.WHITE | G.BLACK);
  const toCell = rec[r + R_TO]!;
  if ((piece & KING) === 0 && rec[r + R_CAPTURES] === 0 && rec[r + R_PROMOTES] === 0) {
    const fromCell = rec[r]!;
    cells[toCell] = 0;
    cells[fromCell] = piece;
    stepOcc(color, bitOf[toCell]!, bitOf[fromCell]!);
    return;
  }
  if ((cells[toCell]! & KING) !== 0) setKing(toCell, false);
  cells[toCell] = 0;
  setOcc(color, toCell, false);
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) {
    const c = rec[r + R_CAPTURES + 1 + i]!;
    const cell = undoStack[undo + 1 + i]!;
    cells[c] = cell;
    if ((cell & KING) !== 0) setKing(c, true);
    setOcc(color ^ (G.WHITE | G.BLACK), c, true);
  }
  const fromCell = rec[r]!;
  cells[fromCell] = piece;
  setOcc(color, fromCell, true);
  if ((piece & KING) !== 0) setKing(fromCell, true);
}

/** Perft on the mailbox as configured, `color` to move with the packed counters of each side. */
export function perftCells(
  color: number,
  depth: number,
  bulk: boolean,
  ownCounter: number,
  otherCounter: number,
  words = true,
): number {
  if (depth === 0) return 1;
  // The 10x10 board by copy-make on the occupancy words (see perftWords10); `words` false keeps
  // the mailbox perft below, which the tests compare it with.
  if (ghost10 && words) return perftWords10(color, depth, bulk, ghostCounter(ownCounter), ghostCounter(otherCounter));
  return perftNode(color, depth, 0, 0, bulk, ownCounter, otherCounter);
}

function perftNode(
  color: number,
  depth: number,
  base: number,
  undo: number,
  bulk: boolean,
  own: number,
  other: number,
): number {
  bar(color, own >> 10, (own & 1023) - 2);
  if (bulk && depth === 1) return countMoves(color, base);
  const end = generate(color, base);
  if (depth === 1) {
    let n = 0;
    for (let r = base; r < end; r = next(r)) n++;
    return n;
  }
  const enemy = color ^ (G.WHITE | G.BLACK);
  let n = 0;
  for (let r = base; r < end; r = next(r)) {
    make(r, undo);
    // Not needed when the child is a leaf counted here: its side's counter bars nothing after it.
    const mine = limit === 0 || (bulk && depth === 2) ? 0 : counterAfter(r, own, color);
    // The side that lost its last man has no count any more.
    const theirs = limit === 0 || other === 0 || !hasMen(enemy) ? 0 : other;
    if (bulk && depth === 2) {
      // The last ply counted here (perftNode's first lines), without a call a leaf.
      bar(enemy, theirs >> 10, (theirs & 1023) - 2);
      n += countMoves(enemy, end);
    } else n += perftNode(enemy, depth - 1, end, undo + 64, bulk, theirs, mine);
    unmake(r, undo);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Perft on the 10x10 board by copy-make on the occupancy words, without the mailbox, as the
// International generator does (src/rules/flying/movegen10.ts;
// docs/performance.md#flying-kings-on-10x10): a position is its six words (`gW0` to `gK1`:
// White, Black,
// kings, by ghost index P); a node writes each child as those six words and a tag on
// `wordChildren` and loads them in turn, so nothing is made or unmade. The men's
// quiet moves, the men that can jump and the captures that are all single jumps come from the
// set-wise code above (`menSetwise10`, `countSingleJumps10`); kings' rays and the capture search
// test bits of the words, a step in each of the eight directions read from `W_STEPS` (rows end
// and columns leave the board there, which no fixed shift tells). Cheaper than the mailbox perft
// it replaces (docs/performance.md#frisian); compared with it in test/rules/frisian.test.ts.

/**
 * `W_STEPS[8 * P + d]`: the index one step from P in direction d (the order of `dirs`: up-left,
 * up-right, down-left, down-right, left, up, down, right; orthogonal steps reach the next
 * playing square, two columns or two rows away), or `G.OFF`.
 */
function buildWordSteps(): Int8Array {
  const steps = new Int8Array(8 * 64).fill(G.OFF);
  const dr = [-1, -1, 1, 1, 0, -2, 2, 0];
  const dc = [-1, 1, -1, 1, -2, 0, 0, 2];
  for (let sq = 0; sq < 50; sq++) {
    const r = Math.floor(sq / 5);
    const c = 2 * (sq % 5) + (r % 2 === 0 ? 1 : 0);
    for (let d = 0; d < 8; d++) {
      const r2 = r + dr[d]!;
      const c2 = c + dc[d]!;
      if (r2 < 0 || r2 > 9 || c2 < 0 || c2 > 9) continue;
      const sq2 = 5 * r2 + (c2 >> 1);
      steps[8 * (sq + Math.floor(sq / 10) + 6) + d] = sq2 + Math.floor(sq2 / 10) + 6;
    }
  }
  return steps;
}
const W_STEPS = /* @__PURE__ */ buildWordSteps();

function ensureWordChildren(words: number): Int32Array {
  if (words > wordChildren.length) {
    const bigger = new Int32Array(Math.max(2 * wordChildren.length, words));
    bigger.set(wordChildren);
    wordChildren = bigger;
  }
  return wordChildren;
}

/** {@link hasMen} on the words. */
function hasMenWords(color: number): boolean {
  return (color === G.WHITE ? (gW0 & ~gK0) | (gW1 & ~gK1) : (gB0 & ~gK0) | (gB1 & ~gK1)) !== 0;
}

/** {@link barredKing} on the words (the king as P). */
function barredKingWords(color: number, count: number, king: number): number {
  if (limit === 0 || count < limit || !hasMenWords(color)) return G.NO_KING;
  return king === G.NO_KING ? G.ANY_KING : king;
}

/** Counter of article 17 in the words' form: the king field is P + 2 instead of cell + 2. */
function ghostCounter(counter: number): number {
  const cell = (counter & 1023) - 2;
  return cell < 0 ? counter : (counter & ~1023) | (bitOf[cell]! + 2);
}

/**
 * The capture ending on `to` after `captures` pieces, `kings` of them kings: weighed as
 * {@link emitCapture} weighs it (the value of precedence.ts, `FRISIAN`, written out), then
 * counted or written as a child. The same moves are told apart: of a man, those of three pieces
 * or more, of a king all (see emitCapture), by start, end and pieces taken, which are the tag
 * and the words of the child.
 */
function emitWords(
  to: number,
  captures: number,
  kings: number,
  promotes: boolean,
  takeLo: number,
  takeHi: number,
): void {
  const value = ((((captures + kings) << 6) - kings) << 1) | wByKing;
  if (value < wBest) return;
  if (value > wBest) {
    wBest = value;
    wTop = wNodeStart;
    wCounted = 0;
    keyTop = 0;
  }
  const dedup = distinctOnly && (wByKing !== 0 || captures >= 3);
  const m0 = wEnemyLo & ~takeLo;
  const m1 = wEnemyHi & ~takeHi;
  if (wCounting) {
    if (dedup && seenCapture(to, m0, m1)) return;
    wCounted++;
    return;
  }
  const f = wFrom;
  // `1 << p` is `1 << (p & 31)`: the bit of index p in its word.
  const fLo = f < 32 ? 1 << f : 0;
  const fHi = f < 32 ? 0 : 1 << f;
  const tLo = to < 32 ? 1 << to : 0;
  const tHi = to < 32 ? 0 : 1 << to;
  // Off the start square, then on the landing square (a capture may end where it began).
  const ownLo = (wOwnLo & ~fLo) | tLo;
  const ownHi = (wOwnHi & ~fHi) | tHi;
  const enLo = wEnemyLo & ~m0;
  const enHi = wEnemyHi & ~m1;
  const tag = -(f + 1);
  const o = wO;
  const e = 2 - o;
  let out = wordChildren;
  if (dedup) {
    for (let r = wNodeStart; r < wTop; r += G.STRIDE) {
      if (
        out[r + 6] === tag &&
        out[r + o] === ownLo &&
        out[r + o + 1] === ownHi &&
        out[r + e] === enLo &&
        out[r + e + 1] === enHi
      )
        return;
    }
  }
  if (wTop + G.STRIDE > out.length) out = ensureWordChildren(wTop + G.STRIDE);
  let kLo = wKingsLo & ~m0 & ~fLo;
  let kHi = wKingsHi & ~m1 & ~fHi;
  if (wByKing !== 0 || promotes) {
    kLo |= tLo;
    kHi |= tHi;
  }
  const w = wTop;
  out[w + o] = ownLo;
  out[w + o + 1] = ownHi;
  out[w + e] = enLo;
  out[w + e + 1] = enHi;
  out[w + 4] = kLo;
  out[w + 5] = kHi;
  out[w + 6] = tag;
  wTop = w + G.STRIDE;
}

/**
 * `W_RING[4P]`, `W_RING[4P + 1]`: the squares one step from P in the eight directions (low and
 * high word); `W_RING[4P + 2]`, `+ 3`: the squares two steps away in the same directions, where a
 * man on P lands. Each direction's step is a different offset δ, so the landing of the jump over
 * Q = P + δ is the index 2Q - P, a square of the second pair exactly when that jump stays on the
 * board. One array, so one context load and the four reads from one base.
 */
const W_RING = /* @__PURE__ */ (() => {
  const m = new Int32Array(256);
  for (let p = 0; p < 64; p++) {
    for (let d = 0; d < 8; d++) {
      const q = W_STEPS[8 * p + d]!;
      if (q === G.OFF) continue;
      m[4 * p + (q >>> 5)]! |= 1 << (q & 31);
      const r = W_STEPS[8 * q + d]!;
      if (r === G.OFF) continue;
      m[4 * p + 2 + (r >>> 5)]! |= 1 << (r & 31);
    }
  }
  return m;
})();

/**
 * {@link continueMan} on the words: true when the man on `p` found a jump. It visits the enemy
 * pieces next to it not yet jumped (`W_RING`), not the eight directions: a man usually has one
 * or two, and none ends the search at once.
 */
function continueManWords(p: number, captures: number, kings: number, takeLo: number, takeHi: number): boolean {
  const ring = W_RING;
  let tLo = takeLo & ring[4 * p]!;
  let tHi = takeHi & ring[4 * p + 1]!;
  if ((tLo | tHi) === 0) return false;
  // The empty squares where a jump from p may land.
  const sLo = wSpaceLo & ring[4 * p + 2]!;
  const sHi = wSpaceHi & ring[4 * p + 3]!;
  if ((sLo | sHi) === 0) return false;
  let found = false;
  const cap = captures + 1;
  while ((tLo | tHi) !== 0) {
    let over: number;
    let nextLo = takeLo;
    let nextHi = takeHi;
    if (tLo !== 0) {
      const low = tLo & -tLo;
      tLo ^= low;
      over = 31 - Math.clz32(low);
      nextLo ^= low;
    } else {
      const low = tHi & -tHi;
      tHi ^= low;
      over = 63 - Math.clz32(low);
      nextHi ^= low;
    }
    const land = 2 * over - p;
    // `>>> land` shifts by land & 31: the index must be 0-63 (off the board it may not be).
    if (land >>> 6 !== 0 || (((land < 32 ? sLo : sHi) >>> land) & 1) === 0) continue;
    found = true;
    const k = kings + (((over < 32 ? wKingsLo : wKingsHi) >>> over) & 1);
    // Article 13: a man that only passes the far row stays a man; crowned where the move ends.
    if (!continueManWords(land, cap, k, nextLo, nextHi))
      emitWords(land, cap, k, wO === 0 ? land < 11 : land >= 55, nextLo, nextHi);
  }
  return found;
}

/** {@link continueKing} on the words. */
function continueKingWords(p: number, captures: number, kings: number, cameFrom: number, straight: boolean): boolean {
  let found = false;
  const back = cameFrom < 0 ? -1 : BACK[cameFrom]!;
  for (let d = 0; d < 8; d++) {
    // Straight back meets the piece just jumped, which still stands (article 12).
    if (d === back || (d === cameFrom && !straight)) continue;
    let s = W_STEPS[(p << 3) + d]!;
    while ((((s < 32 ? wSpaceLo : wSpaceHi) >>> s) & 1) !== 0) s = W_STEPS[(s << 3) + d]!;
    if ((((s < 32 ? wTakeLo : wTakeHi) >>> s) & 1) === 0) continue;
    const first = W_STEPS[(s << 3) + d]!;
    if ((((first < 32 ? wSpaceLo : wSpaceHi) >>> first) & 1) === 0) continue;
    found = true;
    const k = kings + (((s < 32 ? wKingsLo : wKingsHi) >>> s) & 1);
    if (s < 32) wTakeLo ^= 1 << s;
    else wTakeHi ^= 1 << s;
    let goesOn = false;
    for (let land = first; (((land < 32 ? wSpaceLo : wSpaceHi) >>> land) & 1) !== 0; land = W_STEPS[(land << 3) + d]!) {
      if (continueKingWords(land, captures + 1, k, d, land === first)) goesOn = true;
    }
    if (!goesOn) {
      for (
        let land = first;
        (((land < 32 ? wSpaceLo : wSpaceHi) >>> land) & 1) !== 0;
        land = W_STEPS[(land << 3) + d]!
      ) {
        emitWords(land, captures + 1, k, false, wTakeLo, wTakeHi);
      }
    }
    if (s < 32) wTakeLo ^= 1 << s;
    else wTakeHi ^= 1 << s;
  }
  return found;
}

/** Searches the captures of the piece on `p`. */
function searchWords(p: number): void {
  wFrom = p;
  const bit = 1 << p;
  const lo = wSpaceLo;
  const hi = wSpaceHi;
  if (p < 32) wSpaceLo |= bit;
  else wSpaceHi |= bit;
  if ((((p < 32 ? wKingsLo : wKingsHi) >>> p) & 1) !== 0) {
    wByKing = 1;
    continueKingWords(p, 0, 0, -1, true);
  } else {
    wByKing = 0;
    continueManWords(p, 0, 0, wTakeLo, wTakeHi);
  }
  wSpaceLo = lo;
  wSpaceHi = hi;
}

/**
 * The number of captures of the side whose men are `menLo`, `menHi`, searched from its men
 * `capLo`, `capHi`, when no king is on the board (the last ply of a bulk perft, most of them):
 * {@link continueManWords} and
 * {@link emitWords} in one, weighing by the number of pieces alone (with no king to take or to
 * capture with, the value of article 11 orders captures by it), no call per capture found
 * (docs/performance.md#frisian). Compared with the general search through
 * the perft tests (the mailbox perft, the reference generator).
 */
function countCapturesMen(
  menLo: number,
  menHi: number,
  enLo: number,
  enHi: number,
  capLo: number,
  capHi: number,
): number {
  cWrite = false;
  return searchMen(capLo, capHi, enLo, enHi, ~(menLo | enLo) & G.VALID_LO, ~(menHi | enHi) & G.VALID_HI);
}

/**
 * {@link countCapturesMen} writing the captures as children at `at` instead (the same search,
 * {@link writeManCapture} where it counts); returns the end. Replaces {@link capturesWords} when
 * no king is on the board (docs/performance.md#frisian).
 */
function writeCapturesMen(color: number, at: number, capLo: number, capHi: number): number {
  cWrite = true;
  wO = color === G.WHITE ? 0 : 2;
  wOwnLo = color === G.WHITE ? gW0 : gB0;
  wOwnHi = color === G.WHITE ? gW1 : gB1;
  wNodeStart = at;
  wTop = at;
  searchMen(
    capLo,
    capHi,
    color === G.WHITE ? gB0 : gW0,
    color === G.WHITE ? gB1 : gW1,
    ~(gW0 | gB0) & G.VALID_LO,
    ~(gW1 | gB1) & G.VALID_HI,
  );
  return wTop;
}

/** The search of {@link countCapturesMen} from the men `capLo`, `capHi`, among the enemy pieces and the empty squares given. */
function searchMen(capLo: number, capHi: number, enLo: number, enHi: number, spaceLo: number, spaceHi: number): number {
  cBest = 0;
  cCount = 0;
  keyTop = 0;
  while (capLo !== 0) {
    const low = capLo & -capLo;
    capLo ^= low;
    const p = 31 - Math.clz32(low);
    wFrom = p;
    // The start square is empty while its man moves: it may cross it or end there.
    wSpaceLo = spaceLo | low;
    wSpaceHi = spaceHi;
    countManPaths(p, 0, enLo, enHi);
  }
  while (capHi !== 0) {
    const low = capHi & -capHi;
    capHi ^= low;
    const p = 63 - Math.clz32(low);
    wFrom = p;
    wSpaceLo = spaceLo;
    wSpaceHi = spaceHi | low;
    countManPaths(p, 0, enLo, enHi);
  }
  return cCount;
}

/**
 * {@link countCapturesMen}: 1 when the man on `p` found a jump, else 0 (a number: V8 tests a
 * returned boolean as any value); counts or writes the paths that end.
 */
function countManPaths(p: number, captures: number, takeLo: number, takeHi: number): number {
  // Int32 from here on (V8 would test the tagged parameters at their uses). It also makes the
  // function too large for V8 to inline at its first call, which leaves the budget to inline
  // leafMen and leafJumps into leavesMen (docs/performance.md#what-v8-rewards).
  p |= 0;
  takeLo |= 0;
  takeHi |= 0;
  const ring = W_RING;
  let tLo = takeLo & ring[4 * p]!;
  let tHi = takeHi & ring[4 * p + 1]!;
  if ((tLo | tHi) === 0) return 0;
  const sLo = wSpaceLo & ring[4 * p + 2]!;
  const sHi = wSpaceHi & ring[4 * p + 3]!;
  if ((sLo | sHi) === 0) return 0;
  let found = 0;
  const cap = captures + 1;
  // The enemy pieces of the low word, then of the high word, each loop with its own body: no test
  // of the word per piece.
  while (tLo !== 0) {
    const low = tLo & -tLo;
    tLo ^= low;
    const over = 31 - Math.clz32(low);
    const nextLo = takeLo ^ low;
    const nextHi = takeHi;
    const land = 2 * over - p;
    if (land >>> 6 !== 0 || (((land < 32 ? sLo : sHi) >>> land) & 1) === 0) continue;
    found = 1;
    if (countManPaths(land, cap, nextLo, nextHi) !== 0 || cap < cBest) continue;
    if (cap > cBest) {
      cBest = cap;
      cCount = 0;
      keyTop = 0;
      wTop = wNodeStart;
    }
    // From three pieces on, two paths may take the same pieces between the same squares (see
    // emitWords): the pieces left tell them apart as the pieces taken do.
    if (cap >= 3 && distinctOnly && seenCapture(land, nextLo, nextHi)) continue;
    if (cWrite) writeManCapture(land, nextLo, nextHi);
    else cCount++;
  }
  while (tHi !== 0) {
    const low = tHi & -tHi;
    tHi ^= low;
    const over = 63 - Math.clz32(low);
    const nextLo = takeLo;
    const nextHi = takeHi ^ low;
    const land = 2 * over - p;
    if (land >>> 6 !== 0 || (((land < 32 ? sLo : sHi) >>> land) & 1) === 0) continue;
    found = 1;
    if (countManPaths(land, cap, nextLo, nextHi) !== 0 || cap < cBest) continue;
    if (cap > cBest) {
      cBest = cap;
      cCount = 0;
      keyTop = 0;
      wTop = wNodeStart;
    }
    if (cap >= 3 && distinctOnly && seenCapture(land, nextLo, nextHi)) continue;
    if (cWrite) writeManCapture(land, nextLo, nextHi);
    else cCount++;
  }
  return found;
}

/**
 * Writes the child of the capture of the man from `wFrom` to `to` that leaves the enemy pieces
 * `leftLo`, `leftHi` (no king on the board: the man is crowned where the move ends on the far
 * row, article 13), as {@link emitWords} writes it.
 */
function writeManCapture(to: number, leftLo: number, leftHi: number): void {
  const f = wFrom;
  // `1 << p` is `1 << (p & 31)`: the bit of index p in its word.
  const fLo = f < 32 ? 1 << f : 0;
  const fHi = f < 32 ? 0 : 1 << f;
  const tLo = to < 32 ? 1 << to : 0;
  const tHi = to < 32 ? 0 : 1 << to;
  const o = wO;
  let out = wordChildren;
  const w = wTop;
  if (w + G.STRIDE > out.length) out = ensureWordChildren(w + G.STRIDE);
  out[w + o] = (wOwnLo & ~fLo) | tLo;
  out[w + o + 1] = (wOwnHi & ~fHi) | tHi;
  out[w + 2 - o] = leftLo;
  out[w + 3 - o] = leftHi;
  out[w + 4] = o === 0 ? tLo & G.WHITE_CROWN_LO : 0;
  out[w + 5] = o === 0 ? 0 : tHi & G.BLACK_CROWN_HI;
  out[w + 6] = -(f + 1);
  wTop = w + G.STRIDE;
}

/** True when a capture from `wFrom` to `to` leaving `leftLo`, `leftHi` was counted; else notes it. */
function seenCapture(to: number, leftLo: number, leftHi: number): boolean {
  for (let k = 0; k < keyTop; k += 4) {
    if (keys[k] === wFrom && keys[k + 1] === to && keys[k + 2] === leftLo && keys[k + 3] === leftHi) return true;
  }
  if (keyTop + 4 > keys.length) {
    const bigger = new Int32Array(2 * keys.length);
    bigger.set(keys);
    keys = bigger;
  }
  keys[keyTop] = wFrom;
  keys[keyTop + 1] = to;
  keys[keyTop + 2] = leftLo;
  keys[keyTop + 3] = leftHi;
  keyTop += 4;
  return false;
}

/**
 * The captures of `color` from the men `capLo`, `capHi` and every king, written as children at
 * `at` (or counted when `wCounting`); returns the end.
 */
function capturesWords(color: number, at: number, capLo: number, capHi: number): number {
  wO = color === G.WHITE ? 0 : 2;
  const o = wO;
  wOwnLo = o === 0 ? gW0 : gB0;
  wOwnHi = o === 0 ? gW1 : gB1;
  wEnemyLo = o === 0 ? gB0 : gW0;
  wEnemyHi = o === 0 ? gB1 : gW1;
  wKingsLo = gK0;
  wKingsHi = gK1;
  wTakeLo = wEnemyLo;
  wTakeHi = wEnemyHi;
  wSpaceLo = ~(wOwnLo | wEnemyLo) & G.VALID_LO;
  wSpaceHi = ~(wOwnHi | wEnemyHi) & G.VALID_HI;
  wNodeStart = at;
  wTop = at;
  wBest = -1;
  wCounted = 0;
  keyTop = 0;
  let bits = capLo | (wOwnLo & wKingsLo);
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    searchWords(31 - Math.clz32(low));
  }
  bits = capHi | (wOwnHi & wKingsHi);
  while (bits !== 0) {
    const low = bits & -bits;
    bits ^= low;
    searchWords(63 - Math.clz32(low));
  }
  return wTop;
}

/**
 * {@link quietCountOrCapture} on the words: -1 when `color` can capture, else the number of its
 * quiet moves (the barred king's not counted, article 17).
 */
function quietOrCaptureWords(color: number): number {
  let n = menSetwise10(color);
  if (n < 0) return -1;
  const o = color === G.WHITE ? 0 : 2;
  const kLo = (o === 0 ? gW0 : gB0) & gK0;
  const kHi = (o === 0 ? gW1 : gB1) & gK1;
  if ((kLo | kHi) === 0) return n;
  const enLo = o === 0 ? gB0 : gW0;
  const enHi = o === 0 ? gB1 : gW1;
  const eLo = ~(gW0 | gB0) & G.VALID_LO;
  const eHi = ~(gW1 | gB1) & G.VALID_HI;
  for (let word = 0; word < 2; word++) {
    let bits = word === 0 ? kLo : kHi;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const p = 31 - Math.clz32(low) + 32 * word;
      const quiet = wBarred === G.NO_KING || (wBarred !== G.ANY_KING && wBarred !== p);
      for (let d = 0; d < 8; d++) {
        let s = W_STEPS[(p << 3) + d]!;
        while ((((s < 32 ? eLo : eHi) >>> s) & 1) !== 0) {
          // Kings move diagonally only (article 5); they capture in eight directions.
          if (d < 4 && quiet) n++;
          s = W_STEPS[(s << 3) + d]!;
        }
        if ((((s < 32 ? enLo : enHi) >>> s) & 1) !== 0) {
          const b = W_STEPS[(s << 3) + d]!;
          if ((((b < 32 ? eLo : eHi) >>> b) & 1) !== 0) return -1;
        }
      }
    }
  }
  return n;
}

/**
 * The number of legal moves of `color` when no king is on the board (most leaves' parents from
 * the start), its men `menLo`, `menHi` and the enemy's `enLo`, `enHi` given as words (a child's:
 * no copy to the module variables unless the search needs them), or -1 when a capture goes on
 * (its men left in `capturersLo`, `capturersHi` for the search): {@link menSetwise10} and
 * {@link countSingleJumps10} in one, the jump sets in local variables, nothing stored when the
 * count is found (docs/performance.md#frisian). Tested through perft against the
 * mailbox perft, which calls those two.
 * Kernels generated, not shared: a shared call cost 23 % more instructions (docs/history/performance-log.md#frisian-issue-31).
 */
function countMen10(color: number, menLo: number, menHi: number, enLo: number, enHi: number): number {
  const white = color === G.WHITE;
  const emptyLo = ~(menLo | enLo) & G.VALID_LO;
  const emptyHi = ~(menHi | enHi) & G.VALID_HI;
  // The jump sets as in menSetwise10.
  // Generated by scripts/gen-frisian-kernels.mjs (jump sets): edit there.
  let tLo = enLo & (emptyLo << 6);
  let tHi = enHi & ((emptyHi << 6) | (emptyLo >>> 26));
  const ulLo = tLo << 6;
  const ulHi = (tHi << 6) | (tLo >>> 26);
  tLo = enLo & (emptyLo << 5);
  tHi = enHi & ((emptyHi << 5) | (emptyLo >>> 27));
  const urLo = tLo << 5;
  const urHi = (tHi << 5) | (tLo >>> 27);
  tLo = enLo & ((emptyLo >>> 5) | (emptyHi << 27));
  tHi = enHi & (emptyHi >>> 5);
  const dlLo = (tLo >>> 5) | (tHi << 27);
  const dlHi = tHi >>> 5;
  tLo = enLo & ((emptyLo >>> 6) | (emptyHi << 26));
  tHi = enHi & (emptyHi >>> 6);
  const drLo = (tLo >>> 6) | (tHi << 26);
  const drHi = tHi >>> 6;
  tLo = enLo & (emptyLo << 1);
  tHi = enHi & ((emptyHi << 1) | (emptyLo >>> 31));
  const lLo = (tLo << 1) & G.LEFT_LO;
  const lHi = ((tHi << 1) | (tLo >>> 31)) & G.LEFT_HI;
  tLo = enLo & ((emptyLo >>> 1) | (emptyHi << 31));
  tHi = enHi & (emptyHi >>> 1);
  const rLo = ((tLo >>> 1) | (tHi << 31)) & G.RIGHT_LO;
  const rHi = (tHi >>> 1) & G.RIGHT_HI;
  tLo = enLo & (emptyLo << 11);
  tHi = enHi & ((emptyHi << 11) | (emptyLo >>> 21));
  const uLo = tLo << 11;
  const uHi = (tHi << 11) | (tLo >>> 21);
  tLo = enLo & ((emptyLo >>> 11) | (emptyHi << 21));
  tHi = enHi & (emptyHi >>> 11);
  const dLo = (tLo >>> 11) | (tHi << 21);
  const dHi = tHi >>> 11;
  // End of the generated code.
  const anyLo = ulLo | urLo | dlLo | drLo | lLo | rLo | uLo | dLo;
  const anyHi = ulHi | urHi | dlHi | drHi | lHi | rHi | uHi | dHi;
  if (((menLo & anyLo) | (menHi & anyHi)) === 0) {
    // Quiet steps diagonally forward: up for White, down for Black.
    if (white) {
      return popcount4(
        menLo & (emptyLo << 6),
        menHi & ((emptyHi << 6) | (emptyLo >>> 26)),
        menLo & (emptyLo << 5),
        menHi & ((emptyHi << 5) | (emptyLo >>> 27)),
      );
    }
    return popcount4(
      menLo & ((emptyLo >>> 5) | (emptyHi << 27)),
      menHi & (emptyHi >>> 5),
      menLo & ((emptyLo >>> 6) | (emptyHi << 26)),
      menHi & (emptyHi >>> 6),
    );
  }
  // The single jumps as in countSingleJumps10: the jumpers of each direction, those whose
  // landing is in some jump set go on.
  let contLo = 0;
  let contHi = 0;
  // Generated by scripts/gen-frisian-kernels.mjs (single jumps from the local jump sets): edit there.
  const mUlLo = menLo & ulLo;
  const mUlHi = menHi & ulHi;
  if ((mUlLo | mUlHi) !== 0) {
    const hLo = ((mUlLo >>> 12) | (mUlHi << 20)) & anyLo;
    const hHi = (mUlHi >>> 12) & anyHi;
    contLo |= hLo << 12;
    contHi |= (hHi << 12) | (hLo >>> 20);
  }
  const mUrLo = menLo & urLo;
  const mUrHi = menHi & urHi;
  if ((mUrLo | mUrHi) !== 0) {
    const hLo = ((mUrLo >>> 10) | (mUrHi << 22)) & anyLo;
    const hHi = (mUrHi >>> 10) & anyHi;
    contLo |= hLo << 10;
    contHi |= (hHi << 10) | (hLo >>> 22);
  }
  const mLLo = menLo & lLo;
  const mLHi = menHi & lHi;
  if ((mLLo | mLHi) !== 0) {
    const hLo = ((mLLo >>> 2) | (mLHi << 30)) & anyLo;
    const hHi = (mLHi >>> 2) & anyHi;
    contLo |= hLo << 2;
    contHi |= (hHi << 2) | (hLo >>> 30);
  }
  const mULo = menLo & uLo;
  const mUHi = menHi & uHi;
  if ((mULo | mUHi) !== 0) {
    const hLo = ((mULo >>> 22) | (mUHi << 10)) & anyLo;
    const hHi = (mUHi >>> 22) & anyHi;
    contLo |= hLo << 22;
    contHi |= (hHi << 22) | (hLo >>> 10);
  }
  const mDlLo = menLo & dlLo;
  const mDlHi = menHi & dlHi;
  if ((mDlLo | mDlHi) !== 0) {
    const hLo = (mDlLo << 10) & anyLo;
    const hHi = ((mDlHi << 10) | (mDlLo >>> 22)) & anyHi;
    contLo |= (hLo >>> 10) | (hHi << 22);
    contHi |= hHi >>> 10;
  }
  const mDrLo = menLo & drLo;
  const mDrHi = menHi & drHi;
  if ((mDrLo | mDrHi) !== 0) {
    const hLo = (mDrLo << 12) & anyLo;
    const hHi = ((mDrHi << 12) | (mDrLo >>> 20)) & anyHi;
    contLo |= (hLo >>> 12) | (hHi << 20);
    contHi |= hHi >>> 12;
  }
  const mRLo = menLo & rLo;
  const mRHi = menHi & rHi;
  if ((mRLo | mRHi) !== 0) {
    const hLo = (mRLo << 2) & anyLo;
    const hHi = ((mRHi << 2) | (mRLo >>> 30)) & anyHi;
    contLo |= (hLo >>> 2) | (hHi << 30);
    contHi |= hHi >>> 2;
  }
  const mDLo = menLo & dLo;
  const mDHi = menHi & dHi;
  if ((mDLo | mDHi) !== 0) {
    const hLo = (mDLo << 22) & anyLo;
    const hHi = ((mDHi << 22) | (mDLo >>> 10)) & anyHi;
    contLo |= (hLo >>> 22) | (hHi << 10);
    contHi |= hHi >>> 22;
  }
  // End of the generated code.
  if ((contLo | contHi) !== 0) {
    setCapturers(contLo, contHi);
    return -1;
  }
  let n = 0;
  // Generated by scripts/gen-frisian-kernels.mjs (single jump count): edit there.
  if ((mUlLo | mUlHi) !== 0) n += popcount2(mUlLo, mUlHi);
  if ((mUrLo | mUrHi) !== 0) n += popcount2(mUrLo, mUrHi);
  if ((mLLo | mLHi) !== 0) n += popcount2(mLLo, mLHi);
  if ((mULo | mUHi) !== 0) n += popcount2(mULo, mUHi);
  if ((mDlLo | mDlHi) !== 0) n += popcount2(mDlLo, mDlHi);
  if ((mDrLo | mDrHi) !== 0) n += popcount2(mDrLo, mDrHi);
  if ((mRLo | mRHi) !== 0) n += popcount2(mRLo, mRHi);
  if ((mDLo | mDHi) !== 0) n += popcount2(mDLo, mDHi);
  // End of the generated code.
  return n;
}

/** The number of legal moves of `color` in the words (the last ply of a bulk perft). */
function countWords(color: number): number {
  if ((gK0 | gK1) === 0) {
    return color === G.WHITE ? leafMen(color, gW0, gW1, gB0, gB1, 0, 0) : leafMen(color, gB0, gB1, gW0, gW1, 0, 0);
  }
  const quiet = quietOrCaptureWords(color);
  if (quiet >= 0) return quiet;
  // With kings on the board: the general search, from every man that can capture and every king.
  wCounting = true;
  capturesWords(color, 0, capturersLo, capturersHi);
  wCounting = false;
  return wCounted;
}

/**
 * Writes the children of men's steps to the squares of `lo`, `hi`, each from `delta` away, at
 * `w` of `out`; returns the end. The words that do not change are read once.
 */
function menChildren(
  out: Int32Array,
  w: number,
  o: number,
  lo: number,
  hi: number,
  delta: number,
  crownLo: number,
  crownHi: number,
): number {
  // Int32 for the loops, as in leafSteps (docs/performance.md#what-v8-rewards).
  w |= 0;
  o |= 0;
  lo |= 0;
  hi |= 0;
  delta |= 0;
  crownLo |= 0;
  crownHi |= 0;
  const e = 2 - o;
  const ownLo = o === 0 ? gW0 : gB0;
  const ownHi = o === 0 ? gW1 : gB1;
  const enLo = o === 0 ? gB0 : gW0;
  const enHi = o === 0 ? gB1 : gW1;
  const kLo = gK0;
  const kHi = gK1;
  while (lo !== 0) {
    const low = lo & -lo;
    lo ^= low;
    const from = 31 - Math.clz32(low) + delta;
    // `1 << from` is `1 << (from & 31)`: the start square's bit in its word.
    out[w + o] = from < 32 ? (ownLo ^ (1 << from)) | low : ownLo | low;
    out[w + o + 1] = from < 32 ? ownHi : ownHi ^ (1 << from);
    out[w + e] = enLo;
    out[w + e + 1] = enHi;
    out[w + 4] = (crownLo & low) !== 0 ? kLo | low : kLo;
    out[w + 5] = kHi;
    out[w + 6] = 0;
    w += G.STRIDE;
  }
  while (hi !== 0) {
    const low = hi & -hi;
    hi ^= low;
    const from = 63 - Math.clz32(low) + delta;
    out[w + o] = from < 32 ? ownLo ^ (1 << from) : ownLo;
    out[w + o + 1] = from < 32 ? ownHi | low : (ownHi ^ (1 << from)) | low;
    out[w + e] = enLo;
    out[w + e + 1] = enHi;
    out[w + 4] = kLo;
    out[w + 5] = (crownHi & low) !== 0 ? kHi | low : kHi;
    out[w + 6] = 0;
    w += G.STRIDE;
  }
  return w;
}

/** Writes the children of the quiet moves of the king on `p` (diagonal, any distance); returns the end. */
function kingChildren(out: Int32Array, w: number, o: number, p: number, eLo: number, eHi: number): number {
  const e = 2 - o;
  // Off its square, in the side's words and the king words alike.
  const pLo = p < 32 ? 1 << p : 0;
  const pHi = p < 32 ? 0 : 1 << p;
  const ownLo = (o === 0 ? gW0 : gB0) ^ pLo;
  const ownHi = (o === 0 ? gW1 : gB1) ^ pHi;
  const kLo = gK0 ^ pLo;
  const kHi = gK1 ^ pHi;
  const enLo = o === 0 ? gB0 : gW0;
  const enHi = o === 0 ? gB1 : gW1;
  for (let d = 0; d < 4; d++) {
    for (let s = W_STEPS[(p << 3) + d]!; (((s < 32 ? eLo : eHi) >>> s) & 1) !== 0; s = W_STEPS[(s << 3) + d]!) {
      const lo = s < 32 ? 1 << s : 0;
      const hi = s < 32 ? 0 : 1 << s;
      out[w + o] = ownLo | lo;
      out[w + o + 1] = ownHi | hi;
      out[w + e] = enLo;
      out[w + e + 1] = enHi;
      out[w + 4] = kLo | lo;
      out[w + 5] = kHi | hi;
      out[w + 6] = (p << 7) | (s + 2);
      w += G.STRIDE;
    }
  }
  return w;
}

/**
 * Writes the children of the single jumps of the men on `lo`, `hi` (each over the enemy man
 * `delta` away to the square behind it); returns the end. Only when no king is on the board and
 * every capture is such a jump (`countSingleJumps10`), so each is crowned where it lands on the
 * far row (article 13).
 */
function jumpChildren(out: Int32Array, w: number, o: number, lo: number, hi: number, delta: number): number {
  // As in menChildren.
  w |= 0;
  o |= 0;
  delta |= 0;
  const e = 2 - o;
  const crownLo = o === 0 ? G.WHITE_CROWN_LO : 0;
  const crownHi = o === 0 ? 0 : G.BLACK_CROWN_HI;
  // The men of the low word, then of the high word, as in leafJumps: no test of the word per
  // man. Reading the position once before the loops instead costs more.
  while (lo !== 0) {
    const low = lo & -lo;
    lo ^= low;
    const over = 31 - Math.clz32(low) + delta;
    const to = over + delta;
    let ownLo = o === 0 ? gW0 : gB0;
    let ownHi = o === 0 ? gW1 : gB1;
    let enLo = o === 0 ? gB0 : gW0;
    let enHi = o === 0 ? gB1 : gW1;
    let kLo = 0;
    let kHi = 0;
    ownLo ^= low;
    if (over < 32) enLo &= ~(1 << over);
    else enHi &= ~(1 << over);
    if (to < 32) {
      ownLo |= 1 << to;
      kLo = crownLo & (1 << to);
    } else {
      ownHi |= 1 << to;
      kHi = crownHi & (1 << to);
    }
    out[w + o] = ownLo;
    out[w + o + 1] = ownHi;
    out[w + e] = enLo;
    out[w + e + 1] = enHi;
    out[w + 4] = kLo;
    out[w + 5] = kHi;
    out[w + 6] = 0;
    w += G.STRIDE;
  }
  while (hi !== 0) {
    const low = hi & -hi;
    hi ^= low;
    const over = 63 - Math.clz32(low) + delta;
    const to = over + delta;
    let ownLo = o === 0 ? gW0 : gB0;
    let ownHi = o === 0 ? gW1 : gB1;
    let enLo = o === 0 ? gB0 : gW0;
    let enHi = o === 0 ? gB1 : gW1;
    let kLo = 0;
    let kHi = 0;
    ownHi ^= low;
    if (over < 32) enLo &= ~(1 << over);
    else enHi &= ~(1 << over);
    if (to < 32) {
      ownLo |= 1 << to;
      kLo = crownLo & (1 << to);
    } else {
      ownHi |= 1 << to;
      kHi = crownHi & (1 << to);
    }
    out[w + o] = ownLo;
    out[w + o + 1] = ownHi;
    out[w + e] = enLo;
    out[w + e + 1] = enHi;
    out[w + 4] = kLo;
    out[w + 5] = kHi;
    out[w + 6] = 0;
    w += G.STRIDE;
  }
  return w;
}

/** Writes the children of every legal move of `color` at `at` of `wordChildren`; returns the end. */
function childrenWords(color: number, at: number): number {
  const o = color === G.WHITE ? 0 : 2;
  const quiet = quietOrCaptureWords(color);
  if (quiet >= 0) {
    const out = at + G.STRIDE * quiet > wordChildren.length ? ensureWordChildren(at + G.STRIDE * quiet) : wordChildren;
    const eLo = ~(gW0 | gB0) & G.VALID_LO;
    const eHi = ~(gW1 | gB1) & G.VALID_HI;
    const kLo = (o === 0 ? gW0 : gB0) & gK0;
    const kHi = (o === 0 ? gW1 : gB1) & gK1;
    const menLo = (o === 0 ? gW0 : gB0) & ~kLo;
    const menHi = (o === 0 ? gW1 : gB1) & ~kHi;
    let w = at;
    if (color === G.WHITE) {
      w = menChildren(out, w, o, ((menLo >>> 6) | (menHi << 26)) & eLo, (menHi >>> 6) & eHi, 6, G.WHITE_CROWN_LO, 0);
      w = menChildren(out, w, o, ((menLo >>> 5) | (menHi << 27)) & eLo, (menHi >>> 5) & eHi, 5, G.WHITE_CROWN_LO, 0);
    } else {
      w = menChildren(out, w, o, (menLo << 5) & eLo, ((menHi << 5) | (menLo >>> 27)) & eHi, -5, 0, G.BLACK_CROWN_HI);
      w = menChildren(out, w, o, (menLo << 6) & eLo, ((menHi << 6) | (menLo >>> 26)) & eHi, -6, 0, G.BLACK_CROWN_HI);
    }
    if ((kLo | kHi) !== 0 && wBarred !== G.ANY_KING) {
      for (let word = 0; word < 2; word++) {
        let bits = word === 0 ? kLo : kHi;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const p = 31 - Math.clz32(low) + 32 * word;
          if (p !== wBarred) w = kingChildren(out, w, o, p, eLo, eHi);
        }
      }
    }
    return w;
  }
  if ((gK0 | gK1) === 0) {
    // No king on the board: when every capture is one jump by a man, their children straight
    // from the jump sets, no search.
    const single = countSingleJumps10();
    if (single >= 0) {
      const out =
        at + G.STRIDE * single > wordChildren.length ? ensureWordChildren(at + G.STRIDE * single) : wordChildren;
      const mLo = gMenLo;
      const mHi = gMenHi;
      let w = jumpChildren(out, at, o, mLo & jUlLo, mHi & jUlHi, -6);
      w = jumpChildren(out, w, o, mLo & jUrLo, mHi & jUrHi, -5);
      w = jumpChildren(out, w, o, mLo & jDlLo, mHi & jDlHi, 5);
      w = jumpChildren(out, w, o, mLo & jDrLo, mHi & jDrHi, 6);
      w = jumpChildren(out, w, o, mLo & jLLo, mHi & jLHi, -1);
      w = jumpChildren(out, w, o, mLo & jULo, mHi & jUHi, -11);
      w = jumpChildren(out, w, o, mLo & jDLo, mHi & jDHi, 11);
      return jumpChildren(out, w, o, mLo & jRLo, mHi & jRHi, 1);
    }
    return writeCapturesMen(color, at, capturersLo, capturersHi);
  }
  return capturesWords(color, at, capturersLo, capturersHi);
}

function nodeWords(color: number, depth: number, at: number, bulk: boolean, own: number, other: number): number {
  // Most nodes have no count (the call is the cost: measured).
  wBarred = own === 0 ? G.NO_KING : barredKingWords(color, own >> 10, (own & 1023) - 2);
  if (depth === 1 && bulk) return countWords(color);
  // The last ply from a position without kings: no children on the stack for men's steps and
  // single jumps (see leavesMen).
  if (depth === 2 && bulk && (gK0 | gK1) === 0) return leavesMen(color, at, other);
  const end = childrenWords(color, at);
  if (depth === 1) return (end - at) / G.STRIDE;
  const enemy = color ^ (G.WHITE | G.BLACK);
  if (bulk && depth === 2) return leavesWords(enemy, at, end, other);
  // (A leaf counted in bulk, whose counter would bar nothing after it, has returned above.)
  const counts = limit !== 0;
  let n = 0;
  for (let c = at; c < end; c += G.STRIDE) {
    // Read again after each child: the stack may have grown below it.
    const stack = wordChildren;
    loadWords(stack[c]!, stack[c + 1]!, stack[c + 2]!, stack[c + 3]!, stack[c + 4]!, stack[c + 5]!);
    const tag = stack[c + 6]!;
    // The counters of article 17 as counterAfter gives them: a king's quiet move counts one more
    // when it is the king counted before (or the count named none), else starts again at 1.
    let mine = 0;
    if (counts && tag > 0 && hasMenWords(color)) {
      const count = own >> 10;
      const king = (own & 1023) - 2;
      const again = count > 0 && (king === G.NO_KING || king === tag >> 7);
      mine = ((again ? count + 1 : 1) << 10) | (tag & 127);
    }
    // The side that lost its last man has no count any more.
    const theirs = limit === 0 || other === 0 || !hasMenWords(enemy) ? 0 : other;
    n += nodeWords(enemy, depth - 1, end, bulk, theirs, mine);
  }
  return n;
}

/**
 * The last ply of a bulk perft counted in the loop of the ply before (no call per leaf's parent,
 * measured): the children at `at`-`end`, `color` to move in each, with its counter `counter`.
 */
function leavesWords(color: number, at: number, end: number, counter: number): number {
  let n = 0;
  for (let c = at; c < end; c += G.STRIDE) {
    const stack = wordChildren;
    if ((stack[c + 4]! | stack[c + 5]!) === 0) {
      // No king: counted from the stack (no counter bars anything), no module variables.
      n +=
        color === G.WHITE
          ? leafMen(color, stack[c]!, stack[c + 1]!, stack[c + 2]!, stack[c + 3]!, 0, 0)
          : leafMen(color, stack[c + 2]!, stack[c + 3]!, stack[c]!, stack[c + 1]!, 0, 0);
      continue;
    }
    loadWords(stack[c]!, stack[c + 1]!, stack[c + 2]!, stack[c + 3]!, stack[c + 4]!, stack[c + 5]!);
    // The side that lost its last man has no count any more (it bars nothing then).
    wBarred = counter === 0 ? G.NO_KING : barredKingWords(color, counter >> 10, (counter & 1023) - 2);
    n += countWords(color);
  }
  return n;
}

/**
 * The last two plies of a bulk perft from a position without kings, `color` to move (its enemy's
 * counter `other`): a man's step or single jump makes its child's words in registers and counts
 * the child's moves straight from them ({@link leafMen}), without writing the child on the stack
 * and loading it again, as the English generator does (docs/performance.md#frisian). Captures
 * that go on are searched and written as children as before.
 */
function leavesMen(color: number, at: number, other: number): number {
  const white = color === G.WHITE;
  const ownLo = white ? gW0 : gB0;
  const ownHi = white ? gW1 : gB1;
  lOwnLo = ownLo;
  lOwnHi = ownHi;
  lEnLo = white ? gB0 : gW0;
  lEnHi = white ? gB1 : gW1;
  const enemy = color ^ (G.WHITE | G.BLACK);
  const quiet = menSetwise10(color);
  if (quiet >= 0) {
    const eLo = ~(gW0 | gB0) & G.VALID_LO;
    const eHi = ~(gW1 | gB1) & G.VALID_HI;
    if (white) {
      const n = leafSteps(enemy, ((ownLo >>> 6) | (ownHi << 26)) & eLo, (ownHi >>> 6) & eHi, 6, G.WHITE_CROWN_LO, 0);
      return n + leafSteps(enemy, ((ownLo >>> 5) | (ownHi << 27)) & eLo, (ownHi >>> 5) & eHi, 5, G.WHITE_CROWN_LO, 0);
    }
    const n = leafSteps(enemy, (ownLo << 5) & eLo, ((ownHi << 5) | (ownLo >>> 27)) & eHi, -5, 0, G.BLACK_CROWN_HI);
    return n + leafSteps(enemy, (ownLo << 6) & eLo, ((ownHi << 6) | (ownLo >>> 26)) & eHi, -6, 0, G.BLACK_CROWN_HI);
  }
  if (countSingleJumps10() >= 0) {
    // The jump sets read before the first count: a child's search overwrites them.
    const ulLo = ownLo & jUlLo;
    const ulHi = ownHi & jUlHi;
    const urLo = ownLo & jUrLo;
    const urHi = ownHi & jUrHi;
    const dlLo = ownLo & jDlLo;
    const dlHi = ownHi & jDlHi;
    const drLo = ownLo & jDrLo;
    const drHi = ownHi & jDrHi;
    const lLo = ownLo & jLLo;
    const lHi = ownHi & jLHi;
    const uLo = ownLo & jULo;
    const uHi = ownHi & jUHi;
    const dLo = ownLo & jDLo;
    const dHi = ownHi & jDHi;
    const rLo = ownLo & jRLo;
    const rHi = ownHi & jRHi;
    let n = 0;
    if ((ulLo | ulHi) !== 0) n += leafJumps(enemy, ulLo, ulHi, -6);
    if ((urLo | urHi) !== 0) n += leafJumps(enemy, urLo, urHi, -5);
    if ((dlLo | dlHi) !== 0) n += leafJumps(enemy, dlLo, dlHi, 5);
    if ((drLo | drHi) !== 0) n += leafJumps(enemy, drLo, drHi, 6);
    if ((lLo | lHi) !== 0) n += leafJumps(enemy, lLo, lHi, -1);
    if ((uLo | uHi) !== 0) n += leafJumps(enemy, uLo, uHi, -11);
    if ((dLo | dHi) !== 0) n += leafJumps(enemy, dLo, dHi, 11);
    if ((rLo | rHi) !== 0) n += leafJumps(enemy, rLo, rHi, 1);
    return n;
  }
  const end = writeCapturesMen(color, at, capturersLo, capturersHi);
  return leavesWords(enemy, at, end, other);
}

/**
 * The moves of `color` in the child of {@link leavesMen} where its men are `menLo`, `menHi`, the
 * enemy's pieces `enLo`, `enHi`, and the kings `kLo`, `kHi` (the enemy's man just crowned, or
 * none): `color` has no king, so no counter of article 17 bars anything.
 */
function leafMen(
  color: number,
  menLo: number,
  menHi: number,
  enLo: number,
  enHi: number,
  kLo: number,
  kHi: number,
): number {
  if ((kLo | kHi) === 0) {
    const n = countMen10(color, menLo, menHi, enLo, enHi);
    return n >= 0 ? n : countCapturesMen(menLo, menHi, enLo, enHi, capturersLo, capturersHi);
  }
  if (color === G.WHITE) loadWords(menLo, menHi, enLo, enHi, kLo, kHi);
  else loadWords(enLo, enHi, menLo, menHi, kLo, kHi);
  wBarred = G.NO_KING;
  return countWords(color);
}

/**
 * {@link leavesMen}: the children of the steps of the enemy's men to the squares of `lo`, `hi`,
 * each from `delta` away, counted for `color` (as {@link menChildren} writes them).
 */
function leafSteps(color: number, lo: number, hi: number, delta: number, crownLo: number, crownHi: number): number {
  // Int32 for the loops (V8 would test the tagged parameters at each use).
  lo |= 0;
  hi |= 0;
  delta |= 0;
  const ownLo = lOwnLo;
  const ownHi = lOwnHi;
  const enLo = lEnLo;
  const enHi = lEnHi;
  let n = 0;
  // The child's words by shifts of the square's bit, the steps that cross from one word to the
  // other apart, as International's lastTwoPlies makes them: no bit index and no test of it per
  // child.
  if (delta > 0) {
    // White: from = to + delta, in the same word unless `to` is in the top delta bits of the low word.
    let cross = lo & ~(-1 >>> delta);
    lo ^= cross;
    while (lo !== 0) {
      const low = lo & -lo;
      lo ^= low;
      n += leafMen(color, enLo, enHi, ownLo ^ (low | (low << delta)), ownHi, crownLo & low, 0);
    }
    while (cross !== 0) {
      const low = cross & -cross;
      cross ^= low;
      n += leafMen(color, enLo, enHi, ownLo | low, ownHi ^ (low >>> (32 - delta)), crownLo & low, 0);
    }
    while (hi !== 0) {
      const low = hi & -hi;
      hi ^= low;
      n += leafMen(color, enLo, enHi, ownLo, ownHi ^ (low | (low << delta)), 0, crownHi & low);
    }
    return n;
  }
  // Black: from = to - d, in the same word unless `to` is in the bottom d bits of the high word.
  const d = -delta;
  while (lo !== 0) {
    const low = lo & -lo;
    lo ^= low;
    n += leafMen(color, enLo, enHi, ownLo ^ (low | (low >>> d)), ownHi, crownLo & low, 0);
  }
  let cross = hi & ~(-1 << d);
  hi ^= cross;
  while (hi !== 0) {
    const low = hi & -hi;
    hi ^= low;
    n += leafMen(color, enLo, enHi, ownLo, ownHi ^ (low | (low >>> d)), 0, crownHi & low);
  }
  while (cross !== 0) {
    const low = cross & -cross;
    cross ^= low;
    n += leafMen(color, enLo, enHi, ownLo ^ (low << (32 - d)), ownHi | low, 0, crownHi & low);
  }
  return n;
}

/**
 * {@link leavesMen}: the children of the single jumps of the enemy's men on `lo`, `hi`, each over
 * the piece `delta` away (as {@link jumpChildren} writes them), counted for `color`.
 */
function leafJumps(color: number, lo: number, hi: number, delta: number): number {
  // As in leafSteps.
  delta |= 0;
  // The enemy's man is crowned where it lands on its far row (article 13).
  const crownLo = color === G.BLACK ? G.WHITE_CROWN_LO : 0;
  const crownHi = color === G.BLACK ? 0 : G.BLACK_CROWN_HI;
  let n = 0;
  // The men of the low word, then of the high word, as in countManPaths.
  while (lo !== 0) {
    const low = lo & -lo;
    lo ^= low;
    const over = 31 - Math.clz32(low) + delta;
    const to = over + delta;
    let ownLo = lOwnLo;
    let ownHi = lOwnHi;
    let enLo = lEnLo;
    let enHi = lEnHi;
    let kLo = 0;
    let kHi = 0;
    ownLo ^= low;
    if (over < 32) enLo &= ~(1 << over);
    else enHi &= ~(1 << over);
    if (to < 32) {
      ownLo |= 1 << to;
      kLo = crownLo & (1 << to);
    } else {
      ownHi |= 1 << to;
      kHi = crownHi & (1 << to);
    }
    n += leafMen(color, enLo, enHi, ownLo, ownHi, kLo, kHi);
  }
  while (hi !== 0) {
    const low = hi & -hi;
    hi ^= low;
    const over = 63 - Math.clz32(low) + delta;
    const to = over + delta;
    let ownLo = lOwnLo;
    let ownHi = lOwnHi;
    let enLo = lEnLo;
    let enHi = lEnHi;
    let kLo = 0;
    let kHi = 0;
    ownHi ^= low;
    if (over < 32) enLo &= ~(1 << over);
    else enHi &= ~(1 << over);
    if (to < 32) {
      ownLo |= 1 << to;
      kLo = crownLo & (1 << to);
    } else {
      ownHi |= 1 << to;
      kHi = crownHi & (1 << to);
    }
    n += leafMen(color, enLo, enHi, ownLo, ownHi, kLo, kHi);
  }
  return n;
}

/**
 * Perft on the 10x10 board by copy-make on the words, from the position in the occupancy words,
 * with the counters of article 17 in their words' form (`ghostCounter`).
 */
function perftWords10(color: number, depth: number, bulk: boolean, own: number, other: number): number {
  syncGhostWords();
  return nodeWords(color, depth, 0, bulk, own, other);
}
