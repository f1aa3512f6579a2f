/**
 * The English draughts move generator on 32-bit bitboards (WCDF 2008 rules, rules-and-notation
 * section 5.1). Bit `n - 1` stands for square `n`; a side is one integer.
 *
 * Hot-path discipline: every function takes and returns small integers, moves are written as
 * triplets `[fromBit, toBit, capturedMask]` into one shared, preallocated `Int32Array`, and a
 * perft search works copy-make on those triplets. Nothing is allocated per node.
 * @module
 */
import { popcount, lowestBit } from '../../core/bits.js';
import {
  BOTTOM_ROW,
  DOWN_LEFT,
  JUMP8,
  STEP8,
  TOP_ROW,
  UP_LEFT,
  downLeft,
  downRight,
  upLeft,
  upRight,
} from '../../board/geometry8.js';

/** The shared move stack: triplets `[fromBit, toBit, capturedMask]`. Grows, never per node. */
export let moveStack: Int32Array = new Int32Array(1 << 15);

function ensureCapacity(top: number): void {
  if (top + 3 > moveStack.length) {
    const bigger = new Int32Array(moveStack.length * 2);
    bigger.set(moveStack);
    moveStack = bigger;
  }
}

// ---------------------------------------------------------------------------------------------
// Capture search. A capture sequence is searched square by square from lookup tables; its state
// lives in these module variables so the recursive calls pass only integers.

/** Opponent pieces. Jumped pieces stay on the board until the move ends (WCDF 1.19). */
let capOpp = 0;
/** Empty squares during the sequence: the mover's own start square counts as empty, so a king
 * may pass through it or end on it. */
let capEmpty = 0;
/** Bit index of the moving piece's start square. */
let capFrom = 0;
/** Squares where a man of the mover is crowned. */
let capCrownRow = 0;
/** Next free slot of `moveStack`. */
let capTop = 0;
/** First slot written for the current piece (for removing duplicate king paths). */
let capPieceStart = 0;
/** Keep one path per distinct move (same from, to and captured set). */
let capDistinct = false;
/** Record the landing squares and captured squares of each move in `recorded`. */
let capRecord = false;

/** Landing bits of the sequence being searched; entry 0 is the start. */
const pathStack = new Int32Array(32);
/** Captured bits of the sequence being searched, in capture order. */
const overStack = new Int32Array(32);

/**
 * Recorded sequences when recording is on: for the i-th move written, `recordedAt[i]` is the
 * offset in `recorded` of `[jumps, landing1..landingN, captured1..capturedN]`.
 */
export let recorded: Int32Array = new Int32Array(1 << 12);
/** Offsets into `recorded`, one per move written since recording started. */
export let recordedAt: Int32Array = new Int32Array(1 << 10);
let recordedTop = 0;
let recordBase = 0;

function record(jumps: number): void {
  const index = (capTop - recordBase) / 3;
  if (index >= recordedAt.length) {
    const bigger = new Int32Array(recordedAt.length * 2);
    bigger.set(recordedAt);
    recordedAt = bigger;
  }
  if (recordedTop + 1 + 2 * jumps > recorded.length) {
    const bigger = new Int32Array(recorded.length * 2 + 2 * jumps);
    bigger.set(recorded);
    recorded = bigger;
  }
  recordedAt[index] = recordedTop;
  recorded[recordedTop++] = jumps;
  for (let i = 1; i <= jumps; i++) recorded[recordedTop++] = pathStack[i]!;
  for (let i = 0; i < jumps; i++) recorded[recordedTop++] = overStack[i]!;
}

function emitCapture(toBit: number, captured: number, jumps: number, king: boolean): void {
  if (capDistinct && king) {
    // Only a king can reach the same square over the same pieces by another path (a loop);
    // men move forward only, so every man path takes its own set of pieces.
    for (let j = capPieceStart; j < capTop; j += 3) {
      if (moveStack[j + 1] === toBit && moveStack[j + 2] === captured) return;
    }
  }
  ensureCapacity(capTop);
  moveStack[capTop] = capFrom;
  moveStack[capTop + 1] = toBit;
  moveStack[capTop + 2] = captured;
  if (capRecord) record(jumps);
  capTop += 3;
}

/**
 * Continues a man's capture from `bit`. `firstDir` is the first of the two forward directions.
 * WCDF 1.18: men jump forward only. 1.16/1.19: a man that lands on the far row is crowned and
 * the move ends there, even if the new king could jump on.
 */
