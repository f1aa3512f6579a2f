/**
 * The move generator of the flying-king variants (International, Brazilian, Russian, Pool,
 * Canadian): men step forward and capture forward and backward; kings move and capture at any
 * distance along a diagonal (rules-and-notation section 4.1, FMJD Annex 1 articles 3-4).
 *
 * One generator for every board size: a mailbox of the playing squares (`cells`) and a table of
 * diagonal neighbours. Rule settings that differ between these variants (the maximum-capture
 * rule, crowning in the middle of a capture) are read from module variables set once per call.
 *
 * Hot-path discipline: moves are written as variable-length records in one shared, growable
 * `Int32Array`; perft makes and unmakes moves on the mailbox; nothing is allocated per node.
 *
 * A record is `[from, to, promotes, mask0, mask1, mask2, captures, captured..., landings,
 * landing...]` with 0-based squares: `mask*` are the captured squares as three 32-bit words,
 * `captured` in capture order, `landing` the PDN 3.0 restriction-9 path after the start.
 * @module
 */
import type { BoardGeometry } from '../../core/variant.js';

/** Cell codes: a colour bit, the king bit, and a mark for pieces jumped in the current move. */
export const WHITE = 1;
/** Black piece. */
export const BLACK = 2;
/** King (with a colour bit). */
export const KING = 4;
/** A piece already jumped in the capture being searched: it stays and blocks (FMJD 4.8, 4.11). */
const TAKEN = 8;

/** Record field offsets. */
export const R_FROM = 0;
/** Destination square. */
export const R_TO = 1;
/** 1 when the moving man is crowned. */
export const R_PROMOTES = 2;
/** First captured-squares mask word. */
export const R_MASK = 3;
/** Number of captured pieces; the captured squares follow. */
export const R_CAPTURES = 6;

/** The neighbour table of a board: `table[4 * square + direction]`, -1 off the board. */
export interface FlyingTables {
  /** Number of playing squares. */
  readonly squares: number;
  /** Squares per row (half the board width). */
  readonly perRow: number;
  /** Diagonal neighbours; directions 0 up-left, 1 up-right, 2 down-left, 3 down-right. */
  readonly neighbours: Int8Array;
}

const tablesByBoard = new Map<string, FlyingTables>();

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
    tables = { squares: board.squareCount, perRow: board.cols / 2, neighbours };
    tablesByBoard.set(board.key, tables);
  }
  return tables;
}

// ---------------------------------------------------------------------------------------------
// State of the current call.

/** The mailbox: one cell per playing square (0-based), 0 when empty. */
export const cells = new Int8Array(128);
let nb: Int8Array = new Int8Array(0);
let squareCount = 0;
let perRow = 0;
let maximumRule = false;
let crownMidCapture = false;
let manCaptureDirs = 4;
let distinctOnly = false;

/** The move records; grows when needed, never per node. */
export let records: Int32Array = new Int32Array(1 << 16);

/** The rule settings this generator reads. */
export interface FlyingSettings {
  /** The capture of the most pieces is compulsory (FMJD 4.13). */
  readonly maximum: boolean;
  /** A man reaching the far row during a capture is crowned and goes on as a king (Russian). */
  readonly crownDuringCapture: boolean;
  /** Men capture backward as well as forward (FMJD 4.1). */
  readonly menCaptureBackward: boolean;
}

/** Selects the board and the rule settings for the following calls. */
export function configure(tables: FlyingTables, settings: FlyingSettings, distinct: boolean): void {
  nb = tables.neighbours;
  squareCount = tables.squares;
  perRow = tables.perRow;
  maximumRule = settings.maximum;
  crownMidCapture = settings.crownDuringCapture;
  manCaptureDirs = settings.menCaptureBackward ? 4 : 2;
  distinctOnly = distinct;
}

/** True when a man of `color` is crowned on 0-based square `sq` (White on row 0, Black on the last). */
function onCrowningRow(color: number, sq: number): boolean {
  return color === WHITE ? sq < perRow : sq >= squareCount - perRow;
}

// ---------------------------------------------------------------------------------------------
// Capture search.

let own = WHITE;
let opp = BLACK;
let from = 0;
let nodeStart = 0;
let top = 0;
let best = 0;
const capturedStack = new Int32Array(64);
const landingStack = new Int32Array(64);

function reserve(words: number): void {
  if (top + words > records.length) {
    const bigger = new Int32Array(Math.max(2 * records.length, top + words));
    bigger.set(records);
    records = bigger;
  }
}

/** Writes the capture that ends on `to` after `captures` pieces, unless a rule drops it. */
function emitCapture(to: number, captures: number, landings: number, promotes: boolean): void {
  if (maximumRule) {
    // FMJD 4.13: the capture of the most pieces is compulsory (kings count as one piece).
    if (captures < best) return;
    if (captures > best) {
      best = captures;
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
      if (records[r] === from && records[r + R_TO] === to && records[r + R_MASK] === m0 && records[r + R_MASK + 1] === m1 && records[r + R_MASK + 2] === m2) return;
    }
  }
  reserve(9 + captures + landings);
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
  rec[w++] = landings;
  for (let i = 0; i < landings; i++) rec[w++] = landingStack[i]!;
  top = w;
}

/** The offset of the record after the one at `r`. */
export function next(r: number): number {
  const afterCaptures = r + R_CAPTURES + 1 + records[r + R_CAPTURES]!;
  return afterCaptures + 1 + records[afterCaptures]!;
}

