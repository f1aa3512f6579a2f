/**
 * The public, immutable face of the English bitboard generator: turns positions into bitboards
 * and the generator's triplets into `Move` values.
 * @module
 */
import type { Move, Square } from '../../core/types.js';
import type { Position } from '../../core/position.js';
import type { RulesEngine } from '../../core/variant.js';
import { SquareSet } from '../../core/squareSet.js';
import { childStack, generate, perftBits, recorded, recordedAt } from './movegen.js';

const NO_CAPTURES: readonly Square[] = /* @__PURE__ */ Object.freeze([]);

/** The square of a one-bit mask. */
const squareOf = (bit: number): Square => 32 - Math.clz32(bit);

/** Writes the legal moves of `position` to the child stack; returns their number. */
function generateFor(position: Position, distinct: boolean): number {
  return generate(position.black.lo, position.white.lo, position.kings.lo, position.turn === 'black', 0, distinct, true);
}

/** True when the generated children are captures (the opponent lost a piece). */
function childrenCapture(position: Position, n: number): boolean {
  return n > 0 && childStack[position.turn === 'black' ? 1 : 0] !== (position.turn === 'black' ? position.white.lo : position.black.lo);
}

/** The i-th generated capture as a Move (from its recorded path). */
function captureMove(i: number): Move {
  const at = recordedAt[i]!;
  const from = recorded[at]! + 1;
  const jumps = recorded[at + 1]!;
  const path: Square[] = [from];
  const captured: Square[] = [];
  for (let k = 1; k <= jumps; k++) path.push(recorded[at + 1 + k]! + 1);
  for (let k = 1; k <= jumps; k++) captured.push(recorded[at + 1 + jumps + k]! + 1);
  return { from, to: path[jumps]!, path, captured };
}

/** Orders moves by from, then to, then path (insertion sort: lists are short). */
function sortMoves(moves: Move[]): void {
  for (let i = 1; i < moves.length; i++) {
    const m = moves[i]!;
    let j = i - 1;
    while (j >= 0 && comesAfter(moves[j]!, m)) {
      moves[j + 1] = moves[j]!;
      j--;
    }
    moves[j + 1] = m;
  }
}

function comesAfter(a: Move, b: Move): boolean {
  if (a.from !== b.from) return a.from > b.from;
  if (a.to !== b.to) return a.to > b.to;
  for (let k = 1; k < a.path.length && k < b.path.length; k++) {
    if (a.path[k] !== b.path[k]) return a.path[k]! > b.path[k]!;
  }
  return a.path.length > b.path.length;
}

/** Scratch keys `from << 6 | to` for ordering quiet moves before their objects are made. */
const quietKeys = new Int32Array(4 * 32);

/**
 * Quiet moves are values fully given by from and to, so each is made once, frozen, and shared:
 * listing moves allocates nothing per quiet move. Indexed by `from << 6 | to`.
 */
let quietMoves: (Move | undefined)[] | undefined;

function quietMove(key: number): Move {
  // A dense array (filled once) keeps element access fast; a sparse one would be a dictionary.
  quietMoves ??= new Array<Move | undefined>(33 << 6).fill(undefined);
  let move = quietMoves[key];
  if (move === undefined) {
    const from = key >> 6;
    const to = key & 63;
    move = Object.freeze({ from, to, path: Object.freeze([from, to]), captured: NO_CAPTURES });
    quietMoves[key] = move;
  }
  return move;
}

function legalMoves(position: Position, paths: boolean): Move[] {
  const n = generateFor(position, !paths);
  const moves: Move[] = new Array(n);
  if (childrenCapture(position, n)) {
    for (let i = 0; i < n; i++) moves[i] = captureMove(i);
    sortMoves(moves);
    return moves;
  }
  // Quiet moves: read from and to off each child, order the integer keys, then make the objects.
  const own = position.turn === 'black' ? position.black.lo : position.white.lo;
  const slot = position.turn === 'black' ? 0 : 1;
  for (let i = 0; i < n; i++) {
    const child = childStack[3 * i + slot]!;
    const key = (squareOf(own & ~child) << 6) | squareOf(child & ~own);
    let j = i - 1;
    while (j >= 0 && quietKeys[j]! > key) {
      quietKeys[j + 1] = quietKeys[j]!;
      j--;
    }
    quietKeys[j + 1] = key;
  }
  for (let i = 0; i < n; i++) moves[i] = quietMove(quietKeys[i]!);
  return moves;
}

/** True when the i-th generated capture has exactly the path and captures of `move`. */
function sameCapture(move: Move, i: number): boolean {
  const at = recordedAt[i]!;
  const jumps = recorded[at + 1]!;
  if (move.path.length !== jumps + 1 || move.captured.length !== jumps) return false;
  if (move.path[0] !== recorded[at]! + 1) return false;
  for (let k = 1; k <= jumps; k++) {
    if (move.path[k] !== recorded[at + 1 + k]! + 1) return false;
    if (move.captured[k - 1] !== recorded[at + 1 + jumps + k]! + 1) return false;
  }
  return move.from === move.path[0] && move.to === move.path[jumps];
}

/** The index of the generated move equal to `move` (same path and captures), or -1. */
function findMove(position: Position, move: Move, n: number): number {
  if (childrenCapture(position, n)) {
    for (let i = 0; i < n; i++) if (sameCapture(move, i)) return i;
    return -1;
  }
  if (move.captured.length !== 0 || move.path.length !== 2 || move.path[0] !== move.from || move.path[1] !== move.to) return -1;
  const own = position.turn === 'black' ? position.black.lo : position.white.lo;
  const slot = position.turn === 'black' ? 0 : 1;
  const from = 1 << (move.from - 1);
  const to = 1 << (move.to - 1);
  for (let i = 0; i < n; i++) {
    const child = childStack[3 * i + slot]!;
    if ((own & ~child) === from && (child & ~own) === to) return i;
  }
  return -1;
}

function play(position: Position, move: Move): Position | undefined {
  const n = generateFor(position, false);
  const i = findMove(position, move, n);
  if (i < 0) return undefined;
  const black = childStack[3 * i]!;
  const white = childStack[3 * i + 1]!;
  const kings = childStack[3 * i + 2]!;
  return {
    variant: position.variant,
    turn: position.turn === 'black' ? 'white' : 'black',
    white: white === position.white.lo ? position.white : new SquareSet(white),
    black: black === position.black.lo ? position.black : new SquareSet(black),
    kings: kings === position.kings.lo ? position.kings : new SquareSet(kings),
  };
}

function perft(position: Position, depth: number, paths: boolean, bulk: boolean): number {
  return perftBits(position.black.lo, position.white.lo, position.kings.lo, position.turn === 'black', depth, !paths, bulk);
}

/** The rules engine of English draughts / American checkers. */
export const englishEngine: RulesEngine = { legalMoves, play, perft };
