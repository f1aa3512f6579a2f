/**
 * The public, immutable face of the English bitboard generator: turns positions into bitboards
 * and the generator's triplets into `Move` values.
 * @module
 */
import type { Move, Square } from '../../core/types.js';
import type { Position } from '../../core/position.js';
import type { RulesEngine } from '../../core/variant.js';
import { SquareSet } from '../../core/squareSet.js';
import { childStack, generate, perftBits, quietKeys, recorded, recordedAt } from './movegen.js';
import { quietMoves, sortMoves } from '../moveValues.js';

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
  const path: Square[] = new Array(jumps + 1);
  const captured: Square[] = new Array(jumps);
  path[0] = from;
  for (let k = 1; k <= jumps; k++) {
    path[k] = recorded[at + 1 + k]! + 1;
    captured[k - 1] = recorded[at + 1 + jumps + k]! + 1;
  }
  return { from, to: path[jumps]!, path, captured };
}

/** Scratch keys of quiet moves (at most four steps from each of 32 squares). */
const keys = /* @__PURE__ */ new Int32Array(4 * 32);
const quiet = /* @__PURE__ */ quietMoves(32);

function legalMoves(position: Position, paths: boolean): Move[] {
  const n = quietKeys(position.black.lo, position.white.lo, position.kings.lo, position.turn === 'black', keys);
  if (n >= 0) {
    // Quiet moves come in descending order: read backwards, they are already sorted, and each is
    // a shared value.
    const moves: Move[] = new Array(n);
    for (let i = 0; i < n; i++) moves[i] = quiet.get(keys[n - 1 - i]!);
    return moves;
  }
  const count = generateFor(position, !paths);
  const moves: Move[] = new Array(count);
  for (let i = 0; i < count; i++) moves[i] = captureMove(i);
  sortMoves(moves);
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
