/**
 * The public, immutable face of the English bitboard generator: turns positions into bitboards
 * and the generator's triplets into `Move` values.
 * @module
 */
import type { Move, Square } from '../../core/types.js';
import type { Position } from '../../core/position.js';
import type { RulesEngine } from '../../core/variant.js';
import { SquareSet } from '../../core/squareSet.js';
import { BOTTOM_ROW, TOP_ROW } from '../../board/geometry8.js';
import { generate, moveStack, perftBits, recorded, recordedAt } from './movegen.js';

const NO_CAPTURES: readonly Square[] = /* @__PURE__ */ Object.freeze([]);

/** Sorts the quiet-move triplets at `moveStack[0..3n)` by from, then to (insertion sort). */
function sortQuiet(n: number): void {
  for (let i = 1; i < n; i++) {
    const f = moveStack[3 * i]!;
    const t = moveStack[3 * i + 1]!;
    const key = (f << 5) | t;
    let j = i - 1;
    while (j >= 0 && ((moveStack[3 * j]! << 5) | moveStack[3 * j + 1]!) > key) {
      moveStack[3 * j + 3] = moveStack[3 * j]!;
      moveStack[3 * j + 4] = moveStack[3 * j + 1]!;
      j--;
    }
    moveStack[3 * j + 3] = f;
    moveStack[3 * j + 4] = t;
  }
}

function captureMove(i: number): Move {
  const from = moveStack[3 * i]! + 1;
  const at = recordedAt[i]!;
  const jumps = recorded[at]!;
  const path: Square[] = [from];
  const captured: Square[] = [];
  for (let k = 1; k <= jumps; k++) path.push(recorded[at + k]! + 1);
  for (let k = 1; k <= jumps; k++) captured.push(recorded[at + jumps + k]! + 1);
  return { from, to: moveStack[3 * i + 1]! + 1, path, captured };
}

function compareMoves(a: Move, b: Move): number {
  if (a.from !== b.from) return a.from - b.from;
  if (a.to !== b.to) return a.to - b.to;
  const n = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < n; i++) if (a.path[i] !== b.path[i]) return a.path[i]! - b.path[i]!;
  return a.path.length - b.path.length;
}

/** Writes the legal moves of `position` to the move stack; returns their number. */
function generateFor(position: Position, distinct: boolean): number {
  const black = position.turn === 'black';
  const own = black ? position.black.lo : position.white.lo;
  const opp = black ? position.white.lo : position.black.lo;
  return generate(own, opp, position.kings.lo, black, 0, distinct, true);
}

function legalMoves(position: Position, paths: boolean): Move[] {
  const n = generateFor(position, !paths);
  const moves: Move[] = new Array(n);
  if (n === 0) return moves;
  if (moveStack[2] === 0) {
    sortQuiet(n);
    for (let i = 0; i < n; i++) {
      const from = moveStack[3 * i]! + 1;
      const to = moveStack[3 * i + 1]! + 1;
      moves[i] = { from, to, path: [from, to], captured: NO_CAPTURES };
    }
    return moves;
  }
  for (let i = 0; i < n; i++) moves[i] = captureMove(i);
  return moves.sort(compareMoves);
}

function sameSequence(move: Move, i: number): boolean {
  const at = recordedAt[i]!;
  const jumps = recorded[at]!;
  if (move.path.length !== jumps + 1 || move.captured.length !== jumps) return false;
  for (let k = 1; k <= jumps; k++) {
    if (move.path[k] !== recorded[at + k]! + 1) return false;
    if (move.captured[k - 1] !== recorded[at + jumps + k]! + 1) return false;
  }
  return true;
}

/** The index of the generated move equal to `move` (same path and captures), or -1. */
function findMove(move: Move, n: number): number {
  const fromBit = move.from - 1;
  const toBit = move.to - 1;
  const quiet = n > 0 && moveStack[2] === 0;
  for (let i = 0; i < n; i++) {
    if (moveStack[3 * i] !== fromBit || moveStack[3 * i + 1] !== toBit) continue;
    if (quiet) {
      if (move.captured.length === 0 && move.path.length === 2 && move.path[0] === move.from && move.path[1] === move.to) return i;
    } else if (move.path[0] === move.from && sameSequence(move, i)) {
      return i;
    }
  }
  return -1;
}

function play(position: Position, move: Move): Position | undefined {
  const n = generateFor(position, false);
  const i = findMove(move, n);
  if (i < 0) return undefined;
  const fromBit = 1 << moveStack[3 * i]!;
  const toBit = 1 << moveStack[3 * i + 1]!;
  const captured = moveStack[3 * i + 2]!;
  const black = position.turn === 'black';
  const kings = position.kings.lo;
  let nextKings = kings & ~captured;
  // WCDF 1.16: a man that reaches the far row is crowned.
  if ((kings & fromBit) !== 0) nextKings = (nextKings & ~fromBit) | toBit;
  else if ((toBit & (black ? BOTTOM_ROW : TOP_ROW)) !== 0) nextKings |= toBit;
  const own = ((black ? position.black.lo : position.white.lo) & ~fromBit) | toBit;
  const opp = (black ? position.white.lo : position.black.lo) & ~captured;
  return {
    variant: position.variant,
    turn: black ? 'white' : 'black',
    white: new SquareSet(black ? opp : own),
    black: new SquareSet(black ? own : opp),
    kings: nextKings === kings ? position.kings : new SquareSet(nextKings),
  };
}

function perft(position: Position, depth: number, paths: boolean, bulk: boolean): number {
  return perftBits(position.black.lo, position.white.lo, position.kings.lo, position.turn === 'black', depth, !paths, bulk);
}

/** The rules engine of English draughts / American checkers. */
export const englishEngine: RulesEngine = { legalMoves, play, perft };
