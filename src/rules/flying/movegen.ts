/**
 * The move generator of the flying-king variants (International, Brazilian, Russian, Pool,
 * Canadian, Spanish, Portuguese, Czech, Thai): men step forward and capture forward (and, by a
 * setting, backward); kings move and capture at any distance along a diagonal (docs/sources.md,
 * rules, FMJD Annex 1 articles 3-4).
 *
 * The generic generator, for any board size and numbering: a mailbox of the playing squares
 * (`cells`) and a table of diagonal neighbours, built from the board's geometry, with the
 * crowning rows (src/board/rows.ts). The public layer (`engine.ts`) uses it for every board but
 * the standard 10x10 one, which has its own generator (`movegen10.ts`) that writes the same
 * records and is checked against this one. The rule settings (`FlyingSettings`: capture
 * precedence, weighed by the value function of src/rules/precedence.ts; crowning during a
 * capture; men capturing backward; when jumped pieces come off; where a king lands) are read
 * from module variables set once per call.
 *
 * Hot-path discipline: moves are written as variable-length records in one shared, growable
 * `Int32Array`; perft makes and unmakes moves on the mailbox; nothing is allocated per node.
 *
 * A record is `[from, to, promotes, mask0, mask1, mask2, captures, captured..., landing...]`
 * with 0-based squares: `mask*` are the captured squares as three 32-bit words, `captured` in
 * capture order, `landing` the PDN 3.0 restriction-9 path after the start. There is one landing
 * per captured piece, and a quiet move (`captures` 0) has one, its destination: the number of
 * landings is `max(captures, 1)`, so it is not stored.
 * @module
 */
import type { BoardGeometry, CrowningDuringCapture } from '../../core/variant.js';
import { popcount } from '../../core/bits.js';
import { crowningSquaresOf } from '../../board/rows.js';
import { CapturesAt, RecordField } from '../records.js';
import {
  FREE,
  MOST_PIECES,
  MOST_PIECES_THEN_KINGS,
  captureValue,
  kingOrderBit,
  precedenceCode,
} from '../precedence.js';

/** Cell codes: a colour bit, the king bit, and a mark for pieces jumped in the current move. */
export const WHITE = 1;
/** Black piece. */
export const BLACK = 2;
/** King (with a colour bit). */
export const KING = 4;
/** A piece already jumped in the capture being searched: it stays and blocks (FMJD 4.8, 4.11). */
const TAKEN = 8;

// Record field offsets: the layout of src/rules/records.ts, with three mask words. The origin
// square is at offset 0 (read as `records[r]`).
/** Destination square. */
export const R_TO = RecordField.TO;
/** 1 when the moving man is crowned. */
const R_PROMOTES = RecordField.PROMOTES;
/** First captured-squares mask word. */
export const R_MASK = RecordField.MASK;
/** Number of captured pieces; the captured squares follow. */
export const R_CAPTURES = CapturesAt.MASK96;

/** The neighbour table of a board: `table[4 * square + direction]`, -1 off the board. */
export interface FlyingTables {
  /** Number of playing squares. */
  readonly squares: number;
  /** Squares per row (half the board width). */
  readonly perRow: number;
  /** Diagonal neighbours; directions 0 up-left, 1 up-right, 2 down-left, 3 down-right. */
  readonly neighbours: Int8Array;
  /**
   * Set-wise steps, for boards of at most 64 squares (two 32-bit words): a step in direction d
   * from the squares of row parity p (0 even, 1 odd) adds `stepDelta[2d + p]` to the square
   * index, for the squares in `stepFrom[4d + 2p]` (low word) and `stepFrom[4d + 2p + 1]` (high).
   */
  readonly stepDelta: Int8Array;
  /** See `stepDelta`. */
  readonly stepFrom: Int32Array;
  /** True when the board fits two words and the set-wise steps apply. */
  readonly setwise: boolean;
  /**
   * Where men are crowned, read from the geometry (src/board/rows.ts): bit `WHITE` of
   * `crown[sq]` when a White man is crowned on 0-based square `sq`, bit `BLACK` for Black.
   */
  readonly crown: Uint8Array;
}

const tablesByBoard = /* @__PURE__ */ new Map<string, FlyingTables>();

