/**
 * The move generator of Frisian draughts (docs/sources.md, Frisian rules, articles 7-17): men
 * step one square diagonally forward and capture in eight directions, diagonally as in
 * International draughts and orthogonally over the next playing square of the same row (21 over
 * 22 to 23) or of the same column two rows away (23 over 33 to 43); kings move diagonally at any
 * distance and capture in all eight directions at a distance, landing on any empty square beyond;
 * jumped pieces stay until the move ends and cannot be jumped twice, while a square may be
 * crossed twice; a man is crowned only if its move ends on the far row; the capture of the
 * highest value must be played (src/rules/precedence.ts, `FRISIAN`); the same king may make at
 * most `kingMoveLimit` non-capturing moves in a row while its side also has men (article 17).
 *
 * Its own generator, not the flying one with four more directions: the flying generator's
 * neighbour table and set-wise men steps are diagonal, and widening them to eight directions
 * would slow every other flying variant; here a padded mailbox of the whole board (two border
 * cells round it, so that no step needs a bounds test) makes a step in any of the eight
 * directions one addition: diagonal neighbours are one row and one column away, orthogonal ones
 * two columns or two rows away (the next square of the same colour). Built from the geometry, for
 * any board; the crowning rows come from src/board/rows.ts.
 *
 * Records as in the flying generator, `[from, to, promotes, mask0, mask1, mask2, captures,
 * captured..., landing...]`, but with mailbox cells for squares (`sqOf` maps them back) and the
 * masks over 0-based squares. Nothing is allocated per node.
 * @module
 */
import type { BoardGeometry } from '../../core/variant.js';
import { crowningSquares } from '../../board/rows.js';
import { popcount } from '../../core/bits.js';
import { FRISIAN, captureValue } from '../precedence.js';

/** Cell codes: colour bits, the king bit, a mark for pieces jumped in this move, off the board. */
export const WHITE = 1;
/** Black piece. */
export const BLACK = 2;
/** King (with a colour bit). */
export const KING = 4;
/** Jumped in the capture being searched: it stays and blocks (article 12). */
const TAKEN = 8;
/** Not a playing square (the border, the light squares): never empty, never a piece. */
const OFF = 16;

/** Record field offsets (as in the flying generator). */
export const R_TO = 1;
/** 1 when the moving man is crowned. */
export const R_PROMOTES = 2;
/** First captured-squares mask word. */
export const R_MASK = 3;
/** Number of captured pieces; the captured cells follow, then the landing cells. */
export const R_CAPTURES = 6;

/** "Any king": the king-move count was read without a king square (lidraughts' `+3`). */
export const ANY_KING = -2;
/** No king is barred from moving. */
export const NO_KING = -1;

/** The mailbox layout of a board. */
export interface FrisianTables {
  /** Number of playing squares. */
  readonly squares: number;
  /** Number of mailbox cells. */
  readonly cellCount: number;
  /** The mailbox cell of each 0-based square. */
  readonly cellOf: Int16Array;
  /** The 0-based square of each cell, -1 for a cell that is not a playing square. */
  readonly sqOf: Int16Array;
  /**
   * The step of each direction in cells: 0 up-left, 1 up-right, 2 down-left, 3 down-right
   * (diagonal), 4 left, 5 up, 6 down, 7 right (orthogonal, two cells: the next playing square).
   */
  readonly dirs: Int32Array;
  /** Bit `WHITE` of `crown[cell]` when a White man is crowned there, `BLACK` for Black. */
  readonly crown: Uint8Array;
  /**
   * Set-wise men, for boards of at most 64 squares numbered along their rows (every PDN
   * numbering): from a square of row parity p (0 even, 1 odd), the square one step in direction d
   * is `over[2d + p]` squares further in the numbering, the square two steps away
   * `land[2d + p]`, the same for every square of that parity. `jumpFrom[2(2d + p)]` (low word)
   * and `+ 1` (high) hold the squares of parity p from which both are on the board.
   */
  readonly setwise: boolean;
  /** See `setwise`. */
  readonly over: Int8Array;
  /** See `setwise`. */
  readonly land: Int8Array;
  /** See `setwise`. */
  readonly jumpFrom: Int32Array;
  /** The squares of parity p with a square one step in direction d: `stepFrom[2(2d + p)]`, `+ 1`. */
  readonly stepFrom: Int32Array;
  /** The playing squares as two words. */
  readonly valid: Int32Array;
  /**
   * Set-wise jumps grouped by shift: `[maskLo, maskHi, over, land]` for each group, the men
   * that may jump with those shifts (the union of the `jumpFrom` masks that share them).
   */
  readonly jumps: Int32Array;
}

