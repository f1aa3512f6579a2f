/**
 * The move generator of Turkish draughts (docs/sources.md, Turkish rules): on all 64 squares,
 * men step one square forward or sideways and capture forward or sideways by jumping an adjacent
 * piece; kings move like a rook and capture at a distance, landing on any empty square beyond.
 * Each jumped piece comes off at once (a later jump may cross its square), a capture never turns
 * back 180 degrees between two jumps, and the capture of the most pieces is compulsory (kings
 * count as one; weighed by `captureValue` of src/rules/precedence.ts).
 *
 * Squares are 0-based here: `sq = 8 * (rank - 1) + file`, so square `n` of the board (a1 = 1 ...
 * h8 = 64) is `n - 1`. Directions: 0 north (toward rank 8, +8), 1 west (-1), 2 east (+1),
 * 3 south (-8); the opposite of `d` is `3 - d`. White men go north, Black men south.
 *
 * The state is a mailbox (`cells`) beside the squares of each colour and the kings as two 32-bit
 * words each (bit `sq & 31` of word `sq >> 5`): the men are tested set-wise (one shift per
 * direction for all of them), the kings square by square. Moves are written as records in one
 * growable `Int32Array`; perft makes and unmakes them on the mailbox; nothing is allocated per
 * node. Measured against a copy-make on six words per ply this layout was the faster one on the
 * start position, where most nodes are bulk-counted leaves (set-wise quiet counts).
 *
 * A record is `[from, to, promotes, mask0, mask1, captures, captured..., landing...]`: the masks
 * are the captured squares as two words, `captured` in capture order, `landing` the PDN 3.0
 * restriction-9 path after the start, one landing per captured piece (a quiet move has one
 * landing, its destination).
 * @module
 */
import { popcount } from '../../core/bits.js';
import { MOST_PIECES, captureValue } from '../precedence.js';
import { CapturesAt, RecordField } from '../records.js';

/** Cell code: a white piece. */
export const WHITE = 1;
/** Cell code: a black piece. */
export const BLACK = 2;
/** Cell code bit: a king (with a colour bit). */
export const KING = 4;

/** Record field offsets, the layout of src/rules/records.ts with two mask words: destination square. */
const R_TO = RecordField.TO;
/** 1 when the moving man is crowned. */
const R_PROMOTES = RecordField.PROMOTES;
/** First captured-squares mask word (squares 0-31; the next word 32-63). */
const R_MASK = RecordField.MASK;
/** Number of captured pieces; the captured squares follow, then the landings. */
const R_CAPTURES = CapturesAt.MASK64;

/** `NB[4 * sq + d]`: the square one step from `sq` in direction `d`, or -1 off the board. */
const NB = /* @__PURE__ */ neighbours();

function neighbours(): Int8Array {
  const t = new Int8Array(256).fill(-1);
  for (let sq = 0; sq < 64; sq++) {
    const rank = sq >> 3;
    const file = sq & 7;
    if (rank < 7) t[4 * sq] = sq + 8;
    if (file > 0) t[4 * sq + 1] = sq - 1;
    if (file < 7) t[4 * sq + 2] = sq + 1;
    if (rank > 0) t[4 * sq + 3] = sq - 8;
  }
  return t;
}

/** Files a and h in each 32-bit word (four ranks a word). */
const FILE_A = 0x01010101;
const FILE_H = -0x7f7f7f80; // 0x80808080 as a signed word, a literal a bundler can drop

// ---------------------------------------------------------------------------------------------
// Module state, all of it here: every variable that carries something from one function to
// another. Plain module variables, not fields of an object: the capture search reads them at
// every jump (docs/performance.md#what-v8-rewards). One call uses them at a time (none
// re-enters); engine.ts loads the position (`cells`, `occupied`, `kingsOccupied`) and configures
// the settings before each call, and reads `records` after it.
//
// | variable                        | holds                                          | written by                                     | read after a call by                        |
// | ------------------------------- | ---------------------------------------------- | ---------------------------------------------- | ------------------------------------------- |
// | cells, occupied, kingsOccupied  | the loaded position: mailbox and words         | engine.ts (load), make, unmake; the search takes the pieces it jumps off and puts them back | every generator function |
// | crownMidCapture, distinctOnly   | the settings                                   | configure                                      | continueMan; emitCapture                    |
// | countOnly, counted              | count the captures unwritten; their count      | countMoves, generate; emitCapture, generateCaptures | countMoves, generate                   |
// | records                         | the move records; a new array when it grows    | emitCapture, emitQuiet; reserve                | engine.ts, next, make, perft                |
// | own, opp, forward, from, fromMan | the side searched, its forward direction, the piece and its kind | generateCaptures        | the search, emitCapture, emitQuiet          |
// | nodeStart, top, best            | where the node's records start and end, the best value so far | generate, generateCaptures, emitCapture, emitQuiet | generate's callers (the end it returns) |
// | capturedStack, capturedKing, landingStack | the path of the capture being built  | continueMan, continueKing                      | emitCapture                                 |
// | undoStack                       | the cells make saved, a ply each               | make                                           | unmake                                      |