/** The neighbour table of `board`, built once per board. */
export function tablesFor(board: BoardGeometry): FlyingTables {
  let tables = tablesByBoard.get(board.key);
  if (tables === undefined) {
    const neighbours = new Int8Array(4 * board.squareCount).fill(-1);
    for (let sq = 1; sq <= board.squareCount; sq++) {
      const { row, col } = board.coords(sq);
      const around = [
        board.squareAt(row - 1, col - 1),
        board.squareAt(row - 1, col + 1),
        board.squareAt(row + 1, col - 1),
        board.squareAt(row + 1, col + 1),
      ];
      for (let d = 0; d < 4; d++) if (around[d] !== undefined) neighbours[4 * (sq - 1) + d] = around[d]! - 1;
    }
    const perRow = board.cols / 2;
    const stepDelta = new Int8Array(8);
    const stepFrom = new Int32Array(16);
    const stepKnown = new Uint8Array(8);
    let setwise = board.squareCount <= 64;
    for (let sq = 0; sq < board.squareCount; sq++) {
      const parity = Math.floor(sq / perRow) % 2;
      for (let d = 0; d < 4; d++) {
        const to = neighbours[4 * sq + d]!;
        if (to < 0) continue;
        // On a diagonal board numbered along its rows (every PDN GameType numbering), the step
        // depends only on the row parity (docs/sources.md, boards and numbering); a numbering
        // where it does not falls back to the square-by-square tests.
        if (stepKnown[2 * d + parity] !== 0 && stepDelta[2 * d + parity] !== to - sq) setwise = false;
        stepKnown[2 * d + parity] = 1;
        stepDelta[2 * d + parity] = to - sq;
        if (sq < 64) stepFrom[4 * d + 2 * parity + (sq >>> 5)]! |= 1 << (sq & 31);
      }
    }
    const crown = new Uint8Array(board.squareCount);
    for (const sq of crowningSquaresOf(board, 'white').squares()) crown[sq - 1]! |= WHITE;
    for (const sq of crowningSquaresOf(board, 'black').squares()) crown[sq - 1]! |= BLACK;
    tables = { squares: board.squareCount, perRow, neighbours, stepDelta, stepFrom, setwise, crown };
    tablesByBoard.set(board.key, tables);
  }
  return tables;
}

// ---------------------------------------------------------------------------------------------
// State of the current call: every variable that carries something from one function to
// another, declared here and nowhere else (plain module variables: the search reads them at every
// jump; docs/performance.md#what-v8-rewards).
//
// | variable                           | holds                                        | written by                         | read after a call by                     |
// | ---------------------------------- | -------------------------------------------- | ---------------------------------- | ---------------------------------------- |
// | cells, occupied, kingsOccupied     | the loaded position: mailbox and words       | load (engine.ts), make, unmake; the search marks the pieces it jumps and puts them back | generate, the search, quiet moves, perftCells |
// | nb, stepDelta, stepFrom, setwise, crown | the board's tables (tablesFor)          | configure                          | the search, quiet moves, step            |
// | precedence ... distinctOnly        | the rule settings                            | configure                          | the search, emitCapture, valueOf         |
// | records                            | the move records of the last generate        | ensureRecords (grows it)           | engine.ts, moves10.ts, movegen10.ts, make |
// | own, opp, from, fromMan            | the side searched, the piece and its kind    | generateCaptures                   | the search, emitCapture, valueOf         |
// | nodeStart, top, best               | where the node's records start and end, the best value so far | generate, generateCaptures, emitCapture, emitQuiet | generate's callers (the end it returns) |
// | capturedStack, capturedKing, landingStack | the path of the capture being built   | continueMan, continueKing          | emitCapture, valueOf                     |
// | stepLo, stepHi                     | the result of step                           | step                               | quietCountOrCapture                      |
// | undoStack                          | the cells make saved, a ply each             | make                               | unmake                                   |

/** The mailbox: one cell per playing square (0-based), 0 when empty. */
export const cells = /* @__PURE__ */ new Int8Array(128);
/**
 * The squares of each colour as 32-bit words, kept beside the mailbox so that loops visit only
 * the pieces of one side: words 0-2 for White, 3-5 for Black (bit `sq & 31` of word `sq >> 5`).
 */
export const occupied = /* @__PURE__ */ new Int32Array(6);
/** The squares holding a king of either colour, as three words. */
export const kingsOccupied = /* @__PURE__ */ new Int32Array(3);