/** The direction straight back from each direction (back over the piece just jumped). */
const BACK = /* @__PURE__ */ Int8Array.of(3, 2, 1, 0, 7, 6, 5, 4);

const tablesByBoard = /* @__PURE__ */ new Map<string, FrisianTables>();

/** The mailbox layout of `board`, built once per board. */
export function tablesFor(board: BoardGeometry): FrisianTables {
  let tables = tablesByBoard.get(board.key);
  if (tables === undefined) {
    const width = board.cols + 4;
    const cellCount = width * (board.rows + 4);
    const cellOf = new Int16Array(board.squareCount);
    const sqOf = new Int16Array(cellCount).fill(-1);
    for (let sq = 1; sq <= board.squareCount; sq++) {
      const { row, col } = board.coords(sq);
      const cell = (row + 2) * width + col + 2;
      cellOf[sq - 1] = cell;
      sqOf[cell] = sq - 1;
    }
    const dirs = Int32Array.of(-width - 1, -width + 1, width - 1, width + 1, -2, -2 * width, 2 * width, 2);
    const crown = new Uint8Array(cellCount);
    for (const sq of crowningSquares(board, 'white').squares()) crown[cellOf[sq - 1]!]! |= WHITE;
    for (const sq of crowningSquares(board, 'black').squares()) crown[cellOf[sq - 1]!]! |= BLACK;
    const over = new Int8Array(16);
    const land = new Int8Array(16);
    const known = new Uint8Array(32);
    const jumpFrom = new Int32Array(32);
    const stepFrom = new Int32Array(32);
    const valid = new Int32Array(2);
    let setwise = board.squareCount <= 64;
    const perRow = Math.max(1, Math.floor(board.cols / 2));
    for (let sq = 0; sq < board.squareCount && setwise; sq++) {
      valid[sq >>> 5]! |= 1 << (sq & 31);
      const parity = Math.floor(sq / perRow) % 2;
      for (let d = 0; d < 8; d++) {
        const i = 2 * d + parity;
        const o = sqOf[cellOf[sq]! + dirs[d]!]!;
        if (o < 0) continue;
        if (known[i] !== 0 && over[i] !== o - sq) setwise = false;
        known[i] = 1;
        over[i] = o - sq;
        stepFrom[2 * i + (sq >>> 5)]! |= 1 << (sq & 31);
        const l = sqOf[cellOf[sq]! + 2 * dirs[d]!]!;
        if (l < 0) continue;
        if (known[16 + i] !== 0 && land[i] !== l - sq) setwise = false;
        known[16 + i] = 1;
        land[i] = l - sq;
        jumpFrom[2 * i + (sq >>> 5)]! |= 1 << (sq & 31);
      }
    }
    // The set-wise shifts move a 64-bit set by fewer than 32 squares (menSetwise).
    for (let i = 0; i < 16; i++) if (known[16 + i] !== 0 && Math.abs(land[i]!) >= 32) setwise = false;
    // Jumps grouped by their (over, land) shifts: along a row or a column both parities shift
    // alike, so their masks merge (12 groups on 10x10 instead of 16 direction-parity pairs).
    const jumps: number[] = [];
    for (let i = 0; i < 16; i++) {
      if (known[16 + i] === 0) continue;
      let g = 0;
      while (g < jumps.length && !(jumps[g + 2] === over[i] && jumps[g + 3] === land[i])) g += 4;
      if (g === jumps.length) jumps.push(0, 0, over[i]!, land[i]!);
      jumps[g] = jumps[g]! | jumpFrom[2 * i]!;
      jumps[g + 1] = jumps[g + 1]! | jumpFrom[2 * i + 1]!;
    }
    tables = { squares: board.squareCount, cellCount, cellOf, sqOf, dirs, crown, setwise, over, land, jumpFrom, stepFrom, valid, jumps: Int32Array.from(jumps) };
    tablesByBoard.set(board.key, tables);
  }
  return tables;
}

