/**
 * The Italian board on the English generator. Italian draughts is played on the English board
 * mirrored left-right (PDN GameType 22,W,8,8,N2,1: square 1 is the top-left corner, every row
 * numbered the other way; docs/sources.md, boards and numbering), so its 0-based square `i` is
 * the English square `i ^ 3`. The rules are the same seen in a mirror, so an engine for the
 * English board plays Italian positions once their squares are mapped: positions on the way in,
 * moves and positions on the way out. Perft maps its root and then runs entirely inside.
 * @module
 */
import type { Move, Square } from '../../core/types.js';
import type { Position } from '../../core/position.js';
import type { RulesEngine } from '../../core/variant.js';
import type { KitPerftOptions } from '../perftKit.js';
import { SquareSet } from '../../core/squareSet.js';
import { quietKey, quietMoves, sortMoves } from '../moveValues.js';

/** Bit `i` to bit `i ^ 3` in each nibble: a 32-bit board in a mirror (its own inverse). */
function mirrorBits(x: number): number {
  return ((x & 0x11111111) << 3) | ((x & 0x88888888) >>> 3) | ((x & 0x22222222) << 1) | ((x & 0x44444444) >>> 1) | 0;
}

/** Square `s` in a mirror (its own inverse); anything that is not a square becomes 0, which is not one either. */
const mirrorSquare = (s: Square): Square => (Number.isInteger(s) && s >= 1 && s <= 32 ? ((s - 1) ^ 3) + 1 : 0);

/** `set` in a mirror; `before` itself when that is the answer (kept values stay shared). */
function mirrorSet(set: SquareSet, before?: SquareSet): SquareSet {
  const lo = mirrorBits(set.lo);
  return before !== undefined && before.lo === lo ? before : new SquareSet(lo);
}

const quiet = /* @__PURE__ */ quietMoves(32);

/** `move` in a mirror, field by field (so that a malformed move stays malformed). */
function mirrorMove(move: Move): Move {
  return {
    from: mirrorSquare(move.from),
    to: mirrorSquare(move.to),
    path: move.path.map(mirrorSquare),
    captured: move.captured.map(mirrorSquare),
  };
}

/** A legal move of the engine in a mirror; quiet moves as the shared values (moveValues.ts). */
const mirrorLegal = (move: Move): Move =>
  move.captured.length === 0 ? quiet.get(quietKey(mirrorSquare(move.from), mirrorSquare(move.to))) : mirrorMove(move);

/** `engine`, an engine of the English board, playing on the mirrored board. */
export function mirroredEngine(engine: RulesEngine): RulesEngine {
  const inside = (position: Position): Position => ({
    ...position,
    white: mirrorSet(position.white),
    black: mirrorSet(position.black),
    kings: mirrorSet(position.kings),
  });
  return {
    legalMoves(position: Position, options: { readonly paths: boolean }): Move[] {
      const moves = engine.legalMoves(inside(position), options).map(mirrorLegal);
      sortMoves(moves);
      return moves;
    },
    play(position: Position, move: Move): Position | undefined {
      const next = engine.play(inside(position), mirrorMove(move));
      if (next === undefined) return undefined;
      return {
        ...next,
        white: mirrorSet(next.white, position.white),
        black: mirrorSet(next.black, position.black),
        kings: mirrorSet(next.kings, position.kings),
      };
    },
    perft(position: Position, depth: number, options: KitPerftOptions): number {
      return engine.perft(inside(position), depth, options);
    },
  };
}
