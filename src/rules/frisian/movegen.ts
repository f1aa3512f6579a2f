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
 * masks over the bit indices of `occupied` (0-based squares, or the ghost index on 10x10).
 * Nothing is allocated per node. Perft lives beside it, in src/rules/frisian/perft.ts: make/unmake
 * on the mailbox, and on the 10x10 board copy-make on the occupancy words (`perftWords10`).
 * @module
 */
import type { BoardGeometry } from '../../core/variant.js';
import { crowningSquaresOf } from '../../board/rows.js';
import { popcount, popcount4 } from '../../core/bits.js';
import { FRISIAN, captureValue } from '../precedence.js';
import { CapturesAt, RecordField } from '../records.js';

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

/** Record field offsets: the layout of src/rules/records.ts, with three mask words. */
export const R_TO = RecordField.TO;
/** 1 when the moving man is crowned. */
export const R_PROMOTES = RecordField.PROMOTES;
/** First captured-squares mask word. */
const R_MASK = RecordField.MASK;
/** Number of captured pieces; the captured cells follow, then the landing cells. */
export const R_CAPTURES = CapturesAt.MASK96;

/** "Any king": the king-move count was read without a king square (lidraughts' `+3`). */
const ANY_KING = -2;
/** No king is barred from moving. */
export const NO_KING = -1;

// ---------------------------------------------------------------------------------------------
// Module state, all of it here. The generator keeps its board, its position and its results in
// module variables rather than in an object passed along: V8 reads a module variable as a
// context slot, cheaper than a property or a typed array's element in the hottest functions
// (docs/performance.md#frisian). One call uses them at a time (no call re-enters, and each
// public call loads its position first). perft.ts reads them as imports and writes the scalars
// only through the setters named here (an ES module cannot assign another's variables).
//
// | Variables               | Hold                        | Written by              | Read after the call by        |
// | ----------------------- | --------------------------- | ----------------------- | ----------------------------- |
// | dirs, cellOf, sqOf,     | the board's layout          | configure               | every call until the next     |
// | crown, setwise,         | (FrisianTables)             |                         | configure (perft: bitOf,      |
// | overDelta, jumps,       |                             |                         | ghost10)                      |
// | stepFrom, validLo,      |                             |                         |                               |
// | validHi, ghost10,       |                             |                         |                               |
// | bitOf, cellOfBit        |                             |                         |                               |
// | distinctOnly, limit     | the convention; the king    | configure               | the same (perft too)          |
// |                         | move limit of article 17    |                         |                               |
// | cells                   | the mailbox                 | configure, put; perft's | everything (the capture       |
// |                         |                             | make, unmake            | search marks cells and        |
// |                         |                             |                         | restores them)                |
// | occupied, kingsOccupied | the occupancy words         | configure, put; perft's | hasMen, counterAfter, the     |
// |                         |                             | make, unmake            | generators, syncGhostWords    |
// | barred                  | the king barred from quiet  | bar (the engine's load; | generate's quiet moves and    |
// |                         | moves                       | perft)                  | their count                   |
// | gW0-gK1                 | the 10x10 position by ghost | syncGhostWords;         | menSetwise10, perft's words   |
// |                         | index P                     | loadWords (perft)       | code                          |
// | records                 | the move records (a new     | emitCapture, emitQuiet, | the engine (its moves, play), |
// |                         | array when it grows)        | reserve                 | counterAfter, next, perft     |
// | capturersLo,            | the men that can begin a    | menSetwise,             | generateCaptures, perft's     |
// | capturersHi             | capture                     | menSetwise10;           | searches                      |
// |                         |                             | setCapturers (perft)    |                               |
// | jUlLo-jRHi, gMenLo,     | the jump sets and men of    | menSetwise10            | perft (countSingleJumps10,    |
// | gMenHi                  | the last menSetwise10 that  |                         | the writers of single jumps)  |
// |                         | found a capture             |                         |                               |
// | countOnly, counted      | count captures without      | countCaptures,          | countCaptures                 |
// |                         | records; their count        | generate; emitCapture,  |                               |
// |                         |                             | generateCaptures        |                               |
// | top, opp, ownCrown,     | one move list or capture    | generate,               | nothing (generate returns     |
// | from, byKing,           | search: its end, side,      | generateCaptures and    | top)                          |
// | nodeStart, best, keys,  | piece, best value, moves    | the search under it     |                               |
// | keyTop, capturedStack,  | told apart, path            |                         |                               |
// | landingStack            |                             |                         |                               |
// | sLo, sHi                | the result of shift         | shift                   | menSetwise, at once           |
// | tablesByBoard           | each board's layout         | tablesFor               | tablesFor (once per board)    |