// ---------------------------------------------------------------------------------------------
// State of the current call.

/** The mailbox: 0 empty, else cell codes; `OFF` outside the playing squares. */
export const cells = /* @__PURE__ */ new Int8Array(1024);
/** The squares of each colour as 32-bit words (0-based squares): 0-2 White, 3-5 Black. */
export const occupied = /* @__PURE__ */ new Int32Array(6);
/** The squares holding a king, as three words. */
export const kingsOccupied = /* @__PURE__ */ new Int32Array(3);

let dirs: Int32Array = /* @__PURE__ */ new Int32Array(8);
let cellOf: Int16Array = /* @__PURE__ */ new Int16Array(0);
let sqOf: Int16Array = /* @__PURE__ */ new Int16Array(0);
let crown: Uint8Array = /* @__PURE__ */ new Uint8Array(0);
let setwise = false;
let overDelta: Int8Array = /* @__PURE__ */ new Int8Array(16);
let landDelta: Int8Array = /* @__PURE__ */ new Int8Array(16);
let jumps: Int32Array = /* @__PURE__ */ new Int32Array(0);
let stepFrom: Int32Array = /* @__PURE__ */ new Int32Array(32);
let validLo = 0;
let validHi = 0;
let distinctOnly = false;
/** Count captures without writing them (perft leaves, per path): memory stays bounded. */
let countOnly = false;
let counted = 0;
/** The king-move limit of article 17 (0: none). */
let limit = 0;
/**
 * The cell of the king that may not make a quiet move now (article 17), `ANY_KING` for every
 * king, `NO_KING` for none. Set by the caller before generating.
 */
let barred = NO_KING;

/** The move records; grows when needed, never per node. */
export let records: Int32Array = /* @__PURE__ */ new Int32Array(49152);

/** Selects the board and the options for the following calls; clears the mailbox. */
export function configure(tables: FrisianTables, distinct: boolean, kingMoveLimit: number): void {
  dirs = tables.dirs;
  cellOf = tables.cellOf;
  sqOf = tables.sqOf;
  crown = tables.crown;
  setwise = tables.setwise;
  overDelta = tables.over;
  landDelta = tables.land;
  jumps = tables.jumps;
  stepFrom = tables.stepFrom;
  validLo = tables.valid[0]!;
  validHi = tables.valid[1]!;
  distinctOnly = distinct;
  limit = kingMoveLimit;
  cells.fill(OFF, 0, tables.cellCount);
  for (let sq = 0; sq < tables.squares; sq++) cells[cellOf[sq]!] = 0;
  occupied.fill(0);
  kingsOccupied.fill(0);
}

/** Puts a piece (`code`: colour, maybe `KING`) on 0-based square `sq`. */
export function put(sq: number, code: number): void {
  cells[cellOf[sq]!] = code;
  occupied[(code & WHITE ? 0 : 3) + (sq >>> 5)] |= 1 << (sq & 31);
  if ((code & KING) !== 0) kingsOccupied[sq >>> 5] |= 1 << (sq & 31);
}