function searchManCaptures(bit: number, captured: number, jumps: number, firstDir: number): void {
  let found = false;
  for (let d = firstDir; d < firstDir + 2; d++) {
    const land = JUMP8[(d << 5) | bit]!;
    if (land < 0) continue;
    const overBit = 1 << STEP8[(d << 5) | bit]!;
    const landBit = 1 << land;
    if ((capOpp & overBit) === 0 || (capEmpty & landBit) === 0) continue;
    found = true;
    pathStack[jumps + 1] = land;
    overStack[jumps] = STEP8[(d << 5) | bit]!;
    if ((landBit & capCrownRow) !== 0) emitCapture(land, captured | overBit, jumps + 1, false);
    else searchManCaptures(land, captured | overBit, jumps + 1, firstDir);
  }
  if (!found && jumps > 0) emitCapture(bit, captured, jumps, false);
}

/**
 * Continues a king's capture from `bit`. WCDF 1.21: a king jumps forward or backward;
 * 1.20: a piece may be jumped only once; 1.19: the sequence goes on while a jump exists.
 */
function searchKingCaptures(bit: number, captured: number, jumps: number): void {
  let found = false;
  for (let d = 0; d < 4; d++) {
    const land = JUMP8[(d << 5) | bit]!;
    if (land < 0) continue;
    const over = STEP8[(d << 5) | bit]!;
    const overBit = 1 << over;
    const landBit = 1 << land;
    if ((capOpp & overBit) === 0 || (captured & overBit) !== 0 || (capEmpty & landBit) === 0) continue;
    found = true;
    pathStack[jumps + 1] = land;
    overStack[jumps] = over;
    searchKingCaptures(land, captured | overBit, jumps + 1);
  }
  if (!found && jumps > 0) emitCapture(bit, captured, jumps, true);
}

/** The pieces of the side to move that can capture (WCDF 1.20: captures are compulsory). */
export function jumpers(own: number, opp: number, kings: number, black: boolean): number {
  const empty = ~(own | opp);
  // A piece jumps down-left when its down-left neighbour is an opponent and the square beyond
  // is empty: read backwards, it stands up-right of an opponent that stands up-right of an empty.
  const down = upRight(upRight(empty) & opp) | upLeft(upLeft(empty) & opp);
  const up = downRight(downRight(empty) & opp) | downLeft(downLeft(empty) & opp);
  return black ? own & (down | (up & kings)) : own & (up | (down & kings));
}

function generateCaptures(
  own: number,
  opp: number,
  kings: number,
  black: boolean,
  from: number,
  base: number,
): number {
  capOpp = opp;
  capCrownRow = black ? BOTTOM_ROW : TOP_ROW;
  capTop = base;
  const manDir = black ? DOWN_LEFT : UP_LEFT;
  const empty = ~(own | opp);
  let pieces = from;
  while (pieces !== 0) {
    const bit = lowestBit(pieces);
    pieces &= pieces - 1;
    capFrom = bit;
    capEmpty = empty | (1 << bit);
    capPieceStart = capTop;
    pathStack[0] = bit;
    if ((kings & (1 << bit)) !== 0) searchKingCaptures(bit, 0, 0);
    else searchManCaptures(bit, 0, 0, manDir);
  }
  return (capTop - base) / 3;
}

function pushQuiet(targets: number, backDir: number, top: number): number {
  while (targets !== 0) {
    const to = lowestBit(targets);
    targets &= targets - 1;
    ensureCapacity(top);
    moveStack[top] = STEP8[(backDir << 5) | to]!;
    moveStack[top + 1] = to;
    moveStack[top + 2] = 0;
    top += 3;
  }
  return top;
}

// Direction indexes: the opposite of direction d is 3 - d (up-left <-> down-right).
function generateQuiet(own: number, opp: number, kings: number, black: boolean, base: number): number {
  const empty = ~(own | opp);
  const forward = black ? own : own & kings;
  const backward = black ? own & kings : own;
  let top = base;
  top = pushQuiet(upLeft(backward) & empty, 3, top);
  top = pushQuiet(upRight(backward) & empty, 2, top);
  top = pushQuiet(downLeft(forward) & empty, 1, top);
  top = pushQuiet(downRight(forward) & empty, 0, top);
  return (top - base) / 3;
}