/** The mailbox: 0 empty, else cell codes; `OFF` outside the playing squares. */
export const cells = /* @__PURE__ */ new Int8Array(1024);
/**
 * The squares of each colour as 32-bit words: 0-2 White, 3-5 Black. Bit `i & 31` of word `i >> 5`
 * for the bit index `i` of a square (`bitOf` its cell): the 0-based square, or on the 10x10 board
 * its ghost index P (see {@link menSetwise10}).
 */
export const occupied = /* @__PURE__ */ new Int32Array(6);
/** The squares holding a king, as three words. */
export const kingsOccupied = /* @__PURE__ */ new Int32Array(3);

let dirs: Int32Array = /* @__PURE__ */ new Int32Array(8);
let cellOf: Int16Array = /* @__PURE__ */ new Int16Array(0);
let sqOf: Int16Array = /* @__PURE__ */ new Int16Array(0);
/** The bit index of each cell in the occupancy words (see `occupied`). */
export let bitOf: Int16Array = /* @__PURE__ */ new Int16Array(0);
/** The cell of each bit index. */
let cellOfBit: Int16Array = /* @__PURE__ */ new Int16Array(0);
let crown: Uint8Array = /* @__PURE__ */ new Uint8Array(0);
let setwise = false;
let overDelta: Int8Array = /* @__PURE__ */ new Int8Array(16);
let jumps: Int32Array = /* @__PURE__ */ new Int32Array(0);
let stepFrom: Int32Array = /* @__PURE__ */ new Int32Array(32);
let validLo = 0;
let validHi = 0;
export let ghost10 = false;
export let distinctOnly = false;
/** Count captures without writing them (perft leaves, per path): memory stays bounded. */
let countOnly = false;
let counted = 0;
/** The king-move limit of article 17 (0: none). */
export let limit = 0;
/**
 * The cell of the king that may not make a quiet move now (article 17), `ANY_KING` for every
 * king, `NO_KING` for none. Set by the caller before generating.
 */
let barred = NO_KING;

/** The move records; grows when needed, never per node. */
export let records: Int32Array = /* @__PURE__ */ new Int32Array(49152);

/** The capture search: the enemy's colour, the mover's crowning bit, the piece's cell. */
let opp = BLACK;
let ownCrown = WHITE;
let from = 0;
/** 1 when the moving piece is a king (the value rule of article 11 weighs it). */
let byKing = 0;
/** Where the records of this call begin and end, and the best value written there. */
let nodeStart = 0;
let top = 0;
let best = 0;
/** The cells jumped and landed on along the path being searched. */
const capturedStack = /* @__PURE__ */ new Int32Array(64);
const landingStack = /* @__PURE__ */ new Int32Array(64);
/**
 * The moves counted distinct so far (`from, to, mask0-2` each, 256 to start); grows when needed,
 * never per node. A literal size: esbuild keeps an unused `new Int32Array(5 * 256)` in bundles
 * without this module's code despite the annotation (the English-only bundle test saw it).
 */
let keys: Int32Array = /* @__PURE__ */ new Int32Array(1280);
let keyTop = 0;

/** The result of {@link shift}: low and high words. */
let sLo = 0;
let sHi = 0;

/**
 * The men that can begin a capture, as found by the last {@link menSetwise} or
 * {@link menSetwise10} (bit indices, low and high words): the capture search starts only from them,
 * not from every man (docs/performance.md#frisian).
 */
export let capturersLo = 0;
export let capturersHi = 0;

/**
 * The jump sets of the last {@link menSetwise10}, by P: the squares from which a man could jump
 * in each direction now (an enemy piece one step away, an empty square behind it), whoever
 * stands there. Up-left, up-right, down-left, down-right, left, up, down, right.
 */
export let jUlLo = 0;
export let jUlHi = 0;
export let jUrLo = 0;
export let jUrHi = 0;
export let jDlLo = 0;
export let jDlHi = 0;
export let jDrLo = 0;
export let jDrHi = 0;
export let jLLo = 0;
export let jLHi = 0;
export let jULo = 0;
export let jUHi = 0;
export let jDLo = 0;
export let jDHi = 0;
export let jRLo = 0;
export let jRHi = 0;
/** The men of the last {@link menSetwise10} (by P). */
export let gMenLo = 0;
export let gMenHi = 0;