/**
 * The king that may not make a quiet move for a side with `count` consecutive moves of the king
 * on cell `kingCell` (`NO_KING`: unknown, any king), when the side also has men (article 17).
 */
function barredKing(color: number, count: number, kingCell: number): number {
  if (limit === 0 || count < limit || !hasMen(color)) return NO_KING;
  return kingCell === NO_KING ? ANY_KING : kingCell;
}

/** Sets the king barred from quiet moves for `color` (see {@link barredKing}); cells, not squares. */
export function bar(color: number, count: number, kingCell: number): void {
  barred = barredKing(color, count, kingCell);
}

/** True when `color` has a man on the board. */
export function hasMen(color: number): boolean {
  const at = color === WHITE ? 0 : 3;
  return ((occupied[at]! & ~kingsOccupied[0]!) | (occupied[at + 1]! & ~kingsOccupied[1]!) | (occupied[at + 2]! & ~kingsOccupied[2]!)) !== 0;
}

// ---------------------------------------------------------------------------------------------
// Capture search.

let opp = BLACK;
let ownCrown = WHITE;
let from = 0;
let byKing = 0;
let nodeStart = 0;
let top = 0;
let best = 0;
const capturedStack = /* @__PURE__ */ new Int32Array(64);
const landingStack = /* @__PURE__ */ new Int32Array(64);

/** Grows `records` (keeping its content) to hold at least `words` words. */
function reserve(words: number): void {
  if (words > records.length) {
    const bigger = new Int32Array(Math.max(2 * records.length, words));
    bigger.set(records);
    records = bigger;
  }
}

/**
 * The capture ending on cell `to` after `captures` pieces, `kings` of them kings: dropped when
 * its value (precedence.ts, `FRISIAN`) is below the best found, and clearing those written when
 * above.
 */
function emitCapture(to: number, captures: number, kings: number, promotes: boolean): void {
  const value = captureValue(FRISIAN, captures, kings, byKing, 0);
  if (value < best) return;
  if (value > best) {
    best = value;
    top = nodeStart;
    counted = 0;
  }
  if (countOnly) {
    counted++;
    return;
  }
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < captures; i++) {
    const sq = sqOf[capturedStack[i]!]!;
    if (sq < 32) m0 |= 1 << sq;
    else if (sq < 64) m1 |= 1 << (sq - 32);
    else m2 |= 1 << (sq - 64);
  }
  if (distinctOnly) {
    // The same from, to and captured set is the same move, whatever the path.
    for (let r = nodeStart; r < top; r = next(r)) {
      if (records[r] === from && records[r + R_TO] === to && records[r + R_MASK] === m0 && records[r + R_MASK + 1] === m1 && records[r + R_MASK + 2] === m2) return;
    }
  }
  reserve(top + 7 + 2 * captures);
  const rec = records;
  rec[top] = from;
  rec[top + 1] = to;
  rec[top + 2] = promotes ? 1 : 0;
  rec[top + 3] = m0;
  rec[top + 4] = m1;
  rec[top + 5] = m2;
  rec[top + 6] = captures;
  let w = top + 7;
  for (let i = 0; i < captures; i++) rec[w++] = capturedStack[i]!;
  for (let i = 0; i < captures; i++) rec[w++] = landingStack[i]!;
  top = w;
}

/** The offset of the record after the one at `r`. */
export function next(r: number): number {
  const captures = records[r + R_CAPTURES]!;
  return captures === 0 ? r + R_CAPTURES + 2 : r + R_CAPTURES + 1 + 2 * captures;
}

/**
 * Continues a man's capture from cell `c`: it jumps an adjacent enemy piece not yet jumped, in
 * any of the eight directions, to the empty square right behind (articles 7-8). The jumped piece
 * stays, marked, until the move ends (article 12). Returns true when it found a jump.
 */