// Board and settings.
let nb: Int8Array = /* @__PURE__ */ new Int8Array(0);
let stepDelta: Int8Array = /* @__PURE__ */ new Int8Array(8);
let stepFrom: Int32Array = /* @__PURE__ */ new Int32Array(16);
let setwise = false;
let crown: Uint8Array = /* @__PURE__ */ new Uint8Array(0);
/** The precedence code of src/rules/precedence.ts. */
let precedence = FREE;
/** The precedence weighs the kings taken (most pieces then kings). */
let weighsKings = false;
let crownMidCapture = false;
/** A man that reaches the far row during a capture is crowned and its move ends there. */
let crownEndsCapture = false;
let manCaptureDirs = 4;
/** Jumped pieces come off at once (Thai), instead of staying until the move ends (FMJD 4.11). */
let immediateRemoval = false;
/** A flying king lands on the square right behind the piece it takes (Thai). */
let nextBeyond = false;
let distinctOnly = false;

/** The move records; grows when needed, never per node. */
export let records: Int32Array = /* @__PURE__ */ new Int32Array(1 << 16);

// The capture search; step's result; make's saved cells.
let own = WHITE;
let opp = BLACK;
let from = 0;
/** The moving piece started as a man: if the king search runs for it, it was crowned on the way. */
let fromMan = false;
let nodeStart = 0;
let top = 0;
let best = 0;
const capturedStack = /* @__PURE__ */ new Int32Array(64);
/** 1 when the piece taken at that index of `capturedStack` is a king (for the precedence value). */
const capturedKing = /* @__PURE__ */ new Uint8Array(64);
/** The landing square of each jump, indexed like `capturedStack` (one landing per jump). */
const landingStack = /* @__PURE__ */ new Int32Array(64);
/** The result of {@link step}: low and high words. */
let stepLo = 0;
let stepHi = 0;
/** Saved cells for unmake: 64 slots a ply (a move takes at most 36 pieces on 12x12). */
const undoStack = /* @__PURE__ */ new Int32Array(16384);

/** Word index of the first occupancy word of `color`. */
const occupancyBase = (color: number): number => (color === WHITE ? 0 : 3);

function occupy(color: number, sq: number): void {
  occupied[occupancyBase(color) + (sq >>> 5)] |= 1 << (sq & 31);
}

function vacate(color: number, sq: number): void {
  occupied[occupancyBase(color) + (sq >>> 5)] &= ~(1 << (sq & 31));
}

/**
 * The rule settings the flying-king generators read (the rule settings of `RuleSettings` that
 * they implement; `flyingEngine` takes exactly these).
 */
export interface FlyingSettings {
  /** How the capture to play is chosen (src/rules/precedence.ts); Italian's is not played here. */
  readonly capturePrecedence: 'free' | 'maximum-pieces' | 'most-pieces-then-kings' | 'king-must-capture';
  /** What a man reaching the far row during a capture does. */
  readonly crowningDuringCapture: CrowningDuringCapture;
  /** Men capture backward as well as forward (FMJD 4.1). */
  readonly menCaptureBackward: boolean;
  /** When jumped pieces come off (FMJD 4.11: at the end; Thai: at once). */
  readonly captureRemoval: 'end-of-move' | 'immediate';
  /** Where a king lands after a capture (FMJD 4.3: any empty square beyond; Thai: right behind). */
  readonly kingLanding: 'any-beyond' | 'next-beyond';
}

/** Selects the board and the rule settings for the following calls. */
export function configure(tables: FlyingTables, settings: FlyingSettings, distinct: boolean): void {
  nb = tables.neighbours;
  stepDelta = tables.stepDelta;
  stepFrom = tables.stepFrom;
  setwise = tables.setwise;
  crown = tables.crown;
  precedence = precedenceCode(settings.capturePrecedence);
  weighsKings = precedence === MOST_PIECES_THEN_KINGS;
  crownMidCapture = settings.crowningDuringCapture === 'continues-as-king';
  crownEndsCapture = settings.crowningDuringCapture === 'ends-move';
  manCaptureDirs = settings.menCaptureBackward ? 4 : 2;
  immediateRemoval = settings.captureRemoval === 'immediate';
  nextBeyond = settings.kingLanding === 'next-beyond';
  distinctOnly = distinct;
}