/** The mailbox: 0 when empty, else a colour bit and maybe `KING`. */
export const cells = /* @__PURE__ */ new Int8Array(64);
/** Squares of White (words 0, 1) and Black (words 2, 3). */
export const occupied = /* @__PURE__ */ new Int32Array(4);
/** Squares holding a king of either colour (two words). */
export const kingsOccupied = /* @__PURE__ */ new Int32Array(2);

/** Whether a man reaching the far row during a capture is crowned at once and goes on as a king. */
let crownMidCapture = false;
/** Only one record per distinct move (from, to and captured set). */
let distinctOnly = false;
/** Count captures instead of writing them (bulk counting of paths at the leaves). */
let countOnly = false;
let counted = 0;

/** The move records; grows when needed, never per node. */
export let records: Int32Array = /* @__PURE__ */ new Int32Array(24576);

// The capture search.
let own = WHITE;
let opp = BLACK;
/** Forward for the side to move: 0 (north) for White, 3 (south) for Black. */
let forward = 0;
/** The square the piece searched starts from, and whether it is a man. */
let from = 0;
let fromMan = false;
/** Where the node's records start and end, and the best value found. */
let nodeStart = 0;
let top = 0;
let best = 0;
/** The path of the capture being built: each piece taken, whether a king, each landing. */
const capturedStack = /* @__PURE__ */ new Int32Array(64);
const capturedKing = /* @__PURE__ */ new Uint8Array(64);
const landingStack = /* @__PURE__ */ new Int32Array(64);

/** Saved cells for unmake: 32 slots a ply (a move takes at most 16 pieces). */
const undoStack = /* @__PURE__ */ new Int32Array(8192);

/** Selects the settings for the following calls. */
export function configure(continuesAsKing: boolean, distinct: boolean): void {
  crownMidCapture = continuesAsKing;
  distinctOnly = distinct;
}

/** True when a man of `color` is crowned on `sq`: rank 8 for White, rank 1 for Black. */
function onCrowningRow(color: number, sq: number): boolean {
  return color === WHITE ? sq >= 56 : sq < 8;
}

/** The offset of the record after the one at `r`. */
function next(r: number): number {
  const captures = records[r + R_CAPTURES]!;
  return captures === 0 ? r + R_CAPTURES + 2 : r + R_CAPTURES + 1 + 2 * captures;
}

// ---------------------------------------------------------------------------------------------
// Capture search.

function reserve(words: number): void {
  if (top + words > records.length) {
    const bigger = new Int32Array(Math.max(2 * records.length, top + words));
    bigger.set(records);
    records = bigger;
  }
}

/**
 * Writes (or counts) the capture that ends on `to` after `captures` pieces, unless a capture of
 * higher value is known: only the captures of the highest value are kept (the capture of the
 * most pieces, kings counting as one, weighed by `captureValue`).
 */