function continueMan(c: number, captures: number, kings: number): boolean {
  let found = false;
  for (let d = 0; d < 8; d++) {
    const step = dirs[d]!;
    const over = c + step;
    const cell = cells[over]!;
    if ((cell & opp) === 0 || (cell & TAKEN) !== 0) continue;
    const land = over + step;
    if (cells[land] !== 0) continue;
    found = true;
    cells[over] = cell | TAKEN;
    capturedStack[captures] = over;
    landingStack[captures] = land;
    const k = kings + (cell & KING ? 1 : 0);
    // Article 13: a man that only passes the far row stays a man; crowned where the move ends.
    if (!continueMan(land, captures + 1, k)) emitCapture(land, captures + 1, k, (crown[land]! & ownCrown) !== 0);
    cells[over] = cell;
  }
  return found;
}

/**
 * Continues a king's capture from cell `c`: along each of the eight directions it flies to the
 * first piece; an enemy piece not yet jumped with an empty square behind it is taken, and the
 * king may stop on any empty square beyond (articles 8-9), but must go on where it can. Paths
 * follow PDN 3.0 restriction 9 as in the flying generator: going on in the same direction is
 * searched once, from the square right behind the piece. `cameFrom` is the last direction (-1
 * at the start), `straight` allows going on in it.
 */
function continueKing(c: number, captures: number, kings: number, cameFrom: number, straight: boolean): boolean {
  let found = false;
  const back = cameFrom < 0 ? -1 : BACK[cameFrom]!;
  for (let d = 0; d < 8; d++) {
    // Straight back meets the piece just jumped, which still stands (article 12).
    if (d === back || (d === cameFrom && !straight)) continue;
    const step = dirs[d]!;
    let s = c + step;
    while (cells[s] === 0) s += step;
    const cell = cells[s]!;
    if ((cell & opp) === 0 || (cell & TAKEN) !== 0) continue;
    const first = s + step;
    if (cells[first] !== 0) continue;
    found = true;
    cells[s] = cell | TAKEN;
    capturedStack[captures] = s;
    const k = kings + (cell & KING ? 1 : 0);
    let goesOn = false;
    for (let land = first; cells[land] === 0; land += step) {
      landingStack[captures] = land;
      if (continueKing(land, captures + 1, k, d, land === first)) goesOn = true;
    }
    if (!goesOn) {
      for (let land = first; cells[land] === 0; land += step) {
        landingStack[captures] = land;
        emitCapture(land, captures + 1, k, false);
      }
    }
    cells[s] = cell;
  }
  return found;
}

/** Writes the captures of `color` at `base` (or counts them); returns the end offset. */
function generateCaptures(color: number, base: number): number {
  opp = color ^ (WHITE | BLACK);
  ownCrown = color;
  nodeStart = base;
  top = base;
  best = -1;
  counted = 0;
  const at = color === WHITE ? 0 : 3;
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    // Set-wise boards: the kings, and only the men that have a first jump (menSetwise ran on
    // this position just before: generate and countMoves call quietCountOrCapture first).
    if (setwise) bits &= kingsOccupied[w]! | (w === 0 ? capturersLo : w === 1 ? capturersHi : 0);
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const c = cellOf[32 * w + 31 - Math.clz32(low)]!;
      const cell = cells[c]!;
      from = c;
      cells[c] = 0; // the moving piece has left its square (it may cross it or end there)
      if ((cell & KING) !== 0) {
        byKing = 1;
        continueKing(c, 0, 0, -1, true);
      } else {
        byKing = 0;
        continueMan(c, 0, 0);
      }
      cells[c] = cell;
    }
  }
  return top;
}

/** The result of {@link shift}: low and high words. */
let sLo = 0;
let sHi = 0;