/** True when a man of `color` is crowned on 0-based square `sq` (its far row, from the geometry). */
function onCrowningRow(color: number, sq: number): boolean {
  return (crown[sq]! & color) !== 0;
}

// ---------------------------------------------------------------------------------------------
// Capture search.

function reserve(words: number): void {
  if (top + words > records.length) ensureRecords(top + words);
}

/**
 * Grows `records` (keeping its content) so that it holds at least `words` words; returns it. The
 * 10x10 generator writes its records here too.
 */
export function ensureRecords(words: number): Int32Array {
  if (words > records.length) {
    const bigger = new Int32Array(Math.max(2 * records.length, words));
    bigger.set(records);
    records = bigger;
  }
  return records;
}

/**
 * The value of the capture being built, `captures` pieces long, under the precedence rule
 * (src/rules/precedence.ts): the kings taken are counted only when the rule weighs them.
 */
function valueOf(captures: number): number {
  if (precedence === FREE) return 0;
  if (precedence === MOST_PIECES) return captures;
  let kings = 0;
  let order = 0;
  if (weighsKings) {
    for (let i = 0; i < captures; i++) {
      if (capturedKing[i] !== 0) {
        kings++;
        order += kingOrderBit(i);
      }
    }
  }
  return captureValue(precedence, captures, kings, fromMan ? 0 : 1, order);
}

/**
 * Writes the capture that ends on `to` after `captures` pieces, unless the precedence rule drops
 * it: only the captures of the highest value are kept (a higher value discards those written).
 */
function emitCapture(to: number, captures: number, promotes: boolean): void {
  if (precedence !== FREE) {
    const value = valueOf(captures);
    if (value < best) return;
    if (value > best) {
      best = value;
      top = nodeStart;
    }
  }
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < captures; i++) {
    const sq = capturedStack[i]!;
    if (sq < 32) m0 |= 1 << sq;
    else if (sq < 64) m1 |= 1 << (sq - 32);
    else m2 |= 1 << (sq - 64);
  }
  if (distinctOnly) {
    // The same from, to and captured set is the same move, whatever the path (a loop).
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
  reserve(7 + 2 * captures);
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
  // One landing per jump.
  for (let i = 0; i < captures; i++) rec[w++] = landingStack[i]!;
  top = w;
}

/**
 * The offset of the record after the one at `r`: a quiet move is 8 words (its one landing is
 * its destination), a capture `7 + 2 * captures` (the captured squares, then one landing each).
 */
export function next(r: number): number {
  const captures = records[r + R_CAPTURES]!;
  return captures === 0 ? r + R_CAPTURES + 2 : r + R_CAPTURES + 1 + 2 * captures;
}

/**
 * Continues a man's capture from `sq`: a man jumps an adjacent enemy piece in any of the four
 * directions and lands right behind it (FMJD 4.2, 4.5). Returns true when it found a jump.
 */
function continueMan(sq: number, captures: number): boolean {
  let found = false;
  // Men that capture forward only search their two forward directions.
  const firstDir = manCaptureDirs === 4 ? 0 : own === WHITE ? 0 : 2;
  for (let d = firstDir; d < firstDir + manCaptureDirs; d++) {
    const over = nb[4 * sq + d]!;
    if (over < 0) continue;
    const cell = cells[over]!;
    if ((cell & opp) === 0 || (cell & TAKEN) !== 0) continue;
    const land = nb[4 * over + d]!;
    if (land < 0 || cells[land] !== 0) continue;
    found = true;
    // A jumped piece stays and blocks until the move ends (FMJD 4.11), or comes off at once (Thai).
    cells[over] = immediateRemoval ? 0 : cell | TAKEN;
    capturedStack[captures] = over;
    capturedKing[captures] = cell & KING;
    landingStack[captures] = land;
    if ((crownMidCapture || crownEndsCapture) && onCrowningRow(own, land)) {
      if (crownEndsCapture) {
        // English, Thai: a man that reaches the far row is crowned and its move ends there.
        emitCapture(land, captures + 1, true);
      } else if (!continueKing(land, captures + 1, d, true)) {
        // Russian rules: a man that reaches the far row is crowned at once and goes on capturing
        // as a king; it ends the move a king.
        emitCapture(land, captures + 1, true);
      }
    } else if (!continueMan(land, captures + 1)) {
      // FMJD 4.15: a man crowned only where its capture ends.
      emitCapture(land, captures + 1, onCrowningRow(own, land));
    }
    cells[over] = cell;
  }
  return found;
}