/**
 * Writes every legal move of the side to move at `moveStack[base..]` and returns their number.
 * `distinct` keeps one path per distinct move; `recordPaths` also fills `recorded`.
 */
export function generate(
  own: number,
  opp: number,
  kings: number,
  black: boolean,
  base: number,
  distinct: boolean,
  recordPaths: boolean,
): number {
  const canJump = jumpers(own, opp, kings, black);
  if (canJump === 0) return generateQuiet(own, opp, kings, black, base);
  capDistinct = distinct;
  capRecord = recordPaths;
  recordedTop = 0;
  recordBase = base;
  const n = generateCaptures(own, opp, kings, black, canJump, base);
  capRecord = false;
  return n;
}

/** The number of legal moves, without writing quiet moves (bulk counting). */
export function countMoves(own: number, opp: number, kings: number, black: boolean, base: number, distinct: boolean): number {
  const canJump = jumpers(own, opp, kings, black);
  if (canJump !== 0) {
    capDistinct = distinct;
    capRecord = false;
    return generateCaptures(own, opp, kings, black, canJump, base);
  }
  const empty = ~(own | opp);
  const forward = black ? own : own & kings;
  const backward = black ? own & kings : own;
  return (
    popcount(upLeft(backward) & empty) +
    popcount(upRight(backward) & empty) +
    popcount(downLeft(forward) & empty) +
    popcount(downRight(forward) & empty)
  );
}

/**
 * Perft over `(black, white, kings)`: the number of leaves of the legal-move tree of `depth`
 * plies. `bulk` counts the last ply's moves instead of making them.
 */
export function perftBits(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  depth: number,
  distinct: boolean,
  bulk: boolean,
): number {
  capRecord = false;
  return bulk
    ? perftBulk(black, white, kings, blackToMove, depth, 0, distinct)
    : perftFull(black, white, kings, blackToMove, depth, 0, distinct);
}

function perftBulk(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  depth: number,
  base: number,
  distinct: boolean,
): number {
  const own = blackToMove ? black : white;
  const opp = blackToMove ? white : black;
  if (depth <= 1) return depth === 1 ? countMoves(own, opp, kings, blackToMove, base, distinct) : 1;
  const n = generate(own, opp, kings, blackToMove, base, distinct, false);
  const end = base + 3 * n;
  const crownRow = blackToMove ? BOTTOM_ROW : TOP_ROW;
  let total = 0;
  for (let j = base; j < end; j += 3) {
    const fromBit = 1 << moveStack[j]!;
    const toBit = 1 << moveStack[j + 1]!;
    const captured = moveStack[j + 2]!;
    const nextOwn = (own & ~fromBit) | toBit;
    const nextOpp = opp & ~captured;
    let nextKings = kings & ~captured;
    if ((kings & fromBit) !== 0) nextKings = (nextKings & ~fromBit) | toBit;
    else if ((toBit & crownRow) !== 0) nextKings |= toBit;
    total += blackToMove
      ? perftBulk(nextOwn, nextOpp, nextKings, false, depth - 1, end, distinct)
      : perftBulk(nextOpp, nextOwn, nextKings, true, depth - 1, end, distinct);
  }
  return total;
}

function perftFull(
  black: number,
  white: number,
  kings: number,
  blackToMove: boolean,
  depth: number,
  base: number,
  distinct: boolean,
): number {
  if (depth === 0) return 1;
  const own = blackToMove ? black : white;
  const opp = blackToMove ? white : black;
  const n = generate(own, opp, kings, blackToMove, base, distinct, false);
  const end = base + 3 * n;
  const crownRow = blackToMove ? BOTTOM_ROW : TOP_ROW;
  let total = 0;
  for (let j = base; j < end; j += 3) {
    const fromBit = 1 << moveStack[j]!;
    const toBit = 1 << moveStack[j + 1]!;
    const captured = moveStack[j + 2]!;
    const nextOwn = (own & ~fromBit) | toBit;
    const nextOpp = opp & ~captured;
    let nextKings = kings & ~captured;
    if ((kings & fromBit) !== 0) nextKings = (nextKings & ~fromBit) | toBit;
    else if ((toBit & crownRow) !== 0) nextKings |= toBit;
    total += blackToMove
      ? perftFull(nextOwn, nextOpp, nextKings, false, depth - 1, end, distinct)
      : perftFull(nextOpp, nextOwn, nextKings, true, depth - 1, end, distinct);
  }
  return total;
}