/** The 64-bit set `(lo, hi)` moved `delta` squares up the numbering (down when negative). */
function shift(lo: number, hi: number, delta: number): void {
  if (delta > 0) {
    if (delta >= 32) {
      sLo = 0;
      sHi = lo << (delta - 32);
    } else {
      sLo = lo << delta;
      sHi = (hi << delta) | (lo >>> (32 - delta));
    }
  } else if (delta < 0) {
    const k = -delta;
    if (k >= 32) {
      sLo = hi >>> (k - 32);
      sHi = 0;
    } else {
      sLo = (lo >>> k) | (hi << (32 - k));
      sHi = hi >>> k;
    }
  } else {
    sLo = lo;
    sHi = hi;
  }
}

/**
 * The men that can begin a capture, as found by the last {@link menSetwise} (0-based squares,
 * low and high words): the capture search starts only from them. Measured: the search from
 * every man was 45% of Frisian perft from the start; from these alone, see bench/run.mjs.
 */
let capturersLo = 0;
let capturersHi = 0;

/**
 * The men of `color` set-wise: -1 when one can capture (an enemy piece one step away in one of
 * the eight directions with an empty square behind it), else the number of their quiet moves.
 */
function menSetwise(color: number): number {
  const at = color === WHITE ? 0 : 3;
  const en = color === WHITE ? 3 : 0;
  const menLo = occupied[at]! & ~kingsOccupied[0]!;
  const menHi = occupied[at + 1]! & ~kingsOccupied[1]!;
  const enemyLo = occupied[en]!;
  const enemyHi = occupied[en + 1]!;
  const emptyLo = ~(occupied[0]! | occupied[3]!) & validLo;
  const emptyHi = ~(occupied[1]! | occupied[4]!) & validHi;
  let cLo = 0;
  let cHi = 0;
  // Shifts by fewer than 32 squares written out (tablesFor makes set-wise only such boards).
  for (let g = 0; g < jumps.length; g += 4) {
    const mLo = menLo & jumps[g]!;
    const mHi = menHi & jumps[g + 1]!;
    if ((mLo | mHi) === 0) continue;
    const o = jumps[g + 2]!;
    const l = jumps[g + 3]!;
    if (o > 0) {
      const aLo = mLo & ((enemyLo >>> o) | (enemyHi << (32 - o)));
      const aHi = mHi & (enemyHi >>> o);
      if ((aLo | aHi) === 0) continue;
      cLo |= aLo & ((emptyLo >>> l) | (emptyHi << (32 - l)));
      cHi |= aHi & (emptyHi >>> l);
    } else {
      const aLo = mLo & (enemyLo << -o);
      const aHi = mHi & ((enemyHi << -o) | (enemyLo >>> (32 + o)));
      if ((aLo | aHi) === 0) continue;
      cLo |= aLo & (emptyLo << -l);
      cHi |= aHi & ((emptyHi << -l) | (emptyLo >>> (32 + l)));
    }
  }
  capturersLo = cLo;
  capturersHi = cHi;
  if ((cLo | cHi) !== 0) return -1;
  let n = 0;
  const first = color === WHITE ? 0 : 4;
  for (let i = first; i < first + 4; i++) {
    shift(emptyLo, emptyHi, -overDelta[i]!);
    n += popcount((menLo & stepFrom[2 * i]! & sLo) | 0) + popcount((menHi & stepFrom[2 * i + 1]! & sHi) | 0);
  }
  return n;
}

/**
 * One pass over the pieces of `color`: -1 when some piece can capture, otherwise the number of
 * quiet moves (the barred king's not counted, article 17). Men set-wise where the board allows.
 */