/**
 * Continues a man's capture from `sq`: a man jumps an adjacent enemy piece in any of the four
 * directions and lands right behind it (FMJD 4.2, 4.5). Returns true when it found a jump.
 */
function continueMan(sq: number, captures: number, landings: number): boolean {
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
    cells[over] = cell | TAKEN;
    capturedStack[captures] = over;
    landingStack[landings] = land;
    if (crownMidCapture && onCrowningRow(own, land)) {
      // Russian rules: a man that reaches the far row is crowned at once and goes on capturing
      // as a king; it ends the move a king.
      if (!continueKing(land, captures + 1, landings + 1, d, true)) emitCapture(land, captures + 1, landings + 1, true);
    } else if (!continueMan(land, captures + 1, landings + 1)) {
      // FMJD 4.15: a man crowned only where its capture ends.
      emitCapture(land, captures + 1, landings + 1, onCrowningRow(own, land));
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
function continueKing(sq: number, captures: number, landings: number, cameFrom: number, straight: boolean): boolean {
  let found = false;
  for (let d = 0; d < 4; d++) {
    if (d === 3 - cameFrom || (d === cameFrom && !straight)) continue;
    let s = nb[4 * sq + d]!;
    while (s >= 0 && cells[s] === 0) s = nb[4 * s + d]!;
    if (s < 0) continue;
    const cell = cells[s]!;
    if ((cell & opp) === 0 || (cell & TAKEN) !== 0) continue;
    const first = nb[4 * s + d]!;
    if (first < 0 || cells[first] !== 0) continue;
    found = true;
    cells[s] = cell | TAKEN;
    capturedStack[captures] = s;
    let goesOn = false;
    for (let land = first; land >= 0 && cells[land] === 0; land = nb[4 * land + d]!) {
      landingStack[landings] = land;
      if (continueKing(land, captures + 1, landings + 1, d, land === first)) goesOn = true;
    }
    if (!goesOn) {
      for (let land = first; land >= 0 && cells[land] === 0; land = nb[4 * land + d]!) {
        landingStack[landings] = land;
        emitCapture(land, captures + 1, landings + 1, false);
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
  best = 1;
  for (let sq = 0; sq < squareCount; sq++) {
    const cell = cells[sq]!;
    if ((cell & color) === 0) continue;
    from = sq;
    cells[sq] = 0; // the moving piece has left its square (it may pass or end there)
    if ((cell & KING) !== 0) continueKing(sq, 0, 0, -1, true);
    else continueMan(sq, 0, 0);
    cells[sq] = cell;
  }
  return top;
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
  rec[top + 7] = 1;
  rec[top + 8] = to;
  top += 9;
}

/** Writes the quiet moves of `color` at `top`. FMJD 3.4: men one step forward; 3.9: kings fly. */
function generateQuiet(color: number): void {
  const firstDir = color === WHITE ? 0 : 2;
  for (let sq = 0; sq < squareCount; sq++) {
    const cell = cells[sq]!;
    if ((cell & color) === 0) continue;
    reserve(9 * 4 * 12);
    if ((cell & KING) !== 0) {
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

/** Writes every legal move of `color` at `base` (captures are compulsory); returns the end. */
export function generate(color: number, base: number): number {
  const end = generateCaptures(color, base);
  if (end !== base) return end;
  top = base;
  generateQuiet(color);
  return top;
}

/** The number of quiet moves of `color` (when it has no capture). */
function countQuiet(color: number): number {
  const firstDir = color === WHITE ? 0 : 2;
  let n = 0;
  for (let sq = 0; sq < squareCount; sq++) {
    const cell = cells[sq]!;
    if ((cell & color) === 0) continue;
    if ((cell & KING) !== 0) {
      for (let d = 0; d < 4; d++) {
        for (let s = nb[4 * sq + d]!; s >= 0 && cells[s] === 0; s = nb[4 * s + d]!) n++;
      }
    } else {
      const a = nb[4 * sq + firstDir]!;
      const b = nb[4 * sq + firstDir + 1]!;
      if (a >= 0 && cells[a] === 0) n++;
      if (b >= 0 && cells[b] === 0) n++;
    }
  }
  return n;
}

/** The number of legal moves of `color`, quiet moves counted without being written. */
export function countMoves(color: number, base: number): number {
  let n = 0;
  const end = generateCaptures(color, base);
  for (let r = base; r < end; r = next(r)) n++;
  return n > 0 ? n : countQuiet(color);
}

// ---------------------------------------------------------------------------------------------
// Make, unmake, perft.

/** Saved cells for unmake: 64 slots a ply (a move takes at most 36 pieces on 12x12). */
const undoStack = new Int32Array(64 * 256);

/** Plays the record at `r` on the mailbox; saves what `unmake` needs at `undo`. */
function make(r: number, undo: number): void {
  const rec = records;
  const fromSq = rec[r]!;
  const piece = cells[fromSq]!;
  undoStack[undo] = piece;
  cells[fromSq] = 0;
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) {
    const sq = rec[r + R_CAPTURES + 1 + i]!;
    undoStack[undo + 1 + i] = cells[sq]!;
    cells[sq] = 0;
  }
  cells[rec[r + R_TO]!] = rec[r + R_PROMOTES] !== 0 ? piece | KING : piece;
}

function unmake(r: number, undo: number): void {
  const rec = records;
  cells[rec[r + R_TO]!] = 0;
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) cells[rec[r + R_CAPTURES + 1 + i]!] = undoStack[undo + 1 + i]!;
  cells[rec[r]!] = undoStack[undo]!;
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