/**
 * Continues a king's capture from `sq`. The king flies to the first piece on a diagonal; if it is
 * an enemy piece not yet jumped with an empty square behind it, the king jumps it and may stop
 * on any empty square behind (FMJD 4.3, 4.6). It must go on while it can: if it can capture again
 * from some of those squares, it lands only on those. Jumped pieces stay and block (4.8, 4.11);
 * empty squares may be crossed twice (4.7).
 *
 * Paths follow PDN 3.0 restriction 9: going on in the same direction is searched once, from the
 * square right behind the jumped piece, so that pausing elsewhere on the line is not another path.
 * `cameFrom` is the direction of the last jump (-1 at the start); `straight` allows going on in it.
 */
function continueKing(sq: number, captures: number, cameFrom: number, straight: boolean): boolean {
  let found = false;
  for (let d = 0; d < 4; d++) {
    // Straight back would meet the piece just jumped, which blocks (FMJD 4.11); when it came
    // off at once (Thai), the king may fly back over its square.
    if ((d === 3 - cameFrom && !immediateRemoval) || (d === cameFrom && !straight)) continue;
    let s = nb[4 * sq + d]!;
    while (s >= 0 && cells[s] === 0) s = nb[4 * s + d]!;
    if (s < 0) continue;
    const cell = cells[s]!;
    if ((cell & opp) === 0 || (cell & TAKEN) !== 0) continue;
    const first = nb[4 * s + d]!;
    if (first < 0 || cells[first] !== 0) continue;
    found = true;
    cells[s] = immediateRemoval ? 0 : cell | TAKEN;
    capturedStack[captures] = s;
    capturedKing[captures] = cell & KING;
    // Thai: the king lands right behind the piece it takes; FMJD 4.3: on any empty square beyond.
    const last = nextBeyond ? first : -1;
    let goesOn = false;
    for (let land = first; land >= 0 && cells[land] === 0; land = land === last ? -1 : nb[4 * land + d]!) {
      landingStack[captures] = land;
      if (continueKing(land, captures + 1, d, land === first)) goesOn = true;
    }
    if (!goesOn) {
      for (let land = first; land >= 0 && cells[land] === 0; land = land === last ? -1 : nb[4 * land + d]!) {
        landingStack[captures] = land;
        // A man crowned during this capture (Russian) ends it a king wherever it stops.
        emitCapture(land, captures + 1, fromMan);
      }
    }
    cells[s] = cell;
  }
  return found;
}

/** Writes the captures of the side `color` at `base`; returns the end offset (= base if none). */
function generateCaptures(color: number, base: number): number {
  own = color;
  opp = color ^ (WHITE | BLACK);
  nodeStart = base;
  top = base;
  best = -1;
  const at = occupancyBase(color);
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const sq = 32 * w + 31 - Math.clz32(low);
      const cell = cells[sq]!;
      if (!canCapture(sq, cell)) continue;
      from = sq;
      fromMan = (cell & KING) === 0;
      cells[sq] = 0; // the moving piece has left its square (it may pass or end there)
      if ((cell & KING) !== 0) continueKing(sq, 0, -1, true);
      else continueMan(sq, 0);
      cells[sq] = cell;
    }
  }
  return top;
}

/** True when the piece `cell` on `sq` has a first jump (before any piece is marked as taken). */
function canCapture(sq: number, cell: number): boolean {
  if ((cell & KING) !== 0) {
    for (let d = 0; d < 4; d++) {
      let s = nb[4 * sq + d]!;
      while (s >= 0 && cells[s] === 0) s = nb[4 * s + d]!;
      if (s >= 0 && (cells[s]! & opp) !== 0) {
        const behind = nb[4 * s + d]!;
        if (behind >= 0 && cells[behind] === 0) return true;
      }
    }
    return false;
  }
  const firstDir = manCaptureDirs === 4 ? 0 : own === WHITE ? 0 : 2;
  for (let d = firstDir; d < firstDir + manCaptureDirs; d++) {
    const over = nb[4 * sq + d]!;
    if (over < 0 || (cells[over]! & opp) === 0) continue;
    const behind = nb[4 * over + d]!;
    if (behind >= 0 && cells[behind] === 0) return true;
  }
  return false;
}