function quietCountOrCapture(color: number): number {
  const enemy = color ^ (WHITE | BLACK);
  const f0 = dirs[color === WHITE ? 0 : 2]!;
  const f1 = dirs[color === WHITE ? 1 : 3]!;
  const at = color === WHITE ? 0 : 3;
  let n = 0;
  if (setwise) {
    n = menSetwise(color);
    if (n < 0) return -1;
  }
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    if (setwise) bits &= kingsOccupied[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const c = cellOf[32 * w + 31 - Math.clz32(low)]!;
      if ((cells[c]! & KING) !== 0) {
        const quiet = barred === NO_KING || (barred !== ANY_KING && barred !== c);
        for (let d = 0; d < 8; d++) {
          const step = dirs[d]!;
          let s = c + step;
          while (cells[s] === 0) {
            // Kings move diagonally only (article 5); they capture in eight directions.
            if (d < 4 && quiet) n++;
            s += step;
          }
          if ((cells[s]! & enemy) !== 0 && cells[s + step] === 0) return -1;
        }
      } else {
        for (let d = 0; d < 8; d++) {
          const step = dirs[d]!;
          if ((cells[c + step]! & enemy) !== 0 && cells[c + 2 * step] === 0) return -1;
        }
        if (cells[c + f0] === 0) n++;
        if (cells[c + f1] === 0) n++;
      }
    }
  }
  return n;
}

/** Writes a quiet move record. */
function emitQuiet(fromCell: number, to: number, promotes: boolean): void {
  const rec = records;
  rec[top] = fromCell;
  rec[top + 1] = to;
  rec[top + 2] = promotes ? 1 : 0;
  rec[top + 3] = 0;
  rec[top + 4] = 0;
  rec[top + 5] = 0;
  rec[top + 6] = 0;
  rec[top + 7] = to;
  top += 8;
}

/** Writes the quiet moves of `color` at `top`: men one step diagonally forward, kings fly. */
function generateQuiet(color: number): void {
  const d0 = color === WHITE ? 0 : 2;
  const at = color === WHITE ? 0 : 3;
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const c = cellOf[32 * w + 31 - Math.clz32(low)]!;
      reserve(top + 8 * 4 * 12);
      if ((cells[c]! & KING) !== 0) {
        if (barred === ANY_KING || barred === c) continue;
        for (let d = 0; d < 4; d++) {
          const step = dirs[d]!;
          for (let s = c + step; cells[s] === 0; s += step) emitQuiet(c, s, false);
        }
      } else {
        for (let d = d0; d < d0 + 2; d++) {
          const s = c + dirs[d]!;
          if (cells[s] === 0) emitQuiet(c, s, (crown[s]! & color) !== 0);
        }
      }
    }
  }
}

/** Writes every legal move of `color` at `base` (captures are compulsory); returns the end. */
export function generate(color: number, base: number): number {
  countOnly = false;
  if (quietCountOrCapture(color) < 0) return generateCaptures(color, base);
  top = base;
  generateQuiet(color);
  return top;
}

/** The number of legal moves of `color`; quiet moves and (per path) captures are not written. */
function countMoves(color: number, base: number): number {
  const quiet = quietCountOrCapture(color);
  if (quiet >= 0) return quiet;
  if (!distinctOnly) {
    countOnly = true;
    generateCaptures(color, base);
    countOnly = false;
    return counted;
  }
  let n = 0;
  const end = generateCaptures(color, base);
  for (let r = base; r < end; r = next(r)) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Make, unmake, perft.

/**
 * Saved cells for unmake: 64 slots a ply, 500 plies. Written as one literal: esbuild keeps an
 * unused `new Int32Array(64 * 500)` despite the annotation (measured in the bundle tests), and the
 * size differs from the other generators' buffers, which those tests look for.
 */
const undoStack = /* @__PURE__ */ new Int32Array(32000);

function setOcc(color: number, c: number, on: boolean): void {
  const sq = sqOf[c]!;
  const i = (color === WHITE ? 0 : 3) + (sq >>> 5);
  if (on) occupied[i] |= 1 << (sq & 31);
  else occupied[i] &= ~(1 << (sq & 31));
}

function setKing(c: number, on: boolean): void {
  const sq = sqOf[c]!;
  if (on) kingsOccupied[sq >>> 5] |= 1 << (sq & 31);
  else kingsOccupied[sq >>> 5] &= ~(1 << (sq & 31));
}

/** Plays the record at `r` on the mailbox; saves what `unmake` needs at `undo`. */
function make(r: number, undo: number): void {
  const rec = records;
  const fromCell = rec[r]!;
  const toCell = rec[r + R_TO]!;
  const piece = cells[fromCell]!;
  const color = piece & (WHITE | BLACK);
  undoStack[undo] = piece;
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
    setOcc(color ^ (WHITE | BLACK), c, false);
  }
  const moved = rec[r + R_PROMOTES] !== 0 ? piece | KING : piece;
  cells[toCell] = moved;
  setOcc(color, toCell, true);
  if ((moved & KING) !== 0) setKing(toCell, true);
}