/**
 * The 10x10 position as the set-wise code reads it, by P: White, Black and kings, low and high
 * words. Module variables, not `occupied`: the words perft loads every position here, and a
 * typed array's loads and stores cost more (docs/performance.md#frisian). The mailbox
 * code copies `occupied` here first (`syncGhostWords`).
 */
export let gW0 = 0;
export let gW1 = 0;
export let gB0 = 0;
export let gB1 = 0;
export let gK0 = 0;
export let gK1 = 0;

/** Each board's layout, built once (`tablesFor`). */
const tablesByBoard = /* @__PURE__ */ new Map<string, FrisianTables>();

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
  /**
   * The 10x10 board numbered as in International draughts: the men are found set-wise on the
   * ghost-square layout instead (see {@link menSetwise10}). False forces the general set-wise
   * code, which the tests compare it with.
   */
  readonly ghost10: boolean;
  /** On that board, the ghost index P of each cell (-1 off the board). */
  readonly ghostOf: Int16Array;
  /** On that board, the cell of each ghost index P. */
  readonly cellOfGhost: Int16Array;
}

/** The direction straight back from each direction (back over the piece just jumped). */
export const BACK = /* @__PURE__ */ Int8Array.of(3, 2, 1, 0, 7, 6, 5, 4);

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
    for (const sq of crowningSquaresOf(board, 'white').squares()) crown[cellOf[sq - 1]!]! |= WHITE;
    for (const sq of crowningSquaresOf(board, 'black').squares()) crown[cellOf[sq - 1]!]! |= BLACK;
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
    let ghost10 = setwise && board.squareCount === 50 && board.cols === 10;
    for (let sq = 0; sq < board.squareCount && ghost10; sq++) {
      // Square 1 on the top row's second column, rows of five from left to right.
      const { row, col } = board.coords(sq + 1);
      const r = Math.floor(sq / 5);
      if (row !== r || col !== 2 * (sq % 5) + (r % 2 === 0 ? 1 : 0)) ghost10 = false;
    }
    const ghostOf = new Int16Array(ghost10 ? cellCount : 0).fill(-1);
    const cellOfGhost = new Int16Array(ghost10 ? 64 : 0);
    for (let sq = 0; sq < board.squareCount && ghost10; sq++) {
      const p = sq + Math.floor(sq / 10) + 6;
      ghostOf[cellOf[sq]!] = p;
      cellOfGhost[p] = cellOf[sq]!;
    }
    tables = {
      squares: board.squareCount,
      cellCount,
      cellOf,
      sqOf,
      dirs,
      crown,
      setwise,
      over,
      land,
      jumpFrom,
      stepFrom,
      valid,
      jumps: Int32Array.from(jumps),
      ghost10,
      ghostOf,
      cellOfGhost,
    };
    tablesByBoard.set(board.key, tables);
  }
  return tables;
}

/** Selects the board and the options for the following calls; clears the mailbox. */
export function configure(tables: FrisianTables, distinct: boolean, kingMoveLimit: number): void {
  dirs = tables.dirs;
  cellOf = tables.cellOf;
  sqOf = tables.sqOf;
  crown = tables.crown;
  setwise = tables.setwise;
  overDelta = tables.over;
  jumps = tables.jumps;
  stepFrom = tables.stepFrom;
  validLo = tables.valid[0]!;
  validHi = tables.valid[1]!;
  ghost10 = tables.ghost10;
  bitOf = ghost10 ? tables.ghostOf : sqOf;
  cellOfBit = ghost10 ? tables.cellOfGhost : cellOf;
  distinctOnly = distinct;
  limit = kingMoveLimit;
  cells.fill(OFF, 0, tables.cellCount);
  for (let sq = 0; sq < tables.squares; sq++) cells[cellOf[sq]!] = 0;
  occupied.fill(0);
  kingsOccupied.fill(0);
}

/** Puts a piece (`code`: colour, maybe `KING`) on 0-based square `sq`. */
export function put(sq: number, code: number): void {
  const c = cellOf[sq]!;
  cells[c] = code;
  const i = bitOf[c]!;
  occupied[(code & WHITE ? 0 : 3) + (i >>> 5)] |= 1 << (i & 31);
  if ((code & KING) !== 0) kingsOccupied[i >>> 5] |= 1 << (i & 31);
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
  return (
    ((occupied[at]! & ~kingsOccupied[0]!) |
      (occupied[at + 1]! & ~kingsOccupied[1]!) |
      (occupied[at + 2]! & ~kingsOccupied[2]!)) !==
    0
  );
}