/** One diagonal step in direction `d` of every square of `(lo, hi)`, set-wise (boards of up to 64 squares). */
function step(lo: number, hi: number, d: number): void {
  let rLo = 0;
  let rHi = 0;
  for (let parity = 0; parity < 2; parity++) {
    const aLo = lo & stepFrom[4 * d + 2 * parity]!;
    const aHi = hi & stepFrom[4 * d + 2 * parity + 1]!;
    const delta = stepDelta[2 * d + parity]!;
    if (delta > 0) {
      rLo |= aLo << delta;
      rHi |= (aHi << delta) | (aLo >>> (32 - delta));
    } else {
      rLo |= (aLo >>> -delta) | (aHi << (32 + delta));
      rHi |= aHi >>> -delta;
    }
  }
  stepLo = rLo;
  stepHi = rHi;
}

/**
 * One pass over the pieces of `color`: -1 when some piece can capture, otherwise the number of
 * quiet moves. A man can capture when an adjacent enemy piece has an empty square behind it; a
 * king when the first piece on one of its diagonals is an enemy piece with an empty square behind.
 * Men are tested set-wise on boards of up to 64 squares, kings one by one.
 */
function quietCountOrCapture(color: number): number {
  const enemy = color ^ (WHITE | BLACK);
  const firstDir = color === WHITE ? 0 : 2;
  const manFirstDir = manCaptureDirs === 4 ? 0 : firstDir;
  const at = occupancyBase(color);
  let n = 0;
  if (setwise) {
    const ownLo = occupied[at]!;
    const ownHi = occupied[at + 1]!;
    const enemyLo = occupied[occupancyBase(enemy)]!;
    const enemyHi = occupied[occupancyBase(enemy) + 1]!;
    const menLo = ownLo & ~kingsOccupied[0]!;
    const menHi = ownHi & ~kingsOccupied[1]!;
    const emptyLo = ~(ownLo | enemyLo);
    const emptyHi = ~(ownHi | enemyHi);
    for (let d = manFirstDir; d < manFirstDir + manCaptureDirs; d++) {
      step(menLo, menHi, d);
      const overLo = stepLo & enemyLo;
      const overHi = stepHi & enemyHi;
      if ((overLo | overHi) === 0) continue;
      step(overLo, overHi, d);
      if (((stepLo & emptyLo) | (stepHi & emptyHi)) !== 0) return -1;
    }
    step(menLo, menHi, firstDir);
    n += popcount(stepLo & emptyLo) + popcount(stepHi & emptyHi);
    step(menLo, menHi, firstDir + 1);
    n += popcount(stepLo & emptyLo) + popcount(stepHi & emptyHi);
  }
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    if (setwise) bits &= kingsOccupied[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const sq = 32 * w + 31 - Math.clz32(low);
      if ((cells[sq]! & KING) !== 0) {
        for (let d = 0; d < 4; d++) {
          let s = nb[4 * sq + d]!;
          while (s >= 0 && cells[s] === 0) {
            n++;
            s = nb[4 * s + d]!;
          }
          if (s >= 0 && (cells[s]! & enemy) !== 0) {
            const behind = nb[4 * s + d]!;
            if (behind >= 0 && cells[behind] === 0) return -1;
          }
        }
      } else {
        for (let d = manFirstDir; d < manFirstDir + manCaptureDirs; d++) {
          const over = nb[4 * sq + d]!;
          if (over < 0) continue;
          const cell = cells[over]!;
          if (cell === 0) {
            if (d === firstDir || d === firstDir + 1) n++;
          } else if ((cell & enemy) !== 0) {
            const behind = nb[4 * over + d]!;
            if (behind >= 0 && cells[behind] === 0) return -1;
          }
        }
      }
    }
  }
  return n;
}

/** Writes a quiet move record. */
function emitQuiet(fromSq: number, to: number, promotes: boolean): void {
  const rec = records;
  rec[top] = fromSq;
  rec[top + 1] = to;
  rec[top + 2] = promotes ? 1 : 0;
  rec[top + 3] = 0;
  rec[top + 4] = 0;
  rec[top + 5] = 0;
  rec[top + 6] = 0;
  rec[top + 7] = to;
  top += 8;
}