function unmake(r: number, undo: number): void {
  const rec = records;
  const piece = undoStack[undo]!;
  const color = piece & (WHITE | BLACK);
  const toCell = rec[r + R_TO]!;
  if ((cells[toCell]! & KING) !== 0) setKing(toCell, false);
  cells[toCell] = 0;
  setOcc(color, toCell, false);
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) {
    const c = rec[r + R_CAPTURES + 1 + i]!;
    const cell = undoStack[undo + 1 + i]!;
    cells[c] = cell;
    if ((cell & KING) !== 0) setKing(c, true);
    setOcc(color ^ (WHITE | BLACK), c, true);
  }
  const fromCell = rec[r]!;
  cells[fromCell] = piece;
  setOcc(color, fromCell, true);
  if ((piece & KING) !== 0) setKing(fromCell, true);
}

/**
 * The king-move counter of the side that just played the record at `r` (made on the mailbox),
 * packed as `count * 1024 + kingCell + 2` (kingCell `NO_KING` when unknown), from its counter
 * `before` (article 17; the form of lidraughts' counters, docs/variants.md, Frisian):
 * - a side left without men has no count;
 * - a king's quiet move counts one more when it is the king counted before (or the count named
 *   no king), else starts again at 1, and remembers where the king went;
 * - any other move (a man's, a capture, a crowning) clears the count.
 */
export function counterAfter(r: number, before: number, moverColor: number): number {
  const rec = records;
  const fromCell = rec[r]!;
  // The cheap tests first: most moves are not a king's quiet move.
  if (rec[r + R_CAPTURES] !== 0 || rec[r + R_PROMOTES] !== 0 || (cells[rec[r + R_TO]!]! & KING) === 0) return 0;
  if (!hasMen(moverColor)) return 0;
  const count = before >> 10;
  const king = (before & 1023) - 2;
  const again = count > 0 && (king === NO_KING || king === fromCell);
  return ((again ? count + 1 : 1) << 10) | (rec[r + R_TO]! + 2);
}

/** Perft on the mailbox as configured, `color` to move with the packed counters of each side. */
export function perftCells(color: number, depth: number, bulk: boolean, ownCounter: number, otherCounter: number): number {
  if (depth === 0) return 1;
  return perftNode(color, depth, 0, 0, bulk, ownCounter, otherCounter);
}

function perftNode(color: number, depth: number, base: number, undo: number, bulk: boolean, own: number, other: number): number {
  barred = barredKing(color, own >> 10, (own & 1023) - 2);
  if (bulk && depth === 1) return countMoves(color, base);
  const end = generate(color, base);
  if (depth === 1) {
    let n = 0;
    for (let r = base; r < end; r = next(r)) n++;
    return n;
  }
  const enemy = color ^ (WHITE | BLACK);
  let n = 0;
  for (let r = base; r < end; r = next(r)) {
    make(r, undo);
    const mine = limit === 0 ? 0 : counterAfter(r, own, color);
    // The side that lost its last man has no count any more.
    const theirs = limit === 0 || other === 0 || !hasMen(enemy) ? 0 : other;
    n += perftNode(enemy, depth - 1, end, undo + 64, bulk, theirs, mine);
    unmake(r, undo);
  }
  return n;
}