// ---------------------------------------------------------------------------------------------
// Capture search.

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
    keyTop = 0;
  }
  // Distinct counting (only men on the board, see countMoves in perft.ts): two paths of a man that take the
  // same one or two men are the same path (the other order would need a jump that is no step of
  // a man); three can close a triangle (diagonal, diagonal, along the row) either way round, so
  // from three on each move is kept as a key, its end and captured set, and compared.
  if (countOnly && (!distinctOnly || captures < 3)) {
    counted++;
    return;
  }
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < captures; i++) {
    const sq = bitOf[capturedStack[i]!]!;
    if (sq < 32) m0 |= 1 << sq;
    else if (sq < 64) m1 |= 1 << (sq - 32);
    else m2 |= 1 << (sq - 64);
  }
  if (countOnly) {
    for (let k = 0; k < keyTop; k += 5) {
      if (keys[k] === from && keys[k + 1] === to && keys[k + 2] === m0 && keys[k + 3] === m1 && keys[k + 4] === m2)
        return;
    }
    if (keyTop + 5 > keys.length) {
      const bigger = new Int32Array(2 * keys.length);
      bigger.set(keys);
      keys = bigger;
    }
    keys[keyTop] = from;
    keys[keyTop + 1] = to;
    keys[keyTop + 2] = m0;
    keys[keyTop + 3] = m1;
    keys[keyTop + 4] = m2;
    keyTop += 5;
    counted++;
    return;
  }
  if (distinctOnly && (byKing !== 0 || captures >= 3)) {
    // The same from, to and captured set is the same move, whatever the path (a man's paths
    // differ in those when they take one or two men: see above).
    for (let r = nodeStart; r < top; r = next(r)) {
      if (
        records[r] === from &&
        records[r + R_TO] === to &&
        records[r + R_MASK] === m0 &&
        records[r + R_MASK + 1] === m1 &&
        records[r + R_MASK + 2] === m2
      )
        return;
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
  const ds = dirs;
  const enemy = opp;
  for (let d = 0; d < 8; d++) {
    const step = ds[d]!;
    const over = c + step;
    const cell = cells[over]!;
    // An enemy piece not yet jumped (OFF has no colour bit).
    if ((cell & (enemy | TAKEN)) !== enemy) continue;
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
export function generateCaptures(color: number, base: number): number {
  opp = color ^ (WHITE | BLACK);
  ownCrown = color;
  nodeStart = base;
  top = base;
  best = -1;
  counted = 0;
  keyTop = 0;
  const at = color === WHITE ? 0 : 3;
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    // Set-wise boards: the kings, and only the men that have a first jump (menSetwise ran on
    // this position just before: generate and perft's countMoves call quietCountOrCapture first).
    if (setwise) bits &= kingsOccupied[w]! | (w === 0 ? capturersLo : w === 1 ? capturersHi : 0);
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const c = cellOfBit[32 * w + 31 - Math.clz32(low)]!;
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

/** Sets the men that can begin a capture (see `capturersLo`): the perft's counters of single jumps find them too. */
export function setCapturers(lo: number, hi: number): void {
  capturersLo = lo;
  capturersHi = hi;
}

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

// ---------------------------------------------------------------------------------------------
// The 10x10 board (International numbering) set-wise on ghost squares.
//
// As in src/rules/flying/movegen10.ts, the 50 squares are laid out 11 to two rows, 0-based square
// `sq` at index `P = sq + floor(sq / 10) + 6` of two 32-bit words, with a ghost bit between row
// pairs (on this board the occupancy words are kept so, `ghostOf`, so nothing is converted): every one of the eight directions is then one fixed shift, -6 up-left, -5 up-right, +5
// down-left, +6 down-right, -1 left and +1 right (the next square of the same row), -11 up and
// +11 down (the same column two rows away). Steps off the board land on a ghost or padding bit,
// never empty and never a piece, except along a row, where P + 1 of a row's last square is the
// first square of the next row: the jumps along rows come only from the squares with two more
// of their row on that side (`G.LEFT_LO`, `G.RIGHT_LO`). The general code above loops over twelve
// shift groups with shifts read from tables and both signs tested, which costs more
// (docs/performance.md#frisian).

/**
 * The constants of the 10x10 words code as a const enum, which esbuild writes into the code as
 * literals: a module constant is a context load and a small-integer check at each use in the
 * hottest functions (docs/performance.md#what-v8-rewards).
 */
export const enum G {
  /** The playing squares as bits of the ghost words (index P), as in the flying 10x10 generator: P 6-15, 17-26, 28-31. */
  VALID_LO = -134283328, // 0xf7feffc0
  /** P 32-37, 39-48, 50-59. */
  VALID_HI = 268304319, // 0x0ffdffbf
  /**
   * The squares (by P) with two more squares of their row to the left (the third to fifth of a
   * row, `sq % 5 >= 2`), low and high word, and to the right (the first to third, `sq % 5 <= 2`).
   */
  LEFT_LO = -952572160, // 0xc738e700
  LEFT_HI = 242339385, // 0x0e71ce39
  RIGHT_LO = 1909340608, // 0x71ce39c0
  RIGHT_HI = 60584846, // 0x039c738e
  /** White crowns on P 6-10 (row 0), Black on P 55-59 (row 9). */
  WHITE_CROWN_LO = 0x7c0,
  BLACK_CROWN_HI = 0xf800000,
  /** Words a child takes on `wordChildren`: White lo, hi, Black lo, hi, kings lo, hi, tag. */
  STRIDE = 7,
  /**
   * A padding index: never empty, never a piece (bit 5 of the low word is no playing square), the
   * step off the board in `W_STEPS`, so that every index read stays within 0-63.
   */
  OFF = 5,
  /** The colours, `NO_KING` and `ANY_KING` as literals. */
  WHITE = 1,
  BLACK = 2,
  NO_KING = -1,
  ANY_KING = -2,
}

/** Loads a 10x10 position into the set-wise code's words (the words perft, src/rules/frisian/perft.ts). */
export function loadWords(w0: number, w1: number, b0: number, b1: number, k0: number, k1: number): void {
  gW0 = w0;
  gW1 = w1;
  gB0 = b0;
  gB1 = b1;
  gK0 = k0;
  gK1 = k1;
}

/** Copies the occupancy words of the mailbox code to the set-wise code's (10x10). */
export function syncGhostWords(): void {
  gW0 = occupied[0]!;
  gW1 = occupied[1]!;
  gB0 = occupied[3]!;
  gB1 = occupied[4]!;
  gK0 = kingsOccupied[0]!;
  gK1 = kingsOccupied[1]!;
}

/**
 * {@link menSetwise} on the 10x10 board, every shift a constant: -1 when a man of `color` can
 * capture (the men that can are left in `capturersLo`, `capturersHi`), else the number of the
 * men's quiet moves. When it returns -1 it leaves the men and the jump sets for
 * `countSingleJumps10` (perft.ts).
 */
export function menSetwise10(color: number): number {
  const white = color === G.WHITE;
  const menLo = (white ? gW0 : gB0) & ~gK0;
  const menHi = (white ? gW1 : gB1) & ~gK1;
  const enLo = white ? gB0 : gW0;
  const enHi = white ? gB1 : gW1;
  const emptyLo = ~(gW0 | gB0) & G.VALID_LO;
  const emptyHi = ~(gW1 | gB1) & G.VALID_HI;
  // Up-left (-6): bit Q of t is an enemy on Q with Q - 6 empty; bit P of the jump set is t's
  // bit P - 6. The same for the other directions, shifts left for negative steps.
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
  const cLo = menLo & (ulLo | urLo | dlLo | drLo | lLo | rLo | uLo | dLo);
  const cHi = menHi & (ulHi | urHi | dlHi | drHi | lHi | rHi | uHi | dHi);
  if ((cLo | cHi) !== 0) {
    capturersLo = cLo;
    capturersHi = cHi;
    gMenLo = menLo;
    gMenHi = menHi;
    jUlLo = ulLo;
    jUlHi = ulHi;
    jUrLo = urLo;
    jUrHi = urHi;
    jDlLo = dlLo;
    jDlHi = dlHi;
    jDrLo = drLo;
    jDrHi = drHi;
    jLLo = lLo;
    jLHi = lHi;
    jRLo = rLo;
    jRHi = rHi;
    jULo = uLo;
    jUHi = uHi;
    jDLo = dLo;
    jDHi = dHi;
    return -1;
  }
  capturersLo = 0;
  capturersHi = 0;
  // Quiet steps diagonally forward: up for White, down for Black.
  if (color === G.WHITE) {
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

/**
 * One pass over the pieces of `color`: -1 when some piece can capture, otherwise the number of
 * quiet moves (the barred king's not counted, article 17). Men set-wise where the board allows.
 */
export function quietCountOrCapture(color: number): number {
  let n = 0;
  if (setwise) {
    if (ghost10) syncGhostWords();
    n = ghost10 ? menSetwise10(color) : menSetwise(color);
    if (n < 0) return -1;
    // No king on the board (most positions): the men were all.
    if ((kingsOccupied[0]! | kingsOccupied[1]! | kingsOccupied[2]!) === 0) return n;
  }
  const enemy = color ^ (G.WHITE | G.BLACK);
  const f0 = dirs[color === G.WHITE ? 0 : 2]!;
  const f1 = dirs[color === G.WHITE ? 1 : 3]!;
  const at = color === G.WHITE ? 0 : 3;
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    if (setwise) bits &= kingsOccupied[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const c = cellOfBit[32 * w + 31 - Math.clz32(low)]!;
      if ((cells[c]! & KING) !== 0) {
        const quiet = barred === G.NO_KING || (barred !== G.ANY_KING && barred !== c);
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

/** Writes the steps of the men `lo`, `hi` (ghost words) to the square `delta` away (ghost indices). */
function menQuiet10(lo: number, hi: number, delta: number, color: number): void {
  while (lo !== 0) {
    const low = lo & -lo;
    lo ^= low;
    const p = 31 - Math.clz32(low);
    const to = cellOfBit[p + delta]!;
    emitQuiet(cellOfBit[p]!, to, (crown[to]! & color) !== 0);
  }
  while (hi !== 0) {
    const low = hi & -hi;
    hi ^= low;
    const p = 63 - Math.clz32(low);
    const to = cellOfBit[p + delta]!;
    emitQuiet(cellOfBit[p]!, to, (crown[to]! & color) !== 0);
  }
}

/**
 * Writes the quiet moves of `color` at `top`: men one step diagonally forward, kings fly. On the
 * 10x10 board the men's steps come set-wise from the ghost words, kings from the mailbox.
 */
function generateQuiet(color: number): void {
  const d0 = color === G.WHITE ? 0 : 2;
  const at = color === G.WHITE ? 0 : 3;
  if (ghost10) {
    reserve(top + 8 * 2 * 50);
    const menLo = occupied[at]! & ~kingsOccupied[0]!;
    const menHi = occupied[at + 1]! & ~kingsOccupied[1]!;
    const emptyLo = ~(occupied[0]! | occupied[3]!) & G.VALID_LO;
    const emptyHi = ~(occupied[1]! | occupied[4]!) & G.VALID_HI;
    if (color === G.WHITE) {
      menQuiet10(menLo & (emptyLo << 6), menHi & ((emptyHi << 6) | (emptyLo >>> 26)), -6, color);
      menQuiet10(menLo & (emptyLo << 5), menHi & ((emptyHi << 5) | (emptyLo >>> 27)), -5, color);
    } else {
      menQuiet10(menLo & ((emptyLo >>> 5) | (emptyHi << 27)), menHi & (emptyHi >>> 5), 5, color);
      menQuiet10(menLo & ((emptyLo >>> 6) | (emptyHi << 26)), menHi & (emptyHi >>> 6), 6, color);
    }
  }
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    if (ghost10) bits &= kingsOccupied[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const c = cellOfBit[32 * w + 31 - Math.clz32(low)]!;
      reserve(top + 8 * 4 * 12);
      if ((cells[c]! & KING) !== 0) {
        if (barred === G.ANY_KING || barred === c) continue;
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

/**
 * The number of captures of `color` (it must capture), counted without writing them where
 * `emitCapture` can (per path, or distinct with men alone).
 */
export function countCaptures(color: number, base: number): number {
  countOnly = true;
  generateCaptures(color, base);
  countOnly = false;
  return counted;
}

/** Writes every legal move of `color` at `base` (captures are compulsory); returns the end. */
export function generate(color: number, base: number): number {
  countOnly = false;
  if (quietCountOrCapture(color) < 0) return generateCaptures(color, base);
  top = base;
  generateQuiet(color);
  return top;
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
  const again = count > 0 && (king === G.NO_KING || king === fromCell);
  return ((again ? count + 1 : 1) << 10) | (rec[r + R_TO]! + 2);
}