function emitCapture(to: number, captures: number, promotes: boolean): void {
  let kings = 0;
  for (let i = 0; i < captures; i++) kings += capturedKing[i]!;
  const value = captureValue(MOST_PIECES, captures, kings, fromMan ? 0 : 1, 0);
  if (value < best) return;
  if (value > best) {
    best = value;
    top = nodeStart;
    counted = 0;
  }
  if (countOnly && !distinctOnly) {
    counted++;
    return;
  }
  let m0 = 0;
  let m1 = 0;
  for (let i = 0; i < captures; i++) {
    const sq = capturedStack[i]!;
    if (sq < 32) m0 |= 1 << sq;
    else m1 |= 1 << (sq - 32);
  }
  if (distinctOnly) {
    // The same from, to and captured set is the same move, whatever the path.
    for (let r = nodeStart; r < top; r = next(r)) {
      if (
        records[r] === from &&
        records[r + R_TO] === to &&
        records[r + R_MASK] === m0 &&
        records[r + R_MASK + 1] === m1
      )
        return;
    }
  }
  reserve(6 + 2 * captures);
  const rec = records;
  rec[top] = from;
  rec[top + 1] = to;
  rec[top + 2] = promotes ? 1 : 0;
  rec[top + 3] = m0;
  rec[top + 4] = m1;
  rec[top + 5] = captures;
  let w = top + 6;
  for (let i = 0; i < captures; i++) rec[w++] = capturedStack[i]!;
  for (let i = 0; i < captures; i++) rec[w++] = landingStack[i]!;
  top = w;
  counted++;
}

/**
 * Continues a man's capture from `sq`, its last jump made in direction `cameFrom` (-1 at the
 * start): it jumps an adjacent enemy piece forward or sideways and lands right behind it, never
 * turning straight back. The piece comes off at once. Returns true when it found a jump.
 */
function continueMan(sq: number, captures: number, cameFrom: number): boolean {
  let found = false;
  for (let k = 0; k < 3; k++) {
    // Forward, west, east.
    const d = k === 0 ? forward : k;
    if (d === 3 - cameFrom) continue;
    const over = NB[4 * sq + d]!;
    if (over < 0) continue;
    const cell = cells[over]!;
    if ((cell & opp) === 0) continue;
    const land = NB[4 * over + d]!;
    if (land < 0 || cells[land] !== 0) continue;
    found = true;
    cells[over] = 0;
    capturedStack[captures] = over;
    capturedKing[captures] = (cell & KING) === 0 ? 0 : 1;
    landingStack[captures] = land;
    if (crownMidCapture && onCrowningRow(own, land)) {
      // The other reading: crowned at once, it goes on capturing as a king.
      if (!continueKing(land, captures + 1, d, true)) emitCapture(land, captures + 1, true);
    } else if (!continueMan(land, captures + 1, d)) {
      // Crowned when the move ends on the far row (a man there can only go on sideways).
      emitCapture(land, captures + 1, onCrowningRow(own, land));
    }
    cells[over] = cell;
  }
  return found;
}

/**
 * Continues a king's capture from `sq`: along a rank or file it passes empty squares to the
 * first piece; an enemy piece with an empty square behind it is jumped and taken off at once,
 * and the king stops on any empty square beyond. It never turns straight back (`cameFrom` is the
 * direction of the last jump, -1 at the start). Going on in the same direction is searched once,
 * from the square right behind the jumped piece (`straight`), so that stopping elsewhere on the
 * line is not another path (PDN 3.0 restriction 9). If it can capture again from some landing
 * squares, it lands only on those.
 */
function continueKing(sq: number, captures: number, cameFrom: number, straight: boolean): boolean {
  let found = false;
  for (let d = 0; d < 4; d++) {
    if (d === 3 - cameFrom || (d === cameFrom && !straight)) continue;
    let s = NB[4 * sq + d]!;
    while (s >= 0 && cells[s] === 0) s = NB[4 * s + d]!;
    if (s < 0) continue;
    const cell = cells[s]!;
    if ((cell & opp) === 0) continue;
    const first = NB[4 * s + d]!;
    if (first < 0 || cells[first] !== 0) continue;
    found = true;
    cells[s] = 0;
    capturedStack[captures] = s;
    capturedKing[captures] = (cell & KING) === 0 ? 0 : 1;
    let goesOn = false;
    for (let land = first; land >= 0 && cells[land] === 0; land = NB[4 * land + d]!) {
      landingStack[captures] = land;
      if (continueKing(land, captures + 1, d, land === first)) goesOn = true;
    }
    if (!goesOn) {
      for (let land = first; land >= 0 && cells[land] === 0; land = NB[4 * land + d]!) {
        landingStack[captures] = land;
        emitCapture(land, captures + 1, fromMan);
      }
    }
    cells[s] = cell;
  }
  return found;
}