/** Writes the quiet moves of `color` at `top`. FMJD 3.4: men one step forward; 3.9: kings fly. */
function generateQuiet(color: number): void {
  const firstDir = color === WHITE ? 0 : 2;
  const at = occupancyBase(color);
  for (let w = 0; w < 3; w++) {
    let bits = occupied[at + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const sq = 32 * w + 31 - Math.clz32(low);
      reserve(8 * 4 * 12);
      if ((cells[sq]! & KING) !== 0) {
        for (let d = 0; d < 4; d++) {
          for (let s = nb[4 * sq + d]!; s >= 0 && cells[s] === 0; s = nb[4 * s + d]!) emitQuiet(sq, s, false);
        }
      } else {
        for (let d = firstDir; d < firstDir + 2; d++) {
          const s = nb[4 * sq + d]!;
          if (s >= 0 && cells[s] === 0) emitQuiet(sq, s, onCrowningRow(color, s));
        }
      }
    }
  }
}

/** Writes every legal move of `color` at `base` (captures are compulsory); returns the end. */
export function generate(color: number, base: number): number {
  if (quietCountOrCapture(color) < 0) return generateCaptures(color, base);
  top = base;
  generateQuiet(color);
  return top;
}

/** The number of legal moves of `color`, quiet moves counted without being written. */
function countMoves(color: number, base: number): number {
  const quiet = quietCountOrCapture(color);
  if (quiet >= 0) return quiet;
  let n = 0;
  const end = generateCaptures(color, base);
  for (let r = base; r < end; r = next(r)) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Make, unmake, perft.

/** Plays the record at `r` on the mailbox; saves what `unmake` needs at `undo`. */
function make(r: number, undo: number): void {
  const rec = records;
  const fromSq = rec[r]!;
  const toSq = rec[r + R_TO]!;
  const piece = cells[fromSq]!;
  const color = piece & (WHITE | BLACK);
  undoStack[undo] = piece;
  cells[fromSq] = 0;
  vacate(color, fromSq);
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) {
    const sq = rec[r + R_CAPTURES + 1 + i]!;
    undoStack[undo + 1 + i] = cells[sq]!;
    if ((cells[sq]! & KING) !== 0) setKing(sq, false);
    cells[sq] = 0;
    vacate(color ^ (WHITE | BLACK), sq);
  }
  cells[toSq] = rec[r + R_PROMOTES] !== 0 ? piece | KING : piece;
  occupy(color, toSq);
  if ((cells[toSq]! & KING) !== 0) {
    if ((piece & KING) !== 0) setKing(fromSq, false);
    setKing(toSq, true);
  }
}

function setKing(sq: number, on: boolean): void {
  if (on) kingsOccupied[sq >>> 5] |= 1 << (sq & 31);
  else kingsOccupied[sq >>> 5] &= ~(1 << (sq & 31));
}

function unmake(r: number, undo: number): void {
  const rec = records;
  const piece = undoStack[undo]!;
  const color = piece & (WHITE | BLACK);
  const toSq = rec[r + R_TO]!;
  if ((cells[toSq]! & KING) !== 0) setKing(toSq, false);
  cells[toSq] = 0;
  vacate(color, toSq);
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) {
    const sq = rec[r + R_CAPTURES + 1 + i]!;
    cells[sq] = undoStack[undo + 1 + i]!;
    if ((cells[sq]! & KING) !== 0) setKing(sq, true);
    occupy(color ^ (WHITE | BLACK), sq);
  }
  cells[rec[r]!] = piece;
  if ((piece & KING) !== 0) setKing(rec[r]!, true);
  occupy(color, rec[r]!);
}

/** Perft on the mailbox as configured: leaves of the tree `depth` plies deep, `color` to move. */
export function perftCells(color: number, depth: number, bulk: boolean): number {
  if (depth === 0) return 1;
  return perftNode(color, depth, 0, 0, bulk);
}

function perftNode(color: number, depth: number, base: number, undo: number, bulk: boolean): number {
  if (bulk && depth === 1) return countMoves(color, base);
  const end = generate(color, base);
  if (depth === 1) {
    let n = 0;
    for (let r = base; r < end; r = next(r)) {
      make(r, undo);
      n++;
      unmake(r, undo);
    }
    return n;
  }
  const other = color ^ (WHITE | BLACK);
  let n = 0;
  for (let r = base; r < end; r = next(r)) {
    make(r, undo);
    n += perftNode(other, depth - 1, end, undo + 64, bulk);
    unmake(r, undo);
  }
  return n;
}