/** Writes the captures of `color` at `base`; returns the end offset (= base if none). */
function generateCaptures(color: number, base: number): number {
  own = color;
  opp = color ^ (WHITE | BLACK);
  forward = color === WHITE ? 0 : 3;
  nodeStart = base;
  top = base;
  best = -1;
  counted = 0;
  const at = color === WHITE ? 0 : 2;
  for (let w = 0; w < 2; w++) {
    let bits = occupied[at + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const sq = 32 * w + 31 - Math.clz32(low);
      const cell = cells[sq]!;
      from = sq;
      fromMan = (cell & KING) === 0;
      cells[sq] = 0; // the moving piece has left its square (it may pass or end there)
      if (fromMan) continueMan(sq, 0, -1);
      else continueKing(sq, 0, -1, true);
      cells[sq] = cell;
    }
  }
  return top;
}

// ---------------------------------------------------------------------------------------------
// Quiet moves.

/**
 * One pass over the pieces of `color`: -1 when some piece can capture, otherwise the number of
 * quiet moves. The men are tested set-wise, the kings one by one.
 */
function quietCountOrCapture(color: number): number {
  const at = color === WHITE ? 0 : 2;
  const ownLo = occupied[at]!;
  const ownHi = occupied[at + 1]!;
  const enemyLo = occupied[2 - at]!;
  const enemyHi = occupied[3 - at]!;
  const menLo = ownLo & ~kingsOccupied[0]!;
  const menHi = ownHi & ~kingsOccupied[1]!;
  const emptyLo = ~(ownLo | enemyLo);
  const emptyHi = ~(ownHi | enemyHi);
  let n = 0;
  // Forward: one rank on (White) or back (Black), across the two words.
  let fLo: number;
  let fHi: number;
  let oLo: number;
  let oHi: number;
  if (color === WHITE) {
    fLo = menLo << 8;
    fHi = (menHi << 8) | (menLo >>> 24);
    oLo = fLo & enemyLo;
    oHi = fHi & enemyHi;
    if (((oLo << 8) & emptyLo) !== 0 || (((oHi << 8) | (oLo >>> 24)) & emptyHi) !== 0) return -1;
  } else {
    fLo = (menLo >>> 8) | (menHi << 24);
    fHi = menHi >>> 8;
    oLo = fLo & enemyLo;
    oHi = fHi & enemyHi;
    if ((((oLo >>> 8) | (oHi << 24)) & emptyLo) !== 0 || ((oHi >>> 8) & emptyHi) !== 0) return -1;
  }
  n += popcount(fLo & emptyLo) + popcount(fHi & emptyHi);
  // East: one file on, never from file h.
  let aLo = menLo & ~FILE_H;
  let aHi = menHi & ~FILE_H;
  let eLo = aLo << 1;
  let eHi = (aHi << 1) | (aLo >>> 31);
  oLo = eLo & enemyLo & ~FILE_H;
  oHi = eHi & enemyHi & ~FILE_H;
  if ((((oLo << 1) & emptyLo) | (((oHi << 1) | (oLo >>> 31)) & emptyHi)) !== 0) return -1;
  n += popcount(eLo & emptyLo) + popcount(eHi & emptyHi);
  // West: one file back, never from file a.
  aLo = menLo & ~FILE_A;
  aHi = menHi & ~FILE_A;
  eLo = (aLo >>> 1) | (aHi << 31);
  eHi = aHi >>> 1;
  oLo = eLo & enemyLo & ~FILE_A;
  oHi = eHi & enemyHi & ~FILE_A;
  if (((((oLo >>> 1) | (oHi << 31)) & emptyLo) | ((oHi >>> 1) & emptyHi)) !== 0) return -1;
  n += popcount(eLo & emptyLo) + popcount(eHi & emptyHi);
  const enemy = color ^ (WHITE | BLACK);
  for (let w = 0; w < 2; w++) {
    let bits = occupied[at + w]! & kingsOccupied[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const sq = 32 * w + 31 - Math.clz32(low);
      for (let d = 0; d < 4; d++) {
        let s = NB[4 * sq + d]!;
        while (s >= 0 && cells[s] === 0) {
          n++;
          s = NB[4 * s + d]!;
        }
        if (s >= 0 && (cells[s]! & enemy) !== 0) {
          const behind = NB[4 * s + d]!;
          if (behind >= 0 && cells[behind] === 0) return -1;
        }
      }
    }
  }
  return n;
}

function emitQuiet(fromSq: number, to: number, promotes: boolean): void {
  const rec = records;
  rec[top] = fromSq;
  rec[top + 1] = to;
  rec[top + 2] = promotes ? 1 : 0;
  rec[top + 3] = 0;
  rec[top + 4] = 0;
  rec[top + 5] = 0;
  rec[top + 6] = to;
  top += 7;
}

/** Writes the quiet moves of `color` at `top`: men one square forward or sideways, kings like a rook. */
function generateQuiet(color: number): void {
  const fwd = color === WHITE ? 0 : 3;
  const at = color === WHITE ? 0 : 2;
  for (let w = 0; w < 2; w++) {
    let bits = occupied[at + w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const sq = 32 * w + 31 - Math.clz32(low);
      reserve(7 * 28);
      if ((cells[sq]! & KING) !== 0) {
        for (let d = 0; d < 4; d++) {
          for (let s = NB[4 * sq + d]!; s >= 0 && cells[s] === 0; s = NB[4 * s + d]!) emitQuiet(sq, s, false);
        }
      } else {
        for (let k = 0; k < 3; k++) {
          const s = NB[4 * sq + (k === 0 ? fwd : k)]!;
          if (s >= 0 && cells[s] === 0) emitQuiet(sq, s, onCrowningRow(color, s));
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

/** The number of legal moves of `color`: quiet moves counted set-wise, capture paths counted unwritten. */
function countMoves(color: number, base: number): number {
  const quiet = quietCountOrCapture(color);
  if (quiet >= 0) return quiet;
  countOnly = true;
  generateCaptures(color, base);
  countOnly = false;
  return counted;
}

// ---------------------------------------------------------------------------------------------
// Make, unmake, perft.

function setBit(words: Int32Array, at: number, sq: number): void {
  words[at + (sq >>> 5)] |= 1 << (sq & 31);
}

function clearBit(words: Int32Array, at: number, sq: number): void {
  words[at + (sq >>> 5)] &= ~(1 << (sq & 31));
}

function make(r: number, undo: number): void {
  const rec = records;
  const fromSq = rec[r]!;
  const toSq = rec[r + R_TO]!;
  const piece = cells[fromSq]!;
  const at = (piece & WHITE) !== 0 ? 0 : 2;
  undoStack[undo] = piece;
  cells[fromSq] = 0;
  clearBit(occupied, at, fromSq);
  if ((piece & KING) !== 0) clearBit(kingsOccupied, 0, fromSq);
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) {
    const sq = rec[r + R_CAPTURES + 1 + i]!;
    const cell = cells[sq]!;
    undoStack[undo + 1 + i] = cell;
    if ((cell & KING) !== 0) clearBit(kingsOccupied, 0, sq);
    cells[sq] = 0;
    clearBit(occupied, 2 - at, sq);
  }
  const after = rec[r + R_PROMOTES] !== 0 ? piece | KING : piece;
  cells[toSq] = after;
  setBit(occupied, at, toSq);
  if ((after & KING) !== 0) setBit(kingsOccupied, 0, toSq);
}

function unmake(r: number, undo: number): void {
  const rec = records;
  const piece = undoStack[undo]!;
  const at = (piece & WHITE) !== 0 ? 0 : 2;
  const fromSq = rec[r]!;
  const toSq = rec[r + R_TO]!;
  if ((cells[toSq]! & KING) !== 0) clearBit(kingsOccupied, 0, toSq);
  cells[toSq] = 0;
  clearBit(occupied, at, toSq);
  const captures = rec[r + R_CAPTURES]!;
  for (let i = 0; i < captures; i++) {
    const sq = rec[r + R_CAPTURES + 1 + i]!;
    const cell = undoStack[undo + 1 + i]!;
    cells[sq] = cell;
    if ((cell & KING) !== 0) setBit(kingsOccupied, 0, sq);
    setBit(occupied, 2 - at, sq);
  }
  cells[fromSq] = piece;
  setBit(occupied, at, fromSq);
  if ((piece & KING) !== 0) setBit(kingsOccupied, 0, fromSq);
}

/** Perft on the mailbox as loaded: leaves of the tree `depth` plies deep, `color` to move. */
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
    n += perftNode(other, depth - 1, end, undo + 32, bulk);
    unmake(r, undo);
  }
  return n;
}
